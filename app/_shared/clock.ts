import { cookies } from 'next/headers';

function parse(value: string | undefined): Date | null {
  const text = value?.trim();
  if (!text) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T12:00:00Z` : text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The cookie the browser tests use to move one visitor through the calendar. */
export const CLOCK_COOKIE = 'shop-now';

/**
 * The storefront's clock: `SHOP_NOW` freezes today (tests, demos), as it does
 * for the backend. With `SHOP_CLOCK_OVERRIDE=cookie` — set only by the browser
 * tests' server — a `shop-now` cookie moves the date for that visitor, so one
 * server can show every seasonal banner. Only app/ reads the environment.
 */
export async function shopNow(): Promise<Date> {
  if (process.env.SHOP_CLOCK_OVERRIDE === 'cookie') {
    const fromCookie = parse((await cookies()).get(CLOCK_COOKIE)?.value);
    if (fromCookie) return fromCookie;
  }
  return parse(process.env.SHOP_NOW) ?? new Date();
}
