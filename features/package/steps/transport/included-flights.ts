import type { FlightDirection } from '@/lib/api/contract/availability';
import type { ChosenFlight, PackageFlightLegs } from '@/lib/package/flights';

/** A leg of the package's own flight as the airline flies it now (./use-included-flights). */
export type IncludedLeg = { status: 'idle' | 'loading' | 'unknown' } | { status: 'found'; flight: ChosenFlight };
export type IncludedFlights = Record<FlightDirection, IncludedLeg>;
export type IncludedFlightsRequest = { packageId: number; startDate: string; endDate: string };

export const INCLUDED_DIRECTIONS = ['outward', 'return'] as const;

/** Where the visitor's side of a leg is: the outward leg leaves from it, the return leg lands there. */
export const homeAirport = (legs: PackageFlightLegs, direction: FlightDirection) =>
  direction === 'outward' ? legs.originAirport : legs.returnDestinationAirport;
