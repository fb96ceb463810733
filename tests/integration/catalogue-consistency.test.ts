/**
 * The catalogue agrees with itself (browsing spec §1, §2, §4): the trips of a
 * sport category that is not active ("coming soon", disabled in the menu) are
 * not sold, and `combo` is the other name of a bundle.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MinimalPackage } from '@/lib/api/contract/packages';
import type { SportCategory } from '@/lib/api/contract/catalogue';
import { clearCache } from '@/server/cache';
import { events, packageEvents, packages, sportCategories } from '@/server/db/schema';
import { callApi } from '../support/api';
import { TEST_TODAY, withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';

const test = withTestDatabase();
const NFL = 'nfl-rejser';

withTestShop();

async function get(path: string) {
  const { status, body } = await callApi(path);
  expect(status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body;
}

/** Every package the list answers for a query, page by page. */
async function listAll(query: string): Promise<MinimalPackage[]> {
  const found: MinimalPackage[] = [];
  for (;;) {
    const page = (await get(`packages?${query}&limit=100&offset=${found.length}`)) as { packages: MinimalPackage[]; totalResults: number };
    found.push(...page.packages);
    if (page.packages.length === 0 || found.length >= page.totalResults) return found;
  }
}

/** The seeded NFL trips that are not over yet, with the title of their first event. */
async function nflTrips() {
  return test.db
    .selectDistinct({ id: packages.id, slug: packages.slug, eventTitle: sql<string>`${events.title} ->> 'da'`, eventSlug: events.slug })
    .from(packages)
    .innerJoin(packageEvents, eq(packageEvents.packageId, packages.id))
    .innerJoin(events, eq(events.id, packageEvents.eventId))
    .innerJoin(sportCategories, eq(sportCategories.id, events.sportCategoryId))
    .where(and(eq(sportCategories.slug, NFL), gte(packages.endDate, TEST_TODAY)));
}

async function setActive(slug: string, isActive: boolean) {
  await test.db.update(sportCategories).set({ isActive }).where(eq(sportCategories.slug, slug));
  // Answers are cached for a minute; the change must show at once here.
  clearCache();
}

describe('a sport category that is not active is not sold', () => {
  it('NFL is "coming soon" and the seed holds NFL trips', async () => {
    const { sportCategories: categories } = (await get('sport-categories')) as { sportCategories: SportCategory[] };
    expect(categories.find((category) => category.slug === NFL)?.isActive).toBe(false);
    expect((await nflTrips()).length).toBeGreaterThan(0);
  });

  it('lists none of its trips, filtered by the category or not', async () => {
    const nflIds = new Set((await nflTrips()).map(({ id }) => id));
    expect((await get(`packages?sportCategories=${NFL}`)).totalResults).toBe(0);
    const listed = await listAll('sortBy=date');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((pkg) => nflIds.has(pkg.id))).toEqual([]);
  });

  it('answers 404 for the page of each of its trips, by id and by slug', async () => {
    for (const trip of await nflTrips()) {
      expect((await callApi(`packages/${trip.id}`)).status).toBe(404);
      expect((await callApi(`packages/${trip.slug}`)).status).toBe(404);
    }
  });

  it('finds none of its events in search or typeahead', async () => {
    const [trip] = await nflTrips();
    if (!trip) throw new Error('the seed has no NFL trip');
    const { events: found } = (await get(`search?q=${encodeURIComponent(trip.eventTitle)}`)) as { events: { slug: string }[] };
    expect(found.map(({ slug }) => slug)).not.toContain(trip.eventSlug);
    const { suggestions } = (await get(`search/typeahead?q=${encodeURIComponent(trip.eventTitle)}`)) as { suggestions: { slug: string }[] };
    expect(suggestions.map(({ slug }) => slug)).not.toContain(trip.eventSlug);
  });

  it('searches no hotels or flights for its trips', async () => {
    const [trip] = await nflTrips();
    if (!trip) throw new Error('the seed has no NFL trip');
    for (const service of ['hotels', 'outward-flights']) {
      const { status, body } = await callApi(`packages/${trip.id}/service-availability/${service}`, { method: 'POST' });
      expect(status, service).toBe(404);
      expect(body.code).toBe('package_not_found');
    }
  });

  it('sells its trips again once the category is active', async () => {
    const [trip] = await nflTrips();
    if (!trip) throw new Error('the seed has no NFL trip');
    await setActive(NFL, true);
    try {
      expect((await callApi(`packages/${trip.slug}`)).status).toBe(200);
      expect((await get(`packages?sportCategories=${NFL}`)).totalResults).toBeGreaterThan(0);
      const { events: found } = (await get(`search?q=${encodeURIComponent(trip.eventTitle)}`)) as { events: { slug: string }[] };
      expect(found.map(({ slug }) => slug)).toContain(trip.eventSlug);
    } finally {
      await setActive(NFL, false);
    }
    expect((await callApi(`packages/${trip.slug}`)).status).toBe(404);
  });
});

describe('packageType=combo', () => {
  it('lists exactly the bundles (browsing spec §2 "bundle/combo")', async () => {
    const combos = await listAll('packageType=combo');
    const bundles = await listAll('packageType=bundle');
    expect(combos.length).toBeGreaterThan(0);
    expect(combos.map(({ id }) => id)).toEqual(bundles.map(({ id }) => id));
    expect(combos.every((pkg) => pkg.packageType === 'bundle')).toBe(true);
  });

  it('still refuses a type it does not know, naming combo among the choices', async () => {
    const { status, body } = await callApi('packages?packageType=cruise');
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toMatch(/combo/);
  });
});
