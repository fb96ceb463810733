'use client';

import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode, type RefObject } from 'react';
import type { PackageFlightLegs } from '@/lib/package/flights';
import type { IncludedFlights, IncludedFlightsRequest } from './included-flights';

export type { IncludedFlights, IncludedLeg } from './included-flights';

const IDLE: IncludedFlights = { outward: { status: 'idle' }, return: { status: 'idle' } };
const LOADING: IncludedFlights = { outward: { status: 'loading' }, return: { status: 'loading' } };
/** The legs' queries (TanStack Query, the availability and geography endpoints): loaded when the flight step nears the screen. */
const IncludedFlightsQuery = lazy(() => import('./included-flights-query'));

/**
 * The package's own flight as the airline flies it now (booking spec §2
 * "Flight: outward and return cards"; §3 "Flight"): the package names only
 * the airports of its legs, so each leg is searched from the package's home
 * airport on the trip's days (./included-flights-query). Asked only when
 * the flight step comes near the screen, so a visitor who never scrolls
 * there costs the supplier nothing (and loads none of the queries' code); a
 * failed search leaves the route alone on the card, without a toast
 * (nothing the visitor did failed).
 *
 * Gives the two legs and the render-nothing loader that asks for them, to be
 * rendered by the caller.
 */
export function useIncludedFlights(
  target: RefObject<HTMLElement | null>,
  request: IncludedFlightsRequest & { legs: PackageFlightLegs | null },
): [IncludedFlights, ReactNode] {
  const [near, setNear] = useState(false);
  const { packageId, legs, startDate, endDate } = request;
  const asked = `${packageId}:${startDate}:${endDate}`;
  const [answer, setAnswer] = useState<{ asked: string; flights: IncludedFlights } | null>(null);
  const report = useCallback((flights: IncludedFlights) => setAnswer({ asked, flights }), [asked]);

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

  if (!near || !legs) return [IDLE, null];
  const loader = (
    <Suspense fallback={null}>
      <IncludedFlightsQuery packageId={packageId} legs={legs} startDate={startDate} endDate={endDate} onAnswer={report} />
    </Suspense>
  );
  // Until the queries answer for this very request, its legs are loading.
  return [answer?.asked === asked ? answer.flights : LOADING, loader];
}
