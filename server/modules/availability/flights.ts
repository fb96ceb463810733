/**
 * `POST packages/{id}/service-availability/outward-flights` and `/return-flights`
 * (booking spec §3 "Flight", §4 "Flights", §7): the package's leg between the
 * visitor's departure area (browsing spec §3) and the trip's airport, asked of
 * the flight supplier and answered in the site's currency.
 */
import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import {
  SEARCH_HORIZON_DAYS,
  type Flight,
  type FlightDirection,
  type FlightSearch,
  type FlightsResponse,
} from '@/lib/api/contract/availability';
import { addDays } from '@/lib/calendar-day';
import { packageLegOf, retryStops } from '@/lib/package/flights';
import type { Locale } from '@/lib/i18n/locales';
import { SITES, type DepartureRegion } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { readAll } from '@/server/db/reads';
import { departureAirportGroups } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import type { FlightOffer, FlightSearchRequest } from '@/server/suppliers/flights/types';
import { fromDkk, siteCurrency } from '../money';
import { airportForCity, loadAirportDirectory, presentAirport, type AirportDirectoryMap } from './airports';
import { assertOffersServices, loadPackageContext, type PackageContext } from './package-context';
import type { AvailabilityServices } from './services';
import { callSupplier } from './supplier-call';

type Group = typeof departureAirportGroups.$inferSelect;

function loadGroups(db: Executor, region: DepartureRegion): Promise<Group[]> {
  return db
    .select()
    .from(departureAirportGroups)
    .where(eq(departureAirportGroups.region, region))
    .orderBy(asc(departureAirportGroups.sortOrder), asc(departureAirportGroups.id));
}

/**
 * The visitor's airports: those asked for, else the package's own home
 * airport when the region has it, else the region's first departure group.
 */
function homeAirports(
  context: PackageContext,
  direction: FlightDirection,
  search: FlightSearch,
  groups: readonly Group[],
  region: DepartureRegion,
  errors: Record<string, string[]>,
): string[] {
  if (search.cities) {
    const allowed = new Set(groups.flatMap((group) => group.airportCodes));
    const unknown = [...new Set(search.cities.filter((code) => !allowed.has(code)))];
    if (unknown.length > 0) errors.cities = [`must be departure airports of ${region}; not ${unknown.join(', ')}`];
    return [...new Set(search.cities)];
  }
  const flight = context.pkg.defaultServices.flight;
  const packageHome = direction === 'outward' ? flight?.originAirport : flight?.returnDestinationAirport;
  if (packageHome && groups.some((group) => group.airportCodes.includes(packageHome))) return [packageHome];
  return [...(groups[0]?.airportCodes ?? [])];
}

/** The trip's airport of this leg: the package's, else the one of its destination (outward) or last venue (return). */
function tripAirport(context: PackageContext, direction: FlightDirection, directory: AirportDirectoryMap): string | undefined {
  const flight = context.pkg.defaultServices.flight;
  const own = direction === 'outward' ? flight?.destinationAirport : flight?.returnOriginAirport;
  if (own) return own;
  const place = direction === 'outward' ? context.destination : (context.venues.at(-1)?.city ?? context.destination);
  return airportForCity(directory, place)?.code;
}

function minutesBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 60_000);
}

/** A supplier's offer as the contract's Flight; null if it names an airport the catalogue lacks. */
function presentFlight(
  offer: FlightOffer,
  direction: FlightDirection,
  uniqueId: string | null,
  directory: AirportDirectoryMap,
  convert: (dkk: number) => number,
  locale: Locale,
): Flight | null {
  const segments = offer.segments;
  const first = segments[0];
  const last = segments.at(-1);
  if (!first || !last) return null;
  const airportOf = (code: string) => {
    const airport = directory.get(code);
    return airport && presentAirport(airport, locale);
  };
  const shown = segments.map((segment) => ({ segment, from: airportOf(segment.from), to: airportOf(segment.to) }));
  if (shown.some(({ from, to }) => !from || !to)) {
    console.warn('[availability] flight offer %s names an airport outside the catalogue', offer.id);
    return null;
  }
  const origin = shown[0]!.from!;
  const destination = shown.at(-1)!.to!;
  return {
    uid: offer.id,
    uniqueId,
    direction,
    supplierName: first.carrier.name,
    supplierLogo: first.carrier.logoUrl,
    supplierCode: first.carrier.code,
    price: convert(offer.pricePerPerson),
    originAirport: first.from,
    destinationAirport: last.to,
    from: { ...origin, dateTime: first.departure },
    to: { ...destination, dateTime: last.arrival },
    stops: shown.slice(1).map(({ segment, from }, index) => {
      const arrival = segments[index]!.arrival;
      return { airport: from!, arrivalDateTime: arrival, departureDateTime: segment.departure, durationInMinutes: minutesBetween(arrival, segment.departure) };
    }),
    durationInMinutes: minutesBetween(first.departure, last.arrival),
    segmentsDurationInMinutes: segments.reduce((sum, segment) => sum + segment.durationMinutes, 0),
    class: first.cabinClass,
    seatsLeft: offer.seatsLeft,
    segments: shown.map(({ segment, from, to }) => ({
      departureDateAndTime: segment.departure,
      arrivalDateAndTime: segment.arrival,
      fromAirport: from!,
      toAirport: to!,
      duration: segment.durationMinutes,
      flightNumber: segment.flightNumber,
      carrier: { code: segment.carrier.code, name: segment.carrier.name },
      class: segment.cabinClass,
    })),
  };
}

export async function searchFlights(
  db: Executor,
  direction: FlightDirection,
  idOrSlug: number | string,
  search: FlightSearch,
  locale: Locale,
  services: AvailabilityServices,
  today: string,
): Promise<FlightsResponse> {
  const context = await loadPackageContext(db, idOrSlug, locale);
  assertOffersServices(context, direction);
  const region = search.country ?? SITES[locale].departureRegion;
  const [directory, groups, money] = await readAll(db, [() => loadAirportDirectory(db), () => loadGroups(db, region), () => siteCurrency(db, locale)]);

  const errors: Record<string, string[]> = {};
  const home = homeAirports(context, direction, search, groups, region, errors);
  const date = search.departureDate ?? (direction === 'outward' ? context.pkg.startDate : context.pkg.endDate);
  if (date < today) errors.departureDate = ['must not be in the past'];
  else if (date > addDays(today, SEARCH_HORIZON_DAYS)) errors.departureDate = [`must be at most ${SEARCH_HORIZON_DAYS} days ahead`];
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'The request has invalid fields', 'validation_failed', errors);

  const away = tripAirport(context, direction, directory);
  // The stops the chosen departure group allows (browsing spec §3 searchParams.stops), else direct only.
  const groupStops = groups.filter((group) => group.airportCodes.some((code) => home.includes(code))).map((group) => group.maxStops);
  const request: FlightSearchRequest = {
    origins: direction === 'outward' ? home : away ? [away] : [],
    destinations: direction === 'outward' ? (away ? [away] : []) : home,
    date,
    adults: search.adults,
    children: search.children,
    maxStops: search.maxChanges ?? Math.max(0, ...groupStops),
    minimal: search.isMinimalSearchMode,
    reference: `package:${context.pkg.id}:${direction}`,
  };
  // `today` is part of the search: fares depend on how far ahead they are bought.
  const { value: offers, pricedAt } = await callSupplier(services, 'flights', { request, today }, (signal) =>
    services.flights.search(request, signal),
  );
  const convert = (dkk: number) => fromDkk(dkk, money.rateFromDkk);
  const flights = offers.flatMap((offer) => presentFlight(offer, direction, search.serviceUniqueId ?? null, directory, convert, locale) ?? []);
  return { flights, currency: money.currency, pricedAt };
}

/**
 * The package's own leg as the airline's schedule flies it on a day, found as
 * the package page finds it (features/package/steps/transport/included-flights-query.tsx):
 * searched from the leg's home airport with the stops its departure area
 * allows, once more with a stop more when that finds none; the first flight
 * in the flight modal's order between the leg's airports. null when none is
 * found; a refused search or a supplier's failure is thrown, so the caller
 * (scheduledLegWithin) can tell a failure, which is not remembered, from an
 * answer.
 */
async function scheduledPackageLeg(
  db: Executor,
  packageId: number,
  direction: FlightDirection,
  leg: { originAirport: string; destinationAirport: string },
  date: string,
  locale: Locale,
  services: AvailabilityServices,
  today: string,
): Promise<Flight | null> {
  const home = direction === 'outward' ? leg.originAirport : leg.destinationAirport;
  const siteRegion = SITES[locale].departureRegion;
  const [group] = await db
    .select({ region: departureAirportGroups.region, maxStops: departureAirportGroups.maxStops })
    .from(departureAirportGroups)
    .where(sql`${home} = any(${departureAirportGroups.airportCodes})`)
    .orderBy(sql`${departureAirportGroups.region} = ${siteRegion} desc`, asc(departureAirportGroups.sortOrder), asc(departureAirportGroups.id))
    .limit(1);
  if (!group) return null;
  const find = async (maxChanges: number) => {
    const search: FlightSearch = { adults: 2, children: 0, departureDate: date, isMinimalSearchMode: false, maxChanges, country: group.region, cities: [home] };
    return packageLegOf((await searchFlights(db, direction, packageId, search, locale, services, today)).flights, leg.originAirport, leg.destinationAirport) ?? null;
  };
  const found = await find(group.maxStops);
  const retry = retryStops(group.maxStops, found ? 1 : 0);
  return found ?? (retry === null ? null : await find(retry));
}

/** How long an invoice (or a booking's mail) waits for the airline's schedule of the package's own flight before it gives the legs by their airports. */
const SCHEDULE_WAIT_MS = 3_000;

/**
 * The package's own leg as the airline's schedule flies it on `date`, waiting
 * at most `waitMs` (SCHEDULE_WAIT_MS); null for a day past, a supplier that
 * fails or is slow, or no such flight. The invoice, the trip page, its
 * calendar and the booking's confirmation mail give a package flight's
 * approximate times by it, and a fixture choice its new leg.
 *
 * An answer is kept in the services' search cache as long as the supplier's
 * own answer it came from (SEARCH_CACHE_TTL_MS): each reading of an invoice
 * or a trip would otherwise load the package and search both ways again for
 * the same flight. A failure is not kept, so the next reading asks again.
 */
export async function scheduledLegWithin(
  db: Executor,
  packageId: number,
  direction: FlightDirection,
  leg: { originAirport: string; destinationAirport: string },
  date: string,
  context: { locale: Locale; today: string; services: AvailabilityServices; waitMs?: number },
): Promise<Flight | null> {
  if (date < context.today) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), context.waitMs ?? SCHEDULE_WAIT_MS);
    timer.unref?.();
  });
  const key = JSON.stringify(['schedule', packageId, direction, leg.originAirport, leg.destinationAirport, date, context.locale, context.today]);
  const lookup = context.services.cache
    .get(key, () => scheduledPackageLeg(db, packageId, direction, leg, date, context.locale, context.services, context.today))
    .then(({ value }) => value)
    .catch((error: unknown) => {
      // A refused search or a supplier's failure (said in the log by the supplier's call) leaves the leg by its airports.
      if (!(error instanceof HttpError)) console.warn('[flights] the schedule of a package flight could not be read', error);
      return null;
    });
  return Promise.race([lookup, late]).finally(() => clearTimeout(timer));
}
