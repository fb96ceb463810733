import { queryOptions } from '@tanstack/react-query';
import type { Flight, FlightDirection, FlightSearchInput } from '@/lib/api/contract/availability';
import { flightSearchQuery, LIVE_SEARCH, searchFlights } from '@/lib/api/endpoints/availability';
import { queryApi } from '@/lib/api/query/query-client';
import type { Locale } from '@/lib/i18n/locales';
import { retryStops } from './flights';

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
