'use client';

import { useLocale } from 'next-intl';
import { useEffect, useState, type RefObject } from 'react';
import { createApiClient } from '@/lib/api/client';
import type { FlightDirection } from '@/lib/api/contract/availability';
import type { DepartureAirportGroup } from '@/lib/api/contract/geography';
import { searchFlights } from '@/lib/api/endpoints/availability';
import { getDepartureAirportGroups } from '@/lib/api/endpoints/geography';
import { retryStops, sortFlights, toChosenFlight, type ChosenFlight, type PackageFlightLegs } from '@/lib/package/flights';
import type { Locale } from '@/lib/i18n/locales';
import { DEPARTURE_REGIONS, SITES } from '@/lib/site/sites';

export type IncludedLeg = { status: 'idle' | 'loading' | 'unknown' } | { status: 'found'; flight: ChosenFlight };
export type IncludedFlights = Record<FlightDirection, IncludedLeg>;

const IDLE: IncludedFlights = { outward: { status: 'idle' }, return: { status: 'idle' } };

/** Where the visitor's side of a leg is: the outward leg leaves from it, the return leg lands there. */
const homeAirport = (legs: PackageFlightLegs, direction: FlightDirection) => (direction === 'outward' ? legs.originAirport : legs.returnDestinationAirport);

/**
 * The package's own flight as the airline flies it now (booking spec §2
 * "Flight: outward and return cards"; §3 "Flight"): the package names only
 * the airports of its legs, so each leg is searched from the package's home
 * airport on the trip's days, with the stops that airport's departure area
 * allows (once more with a stop more when that finds none), and the first
 * flight of the flight modal's order (fewest stops, cheapest, earliest)
 * between the leg's airports is shown. Asked only when
 * the flight step comes near the screen, so a visitor who never scrolls
 * there costs the supplier nothing; a failed search leaves the route alone
 * on the card, without a toast (nothing the visitor did failed).
 */
export function useIncludedFlights(
  target: RefObject<HTMLElement | null>,
  request: { packageId: number; legs: PackageFlightLegs | null; startDate: string; endDate: string },
): IncludedFlights {
  const locale = useLocale() as Locale;
  const [near, setNear] = useState(false);
  const [found, setFound] = useState<{ key: string; flights: IncludedFlights } | null>(null);
  const { packageId, legs, startDate, endDate } = request;
  const key = `${packageId}:${startDate}:${endDate}`;

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

  useEffect(() => {
    if (!near || !legs) return;
    const abort = new AbortController();
    const client = createApiClient({ locale });
    const directions = ['outward', 'return'] as const;
    // Each leg is shown as soon as it is known.
    const settle = (direction: FlightDirection, leg: IncludedLeg) => {
      if (abort.signal.aborted) return;
      setFound((previous) => ({ key, flights: { ...(previous?.key === key ? previous.flights : IDLE), [direction]: leg } }));
    };
    for (const direction of directions) settle(direction, { status: 'loading' });

    void (async () => {
      // The departure areas of the site's own region first: the home airport is usually there.
      const home = SITES[locale].departureRegion;
      const regions = [home, ...DEPARTURE_REGIONS.filter((region) => region !== home)];
      const groups: DepartureAirportGroup[] = [];
      const areaOf = (airport: string) => groups.find((group) => group.airportCodes.includes(airport));
      try {
        for (const region of regions) {
          if (directions.every((direction) => areaOf(homeAirport(legs, direction)))) break;
          groups.push(...(await getDepartureAirportGroups(client, { region })));
        }
      } catch {
        // No areas: the cards keep the route.
      }
      await Promise.all(
        directions.map(async (direction) => {
          const area = areaOf(homeAirport(legs, direction));
          if (!area) {
            settle(direction, { status: 'unknown' });
            return;
          }
          const from = direction === 'outward' ? legs.originAirport : legs.returnOriginAirport;
          const to = direction === 'outward' ? legs.destinationAirport : legs.returnDestinationAirport;
          const search = async (maxChanges: number) => {
            const answer = await searchFlights(
              client,
              direction,
              packageId,
              { departureDate: direction === 'outward' ? startDate : endDate, country: area.region, cities: [homeAirport(legs, direction)], maxChanges },
              { signal: abort.signal },
            );
            return sortFlights(answer.flights).find((candidate) => candidate.originAirport === from && candidate.destinationAirport === to);
          };
          try {
            // As the flight modal's background search (booking spec §4): nothing found, once more with a stop more.
            let flight = await search(area.searchParams.stops);
            const retry = retryStops(area.searchParams.stops, flight ? 1 : 0);
            if (!flight && retry !== null) flight = await search(retry);
            settle(direction, flight ? { status: 'found', flight: toChosenFlight(flight) } : { status: 'unknown' });
          } catch {
            settle(direction, { status: 'unknown' });
          }
        }),
      );
    })();
    return () => abort.abort();
  }, [near, legs, packageId, startDate, endDate, locale, key]);

  return found?.key === key ? found.flights : IDLE;
}
