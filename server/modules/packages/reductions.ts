/**
 * The reductions a package's cards and page announce today, read from its
 * daily price history (`price_history`, written by ./price-history.ts) by the
 * rule of lib/pricing/prior-price.ts: the lowest price of the 30 days before
 * the reduction, and the whole percent off it.
 */
import 'server-only';
import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { FromPrices, Reductions } from '@/lib/api/contract/packages';
import { addDays } from '@/lib/calendar-day';
import type { Locale } from '@/lib/i18n/locales';
import { HISTORY_LOOKBACK_DAYS, PACKAGE_VARIANTS, priorReduction, type PriceDay } from '@/lib/pricing';
import { localIsoDate } from '@/lib/seasons';
import { SITES } from '@/lib/site/sites';
import { now } from '@/server/clock';
import type { Executor } from '@/server/db';
import { readAll } from '@/server/db/reads';
import { priceHistory } from '@/server/db/schema';

export const historyKey = (packageId: number, variant: string) => `${packageId}:${variant}`;

/** The site's calendar day now. */
export function siteDay(locale: Locale, at: Date = now()): string {
  return localIsoDate(at, SITES[locale].timeZone);
}


/**
 * The history of these packages on the site that a reduction today can
 * depend on: the rows of the last 60 days, and the last row before them
 * (the price those days began at).
 */
export async function readHistory(db: Executor, locale: Locale, packageIds: readonly number[], today: string): Promise<Map<string, PriceDay[]>> {
  const from = addDays(today, -HISTORY_LOOKBACK_DAYS);
  const mine = and(eq(priceHistory.locale, locale), inArray(priceHistory.packageId, [...packageIds]));
  const columns = { packageId: priceHistory.packageId, variant: priceHistory.variant, day: priceHistory.day, lowest: priceHistory.lowest, closing: priceHistory.closing };
  const [recent, before] = await readAll(db, [
    () => db.select(columns).from(priceHistory).where(and(mine, gt(priceHistory.day, from))),
    () =>
      db
        .selectDistinctOn([priceHistory.packageId, priceHistory.variant], columns)
        .from(priceHistory)
        .where(and(mine, lte(priceHistory.day, from)))
        .orderBy(asc(priceHistory.packageId), asc(priceHistory.variant), desc(priceHistory.day)),
  ]);
  const history = new Map<string, PriceDay[]>();
  for (const row of [...before, ...recent]) {
    const list = history.get(historyKey(row.packageId, row.variant)) ?? [];
    list.push({ day: row.day, lowest: row.lowest, closing: row.closing });
    history.set(historyKey(row.packageId, row.variant), list);
  }
  return history;
}

/** Each package's reductions on the site today, from its `fromPrices` and its history (`readHistory`). */
export function reductionsFrom(history: ReadonlyMap<string, PriceDay[]>, prices: readonly { packageId: number; fromPrices: FromPrices }[], today: string): Map<number, Reductions> {
  const result = new Map<number, Reductions>();
  for (const { packageId, fromPrices } of prices) {
    const reductions = Object.fromEntries(
      PACKAGE_VARIANTS.map((variant) => [variant, priorReduction(history.get(historyKey(packageId, variant)) ?? [], today, fromPrices[variant])]),
    ) as Reductions;
    result.set(packageId, reductions);
  }
  return result;
}
