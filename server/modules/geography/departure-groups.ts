import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { DepartureAirportGroup, DepartureAirportGroupsResponse } from '@/lib/api/contract/geography';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import type { DepartureRegion } from '@/lib/site/sites';
import { countries, departureAirportGroups } from '@/server/db/schema';
import { pick } from '../localize';

/**
 * `GET departure-airport-groups` (browsing spec §3): a region's departure
 * areas in the site's order, labelled in the visitor's language, each with
 * its airports and the stops a search from it allows (`searchParams.stops`).
 */
export async function listDepartureGroups(db: Executor, region: DepartureRegion, locale: Locale): Promise<DepartureAirportGroupsResponse> {
  const rows = await db
    .select({ group: departureAirportGroups, countryCode: countries.code })
    .from(departureAirportGroups)
    .innerJoin(countries, eq(countries.id, departureAirportGroups.countryId))
    .where(eq(departureAirportGroups.region, region))
    .orderBy(asc(departureAirportGroups.sortOrder), asc(departureAirportGroups.id));
  const groups = rows.map(
    ({ group, countryCode }): DepartureAirportGroup => ({
      id: group.id,
      slug: group.slug,
      name: group.name,
      label: pick(group.label, locale),
      country: countryCode,
      region: group.region,
      airportCodes: [...group.airportCodes],
      searchParams: { stops: group.maxStops },
    }),
  );
  return { departureAirportGroups: groups, totalResults: groups.length };
}
