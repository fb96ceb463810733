import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { catalogueVersion, hotelRoomTypes, packageEvents, packageSites, packages, tickets } from '@/server/db/schema';
import { findPackage } from '@/server/modules/packages/packages';
import { readPricedPackage } from '@/server/modules/price-check/priced-package';
import { TEST_TODAY, withTestDatabase } from '../support/database';

const test = withTestDatabase();

beforeAll(() => vi.stubEnv('SHOP_NOW', TEST_TODAY));
afterAll(() => vi.unstubAllEnvs());

/** Rows of a raw query: both drivers answer `{ rows }`. */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await test.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function version(): Promise<number> {
  const [row] = await test.db.select({ value: catalogueVersion.value }).from(catalogueVersion);
  return Number(row!.value);
}

/** An open single-match package with a hotel: its id and its tickets. */
async function somePackage(): Promise<{ id: number; ticketIds: number[] }> {
  const [pkg] = await test.db
    .select({ id: packages.id })
    .from(packages)
    .where(sql`${packages.packageType} = 'single' and not ${packages.isSoldOut} and ${packages.startDate} > ${TEST_TODAY}`)
    .orderBy(packages.id)
    .limit(1);
  const rows = await test.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(inArray(tickets.eventId, test.db.select({ id: packageEvents.eventId }).from(packageEvents).where(eq(packageEvents.packageId, pkg!.id))))
    .orderBy(tickets.id);
  return { id: pkg!.id, ticketIds: rows.map((row) => row.id) };
}

/** What a fresh read gives: the package as pricing reads it. */
async function fresh(id: number): Promise<PackageDetail> {
  const pkg = await findPackage(test.db, id, 'da', { purpose: 'pricing' });
  expect(pkg).not.toBeNull();
  return pkg!;
}

describe('a package kept for pricing', () => {
  it('is what a fresh read gives, with the seats as they are now', async () => {
    const { id, ticketIds } = await somePackage();
    expect((await readPricedPackage(test.db, id, 'da', TEST_TODAY))!.pkg).toEqual(await fresh(id));

    // Seats change with every booking: they do not move the version, and the kept package shows them.
    const before = await version();
    await test.db.update(tickets).set({ availability: 1 }).where(eq(tickets.id, ticketIds[0]!));
    await test.db.update(tickets).set({ availability: 0 }).where(inArray(tickets.id, ticketIds.slice(1)));
    await test.db.update(hotelRoomTypes).set({ roomsAvailable: 3 });
    expect(await version()).toBe(before);
    const read = (await readPricedPackage(test.db, id, 'da', TEST_TODAY))!.pkg;
    const now = await fresh(id);
    expect(read).toEqual(now);
    expect(read.events[0]!.availableTickets).toBe(1);
    expect(read.fromPrices).toEqual(now.fromPrices);
  });

  it('is read again after a price changes', async () => {
    const { id, ticketIds } = await somePackage();
    await readPricedPackage(test.db, id, 'da', TEST_TODAY);
    const before = await version();
    await test.db
      .update(tickets)
      .set({ price: sql`${tickets.price} + 1000` })
      .where(eq(tickets.id, ticketIds[0]!));
    expect(await version()).toBeGreaterThan(before);
    const read = (await readPricedPackage(test.db, id, 'da', TEST_TODAY))!;
    expect(read.pkg).toEqual(await fresh(id));
  });

  it('is read again after the package itself changes, in every site', async () => {
    const { id } = await somePackage();
    for (const locale of ['da', 'no', 'sv'] as const) await readPricedPackage(test.db, id, locale, TEST_TODAY);
    await test.db
      .update(packages)
      .set({ isBudgetTrip: sql`not ${packages.isBudgetTrip}` })
      .where(eq(packages.id, id));
    for (const locale of ['da', 'no', 'sv'] as const) {
      expect((await readPricedPackage(test.db, id, locale, TEST_TODAY))!.pkg).toEqual(await findPackage(test.db, id, locale, { purpose: 'pricing' }));
    }
    // And after what one site sells of it changes: that site's row.
    await test.db
      .update(packageSites)
      .set({ defaultPrice: sql`${packageSites.defaultPrice} + 500` })
      .where(and(eq(packageSites.packageId, id), eq(packageSites.locale, 'no')));
    for (const locale of ['da', 'no', 'sv'] as const) {
      expect((await readPricedPackage(test.db, id, locale, TEST_TODAY))!.pkg).toEqual(await findPackage(test.db, id, locale, { purpose: 'pricing' }));
    }
  });

  // Statement triggers fire for a statement that changes no row too: each table's own trigger is seen.
  it.each([
    'packages',
    'package_sites',
    'cities',
    'countries',
    'package_events',
    'events',
    'sport_categories',
    'tournaments',
    'venues',
    'clubs',
    'venue_blocks',
    'tickets',
    'package_hotels',
    'hotels',
    'hotel_room_types',
    'transit_routes',
    'locales',
    'cms_content',
    'nationalities',
  ])('is read again after a change to %s', async (table) => {
    const before = await version();
    await test.db.execute(sql`delete from ${sql.identifier(table)} where false`);
    expect(await version()).toBe(before + 1);
  });

  // The version triggers name the columns of tickets and room types that are not the seats or rooms left:
  // a column added to either table must be added there too, or a change to it would not be seen.
  it.each([
    ['tickets', 'availability'],
    ['hotel_room_types', 'rooms_available'],
  ])('is read again after any column of %s changes but %s', async (table, live) => {
    const triggerColumns = await rowsOf<{ column_name: string }>(sql`
      select a.attname as column_name
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_attribute a on a.attrelid = c.oid and a.attnum = any(t.tgattr::int2[])
      where c.relname = ${table} and t.tgname = ${`${table}_catalogue_changed`}`);
    const watched = triggerColumns.map((row) => row.column_name).sort();
    const columns = await rowsOf<{ column_name: string }>(sql`
      select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table}`);
    const expected = columns
      .map((row) => row.column_name)
      .filter((name) => name !== live)
      .sort();
    expect(watched).toEqual(expected);
  });
});
