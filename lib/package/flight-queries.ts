import { queryOptions } from '@tanstack/react-query';
import type { Flight, FlightDirection, FlightSearchInput } from '@/lib/api/contract/availability';
import type { DepartureAirportGroup } from '@/lib/api/contract/geography';
import { searchFlights } from '@/lib/api/endpoints/availability';
import { flightSearchQuery, LIVE_SEARCH } from '@/lib/api/queries/availability';
import { departureAirportGroupsQuery } from '@/lib/api/queries/geography';
import { queryApi } from '@/lib/api/query/query-client';
import type { Locale } from '@/lib/i18n/locales';
import { DEPARTURE_REGIONS, SITE_BASICS } from '@/lib/site/site-basics';
import { packageLegOf, retryStops, toChosenFlight, type ChosenFlight } from './flights';

/** A simple fetch's answer: its flights and the stops of the search that found them. */
export interface SimpleSearchAnswer {
  flights: Flight[];
  maxStops: number;
}

/**
 * A leg's simple fetch (booking spec §4): searched with `stops`, and once
 * more with one stop more when that found nothing (`retryStops`); the flight
 * modal's background leg and the package's own flight on its cards. A query
 * like `flightSearchQuery`, keyed by its body.
 */
export const simpleFlightSearchQuery = (
  locale: Locale,
  direction: FlightDirection,
  idOrSlug: number | string,
  search: Omit<FlightSearchInput, 'maxChanges'>,
  stops: number,
  attempt = 0,
) => {
  const first = flightSearchQuery(locale, direction, idOrSlug, { ...search, maxChanges: stops }, attempt);
  return queryOptions({
    queryKey: [...first.queryKey, 'retried'] as const,
    queryFn: async ({ signal }): Promise<SimpleSearchAnswer> => {
      const api = queryApi(locale, signal);
      const found = await searchFlights(api, direction, idOrSlug, { ...search, maxChanges: stops });
      const retry = retryStops(stops, found.flights.length);
      if (retry === null) return { flights: found.flights, maxStops: stops };
      return { flights: (await searchFlights(api, direction, idOrSlug, { ...search, maxChanges: retry })).flights, maxStops: retry };
    },
    ...LIVE_SEARCH,
  });
};

/** The departure area of `airport` among `groups`. */
export const areaOf = (groups: DepartureAirportGroup[], airport: string) => groups.find((group) => group.airportCodes.includes(airport));

/**
 * The departure areas that hold the package's home airports `homes` (the
 * package's own flight, features/package/included-flights-query.tsx): the
 * areas of the site's own region first, where the home airport usually is,
 * then the other regions' until every home has its area. None when they
 * cannot be read: the cards keep the route.
 */
export const departureAreasOfQuery = (locale: Locale, homes: readonly string[]) =>
  queryOptions({
    queryKey: ['geography', 'departure-areas-of', locale, ...homes] as const,
    queryFn: async ({ client }) => {
      const home = SITE_BASICS[locale].departureRegion;
      const regions = [home, ...DEPARTURE_REGIONS.filter((region) => region !== home)];
      const groups: DepartureAirportGroup[] = [];
      try {
        for (const region of regions) {
          if (homes.every((home) => areaOf(groups, home))) break;
          groups.push(...(await client.fetchQuery(departureAirportGroupsQuery(locale, region))));
        }
      } catch {
        // No areas: the cards keep the route.
      }
      return groups;
    },
  });

/**
 * One leg of the package's own flight: searched from its home airport on
 * `search`'s day with the stops its area allows (once more with a stop more
 * when that finds none, as the flight modal's background search, booking
 * spec §4); the first flight of the flight modal's order between the leg's
 * airports `from` and `to` is the leg's, null when there is none.
 */
export const includedLegQuery = (
  locale: Locale,
  direction: FlightDirection,
  packageId: number,
  search: Omit<FlightSearchInput, 'maxChanges'>,
  stops: number,
  airports: { from: string; to: string },
  enabled: boolean,
) =>
  queryOptions({
    queryKey: ['availability', 'flights', locale, String(packageId), direction, { ...search, maxChanges: stops }, 'included'] as const,
    queryFn: async ({ signal }): Promise<ChosenFlight | null> => {
      const api = queryApi(locale, signal);
      const find = async (maxChanges: number) => packageLegOf((await searchFlights(api, direction, packageId, { ...search, maxChanges })).flights, airports.from, airports.to);
      let flight = await find(stops);
      const retry = retryStops(stops, flight ? 1 : 0);
      if (!flight && retry !== null) flight = await find(retry);
      return flight ? toChosenFlight(flight) : null;
    },
    ...LIVE_SEARCH,
    enabled,
  });
