'use client';

import { queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import type { DepartureAirportGroup } from '@/lib/api/contract/geography';
import { LIVE_SEARCH, searchFlights } from '@/lib/api/endpoints/availability';
import { departureAirportGroupsQuery } from '@/lib/api/endpoints/geography';
import { queryApi } from '@/lib/api/query/query-client';
import { QueryProvider } from '@/lib/api/query/query-provider';
import { packageLegOf, retryStops, toChosenFlight, type ChosenFlight, type PackageFlightLegs } from '@/lib/package/flights';
import type { Locale } from '@/lib/i18n/locales';
import { DEPARTURE_REGIONS, SITE_BASICS } from '@/lib/site/site-basics';
import { homeAirport, INCLUDED_DIRECTIONS, type IncludedFlights, type IncludedFlightsRequest, type IncludedLeg } from './included-flights';

const areaOf = (groups: DepartureAirportGroup[], airport: string) => groups.find((group) => group.airportCodes.includes(airport));

type IncludedFlightsQueryProps = IncludedFlightsRequest & { legs: PackageFlightLegs; onAnswer: (answer: IncludedFlights) => void };

/**
 * The queries of the package's own flight (./use-included-flights): the
 * departure areas, then each leg searched from the package's home airport on
 * the trip's days, with the stops that airport's area allows (once more with
 * a stop more when that finds none); the first flight of the flight modal's
 * order (fewest stops, cheapest, earliest) between the leg's airports is
 * the leg's. Renders nothing and reports the two legs; loaded, with
 * TanStack Query and its provider, when the flight step nears the screen.
 */
export default function IncludedFlightsQuery(props: IncludedFlightsQueryProps) {
  return (
    <QueryProvider>
      <Legs {...props} />
    </QueryProvider>
  );
}

function Legs({ packageId, legs, startDate, endDate, onAnswer }: IncludedFlightsQueryProps) {
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const homes = INCLUDED_DIRECTIONS.map((direction) => homeAirport(legs, direction));
  const areas = useQuery({
    queryKey: ['geography', 'departure-areas-of', locale, ...homes] as const,
    // The departure areas of the site's own region first: the home airport is usually there.
    queryFn: async () => {
      const home = SITE_BASICS[locale].departureRegion;
      const regions = [home, ...DEPARTURE_REGIONS.filter((region) => region !== home)];
      const groups: DepartureAirportGroup[] = [];
      try {
        for (const region of regions) {
          if (homes.every((home) => areaOf(groups, home))) break;
          groups.push(...(await queryClient.fetchQuery(departureAirportGroupsQuery(locale, region))));
        }
      } catch {
        // No areas: the cards keep the route.
      }
      return groups;
    },
  });

  const flights = useQueries({
    queries: INCLUDED_DIRECTIONS.map((direction) => {
      const home = homeAirport(legs, direction);
      const area = areas.data ? areaOf(areas.data, home) : undefined;
      const search = { departureDate: direction === 'outward' ? startDate : endDate, country: area?.region, cities: [home] };
      const stops = area?.searchParams.stops ?? 0;
      return queryOptions({
        queryKey: ['availability', 'flights', locale, String(packageId), direction, { ...search, maxChanges: stops }, 'included'] as const,
        queryFn: async ({ signal }): Promise<ChosenFlight | null> => {
          const api = queryApi(locale, signal);
          const from = direction === 'outward' ? legs.originAirport : legs.returnOriginAirport;
          const to = direction === 'outward' ? legs.destinationAirport : legs.returnDestinationAirport;
          const find = async (maxChanges: number) => packageLegOf((await searchFlights(api, direction, packageId, { ...search, maxChanges })).flights, from, to);
          // As the flight modal's background search (booking spec §4): nothing found, once more with a stop more.
          let flight = await find(stops);
          const retry = retryStops(stops, flight ? 1 : 0);
          if (!flight && retry !== null) flight = await find(retry);
          return flight ? toChosenFlight(flight) : null;
        },
        ...LIVE_SEARCH,
        enabled: area !== undefined,
      });
    }),
  });

  const leg = (index: number): IncludedLeg => {
    if (areas.isPending) return { status: 'loading' };
    if (!areas.data || !areaOf(areas.data, homes[index]!)) return { status: 'unknown' };
    const answer = flights[index]!;
    if (answer.isPending) return { status: 'loading' };
    return answer.data ? { status: 'found', flight: answer.data } : { status: 'unknown' };
  };
  const outward = leg(0);
  const back = leg(1);
  const outwardFlight = outward.status === 'found' ? outward.flight : null;
  const returnFlight = back.status === 'found' ? back.flight : null;
  // Reported when a leg's state or flight changes (the query's answers keep their identity while the same).
  useEffect(() => {
    const of = (status: IncludedLeg['status'], flight: ChosenFlight | null): IncludedLeg =>
      status === 'found' && flight ? { status, flight } : { status: status === 'found' ? 'unknown' : status };
    onAnswer({ outward: of(outward.status, outwardFlight), return: of(back.status, returnFlight) });
  }, [outward.status, outwardFlight, back.status, returnFlight, onAnswer]);
  return null;
}
