'use client';

import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import type { Flight, FlightDirection, FlightSearchInput, FlightsResponse } from '@/lib/api/contract/availability';
import { flightSearchQuery } from '@/lib/api/queries/availability';
import type { Locale } from '@/lib/i18n/locales';
import { simpleFlightSearchQuery, type SimpleSearchAnswer } from '@/lib/package/flight-queries';
import { mergeFlights, searchSettled, stopSearchStops } from '@/lib/package/flights';

export interface DirectionResult {
  flights: Flight[];
  /** Nothing to show yet: no answer settled the direction (booking spec §4). */
  loading: boolean;
  /** The searches of this direction failed. */
  failed: boolean;
  /** The most stops the direction's searches asked for: its list holds flights with up to this many. */
  maxStops: number;
}

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

/** One search of the modal: the leg searched first, what for, and which round (a search asked again is a new one). */
export interface FlightSearchRequest {
  primary: FlightDirection;
  params: FlightSearchParams;
  round: number;
}

const IDLE: DirectionResult = { flights: [], loading: false, failed: false, maxStops: 0 };

const other = (direction: FlightDirection): FlightDirection => (direction === 'outward' ? 'return' : 'outward');

/** A leg's search body, but for its stops. */
const legBody = (params: FlightSearchParams | undefined, direction: FlightDirection): Omit<FlightSearchInput, 'maxChanges'> =>
  params
    ? { adults: params.adults, children: params.children, departureDate: params.departureDates[direction], cities: params.cities, country: params.country }
    : {};

type Answer = UseQueryResult<FlightsResponse>;

/** The flights of answered searches, merged in the order they arrived (booking spec §4: what is shown first stays, no duplicates by uid). */
function arrivedFlights(answers: Answer[]): Flight[] {
  return answers
    .map((answer, index) => ({ answer, index }))
    .filter(({ answer }) => answer.isSuccess)
    .sort((a, b) => a.answer.dataUpdatedAt - b.answer.dataUpdatedAt || a.index - b.index)
    .reduce<Flight[]>((shown, { answer }) => mergeFlights(shown, answer.data!.flights), []);
}

/**
 * The primary direction: direct and, when the visitor allows stops, with them at once; loading ends once direct
 * flights exist or the stop search answered. `withStops` null: direct flights only were asked for.
 */
function primaryResult(direct: Answer, withStops: Answer | null, maxStops: number): DirectionResult {
  const answers = withStops ? [direct, withStops] : [direct];
  const flights = arrivedFlights(answers);
  const done = answers.every((answer) => !answer.isPending);
  // A failed search that left nothing to show is the direction's failure.
  if (done && answers.some((answer) => answer.isError) && flights.length === 0) return { flights, loading: false, failed: true, maxStops };
  const settled = done || searchSettled({ directAnswered: direct.isSuccess, directCount: direct.data?.flights.length ?? 0, stopsAnswered: withStops?.isSuccess ?? false });
  return { flights, loading: !settled, failed: false, maxStops };
}

/** The other direction: one simple fetch, retried once with a stop more when it found nothing (`simpleFlightSearchQuery`). */
function backgroundResult(answer: UseQueryResult<SimpleSearchAnswer>, stops: number): DirectionResult {
  if (answer.isError) return { flights: [], loading: false, failed: true, maxStops: stops };
  if (answer.isPending) return { flights: [], loading: true, failed: false, maxStops: stops };
  return { flights: answer.data.flights, loading: false, failed: false, maxStops: answer.data.maxStops };
}

/**
 * The flight modal's searches (booking spec §4 "Flights"), as queries keyed
 * by their bodies (the two legs with `useQueries`):
 *
 * - the primary direction (the leg whose change button opened the modal) is
 *   searched first, direct and with the stops the visitor allows in parallel
 *   (direct only when "Kun direkte fly" is chosen, booking spec §9: stops 0
 *   by default); the first answer is shown, the direction stops loading once
 *   direct flights exist or the stop search has answered, and later answers
 *   merge in without duplicates by uid;
 * - the other direction is searched in the background by a simple fetch,
 *   retried once with one stop more when it finds nothing;
 * - a new search drops the answers of the one before (its queries are
 *   cancelled once nothing observes them).
 */
export function useFlightSearch(request: FlightSearchRequest | null): Record<FlightDirection, DirectionResult> {
  const locale = useLocale() as Locale;
  const primary = request?.primary ?? 'outward';
  const background = other(primary);
  const params = request?.params;
  const stops = params?.stops ?? 0;
  const packageId = params?.packageId ?? 0;
  const round = request?.round ?? 0;
  const search = (direction: FlightDirection, maxChanges: number, enabled = true) => ({
    ...flightSearchQuery(locale, direction, packageId, { ...legBody(params, direction), maxChanges }, round),
    enabled: request !== null && enabled,
  });
  const searchesStops = stops > 0;

  const [direct, withStops, backgroundAnswer] = useQueries({
    queries: [
      search(primary, 0),
      search(primary, stopSearchStops(stops), searchesStops),
      { ...simpleFlightSearchQuery(locale, background, packageId, legBody(params, background), stops, round), enabled: request !== null },
    ],
  });

  if (!request) return { outward: IDLE, return: IDLE };
  return {
    [primary]: searchesStops ? primaryResult(direct, withStops, stopSearchStops(stops)) : primaryResult(direct, null, 0),
    [background]: backgroundResult(backgroundAnswer, stops),
  } as Record<FlightDirection, DirectionResult>;
}
