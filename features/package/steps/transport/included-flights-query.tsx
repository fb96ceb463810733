'use client';

import { useQueries, useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { QueryProvider } from '@/lib/api/query/query-provider';
import { areaOf, departureAreasOfQuery, includedLegQuery } from '@/lib/package/flight-queries';
import type { ChosenFlight, PackageFlightLegs } from '@/lib/package/flights';
import type { Locale } from '@/lib/i18n/locales';
import { homeAirport, INCLUDED_DIRECTIONS, type IncludedFlights, type IncludedFlightsRequest, type IncludedLeg } from './included-flights';

type IncludedFlightsQueryProps = IncludedFlightsRequest & { legs: PackageFlightLegs; onAnswer: (answer: IncludedFlights) => void };

/**
 * The queries of the package's own flight (./use-included-flights; their
 * options in lib/package/flight-queries.ts): the
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
  const homes = INCLUDED_DIRECTIONS.map((direction) => homeAirport(legs, direction));
  const areas = useQuery(departureAreasOfQuery(locale, homes));

  const flights = useQueries({
    queries: INCLUDED_DIRECTIONS.map((direction) => {
      const home = homeAirport(legs, direction);
      const area = areas.data ? areaOf(areas.data, home) : undefined;
      const search = { departureDate: direction === 'outward' ? startDate : endDate, country: area?.region, cities: [home] };
      const airports =
        direction === 'outward' ? { from: legs.originAirport, to: legs.destinationAirport } : { from: legs.returnOriginAirport, to: legs.returnDestinationAirport };
      return includedLegQuery(locale, direction, packageId, search, area?.searchParams.stops ?? 0, airports, area !== undefined);
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
