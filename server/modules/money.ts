/**
 * Money at the API boundary (docs/adr/0002): prices are kept in whole DKK and
 * converted to the visitor's currency with the site's rate from `locales`,
 * rounded up to whole units.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import { locales } from '@/server/db/schema';

/** `locales.rateFromDkk` has four decimals. */
const RATE_SCALE = 10_000;

/**
 * Whole DKK in the site's currency, rounded up. Works in integers so that a
 * float product (1500 × 1.55 = 2325.0000000000005) cannot round up a whole
 * number: 1500 DKK at 1.55 is exactly 2325 NOK.
 */
export function fromDkk(amountDkk: number, rateFromDkk: number): number {
  const scaledRate = Math.round(rateFromDkk * RATE_SCALE);
  return Math.ceil((amountDkk * scaledRate) / RATE_SCALE);
}

export interface SiteCurrency {
  currency: string;
  rateFromDkk: number;
}

/** The currency of a site and its rate from DKK. A site without a row is a broken database, not bad input. */
export async function siteCurrency(db: Executor, locale: Locale): Promise<SiteCurrency> {
  const [row] = await db
    .select({ currency: locales.currency, rateFromDkk: locales.rateFromDkk })
    .from(locales)
    .where(eq(locales.code, locale))
    .limit(1);
  if (!row) throw new Error(`No row in locales for the site "${locale}"`);
  return row;
}
