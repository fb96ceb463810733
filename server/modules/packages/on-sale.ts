import 'server-only';
import { and, eq, isNotNull, notExists, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db';
import { events, packageEvents, packages, sportCategories } from '@/server/db/schema';

/**
 * The package is on sale: none of its events belongs to a sport category that
 * is not active. An inactive category is "coming soon" with its menu entry
 * disabled (browsing spec §1, §4), so its trips are not listed, not found by
 * search and not bookable; their pages are 404s. `packageId` is the outer
 * query's package id (`packages.id`, or a raw alias such as `p.id`).
 */
export function onSale(db: Executor, packageId: Column | SQL = packages.id): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(packageEvents)
      .innerJoin(events, eq(events.id, packageEvents.eventId))
      .innerJoin(sportCategories, eq(sportCategories.id, events.sportCategoryId))
      .where(and(eq(packageEvents.packageId, packageId), eq(sportCategories.isActive, false))),
  );
}

/**
 * The package is on sale (`onSale`) and none of its matches is cancelled
 * (server/modules/fixtures): a trip to a match that will not be played is
 * not sold, so it is not listed or found by search (its page still says
 * what happened, for old links). One NOT EXISTS for both.
 */
export function listedForSale(db: Executor, packageId: Column | SQL = packages.id): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(packageEvents)
      .innerJoin(events, eq(events.id, packageEvents.eventId))
      .innerJoin(sportCategories, eq(sportCategories.id, events.sportCategoryId))
      .where(and(eq(packageEvents.packageId, packageId), or(eq(sportCategories.isActive, false), eq(events.fixtureStatus, 'cancelled')))),
  );
}

/**
 * Every match of the package stands at its kick-off: none is postponed (no
 * new date yet) or cancelled. What "bookable" asks beyond seats and dates.
 */
export function everyMatchStands(db: Executor, packageId: Column | SQL = packages.id): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(packageEvents)
      .innerJoin(events, eq(events.id, packageEvents.eventId))
      .where(and(eq(packageEvents.packageId, packageId), isNotNull(events.fixtureStatus))),
  );
}
