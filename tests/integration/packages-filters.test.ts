/**
 * `GET packages`: every filter of the packages list (browsing spec §2
 * "Packages list filters and sorting", §7) alone and combined, checked
 * against the whole list filtered here, and paging that neither repeats nor
 * skips a package in any sort order (§4: results load in pages).
 */
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { packagesResponse, type MinimalPackage, type PackageSort } from '@/lib/api/contract/packages';
import { clearCache } from '@/server/cache';
import { clubs, packages } from '@/server/db/schema';
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

type Page = { packages: MinimalPackage[]; totalResults: number };

async function page(query: string): Promise<Page> {
  const { status, body } = await callApi(`packages?${query}`);
  expect(status, `${query}: ${JSON.stringify(body)}`).toBe(200);
  return packagesResponse.parse(body);
}

const join = (...parts: string[]) => parts.filter(Boolean).join('&');

/** Every package of a query, read page by page (`size` per page), with the total each page reported. */
async function pages(query: string, size: number): Promise<{ packages: MinimalPackage[]; totals: number[] }> {
  const found: MinimalPackage[] = [];
  const totals: number[] = [];
  for (let offset = 0; ; offset += size) {
    const next = await page(join(query, `limit=${size}`, `offset=${offset}`));
    totals.push(next.totalResults);
    found.push(...next.packages);
    if (next.packages.length < size) break;
  }
  return { packages: found, totals };
}

const ids = (list: readonly { id: number }[]) => list.map((pkg) => pkg.id);

/** Every package that is not over yet, by date: what each filter is checked against. */
let universe: MinimalPackage[] = [];
/** Tournament slug → sport category slug (a minimal package names its tournaments, not their sports). */
let sportOf = new Map<string, string>();
/** The front page's recommended packages: `section=home` (not part of a package's answer). */
let recommended = new Set<number>();

beforeAll(async () => {
  const everything = await pages('', 100);
  universe = everything.packages;
  const { body } = await callApi('tournaments');
  sportOf = new Map(
    (body.tournaments as { slug: string; sportCategory: { slug: string } }[]).map((t) => [t.slug, t.sportCategory.slug]),
  );
  const rows = await test.db.select({ id: packages.id, isRecommended: packages.isRecommended }).from(packages);
  recommended = new Set(rows.filter((row) => row.isRecommended).map((row) => row.id));
});

type Check = (pkg: MinimalPackage) => boolean;

const playsIn = (pkg: MinimalPackage, check: (event: MinimalPackage['events'][number]) => boolean) => pkg.events.some(check);
const atHome = (club: string) => (pkg: MinimalPackage) => playsIn(pkg, (event) => event.homeClub?.slug === club);
const away = (club: string) => (pkg: MinimalPackage) => playsIn(pkg, (event) => event.guestClub?.slug === club);
const plays = (club: string) => (pkg: MinimalPackage) => atHome(club)(pkg) || away(club)(pkg);
const inSport = (...sports: string[]) => (pkg: MinimalPackage) =>
  playsIn(pkg, (event) => sports.includes(sportOf.get(event.tournament.slug) ?? ''));
const inTournament = (...slugs: string[]) => (pkg: MinimalPackage) => playsIn(pkg, (event) => slugs.includes(event.tournament.slug));
const ofMatchType = (...types: string[]) => (pkg: MinimalPackage) => playsIn(pkg, (event) => types.includes(event.matchType));
const overlaps = (from: string | null, to: string | null) => (pkg: MinimalPackage) =>
  (from === null || pkg.endDate >= from) && (to === null || pkg.startDate <= to);
const isAvailable: Check = (pkg) => !pkg.isSoldOut && pkg.startDate >= TEST_TODAY;
const all = (...checks: Check[]) => (pkg: MinimalPackage) => checks.every((check) => check(pkg));

/** The same packages, in the same order, as the whole list filtered here; and a filter that can tell. */
async function expectFilter(query: string, check: Check, { keepsAll = false } = {}) {
  const expected = universe.filter(check);
  if (keepsAll) expect(expected, query).toHaveLength(universe.length);
  else {
    expect(expected.length, `${query} should match some packages of the seed`).toBeGreaterThan(0);
    expect(expected.length, `${query} should leave some packages out`).toBeLessThan(universe.length);
  }
  const found = await pages(query, 100);
  expect(ids(found.packages), query).toEqual(ids(expected));
  expect(new Set(found.totals), query).toEqual(new Set([expected.length]));
}

describe('GET packages: each filter alone', () => {
  it('has a catalogue to filter: several pages of packages that are not over', () => {
    expect(universe.length).toBeGreaterThan(100);
    expect(new Set(ids(universe)).size).toBe(universe.length);
    expect(universe.every((pkg) => pkg.endDate >= TEST_TODAY)).toBe(true);
  });

  it('sportCategories: packages with a match of one of the sports', async () => {
    await expectFilter('sportCategories=soccer', inSport('soccer'));
    await expectFilter('sportCategories=formula-1', inSport('formula-1'));
    await expectFilter('sportCategories=formula-1,nfl-rejser', inSport('formula-1', 'nfl-rejser'));
  });

  it('tournaments: by slug, by id, or several', async () => {
    await expectFilter('tournaments=premier-league', inTournament('premier-league'));
    const { body } = await callApi('tournaments');
    const laliga = (body.tournaments as { id: number; slug: string }[]).find((t) => t.slug === 'laliga')!;
    await expectFilter(`tournaments=${laliga.id}`, inTournament('laliga'));
    await expectFilter(`tournaments=premier-league,${laliga.id}`, inTournament('premier-league', 'laliga'));
  });

  it('clubs: a club playing home or away, by slug, by id, or several', async () => {
    const club = universe.find((pkg) => pkg.events[0]?.homeClub)!.events[0]!.homeClub!;
    const other = universe.find((pkg) => pkg.events.some((event) => event.guestClub && event.guestClub.id !== club.id))!;
    const second = other.events.find((event) => event.guestClub && event.guestClub.id !== club.id)!.guestClub!;
    await expectFilter(`clubs=${club.slug}`, plays(club.slug));
    await expectFilter(`clubs=${club.id}`, plays(club.slug));
    await expectFilter(`clubs=${club.slug},${second.id}`, (pkg) => plays(club.slug)(pkg) || plays(second.slug)(pkg));
  });

  it('isHome: with clubs, home or away matches of them; alone, no filter', async () => {
    const club = universe.find((pkg) => pkg.events[0]?.homeClub)!.events[0]!.homeClub!;
    await expectFilter(`clubs=${club.slug}&isHome=true`, atHome(club.slug));
    await expectFilter(`clubs=${club.slug}&isHome=false`, away(club.slug));
    await expectFilter('isHome=true', () => true, { keepsAll: true });
  });

  it('packageType: bundle, roundTrip, single, and all', async () => {
    await expectFilter('packageType=bundle', (pkg) => pkg.packageType === 'bundle');
    await expectFilter('packageType=roundTrip', (pkg) => pkg.packageType === 'roundTrip');
    await expectFilter('packageType=single', (pkg) => pkg.packageType === 'single');
    await expectFilter('packageType=all', () => true, { keepsAll: true });
  });

  it('the offer flags, true and false', async () => {
    const flags: [string, Check][] = [
      ['hasOffer', (pkg) => pkg.hasOffer],
      ['budgetTrips', (pkg) => pkg.isBudgetTrip],
      ['blackWeek', (pkg) => pkg.blackWeekOfferAvailable],
      ['christmas', (pkg) => pkg.christmasOfferAvailable],
      ['newYear', (pkg) => pkg.newYearOfferAvailable],
      ['premium', (pkg) => pkg.premiumAvailable],
      ['residualSale', (pkg) => pkg.isResidualSale],
    ];
    for (const [flag, check] of flags) {
      await expectFilter(`${flag}=true`, check);
      await expectFilter(`${flag}=false`, (pkg) => !check(pkg));
    }
  });

  it('dateFrom and dateTo: packages whose travel period overlaps the range', async () => {
    await expectFilter('dateFrom=2026-05-01', overlaps('2026-05-01', null));
    await expectFilter('dateTo=2026-04-01', overlaps(null, '2026-04-01'));
    await expectFilter('dateFrom=2026-04-10&dateTo=2026-04-20', overlaps('2026-04-10', '2026-04-20'));
    // One day: the packages travelling on it.
    await expectFilter('dateFrom=2026-04-11&dateTo=2026-04-11', overlaps('2026-04-11', '2026-04-11'));
  });

  it('matchTypes: packages with a match of one of the types', async () => {
    await expectFilter('matchTypes=cup', ofMatchType('cup'));
    await expectFilter('matchTypes=league,friendly', ofMatchType('league', 'friendly'));
  });

  it('available: true leaves out sold-out and started packages; false is no filter', async () => {
    await expectFilter('available=true', isAvailable);
    await expectFilter('available=false', () => true, { keepsAll: true });
  });

  it('section=home: the front page’s recommended packages', async () => {
    await expectFilter('section=home', (pkg) => recommended.has(pkg.id));
  });
});

describe('GET packages: filters combined', () => {
  it('every pair of the flags narrows to the packages that have both', async () => {
    const flags: [string, Check][] = [
      ['hasOffer=true', (pkg) => pkg.hasOffer],
      ['budgetTrips=true', (pkg) => pkg.isBudgetTrip],
      ['blackWeek=true', (pkg) => pkg.blackWeekOfferAvailable],
      ['christmas=true', (pkg) => pkg.christmasOfferAvailable],
      ['newYear=true', (pkg) => pkg.newYearOfferAvailable],
      ['premium=true', (pkg) => pkg.premiumAvailable],
      ['residualSale=false', (pkg) => !pkg.isResidualSale],
      ['available=true', isAvailable],
      ['packageType=single', (pkg) => pkg.packageType === 'single'],
    ];
    let nonEmpty = 0;
    for (const [index, [a, checkA]] of flags.entries()) {
      for (const [b, checkB] of flags.slice(index + 1)) {
        const query = `${a}&${b}`;
        const expected = universe.filter(all(checkA, checkB));
        if (expected.length > 0) nonEmpty += 1;
        const found = await pages(query, 100);
        expect(ids(found.packages), query).toEqual(ids(expected));
        expect(found.totals[0], query).toBe(expected.length);
      }
    }
    // Most pairs meet somewhere in the seed: the comparison is not between empty lists.
    expect(nonEmpty).toBeGreaterThan(20);
  });

  it('a sport, a package type and availability', async () => {
    await expectFilter(
      'sportCategories=soccer&packageType=bundle&available=true',
      all(inSport('soccer'), (pkg) => pkg.packageType === 'bundle', isAvailable),
    );
  });

  it('a club away, in a date range', async () => {
    const club = universe.find((pkg) => pkg.events[0]?.guestClub)!.events[0]!.guestClub!;
    await expectFilter(`clubs=${club.slug}&isHome=false&dateFrom=${TEST_TODAY}&dateTo=2026-12-31`, all(away(club.slug), overlaps(TEST_TODAY, '2026-12-31')));
  });

  it('a tournament and match types, with an offer flag', async () => {
    await expectFilter('tournaments=premier-league&matchTypes=league&premium=true', all(inTournament('premier-league'), ofMatchType('league'), (pkg) => pkg.premiumAvailable));
  });

  it('the front page’s recommended packages that are available', async () => {
    await expectFilter('section=home&available=true', all((pkg) => recommended.has(pkg.id), isAvailable));
  });

  it('filters that nothing satisfies answer an empty list, not an error', async () => {
    const none = await page('tournaments=no-such-league');
    expect(none).toEqual({ packages: [], totalResults: 0 });
    const contradiction = await page('residualSale=true&premium=true&packageType=bundle');
    expect(contradiction.totalResults).toBe(universe.filter(all((p) => p.isResidualSale, (p) => p.premiumAvailable, (p) => p.packageType === 'bundle')).length);
  });
});

describe('GET packages: paging is consistent in every sort order', () => {
  /** Popularity as the list sorts by it: the best-known club of the package's matches. */
  async function popularityOf(list: readonly MinimalPackage[]): Promise<Map<number, number>> {
    const clubIds = [...new Set(list.flatMap((pkg) => pkg.events.flatMap((event) => [event.homeClub?.id, event.guestClub?.id])))].filter(
      (id): id is number => id !== undefined,
    );
    const rows = await test.db.select({ id: clubs.id, popularity: clubs.popularity }).from(clubs).where(inArray(clubs.id, clubIds));
    const byClub = new Map(rows.map((row) => [row.id, row.popularity]));
    return new Map(
      list.map((pkg) => [
        pkg.id,
        Math.max(0, ...pkg.events.flatMap((event) => [event.homeClub, event.guestClub]).map((club) => (club ? (byClub.get(club.id) ?? 0) : 0))),
      ]),
    );
  }

  const byDate = (a: MinimalPackage, b: MinimalPackage) => a.startDate.localeCompare(b.startDate) || a.id - b.id;

  const lowestListPrice = cheapestListPrice;

  /** The documented order of each sort; ties always fall back to date, then id. */
  async function sorted(sort: PackageSort, list: readonly MinimalPackage[]): Promise<MinimalPackage[]> {
    const price = lowestListPrice;
    switch (sort) {
      case 'date':
        return [...list].sort(byDate);
      case 'price':
        return [...list].sort((a, b) => price(a) - price(b) || byDate(a, b));
      case '-price':
        return [...list].sort((a, b) => price(b) - price(a) || byDate(a, b));
      case 'popularity': {
        const popularity = await popularityOf(list);
        const recommendedFirst = (pkg: MinimalPackage) => (recommended.has(pkg.id) ? 1 : 0);
        return [...list].sort(
          (a, b) => popularity.get(b.id)! - popularity.get(a.id)! || recommendedFirst(b) - recommendedFirst(a) || byDate(a, b),
        );
      }
    }
  }

  /** How many packages share their sort key with another: ties are where an unstable order repeats or skips. */
  async function ties(sort: PackageSort, list: readonly MinimalPackage[]): Promise<number> {
    const popularity = sort === 'popularity' ? await popularityOf(list) : null;
    const key = (pkg: MinimalPackage) =>
      sort === 'date' ? pkg.startDate : popularity ? `${popularity.get(pkg.id)}:${recommended.has(pkg.id)}` : String(lowestListPrice(pkg));
    const counts = new Map<string, number>();
    for (const pkg of list) counts.set(key(pkg), (counts.get(key(pkg)) ?? 0) + 1);
    return [...counts.values()].filter((n) => n > 1).reduce((sum, n) => sum + n, 0);
  }

  const SORTS: PackageSort[] = ['date', 'price', '-price', 'popularity'];

  for (const sort of SORTS) {
    it(`sortBy=${sort}: small pages add up to the big ones, in the sort's order, each package once`, async () => {
      const big = await pages(`sortBy=${sort}`, 100);
      const small = await pages(`sortBy=${sort}`, 13);
      const expected = await sorted(sort, universe);
      // The seed has ties on this key, so an order without a tie-break would show here.
      expect(await ties(sort, universe)).toBeGreaterThan(1);

      expect(ids(big.packages)).toEqual(ids(expected));
      expect(ids(small.packages)).toEqual(ids(big.packages));
      expect(new Set(ids(small.packages)).size).toBe(universe.length);
      expect(new Set([...big.totals, ...small.totals])).toEqual(new Set([universe.length]));
    });

    it(`sortBy=${sort}: a filtered list read 7 at a time equals its one big page`, async () => {
      const query = `sortBy=${sort}&tournaments=premier-league,laliga&available=true`;
      const one = await page(`${query}&limit=100`);
      expect(one.totalResults).toBeGreaterThan(20);
      expect(one.totalResults).toBeLessThanOrEqual(100);
      const small = await pages(query, 7);
      expect(ids(small.packages)).toEqual(ids(one.packages));
      expect(new Set(ids(small.packages)).size).toBe(one.totalResults);
      expect(ids(one.packages)).toEqual(ids(await sorted(sort, one.packages)));
    });
  }

  it('the same page asked twice answers the same packages', async () => {
    for (const sort of SORTS) {
      const first = await page(`sortBy=${sort}&limit=9&offset=27`);
      // From the database again, not from the catalogue cache.
      clearCache();
      const again = await page(`sortBy=${sort}&limit=9&offset=27`);
      expect(ids(again.packages)).toEqual(ids(first.packages));
    }
  });

  it('an offset past the end answers no packages with the same total', async () => {
    const past = await page(`sortBy=popularity&offset=${universe.length}`);
    expect(past).toEqual({ packages: [], totalResults: universe.length });
  });
});
