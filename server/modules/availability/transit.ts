/**
 * `GET transit` and `GET transit/transit-route` (booking spec §3 "Transit
 * route", §7): the bus routes of the with-transit packages, prices per person
 * per leg in the site's currency. Morning departures are part of the package
 * price (booking spec §9), so their price is 0 in the seeded catalogue.
 * Asked for a package's routes, a site answers those leaving from its own
 * country: the only ones it sells.
 */
import 'server-only';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransitRoute, TransitRoutesQuery, TransitRoutesResponse } from '@/lib/api/contract/availability';
import type { Locale } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { cities, countries, packageSites, packages, transitRoutes } from '@/server/db/schema';
import { notFound } from '@/server/http/errors';
import { pick } from '../localize';
import { fromDkk, siteCurrency } from '../money';
import { soldOn } from '../packages/site-offer';

const origins = alias(cities, 'origin_city');
const destinations = alias(cities, 'destination_city');

function cityIs(table: typeof origins | typeof destinations, idOrSlug: number | string): SQL {
  return typeof idOrSlug === 'number' ? eq(table.id, idOrSlug) : eq(table.slug, idOrSlug);
}

export async function listTransitRoutes(db: Executor, query: TransitRoutesQuery, locale: Locale): Promise<TransitRoutesResponse> {
  const where: (SQL | undefined)[] = [];
  if (query.ids) where.push(inArray(transitRoutes.id, query.ids));
  if (query.originCity !== undefined) where.push(cityIs(origins, query.originCity));
  if (query.destinationCity !== undefined) where.push(cityIs(destinations, query.destinationCity));
  if (query.packageId !== undefined) {
    const [pkg] = await db
      .select({ destinationCityId: packages.destinationCityId })
      .from(packages)
      .innerJoin(packageSites, soldOn(locale))
      .where(typeof query.packageId === 'number' ? eq(packages.id, query.packageId) : eq(packages.slug, query.packageId))
      .limit(1);
    if (!pkg) throw notFound('Package not found', 'package_not_found');
    where.push(
      eq(transitRoutes.destinationCityId, pkg.destinationCityId),
      inArray(origins.countryId, db.select({ id: countries.id }).from(countries).where(eq(countries.code, SITES[locale].country))),
    );
  }
  const condition = and(...where);
  const [rows, [total], money] = await Promise.all([
    db
      .select({ route: transitRoutes, origin: origins, destination: destinations })
      .from(transitRoutes)
      .innerJoin(origins, eq(origins.id, transitRoutes.originCityId))
      .innerJoin(destinations, eq(destinations.id, transitRoutes.destinationCityId))
      .where(condition)
      .orderBy(asc(transitRoutes.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ value: count() })
      .from(transitRoutes)
      .innerJoin(origins, eq(origins.id, transitRoutes.originCityId))
      .innerJoin(destinations, eq(destinations.id, transitRoutes.destinationCityId))
      .where(condition),
    siteCurrency(db, locale),
  ]);
  const convert = (dkk: number) => fromDkk(dkk, money.rateFromDkk);
  const city = (row: typeof origins.$inferSelect) => ({
    id: row.id,
    slug: row.slug,
    name: pick(row.name, locale),
    location: { latitude: row.latitude, longitude: row.longitude },
  });
  const routes: TransitRoute[] = rows.map(({ route, origin, destination }) => ({
    ...transitRouteFields(route, convert),
    originCity: city(origin),
    destinationCity: city(destination),
  }));
  return { transitRoutes: routes, totalResults: Number(total?.value ?? 0), currency: money.currency };
}

/** A bus route's own fields, its three departure prices in the site's currency. */
export function transitRouteFields(route: typeof transitRoutes.$inferSelect, convert: (dkk: number) => number) {
  return {
    id: route.id,
    transportationDuration: route.transportationDuration,
    pickupLocation: route.pickupLocation,
    dropoffLocation: route.dropoffLocation,
    morningPrice: convert(route.morningPrice),
    eveningPrice: convert(route.eveningPrice),
    nightPrice: convert(route.nightPrice),
  };
}
