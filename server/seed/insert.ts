/**
 * Writes a generated catalogue in one transaction, parents before children,
 * in multi-row inserts, then moves each serial sequence past the explicit ids
 * so later inserts get fresh ones. Plain Drizzle and SQL: PGlite and
 * PostgreSQL alike.
 */
import 'server-only';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '@/server/db/database';
import * as schema from '@/server/db/schema';
import type { Catalogue, CatalogueTable } from './catalogue';

/** Rows per insert statement: well under PostgreSQL's 65,535 bind parameters for the widest table. */
const BATCH = 500;

/** Foreign-key order. */
const TABLES: readonly (readonly [CatalogueTable, PgTable])[] = [
  ['locales', schema.locales],
  ['countries', schema.countries],
  ['cities', schema.cities],
  ['airports', schema.airports],
  ['departureAirportGroups', schema.departureAirportGroups],
  ['sportCategories', schema.sportCategories],
  ['tournaments', schema.tournaments],
  ['venues', schema.venues],
  ['clubs', schema.clubs],
  ['clubTournaments', schema.clubTournaments],
  ['events', schema.events],
  ['venueBlocks', schema.venueBlocks],
  ['tickets', schema.tickets],
  ['hotels', schema.hotels],
  ['hotelRoomTypes', schema.hotelRoomTypes],
  ['transitRoutes', schema.transitRoutes],
  ['packages', schema.packages],
  ['packageSites', schema.packageSites],
  ['packageEvents', schema.packageEvents],
  ['packageHotels', schema.packageHotels],
  ['coupons', schema.coupons],
  ['nationalities', schema.nationalities],
  ['cmsContent', schema.cmsContent],
  ['pages', schema.pages],
  ['blogCategories', schema.blogCategories],
  ['blogArticles', schema.blogArticles],
  ['campaigns', schema.campaigns],
  ['terminationFees', schema.terminationFees],
];

/** Tables whose `id` is a serial. */
const SERIAL_TABLES: readonly PgTable[] = [
  schema.countries,
  schema.cities,
  schema.departureAirportGroups,
  schema.sportCategories,
  schema.tournaments,
  schema.venues,
  schema.clubs,
  schema.events,
  schema.venueBlocks,
  schema.tickets,
  schema.hotels,
  schema.hotelRoomTypes,
  schema.transitRoutes,
  schema.packages,
  schema.nationalities,
  schema.pages,
  schema.blogCategories,
  schema.blogArticles,
  schema.campaigns,
];

export async function insertCatalogue(db: Database, catalogue: Catalogue): Promise<void> {
  await db.transaction(async (tx) => {
    // Migration 0026 wrote the standard termination fees into every database: the catalogue's own take their place.
    if (catalogue.terminationFees.length > 0) await tx.delete(schema.terminationFees);
    for (const [key, table] of TABLES) {
      const rows = catalogue[key] as Record<string, unknown>[];
      for (let i = 0; i < rows.length; i += BATCH) {
        await tx.insert(table).values(rows.slice(i, i + BATCH) as never);
      }
    }
    for (const table of SERIAL_TABLES) {
      const name = getTableName(table);
      // The next nextval() returns max(id) + 1 (or 1 on an empty table).
      await tx.execute(sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.identifier(name)}), 0) + 1, false)`);
    }
  });
}
