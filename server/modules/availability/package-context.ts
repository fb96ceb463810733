/**
 * What a search needs to know of its package: its dates and default services
 * as the asking site sells it (its flight from the site's home area), where it
 * goes, and the venues of its events (in event order).
 */
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SERVICE_NOT_OFFERED, type FlightDirection } from '@/lib/api/contract/availability';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import { cities, events, packageEvents, packageSites, packages, venues } from '@/server/db/schema';
import { HttpError, notFound } from '@/server/http/errors';
import { onSale } from '../packages/on-sale';
import { asSold, soldOn, type PackageRow } from '../packages/site-offer';

export interface Place {
  id: number;
  latitude: number;
  longitude: number;
}

export interface PackageContext {
  pkg: PackageRow;
  destination: Place;
  venues: { id: number; latitude: number; longitude: number; city: Place }[];
}

const venueCities = alias(cities, 'venue_city');

export async function loadPackageContext(db: Executor, idOrSlug: number | string, locale: Locale): Promise<PackageContext> {
  const [row] = await db
    .select({ pkg: packages, site: packageSites, city: cities })
    .from(packages)
    // A package the site does not sell has nothing to search for there.
    .innerJoin(packageSites, soldOn(locale))
    .innerJoin(cities, eq(cities.id, packages.destinationCityId))
    // A package that is not on sale has no flights or hotels to offer either.
    .where(and(typeof idOrSlug === 'number' ? eq(packages.id, idOrSlug) : eq(packages.slug, idOrSlug), onSale(db)))
    .limit(1);
  if (!row) throw notFound('Package not found', 'package_not_found');
  const venueRows = await db
    .select({ venue: venues, city: venueCities })
    .from(packageEvents)
    .innerJoin(events, eq(events.id, packageEvents.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .innerJoin(venueCities, eq(venueCities.id, venues.cityId))
    .where(eq(packageEvents.packageId, row.pkg.id))
    .orderBy(asc(packageEvents.position));
  const place = (city: typeof cities.$inferSelect): Place => ({ id: city.id, latitude: city.latitude, longitude: city.longitude });
  return {
    pkg: asSold(row.pkg, row.site),
    destination: place(row.city),
    venues: venueRows.map(({ venue, city }) => ({ id: venue.id, latitude: venue.latitude, longitude: venue.longitude, city: place(city) })),
  };
}

/** Residual-sale packages never include flight, hotel or bus (booking spec §1). */
export function assertOffersServices(context: PackageContext, service: FlightDirection | 'hotels'): void {
  if (context.pkg.isResidualSale) {
    const what = service === 'hotels' ? 'hotels' : 'flights';
    throw new HttpError(409, `This is a residual-sale package: it comes without ${what}`, SERVICE_NOT_OFFERED);
  }
}
