'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createApiClient } from '@/lib/api/client';
import type { Flight, FlightDirection, FlightSearchInput } from '@/lib/api/contract/availability';
import { searchFlights } from '@/lib/api/endpoints/availability';
import { mergeFlights, retryStops, searchSettled, stopSearchStops } from '@/lib/package/flights';

export interface DirectionResult {
  flights: Flight[];
  /** Nothing to show yet: no answer settled the direction (booking spec §4). */
  loading: boolean;
  /** The searches of this direction failed. */
  failed: boolean;
  /** The most stops the direction's searches asked for: its list holds flights with up to this many. */
  maxStops: number;
}

const IDLE: DirectionResult = { flights: [], loading: false, failed: false, maxStops: 0 };

export interface FlightSearchParams {
  packageId: number;
  adults: number;
  children: number;
  /** The departure area's airports. */
  cities: string[];
  /** The departure region (DK, NO, SE). */
  country: string;
  /** Most stops the visitor allows. */
  stops: number;
  departureDates: Record<FlightDirection, string>;
}

const other = (direction: FlightDirection): FlightDirection => (direction === 'outward' ? 'return' : 'outward');

/**
 * The flight modal's searches (booking spec §4 "Flights"):
 *
 * - the primary direction (the leg whose change button opened the modal) is
 *   searched first, direct and with stops in parallel; the first answer is
 *   shown, the direction stops loading once direct flights exist or the stop
 *   search has answered, and later answers merge in without duplicates by uid;
 * - the other direction is searched in the background by a simple fetch,
 *   retried once with one stop more when it finds nothing;
 * - a new search drops the answers of the one before (aborted and ignored).
 */
export function useFlightSearch() {
  const locale = useLocale();
  const [results, setResults] = useState<Record<FlightDirection, DirectionResult>>({ outward: IDLE, return: IDLE });
  const generation = useRef(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      generation.current++;
      controller.current?.abort();
    },
    [],
  );

  const reset = useCallback(() => {
    generation.current++;
    controller.current?.abort();
    setResults({ outward: IDLE, return: IDLE });
  }, []);

  const start = useCallback(
    (primary: FlightDirection, params: FlightSearchParams) => {
      const run = ++generation.current;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const client = createApiClient({ locale });
      const current = () => run === generation.current;
      const update = (direction: FlightDirection, change: (result: DirectionResult) => DirectionResult) => {
        if (current()) setResults((previous) => ({ ...previous, [direction]: change(previous[direction]) }));
      };
      const body = (direction: FlightDirection, maxChanges: number): FlightSearchInput => ({
        adults: params.adults,
        children: params.children,
        departureDate: params.departureDates[direction],
        cities: params.cities,
        country: params.country,
        maxChanges,
      });
      const search = (direction: FlightDirection, maxChanges: number) =>
        searchFlights(client, direction, params.packageId, body(direction, maxChanges), { signal: abort.signal }).then((answer) => answer.flights);

      // The primary direction: direct and with stops at once.
      const primaryStops = stopSearchStops(params.stops);
      const loadingWith = (maxStops: number): DirectionResult => ({ ...IDLE, loading: true, maxStops });
      setResults(
        primary === 'outward'
          ? { outward: loadingWith(primaryStops), return: loadingWith(params.stops) }
          : { outward: loadingWith(params.stops), return: loadingWith(primaryStops) },
      );

      type Leg = 'pending' | 'answered' | 'failed';
      const progress: { direct: Leg; stops: Leg; directCount: number; found: number } = { direct: 'pending', stops: 'pending', directCount: 0, found: 0 };
      const settle = () => {
        const done = progress.direct !== 'pending' && progress.stops !== 'pending';
        const anyFailed = progress.direct === 'failed' || progress.stops === 'failed';
        // A failed search that left nothing to show is the direction's failure.
        if (done && anyFailed && progress.found === 0) update(primary, (result) => ({ ...result, loading: false, failed: true }));
        else if (done || searchSettled({ directAnswered: progress.direct === 'answered', directCount: progress.directCount, stopsAnswered: progress.stops === 'answered' })) {
          update(primary, (result) => ({ ...result, loading: false }));
        }
      };
      const arrived = (kind: 'direct' | 'stops') => (flights: Flight[]) => {
        if (!current()) return;
        progress[kind] = 'answered';
        if (kind === 'direct') progress.directCount = flights.length;
        progress.found += flights.length;
        update(primary, (result) => ({ ...result, flights: mergeFlights(result.flights, flights) }));
        settle();
      };
      const failed = (kind: 'direct' | 'stops') => () => {
        if (!current()) return;
        progress[kind] = 'failed';
        settle();
      };
      search(primary, 0).then(arrived('direct'), failed('direct'));
      search(primary, primaryStops).then(arrived('stops'), failed('stops'));

      // The other direction in the background: one simple fetch, retried once with a stop more.
      const background = other(primary);
      void (async () => {
        try {
          let flights = await search(background, params.stops);
          let maxStops = params.stops;
          const retry = retryStops(params.stops, flights.length);
          if (retry !== null && current()) {
            maxStops = retry;
            flights = await search(background, retry);
          }
          update(background, () => ({ flights, loading: false, failed: false, maxStops }));
        } catch {
          update(background, (result) => ({ ...result, flights: [], loading: false, failed: true }));
        }
      })();
    },
    [locale],
  );

  return { results, start, reset };
}
