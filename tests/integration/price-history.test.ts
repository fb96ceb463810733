import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MinimalPackage, PackageDetail } from '@/lib/api/contract/packages';
import { addDays } from '@/lib/calendar-day';
import { percentBelow } from '@/lib/pricing';
import { clearCache } from '@/server/cache';
import { packageSites, priceHistory } from '@/server/db/schema';
import { recordSitePrices } from '@/server/modules/packages/price-history';
import { callApi } from '../support/api';
import { TEST_TODAY, withTestDatabase } from '../support/database';

/**
 * The daily price history (98/6/EC art. 6a, C-330/23): seeded 30 days back,
 * written when a price moves, and the reductions the API announces from it.
 */
const test = withTestDatabase();

beforeAll(() => {
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

async function listAll(locale: string): Promise<MinimalPackage[]> {
  const { status, body } = await callApi('packages?limit=100', { locale });
  expect(status).toBe(200);
  return (body as { packages: MinimalPackage[] }).packages;
}

async function detail(slug: string, locale = 'da'): Promise<PackageDetail> {
  clearCache();
  const { status, body } = await callApi(`packages/${slug}`, { locale });
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as { package: PackageDetail }).package;
}

const historyOf = (packageId: number, locale: 'da' | 'no' | 'sv', variant: string) =>
  test.db
    .select({ day: priceHistory.day, lowest: priceHistory.lowest, closing: priceHistory.closing })
    .from(priceHistory)
    .where(and(eq(priceHistory.packageId, packageId), eq(priceHistory.locale, locale), eq(priceHistory.variant, variant)))
    .orderBy(asc(priceHistory.day));

describe('the seeded price history', () => {
  it('goes 30 days back for every variant a card prices, and ends at its price today', { timeout: 120_000 }, async () => {
    for (const locale of ['da', 'sv'] as const) {
      const rows = await test.db.select().from(priceHistory).where(eq(priceHistory.locale, locale)).orderBy(asc(priceHistory.day));
      const first = new Map<string, string>();
      const last = new Map<string, number>();
      for (const row of rows) {
        if (!first.has(`${row.packageId}:${row.variant}`)) first.set(`${row.packageId}:${row.variant}`, row.day);
        last.set(`${row.packageId}:${row.variant}`, row.closing);
      }
      for (const pkg of await listAll(locale)) {
        for (const [variant, price] of Object.entries(pkg.fromPrices)) {
          if (price === null) continue;
          expect(first.get(`${pkg.id}:${variant}`)! <= addDays(TEST_TODAY, -30), `${pkg.slug} ${variant} on ${locale}`).toBe(true);
          expect(last.get(`${pkg.id}:${variant}`), `${pkg.slug} ${variant} on ${locale}`).toBe(price);
        }
      }
    }
  });

  it('announces the seeded offers from the lowest price of the 30 days before them, with the percentage off it', { timeout: 120_000 }, async () => {
    for (const locale of ['da', 'no', 'sv'] as const) {
      const reduced = (await listAll(locale)).filter((pkg) => Object.values(pkg.reductions).some(Boolean));
      expect(reduced.length, locale).toBeGreaterThan(0);
      for (const pkg of reduced) {
        // Outside the seasons only the offers (hasOffer) were reduced in the seed.
        expect(pkg.hasOffer).toBe(true);
        for (const [variant, reduction] of Object.entries(pkg.reductions)) {
          if (!reduction) continue;
          const price = pkg.fromPrices[variant as keyof MinimalPackage['fromPrices']]!;
          expect(reduction.priorLowest).toBeGreaterThan(price);
          expect(reduction.percent).toBe(percentBelow(reduction.priorLowest, price));
          expect(reduction.since < TEST_TODAY).toBe(true);
        }
      }
    }
  });
});

describe('a price that moves', () => {
  it('is written to the history, and the API announces the reduction from the prior lowest only while the price is below it', { timeout: 300_000 }, async () => {
    const candidate = (await listAll('da')).find((pkg) => !pkg.hasOffer && !pkg.isSoldOut && pkg.fromPrices.default !== null && !pkg.reductions.default);
    expect(candidate).toBeDefined();
    const pkg = candidate!;
    const before = pkg.fromPrices.default!;
    const [site] = await test.db.select().from(packageSites).where(and(eq(packageSites.packageId, pkg.id), eq(packageSites.locale, 'da')));
    const setPrice = (defaultPrice: number) =>
      test.db
        .update(packageSites)
        .set({ defaultPrice })
        .where(and(eq(packageSites.packageId, pkg.id), eq(packageSites.locale, 'da')));

    // Reduced by 1,000 kr. today.
    await setPrice(site!.defaultPrice - 1000);
    clearCache();
    expect(await recordSitePrices(test.db, 'da')).toBeGreaterThan(0);
    const reduced = await detail(pkg.slug);
    const now = reduced.fromPrices.default!;
    expect(now).toBeLessThan(before);
    expect((await historyOf(pkg.id, 'da', 'default')).at(-1)).toEqual({ day: TEST_TODAY, lowest: now, closing: now });
    expect(reduced.reductions.default).toEqual({ priorLowest: before, percent: percentBelow(before, now), since: TEST_TODAY });
    // The list's card says the same as the page.
    expect((await listAll('da')).find((card) => card.id === pkg.id)?.reductions.default).toEqual(reduced.reductions.default);
    // Recording again without a move writes nothing.
    expect(await recordSitePrices(test.db, 'da')).toBe(0);

    // Back up the same day: the day keeps its lowest, ends at the old price, and nothing is announced.
    await setPrice(site!.defaultPrice);
    clearCache();
    await recordSitePrices(test.db, 'da');
    expect((await historyOf(pkg.id, 'da', 'default')).at(-1)).toEqual({ day: TEST_TODAY, lowest: now, closing: before });
    expect((await detail(pkg.slug)).reductions.default).toBeNull();

    // The next day: the price is back where it was, and yesterday's low is the prior lowest: still no reduction.
    vi.stubEnv('SHOP_NOW', addDays(TEST_TODAY, 1));
    try {
      expect((await detail(pkg.slug)).reductions.default).toBeNull();
      // Reduced again by 500 kr. that day: announced from yesterday's lowest, not from the higher price it stood at.
      await setPrice(site!.defaultPrice - 500);
      clearCache();
      await recordSitePrices(test.db, 'da');
      const again = await detail(pkg.slug);
      const price = again.fromPrices.default!;
      expect(price).toBeGreaterThan(now);
      expect(again.reductions.default).toBeNull();
    } finally {
      vi.stubEnv('SHOP_NOW', TEST_TODAY);
      await setPrice(site!.defaultPrice);
    }
  });
});

describe('the price history worker', () => {
  it('does not start in a process told PRICE_HISTORY_WORKER=off, and starts, reading the stamp at once, otherwise', async () => {
    const { startPriceHistoryWorker } = await import('@/server/modules/packages/price-history');
    const { stopWorkers, workerHealth } = await import('@/server/workers');
    const readStamp = vi.fn(async () => 'stamp');
    startPriceHistoryWorker(readStamp, { PRICE_HISTORY_WORKER: 'off' } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv);
    expect(workerHealth().map((worker) => worker.name)).not.toContain('price-history');
    expect(readStamp).not.toHaveBeenCalled();
    startPriceHistoryWorker(readStamp, {} as NodeJS.ProcessEnv);
    try {
      expect(workerHealth().map((worker) => worker.name)).toContain('price-history');
      await vi.waitFor(() => expect(readStamp).toHaveBeenCalled());
    } finally {
      await stopWorkers();
    }
  });
});
