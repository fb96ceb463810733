/**
 * The daily price history of every variant of every package on every site
 * (`price_history`), and the reductions read from it (lib/pricing/prior-price.ts).
 *
 * What is recorded is the price a card and the package page show
 * (`fromPrices`: the price engine's answer for the default party, in the
 * site's currency), the price a visitor saw and would be charged, so a prior
 * price is always in the same terms as the price it is compared with.
 *
 * When: every change of what a package is priced from moves the catalogue
 * version or the stock number (server/db/schema.ts `catalogueVersion`); the
 * worker below reads both every few seconds, and on a move, or when a site's
 * day turns, prices every package of every site and writes a row for each
 * variant whose price moved (the day's lowest and the price it ends at). A
 * day without a move writes nothing: it cost what the last row ended at.
 */
import 'server-only';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { FromPrices } from '@/lib/api/contract/packages';
import { addDays } from '@/lib/calendar-day';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { PACKAGE_VARIANTS, PRIOR_PRICE_DAYS, REDUCTION_SHOWN_DAYS } from '@/lib/pricing';
import { activeSeason, seasonStart, type Season } from '@/lib/seasons';
import { now } from '@/server/clock';
import { getDb, type Executor } from '@/server/db';
import { readAll } from '@/server/db/reads';
import { startPeriodicWorker } from '@/server/workers';
import { cities, countries, packageSites, packages, priceHistory } from '@/server/db/schema';
import { siteCurrency } from '../money';
import { onSale } from './on-sale';
import { presentPackages, type PackageWithDestination } from './present';
import { historyKey, siteDay } from './reductions';
import { asSold, soldOn } from './site-offer';

type HistoryRow = typeof priceHistory.$inferInsert;
const BATCH = 1_000;

// ─── Writing ────────────────────────────────────────────────────────────────

/** Every package the site sells, with the price of each variant its cards show today. */
async function siteCardPrices(db: Executor, locale: Locale): Promise<{ packageId: number; fromPrices: FromPrices; offers: OfferFlags }[]> {
  const [rows, money] = await readAll(db, [
    () =>
      db
      .select({ pkg: packages, site: packageSites, city: cities, country: countries })
      .from(packages)
      .innerJoin(packageSites, soldOn(locale))
      .innerJoin(cities, eq(cities.id, packages.destinationCityId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(onSale(db))
      .orderBy(asc(packages.id)),
    () => siteCurrency(db, locale),
  ]);
  const sold: PackageWithDestination[] = rows.map(({ pkg, site, city, country }) => ({ pkg: asSold(pkg, site), city, country }));
  const presented = await presentPackages(db, sold, 'minimal', money, locale, { reductions: false });
  return presented.map((pkg) => ({
    packageId: pkg.id,
    fromPrices: pkg.fromPrices,
    offers: { hasOffer: pkg.hasOffer, blackWeek: pkg.blackWeekOfferAvailable, christmas: pkg.christmasOfferAvailable, newYear: pkg.newYearOfferAvailable },
  }));
}

async function writeRows(db: Executor, rows: HistoryRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(priceHistory)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: [priceHistory.packageId, priceHistory.locale, priceHistory.variant, priceHistory.day],
        set: { lowest: sql`least(${priceHistory.lowest}, excluded.lowest)`, closing: sql`excluded.closing` },
      });
  }
}

/**
 * Records today's card prices of every package on the site: a variant whose
 * price is not what its last row ended at gets a row for today (the lowest of
 * the price it began the day at and the new one; it ends at the new one). A
 * variant not bookable today is left as it was. Returns the rows written.
 */
export async function recordSitePrices(db: Executor, locale: Locale, today: string = siteDay(locale)): Promise<number> {
  const [current, last] = await readAll(db, [
    () => siteCardPrices(db, locale),
    () =>
      db
      .selectDistinctOn([priceHistory.packageId, priceHistory.variant], {
        packageId: priceHistory.packageId,
        variant: priceHistory.variant,
        day: priceHistory.day,
        lowest: priceHistory.lowest,
        closing: priceHistory.closing,
      })
      .from(priceHistory)
      .where(and(eq(priceHistory.locale, locale), lte(priceHistory.day, today)))
      .orderBy(asc(priceHistory.packageId), asc(priceHistory.variant), desc(priceHistory.day)),
  ]);
  const lastOf = new Map(last.map((row) => [historyKey(row.packageId, row.variant), row]));
  const rows: HistoryRow[] = [];
  for (const { packageId, fromPrices } of current) {
    for (const variant of PACKAGE_VARIANTS) {
      const price = fromPrices[variant];
      if (price === null) continue;
      const before = lastOf.get(historyKey(packageId, variant));
      if (before?.closing === price) continue;
      const lowest = before?.day === today ? Math.min(before.lowest, price) : Math.min(before?.closing ?? price, price);
      rows.push({ packageId, locale, variant, day: today, lowest, closing: price });
    }
  }
  await writeRows(db, rows);
  return rows.length;
}

/** Records today's prices on every site (the worker's round). */
export async function recordPrices(db: Executor, at: Date = now()): Promise<number> {
  let written = 0;
  for (const locale of LOCALES) written += await recordSitePrices(db, locale, siteDay(locale, at));
  return written;
}

// ─── Seeding ────────────────────────────────────────────────────────────────

interface OfferFlags {
  hasOffer: boolean;
  blackWeek: boolean;
  christmas: boolean;
  newYear: boolean;
}

/** Percent the seeded offers were reduced by, picked by the package's id. */
const SEED_REDUCTIONS = [10, 12, 15, 20] as const;

/**
 * The day a seeded offer's reduction began, or null when the package has none
 * on sale today: a season offer while its season is on began on the season's
 * first day; any other offer began one to nine days ago. At most 29 days ago,
 * so it is still shown.
 */
function seededReductionDay(packageId: number, offers: OfferFlags, today: string): string | null {
  const season: Season | null = activeSeason(today);
  const earliest = addDays(today, -(REDUCTION_SHOWN_DAYS - 1));
  if (season && offers[season]) {
    const start = seasonStart(season, today);
    return start < earliest ? earliest : start;
  }
  if (offers.hasOffer) return addDays(today, -(1 + (packageId % 9)));
  return null;
}

/**
 * Writes the first start's 30 days of history from today's prices: every
 * variant cost what it costs today from 30 days back; a package with an offer
 * on sale today (./seededReductionDay) cost 10 to 20 % more until its
 * reduction day, for the 30 days before it, and costs today's price since.
 */
export async function seedPriceHistory(db: Executor, today: string): Promise<number> {
  const rows: HistoryRow[] = [];
  for (const locale of LOCALES) {
    for (const { packageId, fromPrices, offers } of await siteCardPrices(db, locale)) {
      const reducedOn = seededReductionDay(packageId, offers, today);
      const percent = SEED_REDUCTIONS[packageId % SEED_REDUCTIONS.length]!;
      for (const variant of PACKAGE_VARIANTS) {
        const price = fromPrices[variant];
        if (price === null) continue;
        if (!reducedOn) {
          rows.push({ packageId, locale, variant, day: addDays(today, -PRIOR_PRICE_DAYS), lowest: price, closing: price });
          continue;
        }
        // The price before, rounded up to a whole 5: the reduction is then at least `percent`.
        const prior = Math.ceil((price * 100) / (100 - percent) / 5) * 5;
        rows.push({ packageId, locale, variant, day: addDays(reducedOn, -PRIOR_PRICE_DAYS), lowest: prior, closing: prior });
        rows.push({ packageId, locale, variant, day: reducedOn, lowest: price, closing: price });
      }
    }
  }
  await writeRows(db, rows);
  return rows.length;
}

// ─── The worker ─────────────────────────────────────────────────────────────

/** How often the worker looks at the catalogue stamp and the day. */
const POLL_MS = 10_000;

/**
 * Records prices when they may have moved: at start, whenever the catalogue
 * version or the stock number moved since the last round (a package, ticket,
 * hotel, bus route or rate changed, or a ticket sold out or came back), and
 * when a site's day turns. Every process runs it; the rows it writes are the
 * same whoever writes them (the day's lowest is kept by LEAST).
 * `PRICE_HISTORY_WORKER=off` leaves it to the other processes.
 */
export function startPriceHistoryWorker(readStamp: () => Promise<string>, env: NodeJS.ProcessEnv = process.env): void {
  if (env.PRICE_HISTORY_WORKER === 'off') return;
  let recorded: string | null = null;
  startPeriodicWorker(
    'price-history',
    POLL_MS,
    async () => {
      const at = now();
      const stamp = `${await readStamp()}|${LOCALES.map((locale) => siteDay(locale, at)).join(',')}`;
      if (stamp === recorded) return;
      await recordPrices(await getDb(), at);
      recorded = stamp;
    },
    { failed: 'recording the prices failed', runAtStart: true },
  );
}
