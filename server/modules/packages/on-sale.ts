import 'server-only';
import { and, eq, notExists, sql, type Column, type SQL } from 'drizzle-orm';
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
