/**
 * The sandbox's air network: which airlines fly which routes how often, and
 * the day's timetable of a route. Every answer is a hash of the route and the
 * day, so a timetable never changes between two searches.
 */
import 'server-only';
import { weekdayOf } from '@/lib/calendar-day';
import { between, intIn, unit } from '../sandbox/hash';
import { localToUtcMs } from '../zoned-time';
import type { FlightCarrier } from './types';

export interface SandboxAirport {
  code: string;
  latitude: number;
  longitude: number;
  /** ISO 3166-1 alpha-2 of the airport's country. */
  countryCode: string;
  /** IANA zone (`Europe/Copenhagen`). */
  timeZone: string;
}

export interface CarrierData extends FlightCarrier {
  /** Countries whose routes it flies. */
  countries: readonly string[];
  /** Fare level against an average airline. */
  fareFactor: number;
  /** Sells premium cabins on its direct flights. */
  premiumCabin: 'premium_economy' | 'business' | null;
  /** Flies only within its countries (Widerøe's Norwegian network). */
  domesticOnly: boolean;
  /** Airports it does not serve (low-cost airlines keep away from the big hubs). */
  avoids: readonly string[];
}

const carrier = (
  code: string,
  name: string,
  countries: string[],
  fareFactor: number,
  premiumCabin: CarrierData['premiumCabin'],
  { domesticOnly = false, avoids = [] }: { domesticOnly?: boolean; avoids?: string[] } = {},
): CarrierData => ({
  code,
  name,
  logoUrl: `/media/photo/brand/airline-${code.toLowerCase()}.svg`,
  countries,
  fareFactor,
  premiumCabin,
  domesticOnly,
  avoids,
});

const BIG_HUBS = ['LHR', 'FRA', 'MUC', 'AMS', 'CDG', 'ARN'];

export const CARRIERS: readonly CarrierData[] = [
  carrier('SK', 'SAS', ['DK', 'NO', 'SE'], 1.05, 'premium_economy'),
  carrier('DY', 'Norwegian', ['NO', 'DK', 'SE'], 0.9, null),
  carrier('WF', 'Widerøe', ['NO'], 1.12, null, { domesticOnly: true }),
  carrier('BA', 'British Airways', ['GB'], 1.1, 'business'),
  carrier('U2', 'easyJet', ['GB', 'FR'], 0.85, null, { avoids: ['LHR', 'FRA', 'MUC', 'ARN'] }),
  carrier('FR', 'Ryanair', ['GB', 'ES', 'IT'], 0.75, null, { avoids: [...BIG_HUBS, 'LIN'] }),
  carrier('LH', 'Lufthansa', ['DE'], 1.1, 'business'),
  carrier('EW', 'Eurowings', ['DE'], 0.9, null),
  carrier('KL', 'KLM', ['NL'], 1.05, 'business'),
  carrier('AF', 'Air France', ['FR'], 1.1, 'business'),
  carrier('IB', 'Iberia', ['ES'], 1.05, 'business'),
  carrier('VY', 'Vueling', ['ES'], 0.85, null),
  carrier('AZ', 'ITA Airways', ['IT'], 1.05, 'business'),
  carrier('OS', 'Austrian Airlines', ['AT'], 1.05, 'business'),
  carrier('W6', 'Wizz Air', ['HU'], 0.75, null, { avoids: BIG_HUBS }),
];

/** Where most connections are made; the first three feed Scandinavia's regional airports. */
export const SCANDINAVIAN_HUBS = ['CPH', 'OSL', 'ARN'] as const;
export const HUBS = [...SCANDINAVIAN_HUBS, 'AMS', 'FRA', 'MUC', 'LHR', 'CDG'] as const;

/**
 * Airports with few routes abroad: Norway's and Sweden's regional airports
 * (browsing spec §3: their groups allow a stop) and the smaller destination
 * airports of the catalogue.
 */
const REGIONAL = new Set([
  'TOS', 'BOO', 'AES', 'KRS', 'HAU', 'MOL', 'LLA', 'UME', 'SFT', 'KRN', 'VBY', 'BMA', 'NYO', 'RNB', 'NRK', 'HAD',
  'MME', 'BOH', 'NWI', 'SOU', 'EAS', 'VGO', 'GRZ', 'GOA', 'TRN', 'RNS', 'LIL', 'LEJ', 'BRE', 'DTM', 'FLR', 'GRO', 'NTE',
]);

type Tier = 'hub' | 'city' | 'regional';

function tierOf(code: string): Tier {
  if ((HUBS as readonly string[]).includes(code)) return 'hub';
  return REGIONAL.has(code) ? 'regional' : 'city';
}

const SCANDINAVIA = new Set(['DK', 'NO', 'SE']);
/** No one flies shorter than this. */
const MIN_ROUTE_KM = 200;

export function distanceKm(a: SandboxAirport, b: SandboxAirport): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const pairKey = (a: SandboxAirport, b: SandboxAirport) => [a.code, b.code].sort().join('-');

/** Whether any airline flies a to b without a stop (routes fly both ways). */
export function hasDirectRoute(a: SandboxAirport, b: SandboxAirport): boolean {
  if (a.code === b.code || distanceKm(a, b) < MIN_ROUTE_KM) return false;
  const tiers = [tierOf(a.code), tierOf(b.code)].sort().join('+');
  const domestic = a.countryCode === b.countryCode;
  const draw = unit('route', pairKey(a, b));
  switch (tiers) {
    case 'hub+hub':
    case 'city+hub':
      return true;
    case 'hub+regional': {
      if (domestic) return true;
      const hub = tierOf(a.code) === 'hub' ? a : b;
      const regional = hub === a ? b : a;
      // A Norwegian or Swedish regional airport reaches the world through its own capital, rarely another.
      if (SCANDINAVIA.has(regional.countryCode)) return draw < (SCANDINAVIA.has(hub.countryCode) ? 0.2 : 0.1);
      return draw < 0.5;
    }
    case 'city+city':
      return draw < (domestic ? 0.7 : 0.4);
    case 'city+regional':
      return draw < (domestic ? 0.5 : 0.12);
    default:
      return domestic && draw < 0.3;
  }
}

/** One to three airlines of the two countries fly a route. */
export function routeCarriers(a: SandboxAirport, b: SandboxAirport): CarrierData[] {
  const key = pairKey(a, b);
  const candidates = CARRIERS.filter(
    (c) =>
      !c.avoids.includes(a.code) &&
      !c.avoids.includes(b.code) &&
      (c.domesticOnly
        ? c.countries.includes(a.countryCode) && c.countries.includes(b.countryCode)
        : c.countries.includes(a.countryCode) || c.countries.includes(b.countryCode)),
  ).sort((x, y) => unit('carrier', key, x.code) - unit('carrier', key, y.code));
  if (candidates.length === 0) return [CARRIERS[0]!];
  return candidates.slice(0, intIn(1, Math.min(3, candidates.length), 'carriers', key));
}

/** Block time: taxi, climb and cruise at about 760 km/h, in 5-minute steps. */
export function blockMinutes(km: number): number {
  return Math.round((35 + (km / 760) * 60) / 5) * 5;
}

export interface LegFlight {
  carrier: CarrierData;
  flightNumber: string;
  from: SandboxAirport;
  to: SandboxAirport;
  departureUtc: number;
  arrivalUtc: number;
  durationMinutes: number;
}

/** Departures a day: hubs are linked often, and feed their country's regional airports several times a day. */
function frequency(a: SandboxAirport, b: SandboxAirport): [number, number] {
  const tiers = [tierOf(a.code), tierOf(b.code)].sort().join('+');
  switch (tiers) {
    case 'hub+hub':
      return [3, 5];
    case 'city+hub':
      return [2, 4];
    case 'hub+regional':
      return a.countryCode === b.countryCode ? [3, 5] : [1, 2];
    case 'city+city':
      return [1, 3];
    default:
      return [1, 2];
  }
}

/** First and last departures of a day (local time): 06:00 to 21:30. */
const FIRST_DEPARTURE = 6 * 60;
const DAY_SPAN = 15.5 * 60;

/**
 * The day's departures of the route a → b, by departure time. A departure
 * keeps its flight number and time every day; on a few days it does not fly.
 */
export function legSchedule(a: SandboxAirport, b: SandboxAirport, date: string): LegFlight[] {
  if (!hasDirectRoute(a, b)) return [];
  const route = `${a.code}-${b.code}`;
  const [low, high] = frequency(a, b);
  const saturday = weekdayOf(date) === 6 ? 1 : 0;
  const perDay = Math.max(1, intIn(low, high, 'frequency', route) - saturday);
  const carriers = routeCarriers(a, b);
  const km = distanceKm(a, b);
  const duration = blockMinutes(km);
  const flights: LegFlight[] = [];
  for (let slot = 0; slot < perDay; slot++) {
    if (unit('cancelled', route, slot, date) < 0.05) continue;
    const flyingCarrier = carriers[slot % carriers.length]!;
    const minutes = FIRST_DEPARTURE + Math.round(((slot + between(0.1, 0.9, 'time', route, slot)) * (DAY_SPAN / perDay)) / 5) * 5;
    const departureUtc = localToUtcMs(date, minutes, a.timeZone);
    flights.push({
      carrier: flyingCarrier,
      flightNumber: `${flyingCarrier.code}${intIn(100, 8999, 'number', route, flyingCarrier.code, slot)}`,
      from: a,
      to: b,
      departureUtc,
      arrivalUtc: departureUtc + duration * 60_000,
      durationMinutes: duration,
    });
  }
  return flights;
}
