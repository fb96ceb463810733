/**
 * An invoice as its page and `GET invoices/{uuid}` show it (booking spec §3
 * "Invoice"): the amounts, the status, what a bank transfer quotes, the
 * payments, who it is made out to (`member`: the booking's contact person or
 * the gift card's buyer), and what it bills: a booking (the trip, its
 * travellers and tickets, the travellers' payment links) or a gift card.
 * A gift card withdrawn from or a trip cancelled closes the invoice: nothing
 * is due and nothing falls due, and the answer says what goes back instead
 * and whether it has (`giftCard.withdrawal`, `cancellation`: one shape).
 */
import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { PRICE_LINE_KINDS } from '@/lib/api/contract/constants';
import type { FlightDirection } from '@/lib/api/contract/availability';
import { TIMEPOINTS, type BookingCancelledBy, type InvoiceFlightLeg, type InvoiceMember, type InvoiceResponse } from '@/lib/api/contract/booking';
import type { RefundReason, RefundStatus } from '@/lib/api/contract/payments';
import { PRICE_CHECK_VARIANTS } from '@/lib/api/contract/price-check';
import { daysBetween } from '@/lib/calendar-day';
import { refundLastDay, withdrawalEndsAt, withdrawalLastDay } from '@/lib/gift-cards/withdrawal';
import { messageReferenceOf, referenceCodeOf } from '@/lib/booking/payment-reference';
import type { Locale } from '@/lib/i18n/locales';
import { legOfFlight } from '@/lib/package/flights';
import { emergencyPhone } from '@/lib/site/emergency';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import type { PriceLineKind } from '@/lib/pricing';
import { readAll } from '@/server/db/reads';
import {
  bookingChanges,
  bookingPassengers,
  bookingRooms,
  bookings,
  cities,
  countries,
  events,
  giftCards,
  hotels,
  invoices,
  packages,
  sportCategories,
  tickets,
  venueBlocks,
  venues,
  type BookedFlightLeg,
  type BookingContact,
  type BookingPriceLine,
} from '@/server/db/schema';
import { scheduledLegWithin } from '../availability/flights';
import type { AvailabilityServices } from '../availability/services';
import { timeZoneOf } from '../geography/time-zones';
import { paymentGateways } from '../payments/gateways';
import { transactionsOf } from '../payments/payments';
import { sharesOf } from '../payments/shares';
import { readTerminationFees } from '../packages/termination-fees';

type Invoice = InvoiceResponse['invoice'];
type InvoiceLine = NonNullable<Invoice['booking']>['lines'][number];

/** A kept price line (`kind`, `kind:eventId` or `kind:hotelId`) with the match or hotel it is about. */
function lineOf(line: BookingPriceLine, names: { event: (id: number) => string | undefined; hotel: (id: number) => string | undefined }): InvoiceLine {
  const [kind = '', id] = line.name.split(':');
  const known = (PRICE_LINE_KINDS as readonly string[]).includes(kind) ? (kind as PriceLineKind) : 'package';
  const about = id === undefined ? undefined : known === 'hotel' ? names.hotel(Number(id)) : names.event(Number(id));
  return { name: line.name, kind: known, about: about ?? null, amount: line.amount };
}

/** A kept leg as the invoice shows it: a chosen one with the times it was booked at. */
function legOf(leg: BookedFlightLeg | null): InvoiceFlightLeg | null {
  if (!leg) return null;
  const { own: _own, ...shown } = leg;
  return { ...shown, times: leg.departure !== null && leg.arrival !== null ? 'booked' : null };
}

const isTimepoint = (value: string): value is (typeof TIMEPOINTS)[number] => (TIMEPOINTS as readonly string[]).includes(value);
const isVariant = (value: string): value is (typeof PRICE_CHECK_VARIANTS)[number] => (PRICE_CHECK_VARIANTS as readonly string[]).includes(value);

/** The contact person the booking's invoice is made out to; null once the booking's personal data were purged. */
function memberOfContact(contact: BookingContact | null): InvoiceMember | null {
  if (!contact) return null;
  const { title, firstName, lastName, email, phoneCode, mobile, address, postCode, city, isCompany, companyName, companyTaxNumber } = contact;
  return { title, firstName, lastName, email, phone: `${phoneCode}${mobile}`, address, postCode, city, isCompany, companyName: isCompany ? companyName : null, companyTaxNumber: isCompany ? companyTaxNumber : null };
}

async function bookingOf(db: Executor, bookingId: number, locale: Locale) {
  const [row] = await db
    .select({
      booking: bookings,
      packageSlug: packages.slug,
      packageTitle: sql<string>`${packages.title} ->> ${locale}`,
      destination: { city: sql<string>`coalesce(${cities.name} ->> ${locale}, ${cities.nameEn})`, country: sql<string>`coalesce(${countries.name} ->> ${locale}, ${countries.code})` },
      countryCode: countries.code,
      reducedMobility: packages.reducedMobility,
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .innerJoin(cities, eq(cities.id, packages.destinationCityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`The invoice's booking ${bookingId} is missing`);
  const { booking } = row;
  const { selection } = booking;
  const booked = selection?.tickets ?? [];
  const lineHotels = booking.priceLines.flatMap((line) => (line.name.startsWith('hotel:') ? [Number(line.name.slice('hotel:'.length))] : []));
  const bookedHotel = selection?.hotel?.hotelId;
  const [travellers, rooms, eventRows, hotelRows, categoryRows, placeRows] = await readAll(db, [
    () =>
      db
        .select({ title: bookingPassengers.title, firstName: bookingPassengers.firstName, lastName: bookingPassengers.lastName, hasTicket: bookingPassengers.hasTicket })
        .from(bookingPassengers)
        .where(eq(bookingPassengers.bookingId, booking.id))
        .orderBy(asc(bookingPassengers.position)),
    () =>
      db
        .select({ roomType: bookingRooms.roomType, adults: bookingRooms.adults, children: bookingRooms.children })
        .from(bookingRooms)
        .where(eq(bookingRooms.bookingId, booking.id))
        .orderBy(asc(bookingRooms.position)),
    async () =>
      booked.length === 0
        ? []
        : db
            .select({
              id: events.id,
              title: sql<string>`${events.title} ->> ${locale}`,
              eventDateTime: events.eventDateTime,
              fixtureStatus: events.fixtureStatus,
              venue: venues.name,
              sport: sportCategories.slug,
              countryCode: countries.code,
            })
            .from(events)
            .innerJoin(sportCategories, eq(sportCategories.id, events.sportCategoryId))
            .innerJoin(venues, eq(venues.id, events.venueId))
            .innerJoin(cities, eq(cities.id, venues.cityId))
            .innerJoin(countries, eq(countries.id, cities.countryId))
            .where(inArray(events.id, [...new Set(booked.map((ticket) => ticket.eventId))])),
    async () => (lineHotels.length === 0 ? [] : db.select({ id: hotels.id, name: hotels.name }).from(hotels).where(inArray(hotels.id, lineHotels))),
    // The ticket category bought: the venue block of the ticket the booking kept, in the invoice's language.
    async () =>
      booked.length === 0
        ? []
        : db
            .select({ id: tickets.id, category: sql<string | null>`${venueBlocks.name} ->> ${locale}` })
            .from(tickets)
            .innerJoin(venueBlocks, eq(venueBlocks.id, tickets.venueBlockId))
            .where(inArray(tickets.id, [...new Set(booked.map((ticket) => ticket.ticketId))])),
    // Where the booked hotel is: the contract's "location" of the accommodation.
    async () =>
      bookedHotel === undefined
        ? []
        : db
            .select({ address: hotels.address, city: sql<string>`coalesce(${cities.name} ->> ${locale}, ${cities.nameEn})` })
            .from(hotels)
            .innerJoin(cities, eq(cities.id, hotels.cityId))
            .where(eq(hotels.id, bookedHotel)),
  ]);
  const place = placeRows[0];
  // A booking made before its terms were kept shows the catalogue's.
  const terms = selection?.terms ?? {
    reducedMobility: row.reducedMobility,
    terminationFees: await readTerminationFees(db),
    destinationCountry: row.countryCode,
  };
  const eventOf = new Map(eventRows.map((event) => [event.id, event]));
  const categoryOf = new Map(categoryRows.map((ticket) => [ticket.id, ticket.category]));
  const hotelName = new Map(hotelRows.map((hotel) => [hotel.id, hotel.name]));
  const flags = booking.flags;
  const answer = (value: boolean | null | undefined) => (typeof value === 'boolean' ? value : null);
  return {
    orderNumber: booking.orderNumber,
    locale: booking.locale,
    cancelled: booking.cancelledAt && booking.cancelledBy ? { at: booking.cancelledAt, by: booking.cancelledBy } : null,
    member: memberOfContact(booking.contact),
    booking: {
      kind: booking.kind,
      package: { id: booking.packageId, slug: row.packageSlug, title: row.packageTitle },
      startDate: booking.startDate,
      endDate: booking.endDate,
      destination: row.destination,
      adults: booking.adults,
      children: booking.children,
      travellers,
      variant: selection && isVariant(selection.type) ? selection.type : null,
      lines: booking.priceLines.map((line) => lineOf(line, { event: (id) => eventOf.get(id)?.title, hotel: (id) => hotelName.get(id) })),
      tickets: booked.flatMap((ticket) => {
        const event = eventOf.get(ticket.eventId);
        return event
          ? [
              {
                eventTitle: event.title,
                eventDateTime: event.eventDateTime.toISOString(),
                timeZone: timeZoneOf(event.countryCode),
                fixtureStatus: event.fixtureStatus,
                seats: ticket.holders,
                category: categoryOf.get(ticket.ticketId) ?? null,
                venue: event.venue,
                sportCategory: { slug: event.sport },
              },
            ]
          : [];
      }),
      hotel: selection?.hotel
        ? {
            name: selection.hotel.name,
            stars: selection.hotel.stars ?? null,
            address: place ? (place.address.includes(place.city) ? place.address : `${place.address}, ${place.city}`) : null,
            nights: daysBetween(booking.startDate, booking.endDate),
            checkin: booking.startDate,
            checkout: booking.endDate,
            rooms,
          }
        : null,
      flights: selection?.flights ? { outward: legOf(selection.flights.outward), return: legOf(selection.flights.return), offer: selection.flights.offer } : null,
      transit:
        selection?.transit && selection.transitRoute && isTimepoint(selection.transit.outward) && isTimepoint(selection.transit.return)
          ? { ...selection.transitRoute, outward: selection.transit.outward, return: selection.transit.return }
          : null,
      insurance: { travel: answer(flags.hasInsurance), match: answer(flags.hasMatchInsurance) },
    } satisfies Invoice['booking'],
    contract: booking.kind === 'booking' ? { requests: booking.comment?.trim() || null, emergency: emergencyPhone(booking.locale), ...terms } : null,
  };
}

async function giftCardOf(db: Executor, giftCardId: number) {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.id, giftCardId));
  if (!card) throw new Error(`The invoice's gift card ${giftCardId} is missing`);
  return {
    orderNumber: card.orderNumber,
    locale: card.locale,
    // The buyer: the name the card is given from, the buyer's own address and phone (the postal address is the recipient's).
    member: { title: null, firstName: card.fromName, lastName: null, email: card.email, phone: card.phone, address: null, postCode: null, city: null, isCompany: false, companyName: null, companyTaxNumber: null } satisfies InvoiceMember,
    giftCard: {
      amount: card.amount,
      to: card.toName,
      from: card.fromName,
      recipientName: card.recipientName,
      sendByPost: card.sendByPost,
      // The buyer's key to the invoice shows the code once it is paid and issued.
      code: card.code,
      balance: card.status === 'awaiting_payment' ? null : card.balance,
      withdrawal: {
        lastDay: withdrawalLastDay(card.createdAt, SITES[card.locale].timeZone),
        endsAt: withdrawalEndsAt(card.createdAt, SITES[card.locale].timeZone).toISOString(),
        withdrawnAt: card.withdrawnAt?.toISOString() ?? null,
        refund: card.withdrawalRefund,
        // Told from the payments (refundStatusOf) once they are read.
        refundStatus: null,
      },
    } satisfies NonNullable<Invoice['giftCard']>,
  };
}

/**
 * Whether what an order gives back (a gift card withdrawn from, a trip cancelled: the payments marked with `reason`)
 * has gone back: `refunded` once those payments were refunded by their gateways for all of it, else `refunding` (a
 * part paid by bank transfer goes back by hand, and stays `refunding` here); null when nothing goes back.
 */
function refundStatusOf(refund: number | null, transactions: Invoice['transactions'], reason: RefundReason): RefundStatus | null {
  if (!refund) return null;
  const refunded = transactions
    .filter((transaction) => transaction.refundReason === reason && transaction.status === 'refunded')
    .reduce((sum, transaction) => sum + (transaction.refundAmount ?? transaction.amount), 0);
  return refunded >= refund ? 'refunded' : 'refunding';
}

/**
 * A cancelled trip's settlement as its cancellation recorded it (the `cancelled` change, ./../trips/termination.ts),
 * with the payments it goes back through and whether it has gone back. A cancellation recorded without its terms
 * (none is, by the shop's own paths) reads what went back from the payments and what was kept from the invoice.
 */
async function cancellationOf(
  db: Executor,
  bookingId: number,
  cancelled: { at: Date; by: BookingCancelledBy },
  kept: number,
  transactions: Invoice['transactions'],
  timeZone: string,
): Promise<NonNullable<Invoice['cancellation']>> {
  const [change] = await db
    .select({ detail: bookingChanges.detail })
    .from(bookingChanges)
    .where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.kind, 'cancelled')))
    .orderBy(desc(bookingChanges.id))
    .limit(1);
  const detail = (change?.detail ?? {}) as Partial<Record<'percent' | 'price' | 'fee' | 'transferFees' | 'refund' | 'feeDue', number>>;
  // Newest first, as they were marked.
  const refundTo = transactions
    .filter((transaction) => transaction.refundReason === 'cancelled')
    .toReversed()
    .map((transaction) => ({ gateway: transaction.gateway, amount: transaction.refundAmount ?? transaction.amount }));
  const refund = detail.refund ?? refundTo.reduce((sum, part) => sum + part.amount, 0);
  const transferFees = detail.transferFees ?? 0;
  return {
    at: cancelled.at.toISOString(),
    by: cancelled.by,
    percent: detail.percent ?? null,
    price: detail.price ?? null,
    fee: detail.fee ?? kept - transferFees,
    transferFees,
    refund,
    refundStatus: refundStatusOf(refund, transactions, 'cancelled'),
    refundTo,
    refundBy: refundLastDay(cancelled.at, timeZone),
    feeDue: detail.feeDue ?? 0,
  };
}

/** null: no invoice has this uuid. */
export async function findInvoice(db: Executor, uuid: string, locale: Locale): Promise<InvoiceResponse | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.uuid, uuid)).limit(1);
  if (!invoice) return null;
  const billed =
    invoice.bookingId !== null ? { ...(await bookingOf(db, invoice.bookingId, locale)), giftCard: null } : { ...(await giftCardOf(db, invoice.giftCardId!)), booking: null, contract: null };
  const site = SITES[billed.locale];
  const transactions = await transactionsOf(db, { invoiceId: invoice.id });
  const { giftCard } = billed;
  const cancellation = 'cancelled' in billed && billed.cancelled ? await cancellationOf(db, invoice.bookingId!, billed.cancelled, invoice.totalPaid, transactions, site.timeZone) : null;
  // A gift card withdrawn from, a trip cancelled: the invoice is closed by the customer, nothing is due and nothing falls due any more.
  const withdrawn = (giftCard !== null && giftCard.withdrawal.withdrawnAt !== null) || cancellation !== null;
  return {
    invoice: {
      uuid: invoice.uuid,
      orderNumber: billed.orderNumber,
      orderDate: invoice.createdAt.toISOString().slice(0, 10),
      currency: invoice.currency,
      amount: invoice.amount,
      discount: invoice.discount,
      total: invoice.total,
      totalPaid: invoice.totalPaid,
      amountDue: withdrawn ? 0 : Math.max(0, invoice.total - invoice.totalPaid),
      dueDate: withdrawn ? null : invoice.dueDate,
      dueAt: withdrawn ? null : invoice.dueAt.toISOString(),
      status: invoice.status,
      referenceCode: referenceCodeOf(billed.orderNumber, billed.locale),
      messageReference: messageReferenceOf(billed.orderNumber),
      accountNumber: site.payment.bank.account,
      financialInstitution: site.payment.bank.institution,
      booking: billed.booking,
      cancellation,
      giftCard: giftCard && { ...giftCard, withdrawal: { ...giftCard.withdrawal, refundStatus: refundStatusOf(giftCard.withdrawal.refund, transactions, 'withdrawn') } },
      contract: billed.contract,
      member: billed.member,
      transactions,
      paymentGateways: [...paymentGateways().keys()].map((name) => ({ name })),
      shares: invoice.bookingId === null ? [] : await sharesOf(db, { id: invoice.id, bookingId: invoice.bookingId, status: invoice.status }, locale),
    },
  };
}


/**
 * The invoice with the times of the package's own flight legs (those bought
 * as their airports: the package's flight, not one the visitor chose), as the
 * airline's schedule flies them on the trip's days, found as the package
 * page finds them. Each leg waits at most `waitMs`; a day past, a supplier
 * that fails or is slow leaves the leg as it is (times null).
 */
export async function withScheduledLegs(
  db: Executor,
  invoice: InvoiceResponse,
  context: { locale: Locale; today: string; services: AvailabilityServices; waitMs?: number },
): Promise<InvoiceResponse> {
  const booking = invoice.invoice.booking;
  const flights = booking?.flights;
  if (!booking || !flights || booking.kind !== 'booking') return invoice;
  const dayOf = { outward: booking.startDate, return: booking.endDate } as const;
  const scheduled = async (direction: FlightDirection, leg: InvoiceFlightLeg | null): Promise<InvoiceFlightLeg | null> => {
    if (!leg || leg.times !== null) return leg;
    const flight = await scheduledLegWithin(db, booking.package.id, direction, leg, dayOf[direction], context);
    if (!flight) return leg;
    return {
      ...leg,
      ...legOfFlight(flight),
      times: 'schedule',
    };
  };
  const [outward, back] = await Promise.all([scheduled('outward', flights.outward), scheduled('return', flights.return)]);
  return { invoice: { ...invoice.invoice, booking: { ...booking, flights: { ...flights, outward, return: back } } } };
}
