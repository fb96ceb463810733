/**
 * The package page's flight choice (booking spec §4 "Flights"): merging the
 * answers of parallel searches, the stops of a departure area, the home
 * airports of the two legs, and what a chosen flight adds to the price.
 * Pure: the modal (features/availability/flight-modal.tsx) does the searching.
 */
import type { Flight, FlightDirection } from '@/lib/api/contract/availability';
import type { PricingFlight, PricingFlightOffer } from '@/lib/pricing';

/** Booking spec §5: 0, 1 or 2 stops; 0 by default. */
export const MAX_STOPS = 2;

/** What a chosen flight must keep for pricing and showing after the modal closed. */
export type ChosenFlight = Pick<Flight, 'uid' | 'direction' | 'price' | 'originAirport' | 'destinationAirport' | 'supplierName' | 'stops' | 'from' | 'to'>;

/** What a leg kept with a booking says of its flight: the places' names, the times, the airline and how many stops. */
export function legOfFlight(flight: Pick<Flight, 'from' | 'to' | 'supplierName' | 'stops'>) {
  return {
    originName: flight.from.name,
    destinationName: flight.to.name,
    departure: flight.from.dateTime,
    arrival: flight.to.dateTime,
    airline: flight.supplierName,
    stops: flight.stops.length,
  };
}

export interface ChosenFlights {
  outward: ChosenFlight | null;
  return: ChosenFlight | null;
}

export const NO_FLIGHTS: ChosenFlights = { outward: null, return: null };

/** The departure area the visitor last searched flights from (browsing spec §3). */
export interface FlightArea {
  region: string;
  groupId: number;
  airportCodes: string[];
}

export const stopsOf = (flight: Pick<Flight, 'stops'>) => flight.stops.length;

/**
 * Later answers added to earlier ones without duplicates by uid (booking spec
 * §4): what is shown first stays where it is; a flight seen again keeps its
 * first place but takes the newer answer's price.
 */
export function mergeFlights(shown: readonly Flight[], arrived: readonly Flight[]): Flight[] {
  const byUid = new Map(arrived.map((flight) => [flight.uid, flight]));
  const merged = shown.map((flight) => byUid.get(flight.uid) ?? flight);
  const seen = new Set(shown.map((flight) => flight.uid));
  for (const flight of arrived) {
    if (seen.has(flight.uid)) continue;
    seen.add(flight.uid);
    merged.push(flight);
  }
  return merged;
}

/** The list's order: fewest stops, then cheapest, then earliest departure. */
export function sortFlights(flights: readonly Flight[]): Flight[] {
  return [...flights].sort(
    (a, b) => stopsOf(a) - stopsOf(b) || a.price - b.price || Date.parse(a.from.dateTime) - Date.parse(b.from.dateTime) || a.uid.localeCompare(b.uid),
  );
}

/**
 * The package's own leg among a search's flights, as the package page shows
 * it and the invoice names it: the first in the flight modal's order between
 * the leg's airports.
 */
export function packageLegOf<F extends Flight>(flights: readonly F[], from: string, to: string): F | undefined {
  return sortFlights(flights).find((candidate) => candidate.originAirport === from && candidate.destinationAirport === to) as F | undefined;
}

export interface FlightFilter {
  /** Most stops shown. */
  maxStops: number;
  /** An airline's code, or null for all. */
  airline: string | null;
}

export function filterFlights(flights: readonly Flight[], filter: FlightFilter): Flight[] {
  return flights.filter((flight) => stopsOf(flight) <= filter.maxStops && (filter.airline === null || flight.supplierCode === filter.airline));
}

/** The airlines of a list, each once, by name. */
export function airlinesOf(flights: readonly Flight[]): { code: string; name: string }[] {
  const byCode = new Map<string, string>();
  for (const flight of flights) if (!byCode.has(flight.supplierCode)) byCode.set(flight.supplierCode, flight.supplierName);
  return [...byCode].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Whether a direction's loading is over (booking spec §4): direct flights exist, or the stop search has answered. */
export function searchSettled(state: { directAnswered: boolean; directCount: number; stopsAnswered: boolean }): boolean {
  return (state.directAnswered && state.directCount > 0) || state.stopsAnswered;
}

/** The stops the one-stop search asks for: at least one, else what the visitor allowed. */
export const stopSearchStops = (stops: number) => Math.min(MAX_STOPS, Math.max(1, stops));

/** A simple fetch's retry (booking spec §4): once, with one stop more, when it found nothing; null when no retry. */
export const retryStops = (stops: number, found: number): number | null => (found === 0 && stops < MAX_STOPS ? stops + 1 : null);

export function toChosenFlight(flight: Flight): ChosenFlight {
  const { uid, direction, price, originAirport, destinationAirport, supplierName, stops, from, to } = flight;
  return { uid, direction, price, originAirport, destinationAirport, supplierName, stops, from, to };
}

/** The package's own legs as the page shows them before anything is changed. */
export interface PackageFlightLegs {
  originAirport: string;
  destinationAirport: string;
  returnOriginAirport: string;
  returnDestinationAirport: string;
}

/** The visitor's airport of each leg: where the outward leg leaves from, where the return leg lands. */
export function homeAirports(legs: PackageFlightLegs | null, chosen: ChosenFlights): { outward: string | null; return: string | null } {
  return {
    outward: chosen.outward?.originAirport ?? legs?.originAirport ?? null,
    return: chosen.return?.destinationAirport ?? legs?.returnDestinationAirport ?? null,
  };
}

/** Booking spec §4/§5: different home airports on the two legs need the visitor's acceptance. */
export function differentHomeAirports(legs: PackageFlightLegs | null, chosen: ChosenFlights): boolean {
  const home = homeAirports(legs, chosen);
  return home.outward !== null && home.return !== null && home.outward !== home.return;
}

/**
 * The package's round trip split into its legs, as the price check splits it
 * (lib/package/price-input.ts `servicePrices`): the outward leg the larger half.
 */
export function includedLegPrices(includedPrice: number): Record<FlightDirection, number> {
  const outward = Math.ceil(includedPrice / 2);
  return { outward, return: includedPrice - outward };
}

/**
 * The engine's flight (docs/adr/0005): the chosen legs, each leg not chosen
 * at its share of the included round trip; null when nothing is chosen.
 */
export function pricingFlight(includedPrice: number, chosen: ChosenFlights): PricingFlight | null {
  if (!chosen.outward && !chosen.return) return null;
  const included = includedLegPrices(includedPrice);
  return {
    includedPrice,
    outwardPrice: chosen.outward?.price ?? included.outward,
    returnPrice: chosen.return?.price ?? included.return,
  };
}

/** A flight-less package's flight offer (booking spec §9): both legs at the airline's prices, else none. */
export function pricingFlightOffer(chosen: ChosenFlights): PricingFlightOffer | null {
  if (!chosen.outward || !chosen.return) return null;
  return { outwardPrice: chosen.outward.price, returnPrice: chosen.return.price };
}
