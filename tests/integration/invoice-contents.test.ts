import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { flightsResponse, type Flight, type FlightDirection } from '@/lib/api/contract/availability';
import { bookingResponse, invoiceResponse, type BookingBody, type InvoiceResponse } from '@/lib/api/contract/booking';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { daysBetween } from '@/lib/calendar-day';
import { formatPrice } from '@/lib/i18n/money';
import { NO_FLIGHTS, toChosenFlight, type ChosenFlights } from '@/lib/package/flights';
import { priceCheckRequest } from '@/lib/package/price-check';
import { defaultSelection, type PackageSelection } from '@/lib/package/selection';
import { clearCache } from '@/server/cache';
import { bookings, outboxMails, tickets } from '@/server/db/schema';
import { findInboxEntry, listInbox } from '@/server/modules/staff/inbox';
import { entryPage, inboxPage } from '@/server/modules/staff/pages';
import { withScheduledLegs } from '@/server/modules/invoices/invoices';
import { callApi } from '../support/api';
import { flightOfferTrip, quickSandbox } from '../support/availability';
import { acceptedTotalOf, packageFinder } from '../support/booking-fixture';
import { bookingBodyOf } from '../support/booking-body';
import { TEST_TODAY, withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';

/**
 * What an invoice says was bought (issue 38, item 10): the price lines the
 * total was made of, each with the match or hotel it is about; the hotel with
 * its nights and rooms; the legs flown, a chosen one at the times it was
 * booked at and the package's own at the airline's schedule; the bus and the
 * insurance answers.
 */
const test = withTestDatabase();
withTestShop();

const findPackage = packageFinder();
const JUTLAND = { region: 'DK', airports: ['AAR', 'AAL', 'BLL'] };

async function flightsFor(pkg: PackageDetail, direction: FlightDirection, body: Record<string, unknown>): Promise<Flight[]> {
  const { status, body: answer } = await callApi(`packages/${pkg.id}/service-availability/${direction}-flights`, { method: 'POST', json: body });
  expect(status, JSON.stringify(answer)).toBe(200);
  return flightsResponse.parse(answer).flights;
}

/** Books `selection` with `flights` chosen, every acceptance given: the invoice as `GET invoices/{uuid}` answers it. */
async function bookAndRead(pkg: PackageDetail, selection: PackageSelection, flights: ChosenFlights = NO_FLIGHTS, locale = 'da'): Promise<InvoiceResponse['invoice']> {
  const request = priceCheckRequest(pkg, selection, flights);
  const body: BookingBody = { ...bookingBodyOf(pkg, selection, await acceptedTotalOf(request, locale)), services: request.services };
  const { status, body: answer } = await callApi('bookings', { method: 'POST', locale, json: body, headers: { 'idempotency-key': randomUUID() } });
  expect(status, JSON.stringify(answer)).toBe(201);
  const { uuid } = bookingResponse.parse(answer);
  const read = await callApi(`invoices/${uuid}`, { locale });
  expect(read.status).toBe(200);
  return invoiceResponse.parse(read.body).invoice;
}

describe('GET invoices/{uuid}: what the booking bought', () => {
  let pkg: PackageDetail;
  let hotel: PackageDetail['hotels'][number];
  let outward: Flight;

  beforeAll(async () => {
    pkg = await findPackage('da', (candidate) => candidate.defaultServices.flight?.isMutable === true && candidate.hotels.some((option) => !option.isDefault && option.upgradePricePerNight > 0));
    hotel = pkg.hotels.find((option) => !option.isDefault && option.upgradePricePerNight > 0)!;
    const found = await flightsFor(pkg, 'outward', { cities: JUTLAND.airports, country: 'DK', maxChanges: 1 });
    outward = found.find((flight) => flight.originAirport !== pkg.defaultServices.flight!.originAirport) ?? found[0]!;
  });

  it('lists the price lines with the hotel and match they are about, the hotel with its nights and rooms, the legs with their times, and the answers', async () => {
    const selection: PackageSelection = { ...defaultSelection(pkg), hotelIds: [hotel.id], ofid: outward.uid, stops: 1, departure: JUTLAND, hasMatchInsurance: true, hasInsurance: false };
    const invoice = await bookAndRead(pkg, selection, { outward: toChosenFlight(outward), return: null });
    const booking = invoice.booking!;
    const [event] = pkg.events;

    expect(booking.variant).toBe('default');
    expect(booking.lines.map((line) => line.kind)).toEqual(expect.arrayContaining(['package', 'flights', 'hotel', 'tickets', 'matchInsurance']));
    expect(booking.lines.find((line) => line.kind === 'hotel')).toMatchObject({ about: hotel.name, amount: hotel.upgradePricePerNight * pkg.nights * 2 });
    expect(booking.lines.find((line) => line.kind === 'tickets')!.about).toBe(event!.title);
    expect(booking.lines.find((line) => line.kind === 'package')!.about).toBeNull();
    expect(Math.ceil(booking.lines.reduce((sum, line) => sum + line.amount, 0))).toBe(invoice.total);

    expect(booking.hotel).toEqual({
      name: hotel.name,
      stars: hotel.star,
      // Where it is: the contract's location of the accommodation.
      address: expect.stringMatching(/\S/),
      nights: daysBetween(booking.startDate, booking.endDate),
      checkin: booking.startDate,
      checkout: booking.endDate,
      rooms: selection.rooms.map((room) => ({ roomType: room.roomType, adults: room.adults, children: room.children })),
    });
    expect(booking.tickets).toEqual([expect.objectContaining({ eventTitle: event!.title, venue: event!.venue.name, seats: 2 })]);

    // The chosen outward leg at the times it was booked; the package's own return at the airline's schedule on the last day.
    const own = pkg.defaultServices.flight!;
    expect(booking.flights).toMatchObject({
      offer: false,
      outward: { originAirport: outward.originAirport, destinationAirport: outward.destinationAirport, departure: outward.from.dateTime, arrival: outward.to.dateTime, times: 'booked', airline: outward.supplierName },
      return: { originAirport: own.returnOriginAirport, destinationAirport: own.returnDestinationAirport, times: 'schedule' },
    });
    expect(booking.flights!.return!.departure!.slice(0, 10)).toBe(booking.endDate);
    expect(booking.transit).toBeNull();
    expect(booking.insurance).toEqual({ travel: false, match: true });
  });

  it('names the ticket category bought, in the booking’s language, and none for a ticket no longer known', async () => {
    const other = (candidate: PackageDetail) => {
      const [event] = candidate.events;
      const included = candidate.defaultServices.tickets.find((ticket) => ticket.eventId === event?.id)?.ticketId;
      return event?.tickets.find((ticket) => ticket.id !== included && ticket.availability >= 10);
    };
    const swedish = await findPackage('sv', (candidate) => other(candidate) !== undefined);
    const category = other(swedish)!;
    const [event] = swedish.events;
    const selection: PackageSelection = { ...defaultSelection(swedish), tickets: [{ eventId: event!.id, ticketId: category.id }] };
    const invoice = await bookAndRead(swedish, selection, NO_FLIGHTS, 'sv');
    expect(invoice.booking!.tickets).toEqual([expect.objectContaining({ eventTitle: event!.title, seats: 2, category: category.venueBlock.name })]);

    // A booking whose kept ticket the catalogue no longer has still shows its match, without a category.
    const [row] = await test.db.select({ id: bookings.id, selection: bookings.selection }).from(bookings).where(eq(bookings.orderNumber, invoice.orderNumber));
    const kept = row!.selection!;
    await test.db.update(bookings).set({ selection: { ...kept, tickets: kept.tickets.map((ticket) => ({ ...ticket, ticketId: 2_000_000_000 })) } }).where(eq(bookings.id, row!.id));
    const read = await callApi(`invoices/${invoice.uuid}`, { locale: 'sv' });
    expect(invoiceResponse.parse(read.body).invoice.booking!.tickets).toEqual([expect.objectContaining({ eventTitle: event!.title, category: null })]);
  });

  it('shows the package’s own legs by their airports when the airline’s schedule cannot be read', async () => {
    const invoice = await bookAndRead(pkg, defaultSelection(pkg));
    const own = pkg.defaultServices.flight!;
    expect(invoice.booking!.flights!.outward).toMatchObject({ originAirport: own.originAirport, times: 'schedule' });

    const stored = { invoice: { ...invoice, booking: { ...invoice.booking!, flights: { ...invoice.booking!.flights!, outward: { ...invoice.booking!.flights!.outward!, departure: null, arrival: null, times: null } } } } };
    const shown = await withScheduledLegs(test.db, stored, { locale: 'da', today: TEST_TODAY, services: quickSandbox({ flights: { failureRate: 1 } }) });
    expect(shown.invoice.booking!.flights!.outward).toMatchObject({ originAirport: own.originAirport, destinationAirport: own.destinationAirport, departure: null, times: null });
    // A supplier that does not answer in time is not waited for longer than the invoice's own wait.
    const started = Date.now();
    const waited = await withScheduledLegs(test.db, stored, { locale: 'da', today: TEST_TODAY, services: quickSandbox({ flights: { latencyMs: 60_000 }, timeoutMs: 1_000 }), waitMs: 200 });
    expect(waited.invoice.booking!.flights!.outward!.times).toBeNull();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('names a flight offer’s legs and lines on a flight-less package', async () => {
    // The first package with a flight offer that the sandbox has flights for both ways.
    const found = await flightOfferTrip(flightsFor);
    expect(found).toBeDefined();
    const { offer, out, back } = found!;
    const selection = { ...defaultSelection(offer), ofid: out.uid, rfid: back.uid, stops: 1 };
    const invoice = await bookAndRead(offer, selection, { outward: toChosenFlight(out), return: toChosenFlight(back) });
    const booking = invoice.booking!;
    expect(booking.lines.map((line) => line.kind)).toEqual(expect.arrayContaining(['flightOffer', 'flightOfferFee']));
    expect(booking.lines.find((line) => line.kind === 'flightOfferFee')!.amount).toBe(2 * 300);
    expect(booking.flights).toMatchObject({
      offer: true,
      outward: { originAirport: out.originAirport, departure: out.from.dateTime, times: 'booked' },
      return: { originAirport: back.originAirport, departure: back.from.dateTime, times: 'booked' },
    });
  });
});

describe('the preorder and its mail', () => {
  it('mails a preorder as a place in the queue: nothing to pay, no invoice to pay', async () => {
    const pkg = await findPackage('da');
    const { db } = test;
    await db.update(tickets).set({ availability: 0 }).where(inArray(tickets.eventId, pkg.events.map((event) => event.id)));
    clearCache();
    const body = bookingBodyOf(pkg, defaultSelection(pkg), 0);
    const preorder = {
      packageId: pkg.id,
      adults: 2,
      children: 0,
      contactInfo: { ...body.contactInfo, email: 'preorder-mail@example.com' },
      passengers: body.passengers,
      extra: { hasAcceptedExtraordinaryConditions: true, hasAcceptedGeneralTerms: true },
    };
    const { status, body: answer } = await callApi(`packages/${pkg.slug}/preorder`, { method: 'POST', locale: 'da', json: preorder, headers: { 'idempotency-key': randomUUID() } });
    expect(status, JSON.stringify(answer)).toBe(201);
    const [mail] = await db.select().from(outboxMails).where(eq(outboxMails.recipient, 'preorder-mail@example.com'));
    expect(mail!.text).toContain('Du betaler intet nu');
    expect(mail!.text).toContain('Se din forudbestilling');
    expect(mail!.text).not.toMatch(/betal din faktura/i);
    expect(mail!.text).not.toContain('I alt');
  });
});

describe('the staff inbox’s booking', () => {
  it('shows the travellers, rooms, services and insurance answers, statuses and amounts in words, and isolates a right-to-left name', async () => {
    const pkg = await findPackage('da');
    const selection: PackageSelection = { ...defaultSelection(pkg), hasMatchInsurance: false, hasInsurance: true };
    const request = priceCheckRequest(pkg, selection);
    const body = bookingBodyOf(pkg, selection, await acceptedTotalOf(request));
    // A name with a right-to-left override: it must turn itself only, never the rest of its line.
    body.passengers[1] = { ...body.passengers[1]!, firstName: '\u202Eevil', lastName: 'Override' };
    const { status, body: answer } = await callApi('bookings', { method: 'POST', locale: 'da', json: body, headers: { 'idempotency-key': randomUUID() } });
    expect(status, JSON.stringify(answer)).toBe(201);
    const { orderNumber, finalPrice } = bookingResponse.parse(answer);
    const [booked] = await test.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.orderNumber, orderNumber));

    const detail = (await findInboxEntry(test.db, 'booking', booked!.id))!;
    const page = entryPage('anna', detail);
    const hotel = pkg.hotels.find((option) => option.isDefault) ?? pkg.hotels[0]!;
    expect(page).toContain('<dt>Rejsende</dt><dd><bdi>1. Fru \u2068Karen Sørensen\u2069, født 01.01.');
    expect(page).toContain('2. Hr. \u2068\u202Eevil Override\u2069, født');
    expect(page).toContain('med kampbillet');
    expect(page).toContain(`<dt>Værelse</dt><dd><bdi>1. Dobbeltværelse, 2 voksne; ansvarlig: \u2068Karen Sørensen\u2069</bdi></dd>`);
    expect(page).toContain(`<dt>Hotel</dt><dd><bdi>${hotel.name}</bdi></dd>`);
    expect(page).toContain(`<dt>Billetter</dt><dd><bdi>2 × ${pkg.events[0]!.title}</bdi></dd>`);
    expect(page).toMatch(/<dt>Fly<\/dt><dd><bdi>Udrejse: [A-Z]{3} → [A-Z]{3}, pakkens eget fly/);
    expect(page).toContain('<dt>Kampaflysningsforsikring</dt><dd><bdi>Nej</bdi></dd>');
    expect(page).toContain('<dt>Rejseforsikring</dt><dd><bdi>Ønsket: send et tilbud</bdi></dd>');
    expect(page).toContain('<dt>Rejsetype</dt><dd><bdi>Standard</bdi></dd>');
    expect(page).toContain(`<dt>I alt</dt><dd><bdi>${formatPrice(finalPrice, 'da')}</bdi></dd>`);
    expect(page).toContain('<dd>Afventer betaling</dd>');
    expect(page).not.toMatch(/>pending</);
    expect(page).not.toMatch(/\d DKK/);

    const list = inboxPage('anna', await listInbox(test.db, { q: String(orderNumber) }), String(orderNumber));
    expect(list).toContain('<td>Afventer betaling</td>');
    expect(list).toContain('<td><bdi>Karen Sørensen</bdi></td>');
  });
});
