import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fullPackagesResponse,
  packageResponse,
  packagesResponse,
  type FullPackage,
  type MinimalPackage,
  type PackageDetail,
} from '@/lib/api/contract/packages';
import { fromDkk } from '@/server/modules/money';
import { onSale } from '@/server/modules/packages/on-sale';
import { createApiClient } from '@/lib/api/client';
import { getPackage, getPackages } from '@/lib/api/endpoints/packages';
import { clearCache } from '@/server/cache';
import { handleApiRequest } from '@/server/http/api';
import { locales, packageEvents, packageSites, packages } from '@/server/db/schema';
import { isValidSchedule } from '@/lib/legal/termination-fees';
import { TERMINATION_FEES } from '@/server/seed/data/termination-fees';
import { callApi, cheapestListPrice } from '../support/api';
import { TEST_TODAY, withTestDatabase } from '../support/database';

const test = withTestDatabase();

// "Not over yet" and "available" are relative to today: every run sees the seed's today.
beforeAll(() => {
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const FULL = { 'Accept-Representations': 'full' };

async function list(query: string, headers: Record<string, string> = {}, locale = 'da') {
  const { status, body } = await callApi(`packages${query ? `?${query}` : ''}`, { headers, locale });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as { packages: MinimalPackage[]; totalResults: number };
}

/** Every match of a filter (limit 100 per page). */
async function all(query: string): Promise<{ packages: MinimalPackage[]; totalResults: number }> {
  const first = await list(`${query}${query ? '&' : ''}limit=100`);
  const items = [...first.packages];
  while (items.length < first.totalResults) {
    const next = await list(`${query}${query ? '&' : ''}limit=100&offset=${items.length}`);
    if (next.packages.length === 0) break;
    items.push(...next.packages);
  }
  return { packages: items, totalResults: first.totalResults };
}

let unfiltered = 0;
beforeAll(async () => {
  unfiltered = (await list('limit=1')).totalResults;
});

/** The filter answers some packages, fewer than unfiltered, each satisfying `check`. */
async function expectFilter(query: string, check: (pkg: MinimalPackage) => boolean) {
  const { packages: found, totalResults } = await all(query);
  expect(totalResults).toBeGreaterThan(0);
  expect(totalResults).toBeLessThan(unfiltered);
  expect(found).toHaveLength(totalResults);
  const failing = found.filter((pkg) => !check(pkg)).map((pkg) => pkg.slug);
  expect(failing).toEqual([]);
  return found;
}

const MINIMAL_KEYS = [
  'blackWeekOfferAvailable',
  'christmasOfferAvailable',
  'currency',
  'destination',
  'endDate',
  'events',
  'fixtureHold',
  'hasOffer',
  'id',
  'isBudgetTrip',
  'isFlightLess',
  'isHotelLess',
  'isResidualSale',
  'isRivalry',
  'isRoundTrip',
  'isSoldOut',
  'isTransitLess',
  'newYearOfferAvailable',
  'nights',
  'numberOfEvents',
  'offerTitle',
  'packageType',
  'premiumAvailable',
  'prices',
  'fromPrices',
  'randomOffer',
  'reductions',
  'slug',
  'startDate',
  'startDate',
  'title',
].filter((key, index, keys) => keys.indexOf(key) === index);

describe('GET /api/v1/packages', () => {
  it('answers { packages, totalResults } of minimal packages by default, ordered by date', async () => {
    const body = await list('');
    expect(Object.keys(body).sort()).toEqual(['packages', 'totalResults']);
    expect(body.packages).toHaveLength(20);
    expect(body.totalResults).toBeGreaterThan(20);
    expect(() => packagesResponse.parse(body)).not.toThrow();
    const [pkg] = body.packages;
    expect(Object.keys(pkg!).sort()).toEqual([...MINIMAL_KEYS].sort());
    expect(pkg).toMatchObject({
      title: expect.any(String),
      currency: 'DKK',
      destination: { city: { id: expect.any(Number), name: expect.any(String) }, country: { code: expect.stringMatching(/^[A-Z]{2}$/) } },
    });
    expect(pkg!.numberOfEvents).toBe(pkg!.events.length);
    expect(pkg!.nights).toBe((Date.parse(pkg!.endDate) - Date.parse(pkg!.startDate)) / 86_400_000);
    const [event] = pkg!.events;
    expect(Object.keys(event!).sort()).toEqual(
      ['eventDateTime', 'fixtureStatus', 'guestClub', 'homeClub', 'id', 'matchType', 'slug', 'sportCategory', 'timeZone', 'title', 'tournament', 'venue'].sort(),
    );
    expect(new Date(event!.eventDateTime).toISOString()).toBe(event!.eventDateTime);
    // Each kick-off comes with its venue's clock: London's for a match in London.
    for (const each of body.packages.flatMap((p) => p.events)) {
      expect(each.timeZone).toMatch(each.venue.city.name === 'London' ? /^Europe\/London$/ : /^Europe\/\w+$/);
    }
    expect(Object.keys(event!.venue).sort()).toEqual(['city', 'name']);
    // Never a package that is over; ordered by start date, then id.
    expect(body.packages.every((p) => p.endDate >= TEST_TODAY)).toBe(true);
    const order = body.packages.map((p) => `${p.startDate}:${String(p.id).padStart(8, '0')}`);
    expect(order).toEqual([...order].sort());
  });

  it('counts every package that is not over yet, relative to the clock', async () => {
    const notOver = async (day: string) => {
      const [row] = await test.db.select({ value: count() }).from(packages).where(and(gte(packages.endDate, day), onSale(test.db)));
      return Number(row?.value);
    };
    expect(unfiltered).toBe(await notOver(TEST_TODAY));
    // Later on, the packages that ended are no longer listed.
    const later = '2026-06-15';
    vi.stubEnv('SHOP_NOW', later);
    try {
      const { packages: found, totalResults } = await all('');
      expect(totalResults).toBe(await notOver(later));
      expect(totalResults).toBeLessThan(unfiltered);
      expect(found.every((pkg) => pkg.endDate >= later)).toBe(true);
      expect(found.some((pkg) => pkg.startDate < later)).toBe(true);
    } finally {
      vi.stubEnv('SHOP_NOW', TEST_TODAY);
    }
  });

  it('adds descriptions, tickets, venue address and converted extras with Accept-Representations: full', async () => {
    const minimal = await list('limit=5');
    const full = (await list('limit=5', FULL)) as unknown as { packages: FullPackage[]; totalResults: number };
    expect(() => fullPackagesResponse.parse(full)).not.toThrow();
    expect(full.totalResults).toBe(minimal.totalResults);
    expect(full.packages.map((p) => p.id)).toEqual(minimal.packages.map((p) => p.id));
    const pkg = full.packages[0]!;
    expect(Object.keys(pkg).sort()).toEqual(
      [
        ...MINIMAL_KEYS,
        'defaultServices',
        'description',
        'extraFees',
        'extraServices',
        'extraServicesAdditionalDailyFee',
        'flightLessMode',
      ].sort(),
    );
    expect(pkg.description.length).toBeGreaterThan(0);
    expect(pkg.extraFees).toEqual({ eventUpgradeFee: expect.any(Number), matchInsuranceFee: 250 });
    expect(pkg.defaultServices.tickets).toHaveLength(pkg.numberOfEvents);
    const event = pkg.events[0]!;
    expect(event).toMatchObject({
      description: expect.any(String),
      availableTickets: expect.any(Number),
      venue: { name: expect.any(String), address: expect.any(String), location: { latitude: expect.any(Number), longitude: expect.any(Number) } },
    });
    expect(event.availableTickets).toBeGreaterThan(0);
  });

  it('filters by sport category', async () => {
    const other = await list('sportCategories=horse-racing,american-football&limit=100');
    const soccer = await expectFilter('sportCategories=soccer', (pkg) => pkg.events.length > 0);
    expect(soccer.length + other.totalResults).toBeLessThanOrEqual(unfiltered);
  });

  it('filters by tournament slug or id, alike', async () => {
    const { body } = await callApi('tournaments');
    const premierLeague = body.tournaments.find((t: { name: string }) => t.name === 'Premier League');
    const bySlug = await expectFilter(`tournaments=${premierLeague.slug}`, (pkg) =>
      pkg.events.some((e) => e.tournament.slug === premierLeague.slug),
    );
    const byId = await all(`tournaments=${premierLeague.id}`);
    expect(byId.packages.map((p) => p.id)).toEqual(bySlug.map((p) => p.id));
  });

  it('filters by club, and by home or away with isHome', async () => {
    const { packages: page } = await list('tournaments=premier-league&limit=1');
    const club = page[0]!.events[0]!.homeClub!;
    const plays = (pkg: MinimalPackage, side: 'homeClub' | 'guestClub') => pkg.events.some((e) => e[side]?.id === club.id);
    const any = await expectFilter(`clubs=${club.slug}`, (pkg) => plays(pkg, 'homeClub') || plays(pkg, 'guestClub'));
    const byId = await all(`clubs=${club.id}`);
    expect(byId.packages.map((p) => p.id)).toEqual(any.map((p) => p.id));
    const home = await expectFilter(`clubs=${club.slug}&isHome=true`, (pkg) => plays(pkg, 'homeClub'));
    const away = await expectFilter(`clubs=${club.slug}&isHome=false`, (pkg) => plays(pkg, 'guestClub'));
    expect(home.length).toBeLessThan(any.length);
    expect(away.length).toBeLessThan(any.length);
  });

  it('filters by package flags', async () => {
    await expectFilter('hasOffer=true', (pkg) => pkg.hasOffer && pkg.offerTitle !== null);
    await expectFilter('budgetTrips=true', (pkg) => pkg.isBudgetTrip);
    await expectFilter('blackWeek=true', (pkg) => pkg.blackWeekOfferAvailable);
    await expectFilter('christmas=true', (pkg) => pkg.christmasOfferAvailable);
    await expectFilter('newYear=true', (pkg) => pkg.newYearOfferAvailable);
    await expectFilter('premium=true', (pkg) => pkg.premiumAvailable && pkg.prices.premiumPrice !== null);
    await expectFilter('residualSale=true', (pkg) => pkg.isResidualSale && pkg.isFlightLess && pkg.isHotelLess);
    await expectFilter('residualSale=false', (pkg) => !pkg.isResidualSale);
    await expectFilter('section=home', (pkg) => !pkg.isSoldOut);
  });

  it('filters by package type: bundles have two events or more, round trips are round trips', async () => {
    await expectFilter('packageType=bundle', (pkg) => pkg.packageType === 'bundle' && pkg.numberOfEvents >= 2);
    await expectFilter('packageType=roundTrip', (pkg) => pkg.packageType === 'roundTrip' && pkg.isRoundTrip);
    await expectFilter('packageType=single', (pkg) => pkg.packageType === 'single' && pkg.numberOfEvents === 1);
    expect((await list('packageType=all&limit=1')).totalResults).toBe(unfiltered);
  });

  it('filters by match type', async () => {
    await expectFilter('matchTypes=cup,friendly', (pkg) => pkg.events.some((e) => e.matchType === 'cup' || e.matchType === 'friendly'));
  });

  it('keeps the packages whose travel period overlaps dateFrom..dateTo', async () => {
    const from = '2026-04-10';
    const to = '2026-04-20';
    const found = await expectFilter(`dateFrom=${from}&dateTo=${to}`, (pkg) => pkg.startDate <= to && pkg.endDate >= from);
    // Overlap, not containment: some start before dateFrom or end after dateTo.
    expect(found.some((pkg) => pkg.startDate < from || pkg.endDate > to)).toBe(true);
    await expectFilter(`dateFrom=2026-09-01`, (pkg) => pkg.endDate >= '2026-09-01');
    await expectFilter(`dateTo=2026-04-01`, (pkg) => pkg.startDate <= '2026-04-01');
  });

  it('available=true leaves out sold-out and started packages', async () => {
    const { packages: soldOut } = await all('');
    expect(soldOut.some((pkg) => pkg.isSoldOut)).toBe(true);
    await expectFilter('available=true', (pkg) => !pkg.isSoldOut && pkg.startDate >= TEST_TODAY);
    const [row] = await test.db
      .select({ value: count() })
      .from(packages)
      .where(and(eq(packages.isSoldOut, false), gte(packages.startDate, TEST_TODAY), onSale(test.db)));
    expect((await list('available=true&limit=1')).totalResults).toBe(Number(row?.value));
  });

  it('combines filters', async () => {
    await expectFilter('sportCategories=soccer&packageType=bundle&available=true', (pkg) => pkg.numberOfEvents >= 2 && !pkg.isSoldOut);
  });

  it('sorts by price both ways and by popularity', async () => {
    const cheap = await list('sortBy=price&limit=100');
    const prices = cheap.packages.map(cheapestListPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const dear = await list('sortBy=-price&limit=100');
    const descending = dear.packages.map(cheapestListPrice);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(prices[0]!);
    const popular = await list('sortBy=popularity&limit=10');
    expect(popular.totalResults).toBe(unfiltered);
    expect(popular.packages).toHaveLength(10);
  });

  it('pages with limit and offset, consistent with totalResults', async () => {
    const first = await list('sortBy=price&limit=10');
    const second = await list('sortBy=price&limit=5&offset=5');
    expect(second.packages).toEqual(first.packages.slice(5, 10));
    expect(second.totalResults).toBe(first.totalResults);
    const everything = await all('');
    expect(everything.packages).toHaveLength(unfiltered);
    expect(new Set(everything.packages.map((p) => p.id)).size).toBe(unfiltered);
    const past = await list(`offset=${unfiltered}`);
    expect(past.packages).toEqual([]);
    expect(past.totalResults).toBe(unfiltered);
  });

  it("converts each site's own prices to its currency, rounded up from DKK", async () => {
    const rates = new Map((await test.db.select().from(locales)).map((row) => [row.code, row]));
    const da = await list('limit=30');
    for (const locale of ['da', 'no', 'sv'] as const) {
      const site = await list('limit=30', {}, locale);
      const rate = rates.get(locale)!;
      expect(site.packages.map((p) => p.id)).toEqual(da.packages.map((p) => p.id));
      // What the site sells each package at (package_sites), in DKK: its own flight's price is in it.
      const rows = new Map((await test.db.select().from(packageSites).where(eq(packageSites.locale, locale))).map((row) => [row.packageId, row]));
      for (const pkg of site.packages) {
        const dkk = rows.get(pkg.id)!;
        expect(pkg.currency).toBe(rate.currency);
        for (const key of ['basePrice', 'defaultPrice', 'premiumPrice', 'defaultFlightLessPrice', 'defaultHotelLessPrice', 'defaultWithTransitPrice'] as const) {
          const value = dkk[key];
          expect(pkg.prices[key], `${pkg.slug} ${locale} ${key}`).toBe(value === null ? null : fromDkk(value, rate.rateFromDkk));
        }
      }
    }
    expect(rates.get('no')!.currency).toBe('NOK');
    expect(rates.get('sv')!.currency).toBe('SEK');
  });

  it('answers 400 with field messages for bad queries', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['limit=abc', { limit: ['must be a whole number'] }],
      ['limit=101', { limit: ['must be at most 100'] }],
      ['packageType=cruise', { packageType: ['must be one of all, bundle, roundTrip, single, combo'] }],
      ['dateFrom=2026-05-02&dateTo=2026-05-01', { dateFrom: ['must be on or before dateTo'] }],
      ['dateFrom=2026-02-30', { dateFrom: ['must be a date (YYYY-MM-DD)'] }],
      ['sortBy=name', { sortBy: ['must be one of date, price, -price, popularity'] }],
      ['matchTypes=league,chess', { 'matchTypes.1': ['must be one of league, cup, international, friendly, race, game'] }],
      ['hasOffer=yes&section=away', { hasOffer: ['must be true or false'], section: ['must be one of home'] }],
    ];
    for (const [query, errors] of cases) {
      const { status, body } = await callApi(`packages?${query}`);
      expect(status, query).toBe(400);
      expect(body, query).toEqual({ message: 'The request has invalid fields', code: 'invalid_request', errors });
    }
  });

  it('answers 400 for an unknown representation', async () => {
    const { status, body } = await callApi('packages', { headers: { 'Accept-Representations': 'huge' } });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: 'The request has invalid fields',
      code: 'invalid_request',
      errors: { 'Accept-Representations': ['must be one of minimal, full'] },
    });
    const minimal = await callApi('packages?limit=2', { headers: { 'Accept-Representations': 'minimal' } });
    expect(minimal.body).toEqual(await list('limit=2'));
  });
});

describe('GET /api/v1/packages/{idOrSlug}', () => {
  it('answers the full package with options and hotels, the same by id and by slug', async () => {
    const { packages: page } = await list('packageType=single&premium=true&limit=1');
    const listed = page[0]!;
    const bySlug = await callApi(`packages/${listed.slug}`);
    expect(bySlug.status).toBe(200);
    expect(() => packageResponse.parse(bySlug.body)).not.toThrow();
    const byId = await callApi(`packages/${listed.id}`);
    expect(byId.body).toEqual(bySlug.body);

    const pkg = bySlug.body.package as PackageDetail;
    expect(pkg).toMatchObject({ id: listed.id, slug: listed.slug, title: listed.title, prices: listed.prices });
    expect(pkg.events.map((e) => e.id)).toEqual(listed.events.map((e) => e.id));
    expect(pkg.events[0]).toHaveProperty('availableTickets');
    expect(pkg.options.every((o) => o.id !== pkg.id)).toBe(true);
    expect(pkg.hotels.length).toBeGreaterThan(0);
    expect(pkg.hotels.filter((h) => h.isDefault)).toHaveLength(1);
    expect(pkg.hotels[0]).toMatchObject({ isDefault: true, orderNumber: 1, upgradePricePerNight: 0, star: expect.any(Number) });
    const orders = pkg.hotels.map((h) => h.orderNumber);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('converts hotel upgrades and extras for the site', async () => {
    const rates = new Map((await test.db.select().from(locales)).map((row) => [row.code, row.rateFromDkk]));
    const { packages: page } = await list('packageType=bundle&limit=1');
    const slug = page[0]!.slug;
    const da = (await callApi(`packages/${slug}`)).body.package as PackageDetail;
    const sv = (await callApi(`packages/${slug}`, { locale: 'sv' })).body.package as PackageDetail;
    expect(sv.currency).toBe('SEK');
    const rate = rates.get('sv')!;
    expect(sv.hotels.map((h) => h.upgradePricePerNight)).toEqual(da.hotels.map((h) => fromDkk(h.upgradePricePerNight, rate)));
    expect(sv.extraFees.matchInsuranceFee).toBe(fromDkk(250, rate));
    expect(sv.defaultServices.tickets.map((t) => t.price)).toEqual(da.defaultServices.tickets.map((t) => fromDkk(t.price, rate)));
  });

  it('says whether the trip suits persons with reduced mobility, and carries the seeded termination fees', async () => {
    const rows = await test.db.select({ id: packages.id, slug: packages.slug, reducedMobility: packages.reducedMobility }).from(packages).where(onSale(test.db));
    // Every answer occurs in the seeded catalogue.
    expect(new Set(rows.map((row) => row.reducedMobility))).toEqual(new Set(['suitable', 'limited', 'unsuitable']));
    const suitable = rows.find((row) => row.reducedMobility === 'suitable')!;
    const pkg = (await callApi(`packages/${suitable.slug}`, { locale: 'no' })).body.package as PackageDetail;
    expect(pkg.reducedMobility).toBe('suitable');
    expect(pkg.terminationFees).toEqual(TERMINATION_FEES.toSorted((a, b) => b.fromDays - a.fromDays));
    expect(isValidSchedule(pkg.terminationFees)).toBe(true);
  });

  it('answers 404 for an unknown package and 400 for a malformed one', async () => {
    const missing = await callApi('packages/no-such-package');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Package not found', code: 'package_not_found' });
    expect((await callApi('packages/999999')).status).toBe(404);
    const malformed = await callApi('packages/Not_A_Slug');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      message: 'The address has an invalid part',
      code: 'invalid_request',
      errors: { idOrSlug: ['must be an id or a slug'] },
    });
  });
});

describe('typed client (lib/api/endpoints/packages)', () => {
  const client = createApiClient({ locale: 'no', baseUrl: 'http://localhost/api/v1', transport: handleApiRequest });

  it('sends filters as a query and the representation as a header, and parses the answer', async () => {
    const minimal = await getPackages(client, { tournaments: ['premier-league'], packageType: 'single', limit: 3 });
    expect(minimal.packages).toHaveLength(3);
    expect(minimal.packages.every((pkg) => pkg.currency === 'NOK' && pkg.packageType === 'single')).toBe(true);
    expect(minimal.packages[0]).not.toHaveProperty('description');
    const full = await getPackages(client, { tournaments: ['premier-league'], packageType: 'single', limit: 3 }, 'full');
    expect(full.packages.map((pkg) => pkg.id)).toEqual(minimal.packages.map((pkg) => pkg.id));
    expect(full.packages[0]!.events[0]!.availableTickets).toBeGreaterThan(0);
    const detail = await getPackage(client, minimal.packages[0]!.slug);
    expect(detail.id).toBe(minimal.packages[0]!.id);
    await expect(getPackage(client, 'no-such-package')).rejects.toMatchObject({ status: 404, code: 'package_not_found' });
  });
});

describe('package options', () => {
  // The seed sells each event in one package only, so this file adds a second
  // package (already over, so no list changes) that shares a first event.
  it('lists the other packages of the same first event, both ways', async () => {
    const { packages: page } = await list('packageType=single&limit=1');
    const original = page[0]!;
    const [row] = await test.db.select().from(packages).where(eq(packages.id, original.id));
    const { id: _id, slug: _slug, ...columns } = row!;
    const [copy] = await test.db
      .insert(packages)
      .values({ ...columns, slug: `${original.slug}-option`, startDate: '2025-01-01', endDate: '2025-01-03' })
      .returning({ id: packages.id, slug: packages.slug });
    await test.db.insert(packageEvents).values({ packageId: copy!.id, eventId: original.events[0]!.id, position: 1 });
    const sites = await test.db.select().from(packageSites).where(eq(packageSites.packageId, original.id));
    await test.db.insert(packageSites).values(sites.map((site) => ({ ...site, packageId: copy!.id })));
    clearCache();

    const detail = (await callApi(`packages/${original.slug}`)).body.package as PackageDetail;
    expect(detail.options).toEqual([{ id: copy!.id, slug: copy!.slug, title: original.title }]);
    const other = (await callApi(`packages/${copy!.slug}`)).body.package as PackageDetail;
    expect(other.options).toEqual([{ id: original.id, slug: original.slug, title: original.title }]);
    expect((await list('limit=1')).totalResults).toBe(unfiltered);
  });
});
