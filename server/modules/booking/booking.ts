/**
 * Placing a booking (booking spec §4 "Submit booking", §7 `POST bookings`).
 *
 * Before the transaction, on the pool (prepareBooking): the selection is
 * priced as it would be booked now, with the price check's own rules
 * (../package/price-check.ts: tickets resolved against the seats left, chosen
 * flights searched again); the countries and nationalities the people name
 * must be the shop's, and the people, rooms, answers and acceptances are
 * checked with the booking form's own schema for this trip
 * (lib/booking/details.ts); the total must be the one the visitor accepted
 * (409 `prices_changed` with what changed, nothing written). Nothing of this
 * holds a lock or a connection while it waits (issue 32: a rush of bookings).
 *
 * Then in the transaction (writeBooking), in this order:
 * 1. the booking under the next order number (./order-number.ts), which
 *    waits for no other booking;
 * 2. its travellers, rooms, invoice, confirmation mail and gift-card
 *    redemption, in one statement;
 * 3. last, after the idempotency key's answer: the seats, rooms and gift-card
 *    balance it takes, sent with the commit on PostgreSQL (./inventory.ts;
 *    409 `sold_out` when one is gone). Those rows are what concurrent
 *    bookings of a derby wait for, so their locks are held only while
 *    PostgreSQL takes them and commits, never while the rest of the booking
 *    is written or this process is busy with other visitors.
 * Any failure rolls the whole transaction back: a booking is all of these
 * rows or none of them.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { MATCH_NOT_SOLD, PRICES_CHANGED, SOLD_OUT, type ParsedBookingBody, type BookingResponse } from '@/lib/api/contract/booking';
import type { ParsedPriceCheckBody } from '@/lib/api/contract/price-check';
import { bookingTrip, tripIssues, type BookingTrip } from '@/lib/booking/details';
import { addDays, daysBetween, startOfDayIn } from '@/lib/calendar-day';
import type { Locale } from '@/lib/i18n/locales';
import { legOfFlight, type ChosenFlight, type ChosenFlights } from '@/lib/package/flights';
import { offersFlights } from '@/lib/package/price-input';
import { bookingFlags, ticketHolders, type BookingFlags } from '@/lib/package/selection';
import type { PriceBreakdown } from '@/lib/pricing';
import { dueDateOf } from '@/lib/legal/payment-due';
import { emergencyPhone } from '@/lib/site/emergency';
import { SITES } from '@/lib/site/sites';
import { keepUnder, keptUnder } from '@/server/cache';
import type { Executor } from '@/server/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  bookingPassengers,
  bookingRooms,
  cities,
  countries,
  giftCardRedemptions,
  hotelRoomTypes,
  hotels,
  invoices,
  nationalities,
  outboxMails,
  type BookedFlightLeg,
  type BookingPriceLine,
  type BookingSelection,
} from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import type { WriteResult } from '@/server/http/idempotency';
import { scheduledLegWithin } from '../availability/flights';
import type { AvailabilityServices } from '../availability/services';
import { outboxRow } from '../mail/outbox';
import { PriceCheckInvalid, priceSelection, VARIANT_UNAVAILABLE, type PricedSelection } from '../price-check/price-check';
import { confirmationMail } from './confirmation-mail';
import { mailedTripUrl } from '../trips/mail-link';
import { roomKinds, takeInventoryAndCommit, GiftCardShort, SoldOut, type RoomKind } from './inventory';
import { insertNumberedBooking } from './order-number';

/**
 * The write steps before the last, in order: a test may fail the booking after any of them.
 * `rows`: the travellers, rooms, invoice and confirmation mail, written in one statement.
 * The last, the seats, rooms and gift-card balance, commits on PostgreSQL (./inventory.ts).
 */
export const BOOKING_STEPS = ['booking', 'rows'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export interface BookingContext {
  locale: Locale;
  today: string;
  now: Date;
  services: AvailabilityServices;
  /** Called after each write step; a throw fails the booking there (the rollback and lock tests). */
  afterStep?: (step: BookingStep) => void | Promise<void>;
}

/** The instant an invoice falls due: when its due date has ended in the site's zone. */
export function dueAtOf(dueDate: string, locale: Locale): Date {
  return startOfDayIn(addDays(dueDate, 1), SITES[locale].timeZone);
}

/** The body as the price check takes it: the selection, with the insurance answers as it reads them. */
function asPriceCheck(body: ParsedBookingBody): ParsedPriceCheckBody {
  const { contactInfo: _contact, passengers: _passengers, leadGuests: _leads, comment: _comment, acceptedTotal: _accepted, extra, ...selection } = body;
  return {
    ...selection,
    extra: {
      hasInsurance: extra.hasInsurance === true,
      hasMatchInsurance: extra.hasMatchInsurance === true,
      isFlightLessBooking: extra.isFlightLessBooking,
      isHotelLessBooking: extra.isHotelLessBooking,
      isTransitLessBooking: extra.isTransitLessBooking,
    },
  };
}

export const validationFailed = (errors: Record<string, string[]>) => new HttpError(422, 'The request has invalid fields', 'validation_failed', errors);

async function price(tx: Executor, body: ParsedBookingBody, context: BookingContext): Promise<PricedSelection> {
  try {
    const priced = await priceSelection(tx, body.packageId, asPriceCheck(body), context.today, context.locale, context.services);
    if (!priced) throw new HttpError(404, 'Package not found', 'package_not_found');
    return priced;
  } catch (error) {
    if (error instanceof PriceCheckInvalid && error.code === VARIANT_UNAVAILABLE) throw new HttpError(409, 'The package is sold out', SOLD_OUT);
    if (error instanceof PriceCheckInvalid && error.code === MATCH_NOT_SOLD) throw new HttpError(409, error.message, MATCH_NOT_SOLD, error.errors);
    if (error instanceof PriceCheckInvalid) throw new HttpError(422, error.message, error.code, error.errors);
    throw error;
  }
}

function priceLines(breakdown: PriceBreakdown): BookingPriceLine[] {
  return breakdown.lines.map((line) => ({
    name: line.kind + (line.eventId !== undefined ? `:${line.eventId}` : '') + (line.hotelId !== undefined ? `:${line.hotelId}` : ''),
    amount: Math.round(line.total * 100) / 100,
  }));
}

/** A leg the visitor chose (or a flight offer's), with the airline's times as the supplier answered them at booking. */
function chosenLeg(flight: ChosenFlight): BookedFlightLeg {
  return {
    originAirport: flight.originAirport,
    destinationAirport: flight.destinationAirport,
    ...legOfFlight(flight),
    own: false,
  };
}

const ownLeg = (originAirport: string, destinationAirport: string): BookedFlightLeg => ({
  originAirport,
  destinationAirport,
  originName: null,
  destinationName: null,
  departure: null,
  arrival: null,
  airline: null,
  stops: null,
  own: true,
});

/** The legs a booking flies: each chosen leg as chosen, else the package's own; a flight offer's two legs; none without a flight. */
export function bookedFlights(pkg: PricedSelection['pkg'], selection: PricedSelection['selection'], flags: BookingFlags, flights: ChosenFlights): BookingSelection['flights'] {
  const own = flags.isFlightLessBooking ? null : pkg.defaultServices.flight;
  if (own) {
    return {
      outward: flights.outward ? chosenLeg(flights.outward) : ownLeg(own.originAirport, own.destinationAirport),
      return: flights.return ? chosenLeg(flights.return) : ownLeg(own.returnOriginAirport, own.returnDestinationAirport),
      offer: false,
    };
  }
  if (flights.outward && flights.return && offersFlights(pkg, selection, flags.includes.flight)) {
    return { outward: chosenLeg(flights.outward), return: chosenLeg(flights.return), offer: true };
  }
  return null;
}

function checkDetails(body: ParsedBookingBody, trip: BookingTrip, isResidualSale: boolean, priced: PricedSelection) {
  // The fields were parsed with the form's own field schemas (the contract's); the trip's rules are the form's too.
  const errors: Record<string, string[]> = {};
  for (const { path, message } of tripIssues(body, trip)) (errors[path.join('.')] ??= []).push(message);
  // Booking spec §1, §9: a residual-sale booking is the ticket alone.
  const flags = bookingFlags(priced.pkg, priced.selection);
  if (isResidualSale && (!flags.isFlightLessBooking || !flags.isHotelLessBooking || !flags.isTransitLessBooking || priced.flights.outward || priced.flights.return)) {
    (errors['extra.isResidualSaleBooking'] ??= []).push('a residual-sale booking has no flight, hotel or bus');
  }
  if (body.extra.isResidualSaleBooking !== isResidualSale) (errors['extra.isResidualSaleBooking'] ??= []).push('must say whether the package is a residual sale');
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

interface ReferenceIds {
  nationalities: ReadonlySet<number>;
  countries: ReadonlySet<number>;
}

/**
 * Every nationality and country id (the selects' lists), in one statement;
 * kept under the catalogue version when the caller read one in this
 * transaction (both tables move it on).
 */
async function referenceIds(tx: Executor, catalogueVersion?: number): Promise<ReferenceIds> {
  const kept = catalogueVersion === undefined ? undefined : keptUnder<ReferenceIds>('referenceIds', 'all', catalogueVersion);
  if (kept) return kept;
  const rows = await tx
    .select({ table: sql<'nationality' | 'country'>`'nationality'`, id: nationalities.id })
    .from(nationalities)
    .unionAll(tx.select({ table: sql<'nationality' | 'country'>`'country'`, id: countries.id }).from(countries));
  const ids: ReferenceIds = {
    nationalities: new Set(rows.filter((row) => row.table === 'nationality').map((row) => row.id)),
    countries: new Set(rows.filter((row) => row.table === 'country').map((row) => row.id)),
  };
  if (catalogueVersion !== undefined) keepUnder('referenceIds', 'all', catalogueVersion, ids);
  return ids;
}

/** Countries and nationalities the people name must be the shop's (the selects' lists). */
export async function checkReferences(tx: Executor, body: Pick<ParsedBookingBody, 'contactInfo' | 'passengers'>, catalogueVersion?: number): Promise<void> {
  const known = await referenceIds(tx, catalogueVersion);
  const errors: Record<string, string[]> = {};
  if (!known.nationalities.has(body.contactInfo.nationalityId)) errors['contactInfo.nationalityId'] = ['is not a nationality'];
  if (!known.countries.has(body.contactInfo.countryId)) errors['contactInfo.countryId'] = ['is not a country'];
  body.passengers.forEach((traveller, index) => {
    if (!known.nationalities.has(traveller.nationalityId)) errors[`passengers.${index}.nationalityId`] = ['is not a nationality'];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
}

/** A new invoice as the booking's answer shows it: nothing paid yet, the whole total due. */
export function newInvoice(invoice: { uuid: string; orderNumber: number; orderDate: string; currency: string; total: number; discount: number; dueDate: string; status?: 'pending' | 'paid' }): BookingResponse['booking']['invoice'] {
  return { ...invoice, amount: invoice.total + invoice.discount, totalPaid: 0, amountDue: invoice.total, status: invoice.status ?? 'pending' };
}

/** The traveller rows of a booking or preorder, in their order (1 = the first). */
export function travellerRows(bookingId: number, travellers: ParsedBookingBody['passengers']): (typeof bookingPassengers.$inferInsert)[] {
  return travellers.map((traveller, index) => ({
    bookingId,
    position: index + 1,
    title: traveller.title,
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    birthDate: traveller.birthDate,
    nationalityId: traveller.nationalityId,
    hasTicket: traveller.hasTicket,
  }));
}

/** A booking priced and checked, ready to be written. */
export interface PreparedBooking {
  body: ParsedBookingBody;
  priced: PricedSelection;
  total: number;
  holders: number;
  hotelId: number | null;
  /** The kind of room each booked room takes (./inventory.ts roomKinds), in the rooms' order. */
  kinds: RoomKind[];
  /** Where the booked hotel is, for the contract's main characteristics; null without a hotel. */
  hotelPlace: { address: string; city: string } | null;
  /** The legs the booking stores (./booking.ts bookedFlights). */
  bookedLegs: BookingSelection['flights'];
  /** The same with the package's own legs at the airline's scheduled times, for the mail's approximate times (booked legs keep theirs). */
  flights: BookingSelection['flights'];
}

/** A hotel's address and town in the booking's language. */
async function hotelPlaceOf(db: Executor, hotelId: number, locale: Locale): Promise<{ address: string; city: string } | null> {
  const [place] = await db
    .select({ address: hotels.address, city: sql<string>`coalesce(${cities.name} ->> ${locale}, ${cities.nameEn})` })
    .from(hotels)
    .innerJoin(cities, eq(cities.id, hotels.cityId))
    .where(eq(hotels.id, hotelId));
  return place ?? null;
}

/** Everything a booking reads and checks, before its transaction: no row it reads is locked. */
export async function prepareBooking(db: Executor, body: ParsedBookingBody, context: BookingContext): Promise<PreparedBooking> {
  const priced = await price(db, body, context);
  await checkReferences(db, body, priced.catalogueVersion);
  const { pkg, selection, flights, answer } = priced;
  const trip = bookingTrip(pkg, selection, flights, context.today);
  checkDetails(body, trip, pkg.isResidualSale, priced);

  const total = answer.price.total.theirPrice;
  const changed = answer.changedPrices;
  if (total !== body.acceptedTotal || (changed.length > 0 && !body.extra.isChangedPricesAccepted)) {
    const changedPrices = changed.some((entry) => entry.name === 'total') || total === body.acceptedTotal ? changed : [...changed, { name: 'total' as const, ourPrice: body.acceptedTotal, theirPrice: total }];
    throw new HttpError(409, 'The prices have changed since you accepted them', PRICES_CHANGED, undefined, undefined, { changedPrices, total });
  }

  const flags = bookingFlags(pkg, selection);
  const hotelId = flags.isHotelLessBooking ? null : (selection.hotelIds[0] ?? pkg.hotels.find((hotel) => hotel.isDefault)?.id ?? null);
  const offered = pkg.hotels.find((hotel) => hotel.id === hotelId)?.rooms.map((room) => room.roomType) ?? [];
  try {
    const kinds = hotelId === null ? [] : roomKinds(offered, selection.rooms);
    const travelDate = selection.period?.startDate ?? pkg.startDate;
    const endDate = selection.period?.endDate ?? pkg.endDate;
    const booked = bookedFlights(pkg, selection, flags, flights);
    // The contract gives a package flight's approximate times: the airline's schedule on the trip's days, as the invoice shows them.
    const timed = async (direction: 'outward' | 'return', leg: BookedFlightLeg | null): Promise<BookedFlightLeg | null> => {
      if (!leg || !leg.own) return leg;
      const flight = await scheduledLegWithin(db, pkg.id, direction, leg, direction === 'outward' ? travelDate : endDate, context);
      return flight ? { ...leg, ...legOfFlight(flight) } : leg;
    };
    // The hotel's place and the two schedules are independent: asked side by side.
    const [hotelPlace, outward, back] = await Promise.all([
      hotelId === null ? null : hotelPlaceOf(db, hotelId, context.locale),
      booked ? timed('outward', booked.outward) : null,
      booked ? timed('return', booked.return) : null,
    ]);
    return { body, priced, total, holders: ticketHolders(selection), hotelId, kinds, hotelPlace, bookedLegs: booked, flights: booked ? { ...booked, outward, return: back } : booked };
  } catch (error) {
    throw soldOutAnswer(error);
  }
}

function soldOutAnswer(error: unknown): unknown {
  if (error instanceof SoldOut) return new HttpError(409, error.what === 'ticket' ? 'The tickets are sold out' : 'The hotel has no more rooms of this kind', SOLD_OUT);
  return error;
}

/** The first room type of a kind in the hotel: the row the booking's room takes (as ./inventory.ts does). */
const firstRoomTypeOf = (tx: Executor, hotelId: number, kind: RoomKind) =>
  sql<number>`(${tx
    .select({ id: hotelRoomTypes.id })
    .from(hotelRoomTypes)
    .where(and(eq(hotelRoomTypes.hotelId, hotelId), eq(hotelRoomTypes.roomType, kind)))
    .orderBy(asc(hotelRoomTypes.id))
    .limit(1)})`;

/**
 * Writes a prepared booking in the caller's transaction. Answers the booking
 * with its `finish`: the seats, rooms and gift-card balance, taken last.
 */
export async function writeBooking(tx: Executor, prepared: PreparedBooking, context: BookingContext): Promise<WriteResult<BookingResponse>> {
  const { body, priced, total, holders, hotelId, kinds, hotelPlace, bookedLegs, flights: timedLegs } = prepared;
  const { pkg, selection, flights, breakdown, answer } = priced;
  const step = async (name: BookingStep) => context.afterStep?.(name);
  const flags = bookingFlags(pkg, selection);
  const discount = Math.round(breakdown.couponDiscount);
  const travelDate = selection.period?.startDate ?? pkg.startDate;
  const endDate = selection.period?.endDate ?? pkg.endDate;
  const hotel = pkg.hotels.find((candidate) => candidate.id === hotelId);
  const route = pkg.transitRoutes[0];
  // The contract's terms as agreed now: the confirmation mail gives them, the invoice shows them, whatever the catalogue says later.
  const terms = { reducedMobility: pkg.reducedMobility, terminationFees: pkg.terminationFees, destinationCountry: pkg.destination.country.code };
  const transit = flags.isTransitLessBooking ? null : selection.transit;
  const transitRoute = flags.isTransitLessBooking || !route ? null : { from: route.originCity.name, to: route.destinationCity.name };
  const booking = await insertNumberedBooking(tx, {
    kind: 'booking',
    locale: context.locale,
    currency: SITES[context.locale].currency,
    packageId: pkg.id,
    adults: selection.adults,
    children: selection.children,
    startDate: travelDate,
    endDate,
    selection: {
      type: selection.type,
      tickets: answer.tickets.map((ticket) => ({ ...ticket, holders })),
      hotel: hotelId === null ? null : { hotelId, name: hotel?.name ?? '', stars: hotel?.star ?? 0 },
      outwardFlight: flights.outward && { uid: flights.outward.uid, price: flights.outward.price },
      returnFlight: flights.return && { uid: flights.return.uid, price: flights.return.price },
      flights: bookedLegs,
      transit,
      transitRoute,
      without: selection.without,
      couponCode: selection.couponCode,
      terms,
    },
    priceLines: priceLines(breakdown),
    total,
    flags: { ...body.extra, isResidualSaleBooking: pkg.isResidualSale },
    contact: body.contactInfo,
    comment: body.comment,
    createdAt: context.now,
  });
  const { orderNumber } = booking;
  await step('booking');

  const dueDate = dueDateOf(context.today, travelDate, SITES[context.locale].payment.dueDays);
  // Nothing to pay (a gift card covered it all): paid as it is written.
  const status = total === 0 ? 'paid' : 'pending';
  const uuid = randomUUID();
  const mail = confirmationMail({
    kind: 'booking',
    locale: context.locale,
    bookingId: booking.id,
    orderNumber,
    invoiceUuid: uuid,
    recipient: body.contactInfo.email,
    firstName: body.contactInfo.firstName,
    packageTitle: pkg.title,
    events: pkg.events,
    startDate: travelDate,
    endDate,
    travellers: selection.adults + selection.children,
    total,
    dueDate,
    tripUrl: await mailedTripUrl(tx, { id: booking.id, locale: context.locale, endDate }, context.now),
  }, {
    destination: { city: pkg.destination.city.name, country: pkg.destination.country.name },
    nights: daysBetween(travelDate, endDate),
    tickets: answer.tickets.flatMap((ticket) => {
      const event = pkg.events.find((candidate) => candidate.id === ticket.eventId);
      const bought = event?.tickets.find((candidate) => candidate.id === ticket.ticketId);
      return event ? [{ eventTitle: event.title, category: bought?.venueBlock.name ?? null, venue: [event.venue.name, event.venue.city.name].join(', '), seats: holders }] : [];
    }),
    flights: timedLegs ?? null,
    bus: transit && transitRoute ? { ...transitRoute, outward: transit.outward, return: transit.return } : null,
    hotel: hotelId === null ? null : { name: hotel?.name ?? '', stars: hotel?.star ?? null, address: hotelPlace?.address ?? null, city: hotelPlace?.city ?? null },
    requests: body.comment ?? null,
    emergency: emergencyPhone(context.locale),
    terms,
  });
  // What hangs on the booking, in one statement: its travellers, rooms, invoice and gift-card
  // redemption as data-modifying CTEs (each runs exactly once, read or not) beside its mail.
  const travellers = tx.$with('written_travellers').as(tx.insert(bookingPassengers).values(travellerRows(booking.id, body.passengers)));
  const invoice = tx.$with('written_invoice').as(
    tx.insert(invoices).values({
      uuid,
      bookingId: booking.id,
      currency: SITES[context.locale].currency,
      amount: total + discount,
      discount,
      total,
      dueDate,
      dueAt: dueAtOf(dueDate, context.locale),
      status,
      createdAt: context.now,
    }),
  );
  const rooms =
    hotelId === null || kinds.length === 0
      ? []
      : [
          tx.$with('written_rooms').as(
            tx.insert(bookingRooms).values(
              selection.rooms.map((room, index) => ({
                bookingId: booking.id,
                position: index + 1,
                hotelRoomTypeId: firstRoomTypeOf(tx, hotelId, kinds[index]!),
                roomType: room.roomType,
                adults: room.adults,
                children: room.children,
                leadPassenger: body.leadGuests[index]!,
              })),
            ),
          ),
        ];
  const redemption =
    priced.giftCardId !== null && discount > 0
      ? [tx.$with('written_redemption').as(tx.insert(giftCardRedemptions).values({ giftCardId: priced.giftCardId, bookingId: booking.id, amount: discount, createdAt: context.now }))]
      : [];
  await tx
    .with(travellers, ...rooms, invoice, ...redemption)
    .insert(outboxMails)
    .values(outboxRow(mail, context.now));
  await step('rows');

  const finish = async (last: Executor) => {
    try {
      await takeInventoryAndCommit(last, {
        tickets: selection.tickets.map(({ ticketId }) => ({ ticketId, seats: holders })),
        rooms: hotelId === null ? null : { hotelId, kinds },
        giftCard: priced.giftCardId === null ? null : { id: priced.giftCardId, amount: discount },
      });
    } catch (error) {
      // Another booking took from the gift card first: the price has changed.
      if (error instanceof GiftCardShort) {
        const theirPrice = total + discount - Math.min(error.balance, discount);
        throw new HttpError(409, 'The prices have changed since you accepted them', PRICES_CHANGED, undefined, undefined, {
          changedPrices: [{ name: 'total', ourPrice: body.acceptedTotal, theirPrice }],
          total: theirPrice,
        });
      }
      throw soldOutAnswer(error);
    }
  };

  return {
    status: 201,
    body: {
      orderNumber,
      finalPrice: total,
      uuid,
      booking: {
        invoice: newInvoice({ uuid, orderNumber, orderDate: context.today, currency: SITES[context.locale].currency, total, discount, dueDate, status }),
      },
    },
    finish,
  };
}

/** The whole booking in the caller's transaction, its inventory last: what the route does in two parts. */
export async function placeBooking(tx: Executor, body: ParsedBookingBody, context: BookingContext): Promise<WriteResult<BookingResponse>> {
  const { finish, ...result } = await writeBooking(tx, await prepareBooking(tx, body, context), context);
  await finish?.(tx);
  return result;
}
