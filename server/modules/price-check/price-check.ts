/**
 * The price check (booking spec §4 "Price changes", §7
 * `POST packages/{id}/service-availability`): prices the visitor's selection
 * twice with the page's own engine (docs/adr/0005), once as the page showed
 * it ("our" prices: the ticket prices it sent) and once as it would be booked
 * now ("their" prices: tickets and seats read from the database now, a
 * ticket without seats for the holders replaced by the next cheapest; a
 * chosen flight as the flight supplier answers it now, found again by the
 * search that found it; the package's own flight and hotel at the package's
 * prices).
 */
import 'server-only';
import type { Flight, FlightDirection, FlightSearch } from '@/lib/api/contract/availability';
import type { Coupon } from '@/lib/api/contract/coupons';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { MATCH_NOT_SOLD } from '@/lib/api/contract/booking';
import { FLIGHT_UNAVAILABLE, type ParsedPriceCheckBody, type PriceCheckResponse } from '@/lib/api/contract/price-check';
import { NO_FLIGHTS, toChosenFlight, type ChosenFlights } from '@/lib/package/flights';
import { offersFlights, servicePrices, toPriceInput, type ChosenServices } from '@/lib/package/price-input';
import { validateRooms, validateTravellers, type RoomError, type TravellerError } from '@/lib/package/rooms';
import {
  bookingFlags,
  checkTravelPeriod,
  canChangeTravelPeriod,
  resolveTickets,
  ticketHolders,
  variantServices,
  type PackageSelection,
} from '@/lib/package/selection';
import type { Locale } from '@/lib/i18n/locales';
import { packageVariants } from '@/lib/packages/variants';
import { findChangedPrices, priceBooking, PricingInputError, PRICE_CHECK_NAMES, type PriceBreakdown, type ServicePrices } from '@/lib/pricing';
import type { Executor } from '@/server/db';
import { readAll } from '@/server/db/reads';
import { HttpError } from '@/server/http/errors';
import { searchFlights } from '../availability/flights';
import type { AvailabilityServices } from '../availability/services';
import { couponRefusal, findUsableCoupon } from '../coupons/coupons';
import { readPricedPackage } from './priced-package';

/** A selection the package does not allow: answered 422 with these field messages. */
export class PriceCheckInvalid extends Error {
  constructor(
    readonly errors: Record<string, string[]>,
    readonly code = 'validation_failed',
    message = 'The selection is not possible for this package',
  ) {
    super(message);
    this.name = 'PriceCheckInvalid';
  }
}

/** The code of a 422 for a variant that can no longer be booked (its seats are gone, or the package is sold out). */
export const VARIANT_UNAVAILABLE = 'variant_unavailable';
/** Why a trip not sold for its matches (`fixtureHold`) is refused: the price check, a booking and a preorder say it alike. */
export const NOT_SOLD_MESSAGE = 'The trip cannot be booked: its match is postponed, cancelled or outside its dates';

/** A chosen flight the supplier no longer has: the visitor chooses again (booking spec §4). */
const flightsUnavailable = (fields: string[]) =>
  new PriceCheckInvalid(
    Object.fromEntries(fields.map((field) => [`${field}.uid`, ['is no longer available: choose another flight']])),
    FLIGHT_UNAVAILABLE,
    'A chosen flight is no longer available',
  );

/** A chosen leg with the body field it came from. */
interface AskedLeg {
  field: string;
  direction: FlightDirection;
  leg: NonNullable<ParsedPriceCheckBody['services']['outwardFlight']>;
}

/** The chosen legs of the body: in place of the package's flight, or a flight offer's. */
function askedLegs(body: ParsedPriceCheckBody): AskedLeg[] {
  const { outwardFlight, returnFlight, flightOffer } = body.services;
  const legs: AskedLeg[] = [];
  if (outwardFlight) legs.push({ field: 'services.outwardFlight', direction: 'outward', leg: outwardFlight });
  if (returnFlight) legs.push({ field: 'services.returnFlight', direction: 'return', leg: returnFlight });
  if (flightOffer) {
    legs.push({ field: 'services.flightOffer.outwardFlight', direction: 'outward', leg: flightOffer.outwardFlight });
    legs.push({ field: 'services.flightOffer.returnFlight', direction: 'return', leg: flightOffer.returnFlight });
  }
  return legs;
}

const travellerMessage = (error: TravellerError | RoomError): string => {
  switch (error.code) {
    case 'adultsRange':
      return `must be from ${error.min} to ${error.max}`;
    case 'childrenRange':
      return `must be at most ${error.max}`;
    case 'childAgeMissing':
      return `child ${error.child} needs an age`;
    case 'childAgeRange':
      return `child ${error.child} must be 0 to ${error.max} years old`;
    case 'noRooms':
      return 'a hotel needs at least one room';
    case 'tooManyRooms':
      return `must have at most ${error.max} rooms`;
    case 'roomWithoutAdult':
      return `room ${error.room} needs an adult`;
    case 'tooManyAdultsInRoom':
      return `room ${error.room} takes at most ${error.max} adults`;
    case 'tripleForThreeAdults':
      return `room ${error.room}: a triple room for three adults is not possible, add a single room`;
    case 'roomTooSmall':
      return `room ${error.room} is too small for its guests`;
    case 'adultsNotPlaced':
      return `the rooms hold ${error.placed} of ${error.adults} adults`;
    case 'childrenNotPlaced':
      return `the rooms hold ${error.placed} of ${error.children} children`;
  }
};

/** The body as a booking selection of this package, or the field messages of what does not fit it. */
export function selectionOf(pkg: PackageDetail, body: ParsedPriceCheckBody): PackageSelection {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const passengers = body.adults + body.children;

  // A trip not sold for its matches (postponed, cancelled, outside its dates) prices nothing.
  if (pkg.fixtureHold) throw new PriceCheckInvalid({ type: ['cannot be booked while its match is postponed, cancelled or outside the trip'] }, MATCH_NOT_SOLD, NOT_SOLD_MESSAGE);
  const offered = packageVariants(pkg).find((option) => option.variant === body.type);
  if (!offered) add('type', `the package has no ${body.type} variant`);
  // Nothing else matters once the variant cannot be booked: its seats (or the package) are sold out.
  else if (!offered.available) throw new PriceCheckInvalid({ type: [`the ${body.type} variant is not available`] }, VARIANT_UNAVAILABLE);

  if (body.childAges.length !== body.children) add('childAges', 'must have one age per child');
  for (const error of validateTravellers(body.adults, body.children, body.childAges)) add(error.code === 'adultsRange' ? 'adults' : 'childAges', travellerMessage(error));

  if (body.services.ticketCount !== null && body.services.ticketCount >= passengers) add('services.ticketCount', 'must be below the number of passengers');

  const seen = new Set<number>();
  body.services.tickets.forEach((ticket, index) => {
    const event = pkg.events.find((candidate) => candidate.id === ticket.eventId);
    if (!event) add(`services.tickets.${index}.eventId`, 'is not an event of the package');
    else if (!event.tickets.some((candidate) => candidate.id === ticket.ticketId)) add(`services.tickets.${index}.ticketId`, 'is not a ticket of the event');
    if (seen.has(ticket.eventId)) add(`services.tickets.${index}.eventId`, 'has a ticket already');
    seen.add(ticket.eventId);
  });

  const includes = variantServices(pkg, body.type);
  const without = {
    flight: body.extra.isFlightLessBooking,
    hotel: body.extra.isHotelLessBooking,
    transit: body.extra.isTransitLessBooking,
  };
  if (without.flight && !includes.flight) add('extra.isFlightLessBooking', 'the variant has no flight to drop');
  if (without.hotel && !includes.hotel) add('extra.isHotelLessBooking', 'the variant has no hotel to drop');
  if (without.transit && !includes.transit) add('extra.isTransitLessBooking', 'the variant has no bus to drop');
  if (body.type === 'premium' && (without.flight || without.hotel)) add('type', 'premium is not offered without the flight or the hotel');

  const [hotel] = body.services.hotels;
  const withHotel = includes.hotel && !without.hotel;
  if (hotel) {
    if (!withHotel) add('services.hotels', 'the booking has no hotel');
    else if (!pkg.hotels.some((candidate) => candidate.id === hotel.hotelId)) add('services.hotels.0.hotelId', 'is not a hotel of the package');
    if (withHotel) for (const error of validateRooms(hotel.rooms, body.adults, body.children)) add('services.hotels.0.rooms', travellerMessage(error));
  }

  const transit = body.services.transit;
  if (transit && !(includes.transit && !without.transit)) add('services.transit', 'the booking has no bus');

  const { outwardFlight, returnFlight, flightOffer } = body.services;
  const packageFlight = pkg.defaultServices.flight;
  for (const [field, leg] of [['services.outwardFlight', outwardFlight], ['services.returnFlight', returnFlight]] as const) {
    if (!leg) continue;
    if (!includes.flight || without.flight || !packageFlight) add(field, 'the booking has no flight to change');
    else if (!packageFlight.isMutable) add(field, "the package's flight cannot be changed");
  }
  if (flightOffer) {
    if (!offersFlights(pkg, body, includes.flight)) add('services.flightOffer', 'the booking has no flight offer');
    if (outwardFlight || returnFlight) add('services.flightOffer', 'cannot be sent with outwardFlight or returnFlight');
  }

  const { startDate, endDate } = body.services;
  let period: PackageSelection['period'] = null;
  if ((startDate === undefined) !== (endDate === undefined)) add(startDate === undefined ? 'services.startDate' : 'services.endDate', 'is required with the other date');
  else if (startDate !== undefined && endDate !== undefined && (startDate !== pkg.startDate || endDate !== pkg.endDate)) {
    const check = checkTravelPeriod(pkg, startDate, endDate);
    if (!check.ok && check.reason === 'past') add('services.startDate', 'the trip cannot start before today');
    else if (!check.ok) {
      add('services.endDate', check.reason === 'shortened' ? 'the travel period can only be extended' : check.reason === 'tooLong' ? `may extend the trip by at most ${pkg.maxAllowedTravelDurationDayBound} days` : 'must be on or after startDate');
    } else if (!canChangeTravelPeriod(pkg, { type: body.type, without })) add('services.startDate', 'the travel period of this booking cannot change');
    else period = { startDate, endDate };
  }

  if (Object.keys(errors).length > 0) throw new PriceCheckInvalid(errors);
  return {
    type: body.type,
    adults: body.adults,
    children: body.children,
    childAges: body.childAges,
    rooms: hotel?.rooms ?? [],
    tickets: pkg.events.map((event) => {
      const asked = body.services.tickets.find((ticket) => ticket.eventId === event.id);
      const included = pkg.defaultServices.tickets.find((ticket) => ticket.eventId === event.id)?.ticketId ?? event.tickets[0]?.id ?? 0;
      return { eventId: event.id, ticketId: asked?.ticketId ?? included };
    }),
    ticketCount: body.services.ticketCount,
    transit: transit ?? { outward: 'morning', return: 'morning' },
    without,
    hotelIds: hotel ? [hotel.hotelId] : [],
    period,
    stops: null,
    ofid: flightOffer?.outwardFlight.uid ?? outwardFlight?.uid ?? null,
    rfid: flightOffer?.returnFlight.uid ?? returnFlight?.uid ?? null,
    hasInsurance: body.extra.hasInsurance,
    hasMatchInsurance: body.extra.hasMatchInsurance,
    couponCode: body.coupon?.code ?? null,
  };
}

/** The package with the ticket prices the page showed in place of today's. */
function withShownTicketPrices(pkg: PackageDetail, body: ParsedPriceCheckBody): PackageDetail {
  return {
    ...pkg,
    events: pkg.events.map((event) => ({
      ...event,
      tickets: event.tickets.map((ticket) => {
        const shown = body.services.tickets.find((asked) => asked.eventId === event.id && asked.ticketId === ticket.id)?.price;
        return shown === undefined ? ticket : { ...ticket, price: shown };
      }),
    })),
  };
}

/**
 * The chosen flights twice: at the prices the page showed ("ours") and as
 * the flight supplier answers them now ("theirs"), each searched again as the
 * page found it. A field message for a search the availability module
 * refuses; `flight_unavailable` for a flight it no longer finds.
 */
async function chosenFlights(
  db: Executor,
  pkg: PackageDetail,
  selection: PackageSelection,
  legs: AskedLeg[],
  locale: Locale,
  services: AvailabilityServices,
  today: string,
): Promise<{ ours: ChosenFlights; theirs: ChosenFlights }> {
  const ours: ChosenFlights = { ...NO_FLIGHTS };
  const theirs: ChosenFlights = { ...NO_FLIGHTS };
  const lost: string[] = [];
  await readAll(
    db,
    legs.map(({ field, direction, leg }) => async () => {
      const search: FlightSearch = {
        adults: selection.adults,
        children: selection.children,
        departureDate: direction === 'outward' ? (selection.period?.startDate ?? pkg.startDate) : (selection.period?.endDate ?? pkg.endDate),
        isMinimalSearchMode: false,
        ...(leg.maxChanges !== undefined && { maxChanges: leg.maxChanges }),
        ...(leg.country !== undefined && { country: leg.country }),
        ...(leg.cities !== undefined && { cities: leg.cities }),
      };
      let found: Flight | undefined;
      try {
        found = (await searchFlights(db, direction, pkg.id, search, locale, services, today)).flights.find((flight) => flight.uid === leg.uid);
      } catch (error) {
        // A search the module refuses is a field of this leg; supplier failures (502, 504) pass as they are.
        if (error instanceof HttpError && error.status === 422 && error.errors) {
          throw new PriceCheckInvalid(Object.fromEntries(Object.entries(error.errors).map(([name, messages]) => [`${field}.${name}`, messages])));
        }
        throw error;
      }
      if (!found) {
        lost.push(field);
        return;
      }
      theirs[direction] = toChosenFlight(found);
      ours[direction] = { ...toChosenFlight(found), price: leg.price };
    }),
  );
  if (lost.length > 0) throw flightsUnavailable(lost.sort());
  return { ours, theirs };
}

function price(
  pkg: PackageDetail,
  selection: PackageSelection,
  bookingConfig: { flightLessDiscount: number; hotelLessDiscount: number },
  coupon: Coupon | null,
  services: ChosenServices,
): { prices: ServicePrices; breakdown: PriceBreakdown } {
  try {
    const input = toPriceInput(pkg, selection, bookingConfig, coupon, services);
    const breakdown = priceBooking(input);
    return { prices: servicePrices(pkg, input, breakdown), breakdown };
  } catch (error) {
    if (error instanceof PricingInputError) throw new PriceCheckInvalid({ [error.field]: [error.message] });
    throw error;
  }
}

/** A selection priced as it would be booked now, with what the price check answers about it. */
export interface PricedSelection {
  pkg: PackageDetail;
  /** The selection with each event's ticket as it would be booked now. */
  selection: PackageSelection;
  /** The chosen flights as the supplier answers them now. */
  flights: ChosenFlights;
  /** The price now, line by line. */
  breakdown: PriceBreakdown;
  answer: PriceCheckResponse;
  /** The catalogue version the package was read under. */
  catalogueVersion: number;
  /** The gift card the coupon code names, when it is one: the booking takes its discount from the card's balance. */
  giftCardId: number | null;
}

/** null: no such package. */
export async function priceSelection(
  db: Executor,
  packageId: number,
  body: ParsedPriceCheckBody,
  today: string,
  locale: Locale,
  services: AvailabilityServices,
): Promise<PricedSelection | null> {
  const read = await readPricedPackage(db, packageId, locale, today);
  if (!read) return null;
  const { pkg, money, bookingConfig, catalogueVersion } = read;
  const coupon = body.coupon ? await findUsableCoupon(db, body.coupon.code.toUpperCase(), today, locale, money) : null;
  if (body.coupon && !coupon) {
    const refusal = await couponRefusal(db, body.coupon.code.toUpperCase(), today);
    throw new PriceCheckInvalid({ 'coupon.code': [refusal?.message ?? 'The coupon code is not valid'] });
  }
  const selection = selectionOf(pkg, body);
  if (bookingFlags(pkg, selection).isTicketOnly && (selection.hasInsurance || selection.hasMatchInsurance)) {
    throw new PriceCheckInvalid({ extra: ['a ticket-only booking has no insurance'] });
  }

  const flights = await chosenFlights(db, pkg, selection, askedLegs(body), locale, services, today);
  const ours = price(withShownTicketPrices(pkg, body), selection, bookingConfig, coupon, { flights: flights.ours }).prices;
  // Now: a ticket without seats for the holders is replaced as the page would (booking spec §4).
  const now = resolveTickets(pkg, selection.tickets, ticketHolders(selection));
  const current = { ...selection, tickets: now.map(({ eventId, ticketId }) => ({ eventId, ticketId })) };
  const priced = price(pkg, current, bookingConfig, coupon, { flights: flights.theirs });
  const theirs = priced.prices;

  const compared = (name: (typeof PRICE_CHECK_NAMES)[number]) => {
    const our = ours[name];
    const their = theirs[name];
    return our === null || our === undefined || their === null || their === undefined ? null : { ourPrice: Math.ceil(our), theirPrice: Math.ceil(their) };
  };
  const answer: PriceCheckResponse = {
    price: {
      hotels: compared('hotels'),
      outwardFlight: compared('outwardFlight'),
      returnFlight: compared('returnFlight'),
      tickets: compared('tickets'),
      total: { ourPrice: Math.ceil(ours.total), theirPrice: Math.ceil(theirs.total) },
    },
    changedPrices: findChangedPrices(ours, theirs),
    tickets: current.tickets.map(({ eventId, ticketId }) => ({
      eventId,
      ticketId,
      price: pkg.events.find((event) => event.id === eventId)?.tickets.find((ticket) => ticket.id === ticketId)?.price ?? 0,
    })),
  };
  return { pkg, selection: current, flights: flights.theirs, breakdown: priced.breakdown, answer, catalogueVersion, giftCardId: coupon?.giftCardId ?? null };
}

/** The price check's answer; null: no such package. */
export async function priceCheckAnswer(...args: Parameters<typeof priceSelection>): Promise<PriceCheckResponse | null> {
  return (await priceSelection(...args))?.answer ?? null;
}
