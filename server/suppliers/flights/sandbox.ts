/**
 * The sandbox flight supplier, the default until a real one is configured:
 * timetables and fares made up from the seeded airports, the same for the
 * same question (seeded by the search's reference, the day and the route),
 * with the latency and faults of ../sandbox/behaviour.ts.
 *
 * Fares vary as real ones do: by distance and airline, by weekday and
 * season, by how far ahead the flight is bought, and by demand (fewer seats
 * left, dearer seats).
 */
import 'server-only';
import type { CabinClass } from '@/lib/api/contract/availability';
import { daysBetween, weekdayOf } from '@/lib/calendar-day';
import { sandboxBehaviour, simulateCall, type SandboxBehaviour, type SandboxBehaviourOptions } from '../sandbox/behaviour';
import { between, intIn, unit } from '../sandbox/hash';
import { localDate, zonedIso } from '../zoned-time';
import { HUBS, SCANDINAVIAN_HUBS, distanceKm, legSchedule, type LegFlight, type SandboxAirport } from './sandbox-network';
import type { FlightOffer, FlightSearchRequest, FlightSupplier } from './types';

export type { SandboxAirport } from './sandbox-network';

/** Looks up airports by IATA code; unknown codes are simply absent. */
export type AirportDirectory = (codes: readonly string[]) => Promise<ReadonlyMap<string, SandboxAirport>>;

export interface SandboxFlightSupplierOptions extends SandboxBehaviourOptions {
  airports: AirportDirectory;
  /** Today (YYYY-MM-DD): fares rise as the day comes closer. */
  today: () => string;
  /** Where latency and faults are read from when the options leave them out. */
  env?: Record<string, string | undefined>;
}

const MIN_CONNECTION_MINUTES = 45;
const MAX_CONNECTION_MINUTES = 300;
const MAX_OFFERS = 60;
const MINIMAL_OFFERS = 5;

type Itinerary = LegFlight[];

/** The next flight from `to` that `previous` connects to at its arrival airport. */
function connection(previous: LegFlight, to: SandboxAirport): LegFlight | undefined {
  const hub = previous.to;
  const earliest = previous.arrivalUtc + MIN_CONNECTION_MINUTES * 60_000;
  const latest = previous.arrivalUtc + MAX_CONNECTION_MINUTES * 60_000;
  return legSchedule(hub, to, localDate(previous.arrivalUtc, hub.timeZone)).find(
    (flight) => flight.departureUtc >= earliest && flight.departureUtc <= latest,
  );
}

/** A detour through hubs that no one would sell. */
function tooLong(route: readonly SandboxAirport[], direct: number, factor: number, slackKm: number): boolean {
  let km = 0;
  for (let i = 1; i < route.length; i++) km += distanceKm(route[i - 1]!, route[i]!);
  return km > direct * factor + slackKm;
}

function itineraries(a: SandboxAirport, b: SandboxAirport, date: string, maxStops: number, airports: ReadonlyMap<string, SandboxAirport>): Itinerary[] {
  const found: Itinerary[] = legSchedule(a, b, date).map((flight) => [flight]);
  const direct = distanceKm(a, b);
  const hubs = HUBS.map((code) => airports.get(code)).filter((hub): hub is SandboxAirport => !!hub && hub.code !== a.code && hub.code !== b.code);

  if (maxStops >= 1) {
    for (const hub of hubs) {
      if (tooLong([a, hub, b], direct, 1.6, 500)) continue;
      let perHub = 0;
      for (const first of legSchedule(a, hub, date)) {
        const second = connection(first, b);
        if (!second) continue;
        found.push([first, second]);
        if (++perHub >= 3) break;
      }
    }
  }

  // Two stops only where one stop leaves little choice: a regional airport far from the destination.
  if (maxStops >= 2 && found.length < 3) {
    let twoStops = 0;
    for (const first of SCANDINAVIAN_HUBS.map((code) => airports.get(code))) {
      if (!first || first.code === a.code || first.code === b.code) continue;
      for (const second of hubs) {
        if (second.code === first.code || tooLong([a, first, second, b], direct, 2, 800)) continue;
        for (const leg1 of legSchedule(a, first, date)) {
          const leg2 = connection(leg1, second);
          const leg3 = leg2 && connection(leg2, b);
          if (!leg2 || !leg3) continue;
          found.push([leg1, leg2, leg3]);
          if (++twoStops >= 6) return found;
          break;
        }
      }
    }
  }
  return found;
}

/** Per leg and person in DKK before the day's factors: a fixed part and a part by distance. */
function legFare(leg: LegFlight): number {
  return (240 + 0.34 * distanceKm(leg.from, leg.to)) * leg.carrier.fareFactor;
}

/** Sunday and Friday are the dear days, Tuesday and Wednesday the cheap ones. */
const WEEKDAY_FACTOR = [1.12, 1.05, 0.92, 0.94, 1, 1.15, 0.95] as const;
/** Summer holidays and Christmas are dear, January and February cheap. */
const MONTH_FACTOR = [0.9, 0.9, 1, 1, 1.05, 1.1, 1.15, 1.15, 1, 1, 1, 1.12] as const;

function advanceFactor(daysAhead: number): number {
  if (daysAhead <= 3) return 1.6;
  if (daysAhead <= 7) return 1.4;
  if (daysAhead <= 21) return 1.2;
  if (daysAhead <= 60) return 1.05;
  if (daysAhead <= 150) return 1;
  return 0.95;
}

const CABIN_FACTOR: Record<CabinClass, number> = { economy: 1, premium_economy: 1.6, business: 2.7 };
const CABIN_SUFFIX: Record<CabinClass, string> = { economy: '', premium_economy: '-W', business: '-C' };
const CONNECTION_FACTOR = [1, 0.85, 0.8] as const;

function offersOf(itinerary: Itinerary, request: FlightSearchRequest, today: string): FlightOffer[] {
  const first = itinerary[0]!;
  const date = localDate(first.departureUtc, first.from.timeZone);
  const baseId = `${date.replaceAll('-', '')}-${itinerary.map((leg) => leg.flightNumber).join('-')}`;
  const cabins: CabinClass[] = ['economy'];
  const premium = first.carrier.premiumCabin;
  if (!request.minimal && itinerary.length === 1 && premium && unit('cabin', baseId) < 0.4) cabins.push(premium);

  const daysAhead = Math.max(0, daysBetween(today, date));
  const month = Number(date.slice(5, 7)) - 1;
  const base =
    itinerary.reduce((sum, leg) => sum + legFare(leg), 0) *
    (CONNECTION_FACTOR[itinerary.length - 1] ?? 0.8) *
    WEEKDAY_FACTOR[weekdayOf(date)]! *
    (MONTH_FACTOR[month] ?? 1) *
    advanceFactor(daysAhead);

  const offers: FlightOffer[] = [];
  for (const cabin of cabins) {
    const id = `${baseId}${CABIN_SUFFIX[cabin]}`;
    // Demand: how many seats are left at this fare; none means sold out.
    const seats = intIn(0, 14, 'seats', request.reference, id);
    const seatsLeft = Math.min(9, seats);
    if (seatsLeft === 0 || seatsLeft < request.adults + request.children) continue;
    const demand = (1 + (9 - seatsLeft) * 0.035) * between(0.95, 1.1, 'demand', request.reference, id);
    offers.push({
      id,
      pricePerPerson: Math.ceil(base * demand * CABIN_FACTOR[cabin]),
      seatsLeft,
      segments: itinerary.map((leg) => ({
        from: leg.from.code,
        to: leg.to.code,
        departure: zonedIso(leg.departureUtc, leg.from.timeZone),
        arrival: zonedIso(leg.arrivalUtc, leg.to.timeZone),
        durationMinutes: leg.durationMinutes,
        carrier: { code: leg.carrier.code, name: leg.carrier.name, logoUrl: leg.carrier.logoUrl },
        flightNumber: leg.flightNumber,
        cabinClass: cabin,
      })),
    });
  }
  return offers;
}

/**
 * The sandbox's answer to a search, without latency or faults: every
 * itinerary from an origin to a destination on the day with at most
 * `maxStops` stops, cheapest first.
 */
export function searchSandboxInventory(request: FlightSearchRequest, airports: ReadonlyMap<string, SandboxAirport>, today: string): FlightOffer[] {
  const offers: FlightOffer[] = [];
  for (const originCode of new Set(request.origins)) {
    const origin = airports.get(originCode);
    if (!origin) continue;
    for (const destinationCode of new Set(request.destinations)) {
      const destination = airports.get(destinationCode);
      if (!destination) continue;
      for (const itinerary of itineraries(origin, destination, request.date, request.maxStops, airports)) {
        offers.push(...offersOf(itinerary, request, today));
      }
    }
  }
  offers.sort(
    (x, y) =>
      x.pricePerPerson - y.pricePerPerson ||
      Date.parse(x.segments[0]!.departure) - Date.parse(y.segments[0]!.departure) ||
      x.id.localeCompare(y.id),
  );
  return offers.slice(0, request.minimal ? MINIMAL_OFFERS : MAX_OFFERS);
}

export class SandboxFlightSupplier implements FlightSupplier {
  readonly name = 'sandbox';
  readonly behaviour: SandboxBehaviour;

  constructor(private readonly options: SandboxFlightSupplierOptions) {
    this.behaviour = sandboxBehaviour('flights', options, options.env);
  }

  async search(request: FlightSearchRequest, signal?: AbortSignal): Promise<FlightOffer[]> {
    await simulateCall('flights', this.behaviour, signal);
    const airports = await this.options.airports([...request.origins, ...request.destinations, ...HUBS]);
    return searchSandboxInventory(request, airports, this.options.today());
  }
}
