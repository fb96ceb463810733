/**
 * The price check (booking spec §4 "Price changes", §7
 * `POST packages/{id}/service-availability`): prices the visitor's selection
 * twice with the page's own engine (docs/adr/0005), once as the page showed
 * it ("our" prices: the ticket prices it sent) and once as it would be booked
 * now ("their" prices: tickets and seats read from the database now, a
 * ticket without seats for the holders replaced by the next cheapest; flight
 * and hotel at the package's own prices until the suppliers price them).
 */
import type { Coupon } from '@/lib/api/contract/coupons';
import type { PackageDetail } from '@/lib/api/contract/packages';
import type { ParsedPriceCheckBody, PriceCheckResponse } from '@/lib/api/contract/price-check';
import { toPriceInput, servicePrices } from '@/lib/booking/price-input';
import { validateRooms, validateTravellers, type RoomError, type TravellerError } from '@/lib/booking/rooms';
import {
  bookingFlags,
  checkTravelPeriod,
  canChangeTravelPeriod,
  resolveTickets,
  ticketHolders,
  variantServices,
  type BookingSelection,
} from '@/lib/booking/selection';
import type { Locale } from '@/lib/i18n/locales';
import { packageVariants } from '@/lib/packages/variants';
import { findChangedPrices, priceBooking, PricingInputError, PRICE_CHECK_NAMES, type ServicePrices } from '@/lib/pricing';
import type { Executor } from '@/server/db';
import { findUsableCoupon } from '../coupons/coupons';
import { findCms } from '../content/cms';
import { findPackage } from '../packages/packages';

/** A selection the package does not allow: answered 422 with these field messages. */
export class PriceCheckInvalid extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super('The selection is not possible for this package');
    this.name = 'PriceCheckInvalid';
  }
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
function selectionOf(pkg: PackageDetail, body: ParsedPriceCheckBody): BookingSelection {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const passengers = body.adults + body.children;

  const offered = packageVariants(pkg).find((option) => option.variant === body.type);
  if (!offered) add('type', `the package has no ${body.type} variant`);
  else if (!offered.available) add('type', `the ${body.type} variant is not available`);

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

  const { startDate, endDate } = body.services;
  let period: BookingSelection['period'] = null;
  if ((startDate === undefined) !== (endDate === undefined)) add(startDate === undefined ? 'services.startDate' : 'services.endDate', 'is required with the other date');
  else if (startDate !== undefined && endDate !== undefined && (startDate !== pkg.startDate || endDate !== pkg.endDate)) {
    const check = checkTravelPeriod(pkg, startDate, endDate);
    if (!check.ok) {
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
    ofid: null,
    rfid: null,
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

function price(pkg: PackageDetail, selection: BookingSelection, bookingConfig: { flightLessDiscount: number; hotelLessDiscount: number }, coupon: Coupon | null): ServicePrices {
  try {
    const input = toPriceInput(pkg, selection, bookingConfig, coupon);
    return servicePrices(pkg, input, priceBooking(input));
  } catch (error) {
    if (error instanceof PricingInputError) throw new PriceCheckInvalid({ [error.field]: [error.message] });
    throw error;
  }
}

/** null: no such package. */
export async function checkPrices(db: Executor, packageId: number, body: ParsedPriceCheckBody, today: string, locale: Locale): Promise<PriceCheckResponse | null> {
  const [pkg, cms, coupon] = await Promise.all([
    findPackage(db, packageId, locale),
    findCms(db, locale),
    body.coupon ? findUsableCoupon(db, body.coupon.code.toUpperCase(), today, locale) : null,
  ]);
  if (!pkg) return null;
  if (body.coupon && !coupon) throw new PriceCheckInvalid({ 'coupon.code': ['The coupon code is not valid'] });
  if (!cms) throw new Error(`No CMS content for the site "${locale}"`);
  const selection = selectionOf(pkg, body);
  if (bookingFlags(pkg, selection).isTicketOnly && (selection.hasInsurance || selection.hasMatchInsurance)) {
    throw new PriceCheckInvalid({ extra: ['a ticket-only booking has no insurance'] });
  }

  const ours = price(withShownTicketPrices(pkg, body), selection, cms.bookingConfig, coupon);
  // Now: a ticket without seats for the holders is replaced as the page would (booking spec §4).
  const now = resolveTickets(pkg, selection.tickets, ticketHolders(selection));
  const current = { ...selection, tickets: now.map(({ eventId, ticketId }) => ({ eventId, ticketId })) };
  const theirs = price(pkg, current, cms.bookingConfig, coupon);

  const compared = (name: (typeof PRICE_CHECK_NAMES)[number]) => {
    const our = ours[name];
    const their = theirs[name];
    return our === null || our === undefined || their === null || their === undefined ? null : { ourPrice: Math.ceil(our), theirPrice: Math.ceil(their) };
  };
  return {
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
}
