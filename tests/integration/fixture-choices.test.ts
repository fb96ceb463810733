/**
 * The traveller's choice after a fixture change (issue 37 item 2): keeping
 * the trip with new dates (flights and hotel asked of the suppliers for the
 * new days, the difference priced by the engine: the shop's cost under the
 * match guarantee, else the traveller's to pay) or terminating it without a
 * fee (everything paid refunded once through the gateway, within the refund
 * worker's round, the seats and rooms back); the default at the deadline,
 * applied once by workers racing; a postponed match offered keeping once its
 * new date is known; the calendar's events moving with a higher SEQUENCE;
 * the staff's view of each booking's choice. On PostgreSQL: 50 identical
 * termination requests with one key have one effect.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { bookingResponse } from '@/lib/api/contract/booking';
import { fixtureChoiceResponse, fixtureRebookingResponse, type FixtureRebooking } from '@/lib/api/contract/fixture-choices';
import { cancellationResponse, tripQuotesResponse } from '@/lib/api/contract/trip-changes';
import { tripResponse } from '@/lib/api/contract/trips';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { addDays, daysBetween } from '@/lib/calendar-day';
import { formatPrice } from '@/lib/i18n/money';
import { GET as staffEntry } from '@/app/staff/[kind]/[id]/route';
import { GET as staffFixtures } from '@/app/staff/fixtures/route';
import { GET as staffInbox } from '@/app/staff/route';
import { now as shopNow } from '@/server/clock';
import {
  bookingChanges,
  bookingFixtureStatuses,
  bookingRooms,
  bookings,
  hotelRoomTypes,
  invoices,
  outboxMails,
  paymentTransactions,
  sandboxPayments,
  tickets,
} from '@/server/db/schema';
import { handleApiRequest } from '@/server/http/api';
import { applyFixtureChange } from '@/server/modules/fixtures/apply';
import { applyDefaultChoices } from '@/server/modules/fixtures/choices';
import { releaseUnpaidBookings } from '@/server/modules/payments/release';
import { runPaymentsRound } from '@/server/modules/payments/worker';
import { setStaffUser } from '@/server/modules/staff/credentials';
import { startSession } from '@/server/modules/staff/sessions';
import { calendarOf } from '@/server/modules/trips/calendar';
import { issueTripLink } from '@/server/modules/trips/links';
import { localDate } from '@/server/suppliers/zoned-time';
import { callApi } from '../support/api';
import { bookingOf, packageFinder } from '../support/booking-fixture';
import { TEST_TODAY, withTestDatabase } from '../support/database';
import { readIcs } from '../support/ics';
import { decide, invoiceOf, startedPayment } from '../support/payments';
import { withTestShop } from '../support/shop';

const onPostgres = inject('testDatabase').driver === 'postgres';
const test = withTestDatabase();
const openPackage = packageFinder();
withTestShop({ domains: true });

const DAY = 24 * 60 * 60 * 1000;
const LONG = { timeout: 240_000 };

/** A booked trip of a one-match package at least five weeks ahead, with a trip link; paid in full through the test gateway unless told not to. */
async function bookedTrip({ locale = 'da', guarantee = false, paid = true }: { locale?: 'da' | 'no' | 'sv'; guarantee?: boolean; paid?: boolean } = {}) {
  const pkg = await openPackage(locale, (candidate) => candidate.events.length === 1 && daysBetween(TEST_TODAY, candidate.startDate) > 35);
  const { body } = await bookingOf(pkg, locale, (selection) => ({ ...selection, hasMatchInsurance: guarantee }));
  const answer = await callApi('bookings', { method: 'POST', locale, json: body, headers: { 'idempotency-key': randomUUID() } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const booked = bookingResponse.parse(answer.body);
  const [booking] = await test.db.select().from(bookings).where(eq(bookings.orderNumber, booked.orderNumber));
  const token = await issueTripLink(booking!.id, 'trip', shopNow(), new Date(shopNow().getTime() + 400 * DAY));
  const payment = paid ? await startedPayment(test.db, booked.uuid) : null;
  if (payment) await decide(test.db, payment.reference, 'approve');
  return { pkg, eventId: pkg.events[0]!.id, booking: booking!, token, locale, uuid: booked.uuid, total: booked.finalPrice, orderNumber: booked.orderNumber, reference: payment?.reference ?? null };
}
type Trip = Awaited<ReturnType<typeof bookedTrip>>;

let feedClock = 0;
/** A change of the trip's match, as the feed reports it: each one later than the last. */
async function change(trip: Pick<Trip, 'eventId'>, kind: 'moved' | 'postponed' | 'cancelled', kickoff: Date | null = null) {
  const applied = await applyFixtureChange(
    test.db,
    { changeId: `t-${randomUUID()}`, source: 'feed:test', eventId: trip.eventId, kind, kickoff, occurredAt: new Date(shopNow().getTime() + ++feedClock * 1000) },
    { now: shopNow(), actor: 'system' },
  );
  expect(applied.outcome).toBe('applied');
}

async function rebookingOf(trip: Pick<Trip, 'token' | 'locale' | 'eventId'>): Promise<FixtureRebooking> {
  const answer = await callApi(`trips/${trip.token}/fixtures/${trip.eventId}/rebooking`, { locale: trip.locale });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return fixtureRebookingResponse.parse(answer.body).rebooking;
}

const choose = (trip: Pick<Trip, 'token' | 'locale' | 'eventId'>, body: unknown, key: string | null = randomUUID()) =>
  callApi(`trips/${trip.token}/fixtures/${trip.eventId}/choice`, { method: 'POST', locale: trip.locale, json: body, headers: key ? { 'idempotency-key': key } : {} });

async function tripOf(trip: Pick<Trip, 'token' | 'locale'>) {
  const answer = await callApi(`trips/${trip.token}`, { locale: trip.locale });
  expect(answer.status).toBe(200);
  return tripResponse.parse(answer.body).trip;
}

/**
 * Moves the match outside the trip, earlier (nearer departures cost more), a
 * few days at a time until the suppliers' offer for the new dates is one the
 * test wants: the sandbox prices each day its own way.
 */
async function movedOutside(trip: Trip, wanted: (offer: FixtureRebooking) => boolean): Promise<{ kickoff: Date; offer: FixtureRebooking }> {
  const original = new Date(trip.pkg.events[0]!.eventDateTime);
  const nights = daysBetween(trip.booking.startDate, trip.booking.endDate);
  for (let back = daysBetween(TEST_TODAY, trip.booking.startDate) - 2; back > nights + 1; back -= 3) {
    const kickoff = new Date(original.getTime() - back * DAY);
    await change(trip, 'moved', kickoff);
    const offer = await rebookingOf(trip);
    if (offer.available && wanted(offer)) return { kickoff, offer };
  }
  throw new Error('no new date gave the offer the test wants');
}

const changesOf = (bookingId: number, kind: string) =>
  test.db.select().from(bookingChanges).where(and(eq(bookingChanges.bookingId, bookingId), eq(bookingChanges.kind, kind))).orderBy(asc(bookingChanges.id));
const mailsOf = (bookingId: number, kind: string) => test.db.select().from(outboxMails).where(and(eq(outboxMails.bookingId, bookingId), eq(outboxMails.kind, kind)));
const bookingRow = async (id: number) => (await test.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const statusRow = async (trip: Trip) =>
  (await test.db.select().from(bookingFixtureStatuses).where(and(eq(bookingFixtureStatuses.bookingId, trip.booking.id), eq(bookingFixtureStatuses.eventId, trip.eventId))))[0]!;
const seatsOf = async (trip: Trip) => {
  const ids = trip.booking.selection!.tickets.map((ticket) => ticket.ticketId);
  return (await test.db.select({ availability: tickets.availability }).from(tickets).where(inArray(tickets.id, ids)).orderBy(asc(tickets.id))).map((row) => row.availability);
};
const roomsOf = async (trip: Trip) => {
  const ids = (await test.db.select({ id: bookingRooms.hotelRoomTypeId }).from(bookingRooms).where(eq(bookingRooms.bookingId, trip.booking.id))).map((row) => row.id);
  return (await test.db.select({ available: hotelRoomTypes.roomsAvailable }).from(hotelRoomTypes).where(inArray(hotelRoomTypes.id, ids)).orderBy(asc(hotelRoomTypes.id))).map((row) => row.available);
};
const paymentsOf = (uuid: string) =>
  test.db
    .select({ status: paymentTransactions.status, amount: paymentTransactions.amount, refundAmount: paymentTransactions.refundAmount, refundReason: paymentTransactions.refundReason, reference: paymentTransactions.gatewayReference })
    .from(paymentTransactions)
    .innerJoin(invoices, eq(invoices.id, paymentTransactions.invoiceId))
    .where(eq(invoices.uuid, uuid))
    .orderBy(asc(paymentTransactions.id));

/** The trip's calendar file, read by a real parser. */
async function calendarEvents(bookingId: number) {
  const links = await calendarOf(test.db, bookingId);
  const response = await handleApiRequest(new Request(`http://localhost${new URL(links!.download).pathname}`));
  expect(response.status).toBe(200);
  return readIcs(await response.text()).events;
}

async function staffPage(route: (request: Request, context: never) => Promise<Response>, path: string, context?: unknown) {
  await setStaffUser(test.db, 'mette', 'mette-has-a-long-password', new Date());
  const cookie = await startSession(test.db, 'mette', true, new Date());
  const request = new Request(`http://shop.test${path}`, { headers: { host: 'shop.test', [CLIENT_ADDRESS_HEADER]: '198.51.100.78', cookie: `__Host-staff-session=${cookie}` } });
  const response = await route(request, context as never);
  expect(response.status).toBe(200);
  return response.text();
}

describe('keeping the trip with new dates', () => {
  it('with the match guarantee: rebooked on the new days at the shop’s cost, the calendar moved, the staff told', LONG, async () => {
    const trip = await bookedTrip({ guarantee: true });
    expect(trip.booking.flags.hasMatchInsurance).toBe(true);
    const before = await calendarEvents(trip.booking.id);
    const seats = await seatsOf(trip);
    const rooms = await roomsOf(trip);
    const { kickoff, offer } = await movedOutside(trip, (found) => found.difference > 0);

    // The same nights, moved as far as the match moved: the match on the same day of the trip.
    const shift = daysBetween(localDate(Date.parse(trip.pkg.events[0]!.eventDateTime), trip.pkg.events[0]!.timeZone), localDate(kickoff.getTime(), trip.pkg.events[0]!.timeZone));
    expect(offer).toMatchObject({
      available: true,
      refusal: null,
      currency: 'DKK',
      startDate: addDays(trip.booking.startDate, shift),
      endDate: addDays(trip.booking.endDate, shift),
      nights: daysBetween(trip.booking.startDate, trip.booking.endDate),
      guarantee: true,
      toPay: 0,
      refund: 0,
      shopPays: offer.difference,
    });
    expect(offer.flights!.outward!.departure.slice(0, 10)).toBe(offer.startDate);
    expect(offer.flights!.return!.departure.slice(0, 10)).toBe(offer.endDate);
    expect(offer.hotel).toMatchObject({ name: trip.booking.selection!.hotel!.name, checkin: offer.startDate, checkout: offer.endDate });

    // The trip answer tells the choice, its deadline and the default.
    const [fixture] = (await tripOf(trip)).fixtures;
    expect(fixture).toMatchObject({ eventId: trip.eventId, status: 'moved_outside', kickoff: kickoff.toISOString(), open: true, choice: null, defaultChoice: 'terminate', decidedBy: null });

    // Made at the first day and the amount shown, or not at all.
    expect(await choose(trip, { choice: 'keep', startDate: offer.startDate, acceptedAmount: 5 })).toMatchObject({ status: 409, body: { code: 'prices_changed' } });
    expect(await choose(trip, { choice: 'keep', startDate: addDays(offer.startDate!, 1), acceptedAmount: 0 })).toMatchObject({ status: 409, body: { code: 'prices_changed' } });
    expect((await bookingRow(trip.booking.id)).startDate).toBe(trip.booking.startDate);
    const key = randomUUID();
    const answer = await choose(trip, { choice: 'keep', startDate: offer.startDate, acceptedAmount: 0 }, key);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(fixtureChoiceResponse.parse(answer.body).choice).toMatchObject({ eventId: trip.eventId, choice: 'keep', startDate: offer.startDate, endDate: offer.endDate, amount: 0, refund: 0, total: trip.total, amountDue: 0 });
    expect(await choose(trip, { choice: 'keep', startDate: offer.startDate, acceptedAmount: 0 }, key)).toMatchObject({ status: 201, body: answer.body });
    expect(await choose(trip, { choice: 'terminate' })).toMatchObject({ status: 409, body: { code: 'fixture_choice_closed' } });

    // The booking: the new dates, the new flights, the hotel's nights; the invoice as it was, paid.
    const booking = await bookingRow(trip.booking.id);
    expect(booking).toMatchObject({ startDate: offer.startDate, endDate: offer.endDate, cancelledAt: null, total: trip.total });
    expect(booking.selection!.flights!.outward).toMatchObject({ ...offer.flights!.outward, own: false });
    expect(booking.selection!.flights!.return).toMatchObject({ ...offer.flights!.return, own: false });
    const invoice = await invoiceOf(trip.uuid);
    expect(invoice).toMatchObject({ status: 'paid', total: trip.total, amountDue: 0 });
    expect(invoice.booking).toMatchObject({ startDate: offer.startDate, endDate: offer.endDate, hotel: { checkin: offer.startDate, checkout: offer.endDate } });
    // Given back and taken again: the same seats and rooms held.
    expect(await seatsOf(trip)).toEqual(seats);
    expect(await roomsOf(trip)).toEqual(rooms);
    expect(await statusRow(trip)).toMatchObject({ choice: 'keep', decidedBy: 'traveller' });
    const [kept] = await changesOf(trip.booking.id, 'fixture_kept');
    expect(kept).toMatchObject({ actor: 'traveller', amount: 0, detail: { eventId: trip.eventId, guarantee: true, shopCost: offer.difference, travellerPays: 0, difference: offer.difference, to: { startDate: offer.startDate, endDate: offer.endDate } } });
    expect(JSON.stringify(kept!.detail)).not.toMatch(/@/);
    const mails = await mailsOf(trip.booking.id, 'fixture-kept');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Din rejse har nye datoer (ordre ${trip.orderNumber})`);
    expect(mails[0]!.text).toContain('Prisforskellen på');
    expect(mails[0]!.text).toContain('kampaflysningsforsikring');
    const [shown] = (await tripOf(trip)).fixtures;
    expect(shown).toMatchObject({ choice: 'keep', decidedBy: 'traveller', open: false });

    // The calendar: the match at its new kick-off, the flights and the hotel on the new days, each a SEQUENCE higher.
    const after = await calendarEvents(trip.booking.id);
    const byKind = (events: typeof after, kind: string) => events.filter((event) => event.uid.includes(`-${kind}-`));
    expect(byKind(after, 'match')[0]!.start.getTime()).toBe(kickoff.getTime());
    expect(byKind(after, 'match')[0]!.sequence).toBe(byKind(before, 'match')[0]!.sequence + 1);
    expect(byKind(after, 'hotel')[0]).toMatchObject({ startDay: offer.startDate, sequence: byKind(before, 'hotel')[0]!.sequence + 1 });
    expect(byKind(after, 'flight').map((event) => event.sequence)).toEqual(byKind(before, 'flight').map((event) => event.sequence + 1));

    // The staff: the inbox leads to the changes, whose list names the booking and its choice; the booking's page its fixture status.
    expect(await staffPage(staffInbox as never, '/staff')).toContain('<a href="/staff/fixtures">Kampændringer og de rejsendes valg</a>');
    const list = await staffPage(staffFixtures as never, '/staff/fixtures');
    expect(list).toContain(`>${trip.orderNumber}</a> (da): Flyttet uden for rejsen – beholdt med nye datoer (den rejsende,`);
    const detail = await staffPage(staffEntry as never, `/staff/booking/${trip.booking.id}`, { params: Promise.resolve({ kind: 'booking', id: String(trip.booking.id) }) });
    expect(detail).toContain('Kampændring');
    expect(detail).toContain('Flyttet uden for rejsen – beholdt med nye datoer');
    expect(detail).toContain('Rejsen beholdt med nye datoer');
    // What the change did, in words: the dates before and after, and who pays the difference.
    const staffDay = (day: string) => new Intl.DateTimeFormat('da-DK', { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
    expect(detail).toContain(`Nye datoer ${staffDay(offer.startDate!)} – ${staffDay(offer.endDate!)} (før ${staffDay(trip.booking.startDate)} – ${staffDay(trip.booking.endDate)})`);
    expect(detail).toContain(`butikken betaler ${formatPrice(offer.difference, 'da')}`);
    expect(detail).toMatch(/Flyttet uden for rejsen, nyt tidspunkt [\d.]+, [\d.]+ dansk tid; valg senest \d{1,2}\.\d{1,2}\.\d{4}</);
    expect(detail).not.toMatch(/shopCost|"startDate"/);
  });

  it('without the guarantee: the difference is shown, the invoice grows by it and is paid as any amount due', LONG, async () => {
    const trip = await bookedTrip({ locale: 'sv' });
    const { offer } = await movedOutside(trip, (found) => found.toPay > 0);
    expect(offer).toMatchObject({ guarantee: false, currency: 'SEK', toPay: offer.difference, shopPays: 0, refund: 0 });
    const answer = await choose(trip, { choice: 'keep', startDate: offer.startDate, acceptedAmount: offer.toPay });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(fixtureChoiceResponse.parse(answer.body).choice).toMatchObject({ amount: offer.toPay, total: trip.total + offer.toPay, amountDue: offer.toPay });
    const invoice = await invoiceOf(trip.uuid, 'sv');
    expect(invoice).toMatchObject({ status: 'pending', total: trip.total + offer.toPay, amountDue: offer.toPay });
    expect(invoice.dueDate! >= TEST_TODAY).toBe(true);
    // The difference is a line of its own, named for what it is.
    expect(invoice.booking!.lines.at(-1)).toMatchObject({ kind: 'fixtureRebooking', amount: offer.toPay });
    const [kept] = await changesOf(trip.booking.id, 'fixture_kept');
    expect(kept).toMatchObject({ amount: offer.toPay, detail: { guarantee: false, shopCost: 0, travellerPays: offer.toPay } });
    const [mail] = await mailsOf(trip.booking.id, 'fixture-kept');
    expect(mail).toMatchObject({ locale: 'sv', subject: `Din resa har nya datum (order ${trip.orderNumber})` });
    expect(mail!.text).toContain('De nya datumen kostar');
    // Paid from the invoice as any amount due.
    const payment = await startedPayment(test.db, trip.uuid);
    await decide(test.db, payment.reference, 'approve');
    expect(await invoiceOf(trip.uuid, 'sv')).toMatchObject({ status: 'paid', amountDue: 0, totalPaid: trip.total + offer.toPay });
  });

  it('a postponed match is offered keeping once its new date is known', LONG, async () => {
    const trip = await bookedTrip({ locale: 'no', paid: false });
    await change(trip, 'postponed');
    expect(await rebookingOf(trip)).toMatchObject({ available: false, refusal: 'awaiting_date', startDate: null });
    const [postponed] = (await tripOf(trip)).fixtures;
    expect(postponed).toMatchObject({ status: 'postponed', kickoff: null, open: true });
    const { offer } = await movedOutside(trip, () => true);
    expect(offer).toMatchObject({ available: true, refusal: null, currency: 'NOK' });
    expect((await statusRow(trip)).status).toBe('moved_outside');
    const answer = await choose(trip, { choice: 'keep', startDate: offer.startDate, acceptedAmount: offer.toPay - offer.refund });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect((await bookingRow(trip.booking.id)).startDate).toBe(offer.startDate);
    // A cancelled match has nothing to keep.
    const other = await bookedTrip({ paid: false });
    await change(other, 'cancelled');
    expect(await rebookingOf(other)).toMatchObject({ available: false, refusal: 'match_cancelled' });
    expect(await choose(other, { choice: 'keep', startDate: TEST_TODAY, acceptedAmount: 0 })).toMatchObject({ status: 409, body: { code: 'fixture_choice_closed' } });
  });
});

describe('terminating without a fee', () => {
  it('refunds everything paid once through the gateway, within the refund worker’s round, gives the seats and rooms back', LONG, async () => {
    const trip = await bookedTrip();
    const seats = await seatsOf(trip);
    const rooms = await roomsOf(trip);
    const holders = trip.booking.selection!.tickets[0]!.holders;
    await change(trip, 'cancelled');
    const key = randomUUID();
    const requests = onPostgres ? 50 : 5;
    const answers = await Promise.all(Array.from({ length: requests }, () => choose(trip, { choice: 'terminate' }, key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: requests }, () => 201));
    // Replays answer the first result (a stored body's keys may come back in another order).
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(fixtureChoiceResponse.parse(answers[0]!.body).choice).toMatchObject({ choice: 'terminate', refund: trip.total, amount: 0 });

    const booking = await bookingRow(trip.booking.id);
    expect(booking.cancelledBy).toBe('fixture');
    expect(await seatsOf(trip)).toEqual(seats.map((count) => count + holders));
    expect(await roomsOf(trip)).toEqual(rooms.map((count) => count + 1));
    // The whole amount back through the test gateway, once: the route's own refund round made it, the worker's next finds nothing left.
    expect(await paymentsOf(trip.uuid)).toEqual([expect.objectContaining({ status: 'refunded', refundReason: 'cancelled', refundAmount: null, amount: trip.total })]);
    expect((await test.db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, trip.reference!)))[0]).toMatchObject({ status: 'refunded', refundedAmount: trip.total });
    await runPaymentsRound(shopNow());
    expect(await paymentsOf(trip.uuid)).toEqual([expect.objectContaining({ status: 'refunded' })]);
    expect(await invoiceOf(trip.uuid)).toMatchObject({ status: 'cancelled', totalPaid: 0 });
    // Audited and mailed as the cancellation's own path does it, without a fee.
    const terminated = await changesOf(trip.booking.id, 'cancelled');
    expect(terminated).toEqual([expect.objectContaining({ actor: 'traveller', amount: -trip.total, detail: expect.objectContaining({ by: 'fixture', percent: 0, fee: 0, kept: 0, refund: trip.total, feeDue: 0 }) })]);
    const [mail, ...more] = await mailsOf(trip.booking.id, 'trip-cancellation');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Din rejse er afbestilt (ordre ${trip.orderNumber})`);
    expect(mail!.text).toContain('uden gebyr, fordi kampen blev ændret');
    expect(mail!.text).toContain('Der er intet afbestillingsgebyr.');
    expect(await mailsOf(trip.booking.id, 'payment-refund')).toHaveLength(1);
    expect(await statusRow(trip)).toMatchObject({ choice: 'terminate', decidedBy: 'traveller' });
    expect((await tripOf(trip)).cancelled).toMatchObject({ by: 'fixture' });
    // The calendar turns every event cancelled.
    expect((await calendarEvents(trip.booking.id)).every((event) => event.status === 'CANCELLED')).toBe(true);
  });
});

describe('the ordinary cancellation while a choice is open', () => {
  it('is the termination without a fee: nothing kept, everything refunded, the choice answered', LONG, async () => {
    const trip = await bookedTrip();
    const quoteOf = async () => {
      const answer = await callApi(`trips/${trip.token}/quotes`, { locale: trip.locale });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return tripQuotesResponse.parse(answer.body).quotes.cancellation;
    };
    // Before the change the schedule's fee stands.
    const before = await quoteOf();
    expect(before.percent).toBeGreaterThan(0);
    expect(before.kept).toBeGreaterThan(0);
    expect(before.endsFixtureChoice).toBe(false);
    await change(trip, 'postponed');
    const open = await quoteOf();
    expect(open).toMatchObject({ available: true, percent: 0, fee: 0, kept: 0, refund: trip.total, percentUntil: null, endsFixtureChoice: true });
    // Meanwhile nothing else is changed: no place passed on, no insurance added to a trip that may be moved or ended.
    const quotes = tripQuotesResponse.parse((await callApi(`trips/${trip.token}/quotes`, { locale: trip.locale })).body).quotes;
    expect(quotes.transfer).toMatchObject({ available: false, refusal: 'fixture_choice' });
    expect(quotes.insurance.match).toMatchObject({ available: false, refusal: 'fixture_choice' });
    const insured = await callApi(`trips/${trip.token}/insurance`, { method: 'POST', locale: trip.locale, json: { kind: 'match', acceptedAmount: quotes.insurance.match.amount }, headers: { 'idempotency-key': randomUUID() } });
    expect(insured).toMatchObject({ status: 409, body: { code: 'fixture_choice_open', message: 'Rejsen venter på dit valg efter ændringen af kampen' } });
    // The fee the page showed before the change is refused: the price of ending the trip moved to nothing.
    const stale = await callApi(`trips/${trip.token}/cancellation`, { method: 'POST', locale: trip.locale, json: { acceptedFee: before.kept }, headers: { 'idempotency-key': randomUUID() } });
    expect(stale.status).toBe(409);
    const answer = await callApi(`trips/${trip.token}/cancellation`, { method: 'POST', locale: trip.locale, json: { acceptedFee: 0 }, headers: { 'idempotency-key': randomUUID() } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(cancellationResponse.parse(answer.body).cancellation).toMatchObject({ percent: 0, kept: 0, refund: trip.total });
    expect((await bookingRow(trip.booking.id)).cancelledBy).toBe('fixture');
    expect(await statusRow(trip)).toMatchObject({ choice: 'terminate', decidedBy: 'traveller' });
    const staffDetail = await staffPage(staffEntry as never, `/staff/booking/${trip.booking.id}`, { params: Promise.resolve({ kind: 'booking', id: String(trip.booking.id) }) });
    expect(staffDetail).toContain(`Afbestilt uden gebyr efter kampændringen; tilbage ${formatPrice(trip.total, 'da')}`);
    const [mail] = await mailsOf(trip.booking.id, 'trip-cancellation');
    expect(mail!.text).toContain('Der er intet afbestillingsgebyr.');
    // The staff read who ended it, not a booking released unpaid.
    const detail = await staffPage(staffEntry as never, `/staff/booking/${trip.booking.id}`, { params: Promise.resolve({ kind: 'booking', id: String(trip.booking.id) }) });
    expect(detail).toContain('Afbestilt uden gebyr (kampændring)');
    expect(detail).not.toContain('ikke betalt til tiden');
  });
});

describe('the default at the deadline', () => {
  it('terminates once with a full refund, however many workers find it at once, and only after the deadline', LONG, async () => {
    const trip = await bookedTrip({ locale: 'no' });
    await change(trip, 'moved', new Date(Date.parse(trip.pkg.events[0]!.eventDateTime) + 60 * DAY));
    const { choiceDeadline } = await statusRow(trip);
    const mine = (decided: { bookingId: number }[]) => decided.filter((entry) => entry.bookingId === trip.booking.id);
    expect(mine(await applyDefaultChoices(new Date(choiceDeadline!.getTime() - 1000)))).toEqual([]);
    const later = new Date(choiceDeadline!.getTime() + 1000);
    const [one, two] = await Promise.all([applyDefaultChoices(later), applyDefaultChoices(later)]);
    expect(mine([...one!, ...two!])).toEqual([{ bookingId: trip.booking.id, eventId: trip.eventId }]);
    expect(mine(await applyDefaultChoices(later))).toEqual([]);
    expect(await statusRow(trip)).toMatchObject({ choice: 'terminate', decidedBy: 'default' });
    expect((await bookingRow(trip.booking.id)).cancelledBy).toBe('fixture');
    expect(await changesOf(trip.booking.id, 'cancelled')).toEqual([expect.objectContaining({ actor: 'system', amount: -trip.total, detail: expect.objectContaining({ by: 'fixture', fee: 0, refund: trip.total }) })]);
    expect(await paymentsOf(trip.uuid)).toEqual([expect.objectContaining({ status: 'refunded', refundReason: 'cancelled', amount: trip.total })]);
    const mails = await mailsOf(trip.booking.id, 'trip-cancellation');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ locale: 'no', subject: `Reisen din er avbestilt (ordre ${trip.orderNumber})` });
    expect(mails[0]!.text).toContain('uten gebyr');
    const [fixture] = (await tripOf(trip)).fixtures;
    expect(fixture).toMatchObject({ choice: 'terminate', decidedBy: 'default', open: false });
  });
});

describe('a booking released unpaid', () => {
  it('has no choice left: nothing to keep, and the default passes it by', LONG, async () => {
    const trip = await bookedTrip({ paid: false });
    await change(trip, 'moved', new Date(Date.parse(trip.pkg.events[0]!.eventDateTime) + 60 * DAY));
    const due = (await test.db.select({ dueAt: invoices.dueAt }).from(invoices).where(eq(invoices.uuid, trip.uuid)))[0]!.dueAt;
    expect(await releaseUnpaidBookings(new Date(due.getTime() + DAY))).toContain(trip.orderNumber);
    expect((await tripOf(trip)).fixtures[0]).toMatchObject({ status: 'moved_outside', open: false, choice: null });
    expect(await rebookingOf(trip)).toMatchObject({ available: false, refusal: 'cancelled' });
    const { choiceDeadline } = await statusRow(trip);
    expect((await applyDefaultChoices(new Date(choiceDeadline!.getTime() + 1000))).filter((entry) => entry.bookingId === trip.booking.id)).toEqual([]);
    expect(await choose(trip, { choice: 'terminate' })).toMatchObject({ status: 409 });
    expect(await changesOf(trip.booking.id, 'cancelled')).toEqual([]);
  });
});

describe('the choice requests', () => {
  it('answer a bad body 422, a missing key 400, an unknown match 404, never 500', LONG, async () => {
    const trip = await bookedTrip({ paid: false });
    expect((await choose(trip, { choice: 'stay' })).status).toBe(422);
    expect((await choose(trip, { choice: 'keep', startDate: 'tomorrow', acceptedAmount: 1.5 })).body.errors).toMatchObject({ startDate: expect.any(Array), acceptedAmount: expect.any(Array) });
    expect((await choose(trip, { choice: 'terminate' }, null)).status).toBe(400);
    // No change reached this match: nothing to choose.
    expect((await choose(trip, { choice: 'terminate' })).status).toBe(404);
    expect((await callApi(`trips/${trip.token}/fixtures/${trip.eventId}/rebooking`, { locale: 'da' })).status).toBe(404);
    expect((await callApi(`trips/${trip.token}/fixtures/2147483648/rebooking`, { locale: 'da' })).status).toBe(400);
    expect((await choose({ ...trip, eventId: 0 }, { choice: 'terminate' })).status).toBe(400);
    // A match moved within the trip: nothing to choose either.
    await change(trip, 'moved', new Date(Date.parse(trip.pkg.events[0]!.eventDateTime) + 2 * 60 * 60 * 1000));
    expect(await rebookingOf(trip)).toMatchObject({ available: false, refusal: 'no_choice' });
    expect((await choose(trip, { choice: 'terminate' })).status).toBe(404);
    expect((await bookingRow(trip.booking.id)).cancelledAt).toBeNull();
  });
});

