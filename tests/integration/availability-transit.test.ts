import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { transitRoutesResponse, type TransitRoutesResponse } from '@/lib/api/contract/availability';
import { getTransitRoutes } from '@/lib/api/endpoints/availability';
import { SITES } from '@/lib/site/sites';
import { cities, countries, locales, packageSites, packages, transitRoutes } from '@/server/db/schema';
import { handleApiRequest } from '@/server/http/api';
import { fromDkk } from '@/server/modules/money';
import { callApi } from '../support/api';
import { withTestDatabase } from '../support/database';

const test = withTestDatabase();

type Answer = TransitRoutesResponse & Record<string, unknown>;

async function list(path: string, locale = 'da'): Promise<Answer> {
  const { status, body } = await callApi(path, { locale });
  expect(status, JSON.stringify(body)).toBe(200);
  return transitRoutesResponse.parse(body) as Answer;
}

let stored: (typeof transitRoutes.$inferSelect)[];
beforeAll(async () => {
  stored = await test.db.select().from(transitRoutes).orderBy(asc(transitRoutes.id));
  expect(stored.length).toBeGreaterThan(2);
});

describe('GET /api/v1/transit and transit/transit-route', () => {
  it('answers { transitRoutes, totalResults, currency } with every route and its cities', async () => {
    const { status, body } = await callApi('transit');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['currency', 'totalResults', 'transitRoutes']);
    const answer = transitRoutesResponse.parse(body);
    expect(answer.totalResults).toBe(stored.length);
    expect(answer.transitRoutes.map((route) => route.id)).toEqual(stored.map((route) => route.id));
    const [first] = answer.transitRoutes;
    const row = stored[0]!;
    const [origin] = await test.db.select().from(cities).where(eq(cities.id, row.originCityId));
    expect(first).toEqual({
      id: row.id,
      originCity: { id: origin!.id, slug: origin!.slug, name: origin!.name.da, location: { latitude: origin!.latitude, longitude: origin!.longitude } },
      destinationCity: expect.objectContaining({ id: row.destinationCityId }),
      transportationDuration: row.transportationDuration,
      pickupLocation: row.pickupLocation,
      dropoffLocation: row.dropoffLocation,
      morningPrice: row.morningPrice,
      eveningPrice: row.eveningPrice,
      nightPrice: row.nightPrice,
    });
  });

  it('answers the same list at transit/transit-route', async () => {
    expect(await list('transit/transit-route')).toEqual(await list('transit'));
  });

  it("converts prices to the site's currency and names cities in its language", async () => {
    const danish = await list('transit');
    const swedish = await list('transit', 'sv');
    const [sv] = await test.db.select().from(locales).where(eq(locales.code, 'sv'));
    expect(swedish.currency).toBe('SEK');
    swedish.transitRoutes.forEach((route, index) => {
      const dkk = danish.transitRoutes[index]!;
      expect([route.morningPrice, route.eveningPrice, route.nightPrice]).toEqual(
        [dkk.morningPrice, dkk.eveningPrice, dkk.nightPrice].map((price) => fromDkk(price, sv!.rateFromDkk)),
      );
    });
    expect(swedish.transitRoutes.some((route, index) => route.originCity.name !== danish.transitRoutes[index]!.originCity.name)).toBe(true);
  });

  it('filters by ids, cities (id or slug) and package', async () => {
    const [a, b] = stored;
    expect((await list(`transit?ids=${a!.id},${b!.id}`)).transitRoutes.map((r) => r.id)).toEqual([a!.id, b!.id]);

    const [copenhagen] = await test.db.select().from(cities).where(eq(cities.slug, 'kobenhavn'));
    const fromCopenhagen = stored.filter((route) => route.originCityId === copenhagen!.id).map((route) => route.id);
    expect(fromCopenhagen.length).toBeGreaterThan(0);
    expect((await list('transit?originCity=kobenhavn')).transitRoutes.map((r) => r.id)).toEqual(fromCopenhagen);
    expect((await list(`transit?originCity=${copenhagen!.id}`)).transitRoutes.map((r) => r.id)).toEqual(fromCopenhagen);
    const toCopenhagen = stored.filter((route) => route.destinationCityId === copenhagen!.id).map((route) => route.id);
    expect((await list('transit/transit-route?destinationCity=kobenhavn')).transitRoutes.map((r) => r.id)).toEqual(toCopenhagen);

    // A package's routes on a site are those leaving from the site's country, its own among them.
    const countryOf = new Map(
      (await test.db.select({ id: cities.id, code: countries.code }).from(cities).innerJoin(countries, eq(countries.id, cities.countryId))).map((row) => [row.id, row.code]),
    );
    for (const locale of ['da', 'no', 'sv'] as const) {
      const [withTransit] = await test.db
        .select({ pkg: packages, site: packageSites })
        .from(packages)
        .innerJoin(packageSites, and(eq(packageSites.packageId, packages.id), eq(packageSites.locale, locale)))
        .where(eq(packageSites.isTransitLess, false))
        .orderBy(asc(packages.id))
        .limit(1);
      const forPackage = await list(`transit?packageId=${withTransit!.pkg.slug}`, locale);
      expect(forPackage.transitRoutes.map((r) => r.id), locale).toContain(withTransit!.site.transit!.transitRouteId);
      expect(forPackage.transitRoutes.every((route) => route.destinationCity.id === withTransit!.pkg.destinationCityId)).toBe(true);
      expect(forPackage.transitRoutes.every((route) => countryOf.get(route.originCity.id) === SITES[locale].country), locale).toBe(true);
      // The routes from other countries to the same city are not sold there.
      const toSameCity = stored.filter((route) => route.destinationCityId === withTransit!.pkg.destinationCityId);
      const foreign = toSameCity.filter((route) => countryOf.get(route.originCityId) !== SITES[locale].country);
      for (const route of foreign) expect(forPackage.transitRoutes.map((r) => r.id)).not.toContain(route.id);
    }
  });

  it('pages with limit and offset', async () => {
    const page = await list('transit?limit=2&offset=1');
    expect(page.totalResults).toBe(stored.length);
    expect(page.transitRoutes.map((r) => r.id)).toEqual(stored.slice(1, 3).map((r) => r.id));
  });

  it('answers 400 with field messages for a bad query, 404 for an unknown package', async () => {
    const bad = await callApi('transit?ids=x&limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'invalid_request', errors: { 'ids.0': ['must be a positive whole number'], limit: ['must be at least 1'] } });
    const unknown = await callApi('transit?packageId=no-such-package');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('package_not_found');
  });

  it('lib/api getTransitRoutes parses the answer', async () => {
    const client = createApiClient({ locale: 'no', transport: handleApiRequest });
    const answer = await getTransitRoutes(client, { originCity: 'kobenhavn', limit: 1 });
    expect(answer.currency).toBe('NOK');
    expect(answer.transitRoutes).toHaveLength(1);
  });
});
