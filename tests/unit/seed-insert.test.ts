import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { openPglite, type DbHandle } from '@/server/db/client';
import { clubs, countries, packageSites, packages } from '@/server/db/schema';
import { generateCatalogue, isCatalogueEmpty, seedDatabase } from '@/server/seed';

const TODAY = '2026-11-21';

describe('seeding a database', () => {
  let handle: DbHandle;
  let emptyBefore: boolean;
  let result: Awaited<ReturnType<typeof seedDatabase>>;

  beforeAll(async () => {
    handle = await openPglite();
    await handle.migrate();
    emptyBefore = await isCatalogueEmpty(handle.db);
    result = await seedDatabase(handle.db, { today: TODAY });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('knows the catalogue is empty before the first seed and not after', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isCatalogueEmpty(handle.db)).toBe(false);
  });

  it('stores every generated row and reports the counts', async () => {
    const expected = generateCatalogue({ today: TODAY });
    expect(result.counts.events).toBe(424);
    expect(result.counts.packages).toBe(300);
    expect(result.ms).toBeGreaterThan(0);
    const tables = ['events', 'tickets', 'packages', 'package_sites', 'package_events', 'package_hotels', 'clubs', 'hotels', 'hotel_room_types', 'pages', 'blog_articles'];
    const counted = await handle.db.execute(sql.raw(`select ${tables.map((t) => `(select count(*)::int from ${t}) as ${t}`).join(', ')}`));
    const row = (counted as unknown as { rows: Record<string, number>[] }).rows[0]!;
    expect(row).toEqual({
      events: expected.events.length,
      tickets: expected.tickets.length,
      packages: expected.packages.length,
      package_sites: expected.packageSites.length,
      package_events: expected.packageEvents.length,
      package_hotels: expected.packageHotels.length,
      clubs: expected.clubs.length,
      hotels: expected.hotels.length,
      hotel_room_types: expected.hotelRoomTypes.length,
      pages: expected.pages.length,
      blog_articles: expected.blogArticles.length,
    });
  });

  it('round-trips names with Nordic letters and the package services', async () => {
    const stored = await handle.db.select({ name: clubs.name }).from(clubs).orderBy(asc(clubs.id));
    expect(stored.map((c) => c.name)).toContain('Brøndby IF');
    expect(stored.map((c) => c.name)).toContain('Malmö FF');
    const [first] = await handle.db.select().from(packages).orderBy(asc(packages.id)).limit(1);
    const expected = generateCatalogue({ today: TODAY }).packages[0]!;
    expect(first!.slug).toBe(expected.slug);
    expect(first!.defaultServices).toEqual(expected.defaultServices);
    const sites = await handle.db.select().from(packageSites).where(eq(packageSites.packageId, first!.id)).orderBy(asc(packageSites.locale));
    expect(sites).toEqual(generateCatalogue({ today: TODAY }).packageSites.filter((site) => site.packageId === first!.id).map((site) => ({ ...site, flight: site.flight ?? null, transit: site.transit ?? null })));
  });

  it('moves the id sequences past the seeded rows', async () => {
    const [country] = await handle.db.insert(countries).values({ code: 'ZZ', name: { da: 'Z', no: 'Z', sv: 'Z' }, nameEn: 'Z' }).returning({ id: countries.id });
    expect(country!.id).toBe(generateCatalogue({ today: TODAY }).countries.length + 1);
  });
});
