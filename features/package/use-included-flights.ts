'use client';

import { queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect, useState, type RefObject } from 'react';
import type { FlightDirection } from '@/lib/api/contract/availability';
import type { DepartureAirportGroup } from '@/lib/api/contract/geography';
import { LIVE_SEARCH, searchFlights } from '@/lib/api/endpoints/availability';
import { departureAirportGroupsQuery } from '@/lib/api/endpoints/geography';
import { queryApi } from '@/lib/api/query/query-client';
import { retryStops, sortFlights, toChosenFlight, type ChosenFlight, type PackageFlightLegs } from '@/lib/package/flights';
import type { Locale } from '@/lib/i18n/locales';
import { DEPARTURE_REGIONS, SITES } from '@/lib/site/sites';

export type IncludedLeg = { status: 'idle' | 'loading' | 'unknown' } | { status: 'found'; flight: ChosenFlight };
export type IncludedFlights = Record<FlightDirection, IncludedLeg>;

const IDLE: IncludedFlights = { outward: { status: 'idle' }, return: { status: 'idle' } };
const DIRECTIONS = ['outward', 'return'] as const;

/** Where the visitor's side of a leg is: the outward leg leaves from it, the return leg lands there. */
const homeAirport = (legs: PackageFlightLegs, direction: FlightDirection) => (direction === 'outward' ? legs.originAirport : legs.returnDestinationAirport);

const areaOf = (groups: DepartureAirportGroup[], airport: string) => groups.find((group) => group.airportCodes.includes(airport));

/**
 * The package's own flight as the airline flies it now (booking spec §2
 * "Flight: outward and return cards"; §3 "Flight"): the package names only
 * the airports of its legs, so each leg is searched from the package's home
 * airport on the trip's days, with the stops that airport's departure area
 * allows (once more with a stop more when that finds none), and the first
 * flight of the flight modal's order (fewest stops, cheapest, earliest)
 * between the leg's airports is shown (queries: the areas, then each leg). Asked only when
 * the flight step comes near the screen, so a visitor who never scrolls
 * there costs the supplier nothing; a failed search leaves the route alone
 * on the card, without a toast (nothing the visitor did failed).
 */
export function useIncludedFlights(
  target: RefObject<HTMLElement | null>,
  request: { packageId: number; legs: PackageFlightLegs | null; startDate: string; endDate: string },
): IncludedFlights {
  const locale = useLocale() as Locale;
  const queryClient = useQueryClient();
  const [near, setNear] = useState(false);
  const { packageId, legs, startDate, endDate } = request;

  useEffect(() => {
    const element = target.current;
    // Browsers without IntersectionObserver (none we support) show the route alone.
    if (near || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, target]);

  const homes = legs ? DIRECTIONS.map((direction) => homeAirport(legs, direction)) : [];
  const areas = useQuery({
    queryKey: ['geography', 'departure-areas-of', locale, ...homes] as const,
    // The departure areas of the site's own region first: the home airport is usually there.
    queryFn: async () => {
      const home = SITES[locale].departureRegion;
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
    enabled: near && legs !== null,
  });

  const flights = useQueries({
    queries: DIRECTIONS.map((direction) => {
      const home = legs ? homeAirport(legs, direction) : '';
      const area = areas.data ? areaOf(areas.data, home) : undefined;
      const search = { departureDate: direction === 'outward' ? startDate : endDate, country: area?.region, cities: [home] };
      const stops = area?.searchParams.stops ?? 0;
      return queryOptions({
        queryKey: ['availability', 'flights', locale, String(packageId), direction, { ...search, maxChanges: stops }, 'included'] as const,
        queryFn: async ({ signal }): Promise<ChosenFlight | null> => {
          const api = queryApi(locale, signal);
          const from = direction === 'outward' ? legs!.originAirport : legs!.returnOriginAirport;
          const to = direction === 'outward' ? legs!.destinationAirport : legs!.returnDestinationAirport;
          const find = async (maxChanges: number) =>
            sortFlights((await searchFlights(api, direction, packageId, { ...search, maxChanges })).flights).find(
              (candidate) => candidate.originAirport === from && candidate.destinationAirport === to,
            );
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

  if (!near || !legs) return IDLE;
  const leg = (index: number): IncludedLeg => {
    if (areas.isPending) return { status: 'loading' };
    if (!areas.data || !areaOf(areas.data, homes[index]!)) return { status: 'unknown' };
    const answer = flights[index]!;
    if (answer.isPending) return { status: 'loading' };
    return answer.data ? { status: 'found', flight: answer.data } : { status: 'unknown' };
  };
  return { outward: leg(0), return: leg(1) };
}
