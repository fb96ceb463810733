/**
 * The flight supplier port. The shop asks one question, "which flights leave
 * one of these airports for one of those on this day", and reads offers in its
 * own terms. The sandbox (./sandbox.ts) answers it from the seeded airports; a
 * real supplier (a GDS or an airline aggregator) plugs in by implementing
 * `FlightSupplier` in a sibling file and mapping its answer onto these types
 * (docs/adr/0006-supplier-adapters.md).
 */
import 'server-only';
import type { CabinClass } from '@/lib/api/contract/availability';

export interface FlightSearchRequest {
  /** IATA codes the flight may leave from. */
  origins: readonly string[];
  /** IATA codes the flight may arrive at. */
  destinations: readonly string[];
  /** Departure day (YYYY-MM-DD) in the departure airport's local time. */
  date: string;
  adults: number;
  children: number;
  /** 0, 1 or 2. */
  maxStops: number;
  /** Only the few cheapest economy fares. */
  minimal: boolean;
  /**
   * The shop's reference of the search (package and leg). Real suppliers log
   * it as a correlation id; the sandbox also seeds its inventory with it.
   */
  reference: string;
}

export interface FlightCarrier {
  /** IATA airline code (`SK`). */
  code: string;
  name: string;
  logoUrl: string;
}

export interface FlightOfferSegment {
  /** IATA codes. */
  from: string;
  to: string;
  /** ISO 8601 in the airport's local time with its offset. */
  departure: string;
  arrival: string;
  /** Minutes in the air. */
  durationMinutes: number;
  carrier: FlightCarrier;
  /** `SK1423`. */
  flightNumber: string;
  cabinClass: CabinClass;
}

export interface FlightOffer {
  /** Stable for the same flights, fare and day: the shop books by it. */
  id: string;
  /** Per person, in whole DKK (the shop's book currency; an adapter converts a supplier's own). */
  pricePerPerson: number;
  /** At most 9, as airlines tell it. */
  seatsLeft: number;
  /** In flying order; stops are the airports between them. */
  segments: FlightOfferSegment[];
}

export interface FlightSupplier {
  /** A short name for logs (`sandbox`, `amadeus`). */
  readonly name: string;
  /**
   * Offers for the request, any order. Throws a SupplierError when the
   * supplier fails; should stop work when `signal` aborts (the shop's deadline).
   */
  search(request: FlightSearchRequest, signal?: AbortSignal): Promise<FlightOffer[]>;
}
