import { cookies } from 'next/headers';
import { parseShopNow } from '@/lib/clock';
import type { Locale } from '@/lib/i18n/locales';
import { activeSeason, localIsoDate, type Season } from '@/lib/seasons';
import { SITES } from '@/lib/site/sites';

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
    const fromCookie = parseShopNow((await cookies()).get(CLOCK_COOKIE)?.value);
    if (fromCookie) return fromCookie;
  }
  return parseShopNow(process.env.SHOP_NOW) ?? new Date();
}

/** The seasonal offer period on today in the site's own time zone (browsing spec §2 "Seasonal banners"). */
export async function currentSeason(locale: Locale): Promise<Season | null> {
  return activeSeason(localIsoDate(await shopNow(), SITES[locale].timeZone));
}
