/**
 * The traveller's changes to their trip (issue 36 item 4), through a trip
 * link: each priced before it is confirmed, and made at the price shown or
 * not at all; one transaction, idempotent, audited in `booking_changes`,
 * confirmed by mail. A cancellation keeps the schedule's fee, refunds what
 * was paid above it through the gateway once, gives the seats and rooms back
 * and closes the payments still open. A transfer within 7 days of departure
 * is refused with a field message in the site's language. On PostgreSQL:
 * the same change sent 50 times with one key happens once, and a change and
 * a cancellation racing leave one consistent booking.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { cancellationResponse, insuranceResponse, transferResponse, tripQuotesResponse, type TripChanges } from '@/lib/api/contract/trip-changes';
import { tripResponse } from '@/lib/api/contract/trips';
import { addDays, daysBetween } from '@/lib/calendar-day';
import { tripDeadlines } from '@/lib/trips/deadlines';
import { now as shopNow } from '@/server/clock';
import { bookingChanges, bookingPassengers, bookingRooms, bookings, hotelRoomTypes, invoices, outboxMails, paymentTransactions, sandboxPayments, tickets } from '@/server/db/schema';
import { issueTripLink } from '@/server/modules/trips/links';
import { releaseUnpaidBookings } from '@/server/modules/payments/release';
import { callApi } from '../support/api';
import { packageFinder } from '../support/booking-fixture';
import { TEST_TODAY, withTestDatabase } from '../support/database';
import { bookedInvoice, decide, invoiceOf, startedPayment, startPayment } from '../support/payments';
import { withTestShop } from '../support/shop';

const onPostgres = inject('testDatabase').driver === 'postgres';
const test = withTestDatabase();
const openPackage = packageFinder();
withTestShop({ domains: true });

afterEach(() => {
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
});

const DAY = 24 * 60 * 60 * 1000;

/** A booked trip on `locale`'s site with a trip link; `paid`: paid in full through the test gateway. */
async function bookedTrip({ locale = 'da', paid = true } = {}) {
  // Far enough ahead that every change is still open on the test's day.
  const invoice = await bookedInvoice(await openPackage(locale, (pkg) => daysBetween(TEST_TODAY, pkg.startDate) > 30), locale);
  const [booking] = await test.db.select().from(bookings).where(eq(bookings.orderNumber, invoice.orderNumber));
  const token = await issueTripLink(booking!.id, 'trip', shopNow(), new Date(shopNow().getTime() + 400 * DAY));
  const payment = paid ? await startedPayment(test.db, invoice.uuid) : null;
  if (payment) await decide(test.db, payment.reference, 'approve');
  return { ...invoice, booking: booking!, token, locale, reference: payment?.reference ?? null };
}

type Trip = Awaited<ReturnType<typeof bookedTrip>>;

const post = (trip: Pick<Trip, 'token' | 'locale'>, path: string, body: unknown, { key = randomUUID() as string | null, locale = trip.locale } = {}) =>
  callApi(`trips/${trip.token}/${path}`, { method: 'POST', locale, json: body, headers: key ? { 'idempotency-key': key } : {} });

async function quotesOf(trip: Pick<Trip, 'token' | 'locale'>): Promise<TripChanges> {
  const answer = await callApi(`trips/${trip.token}/quotes`, { locale: trip.locale });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return tripQuotesResponse.parse(answer.body).quotes;
}

async function tripOf(trip: Pick<Trip, 'token' | 'locale'>) {
  const answer = await callApi(`trips/${trip.token}`, { locale: trip.locale });
  expect(answer.status).toBe(200);
  return tripResponse.parse(answer.body).trip;
}

const seatsOf = async (trip: Trip) => {
  const ids = (trip.booking.selection?.tickets ?? []).map((ticket) => ticket.ticketId);
  return test.db.select({ id: tickets.id, availability: tickets.availability }).from(tickets).where(inArray(tickets.id, ids)).orderBy(asc(tickets.id));
};
const roomsOf = async (trip: Trip) => {
  const ids = (await test.db.select({ id: bookingRooms.hotelRoomTypeId }).from(bookingRooms).where(eq(bookingRooms.bookingId, trip.booking.id))).map((row) => row.id);
  return test.db.select({ id: hotelRoomTypes.id, available: hotelRoomTypes.roomsAvailable }).from(hotelRoomTypes).where(inArray(hotelRoomTypes.id, ids)).orderBy(asc(hotelRoomTypes.id));
};
const paymentsOf = (invoiceUuid: string) =>
  test.db
    .select({ status: paymentTransactions.status, amount: paymentTransactions.amount, refundAmount: paymentTransactions.refundAmount, refundReason: paymentTransactions.refundReason, gatewayReference: paymentTransactions.gatewayReference })
    .from(paymentTransactions)
    .innerJoin(invoices, eq(invoices.id, paymentTransactions.invoiceId))
    .where(eq(invoices.uuid, invoiceUuid))
    .orderBy(asc(paymentTransactions.id));
const changesOf = (bookingId: number) => test.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, bookingId)).orderBy(asc(bookingChanges.id));
const mailsOf = (bookingId: number, kind: string) => test.db.select().from(outboxMails).where(and(eq(outboxMails.bookingId, bookingId), eq(outboxMails.kind, kind)));
const bookingRow = async (id: number) => (await test.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const sandboxOf = async (reference: string) => (await test.db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference)))[0]!;

/** A new traveller for place `position` of the trip, `years` old on its first day. */
const newcomer = (trip: Trip, years = 40) => ({ title: 'mr', firstName: 'Bo', lastName: 'Lindqvist', birthDate: `${Number(trip.booking.startDate.slice(0, 4)) - years}-01-01`, nationalityId: 1 });

describe('what can be changed, until when, at what price', () => {
  it('is the trip page’s `changes` and the quotes’ answer, from the booking’s own dates and fee schedule', { timeout: 120_000 }, async () => {
    const trip = await bookedTrip();
    const quotes = await quotesOf(trip);
    expect((await tripOf(trip)).changes).toEqual(quotes);
    const deadlines = tripDeadlines({
      startDate: trip.booking.startDate,
      outwardDeparture: trip.booking.selection?.flights?.outward?.departure ?? null,
      bookedAt: trip.booking.createdAt,
      timeZone: 'Europe/Copenhagen',
    });
    expect(quotes).toMatchObject({
      currency: 'DKK',
      transfer: { available: true, refusal: null, lastDay: addDays(trip.booking.startDate, -7), until: deadlines.transfer.endsAt.toISOString(), fee: 250 },
      insurance: { lastDay: deadlines.insurance.lastDay, until: deadlines.insurance.endsAt.toISOString(), match: { available: true, refusal: null }, travel: { available: true, amount: 0 } },
      cancellation: { available: true, refusal: null, paid: trip.total, until: deadlines.cancellation.endsAt.toISOString() },
    });
    // The match insurance is the engine's line: the fee per person for every traveller.
    expect(quotes.insurance.match.amount).toBe(quotes.insurance.match.perPerson * (trip.booking.adults + trip.booking.children));
    // The fee is the schedule's percentage of the trip's price, as of the site's day.
    const terms = trip.booking.selection!.terms!.terminationFees;
    expect(terms.map((step) => step.percent)).toContain(quotes.cancellation.percent);
    expect(quotes.cancellation).toMatchObject({ price: trip.total, transferFees: 0, kept: quotes.cancellation.fee });
    expect(quotes.cancellation.fee).toBe(Math.ceil((trip.total * quotes.cancellation.percent) / 100));
    expect(quotes.cancellation.refund).toBe(trip.total - quotes.cancellation.fee);
    // Norwegian money on the Norwegian site.
    const norwegian = await quotesOf(await bookedTrip({ locale: 'no', paid: false }));
    expect(norwegian.currency).toBe('NOK');
    expect(norwegian.transfer.fee).toBeGreaterThan(250);
  });
});

describe('cancelling the trip', () => {
  it('keeps the fee shown, refunds the rest through the gateway once, gives seats and rooms back, closes open payments, mails and audits', { timeout: 180_000 }, async () => {
    // Paid in two parts: the first through the gateway, the second started and left open.
    const trip = await bookedTrip({ paid: false });
    const part = trip.total - 100;
    const first = await startedPayment(test.db, trip.uuid, part);
    await decide(test.db, first.reference, 'approve');
    const open = await startedPayment(test.db, trip.uuid);
    const seatsBefore = await seatsOf(trip);
    const roomsBefore = await roomsOf(trip);
    const holders = trip.booking.selection!.tickets[0]!.holders;

    const quote = (await quotesOf(trip)).cancellation;
    expect(quote.paid).toBe(part);
    // A fee not the one shown is refused, and nothing moves.
    const moved = await post(trip, 'cancellation', { acceptedFee: quote.fee + 1 });
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({ code: 'prices_changed', fee: quote.fee });
    expect((await bookingRow(trip.booking.id)).cancelledAt).toBeNull();

    const key = randomUUID();
    const answer = await post(trip, 'cancellation', { acceptedFee: quote.fee }, { key });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { cancellation } = cancellationResponse.parse(answer.body);
    // Priced = shown.
    expect(cancellation).toMatchObject({ percent: quote.percent, fee: quote.fee, refund: quote.refund, feeDue: quote.feeDue });
    expect(cancellation.refund).toBe(part - quote.fee);
    expect(cancellation.refund).toBeGreaterThan(0);

    const booking = await bookingRow(trip.booking.id);
    expect(booking.cancelledBy).toBe('traveller');
    expect(booking.cancelledAt).not.toBeNull();
    // Seats and rooms back, once.
    expect((await seatsOf(trip)).map((row) => row.availability)).toEqual(seatsBefore.map((row) => row.availability + holders));
    expect((await roomsOf(trip)).map((row) => row.available)).toEqual(roomsBefore.map((row) => row.available + 1));
    // The refund went through the test gateway: whole or in part, once; the open payment closed.
    const payments = await paymentsOf(trip.uuid);
    expect(payments[1]).toMatchObject({ status: 'cancelled', gatewayReference: open.reference });
    if (cancellation.refund > 0) {
      expect(payments[0]).toMatchObject({ status: 'refunded', refundReason: 'cancelled', refundAmount: cancellation.refund === part ? null : cancellation.refund });
      expect(await sandboxOf(first.reference)).toMatchObject({ status: 'refunded', refundedAmount: cancellation.refund });
    } else {
      expect(payments[0]).toMatchObject({ status: 'paid' });
    }
    const invoice = await invoiceOf(trip.uuid);
    expect(invoice).toMatchObject({ status: 'cancelled', totalPaid: part - cancellation.refund });
    expect((await startPayment(trip.uuid, { gateway: 'test' }, randomUUID())).status).toBe(409);

    // The same request replays; another is refused; nothing more moves.
    expect(await post(trip, 'cancellation', { acceptedFee: quote.fee }, { key })).toMatchObject({ status: 201, body: answer.body });
    expect(await post(trip, 'cancellation', { acceptedFee: quote.fee })).toMatchObject({ status: 409, body: { code: 'trip_cancelled', message: 'Rejsen er afbestilt' } });
    expect((await seatsOf(trip)).map((row) => row.availability)).toEqual(seatsBefore.map((row) => row.availability + holders));

    // Audited without personal data, mailed once, shown on the trip page.
    const changes = await changesOf(trip.booking.id);
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'cancelled',
        actor: 'traveller',
        amount: cancellation.refund > 0 ? -cancellation.refund : 0,
        detail: { by: 'traveller', percent: quote.percent, price: trip.total, fee: quote.fee, transferFees: 0, kept: quote.fee, refund: cancellation.refund, feeDue: cancellation.feeDue },
      }),
    ]);
    const mails = await mailsOf(trip.booking.id, 'trip-cancellation');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Din rejse er afbestilt (ordre ${trip.orderNumber})`);
    expect(mails[0]!.text).toContain('Vi beholder afbestillingsgebyret på');
    const shown = await tripOf(trip);
    expect(shown.cancelled).toMatchObject({ by: 'traveller' });
    expect(shown.changes.cancellation).toMatchObject({ available: false, refusal: 'cancelled' });
    expect(shown.changes.transfer).toMatchObject({ available: false, refusal: 'cancelled' });
  });

  it('on a trip paid in full refunds all above the fee, and from departure on is closed', { timeout: 180_000 }, async () => {
    const trip = await bookedTrip();
    const quote = (await quotesOf(trip)).cancellation;
    // From the day of departure, the trip cannot be cancelled here.
    vi.stubEnv('SHOP_NOW', quote.until);
    expect((await quotesOf(trip)).cancellation).toMatchObject({ available: false, refusal: 'deadline_passed' });
    expect(await post(trip, 'cancellation', { acceptedFee: quote.fee })).toMatchObject({ status: 409, body: { code: 'change_closed' } });
    vi.stubEnv('SHOP_NOW', TEST_TODAY);
    const answer = await post(trip, 'cancellation', { acceptedFee: quote.fee });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.cancellation.refund).toBe(trip.total - quote.fee);
    const [payment] = await paymentsOf(trip.uuid);
    expect(payment).toMatchObject({ status: 'refunded', refundReason: 'cancelled' });
    expect((await sandboxOf(trip.reference!)).refundedAmount).toBe(trip.total - quote.fee);
  });
});

describe('transferring a traveller’s place', () => {
  it('renames the place, adds the fee shown to the invoice, audits without names and mails the contact', { timeout: 180_000 }, async () => {
    const trip = await bookedTrip();
    const { transfer } = await quotesOf(trip);
    const answer = await post(trip, 'transfers', { position: 1, passenger: newcomer(trip), acceptedFee: transfer.fee });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { transfer: made } = transferResponse.parse(answer.body);
    expect(made).toMatchObject({ position: 1, fee: transfer.fee, total: trip.total + transfer.fee, amountDue: transfer.fee });
    const [first] = await test.db.select().from(bookingPassengers).where(and(eq(bookingPassengers.bookingId, trip.booking.id), eq(bookingPassengers.position, 1)));
    expect(first).toMatchObject({ firstName: 'Bo', lastName: 'Lindqvist', title: 'mr' });
    const invoice = await invoiceOf(trip.uuid);
    expect(invoice).toMatchObject({ total: trip.total + transfer.fee, amountDue: transfer.fee, status: 'pending' });
    expect(invoice.booking!.lines.at(-1)).toMatchObject({ kind: 'transferFee', amount: transfer.fee });
    expect(invoice.booking!.travellers[0]).toMatchObject({ firstName: 'Bo', lastName: 'Lindqvist' });
    // The new amount is due after today, not at once.
    expect(invoice.dueDate! >= TEST_TODAY).toBe(true);
    const changes = await changesOf(trip.booking.id);
    expect(changes).toEqual([expect.objectContaining({ kind: 'transfer', actor: 'traveller', amount: transfer.fee, detail: { position: 1, fee: transfer.fee } })]);
    expect(JSON.stringify(changes[0]!.detail)).not.toContain('Lindqvist');
    const [mail] = await mailsOf(trip.booking.id, 'trip-transfer');
    expect(mail!.text).toMatch(/Pladsen på rejsen er overdraget fra \S.* til Bo Lindqvist\./);
    // The difference is paid from the invoice as any amount due.
    const payment = await startedPayment(test.db, trip.uuid);
    await decide(test.db, payment.reference, 'approve');
    expect(await invoiceOf(trip.uuid)).toMatchObject({ status: 'paid', amountDue: 0 });
  });

  it('within 7 days of departure is refused with a field message in the site’s language', { timeout: 180_000 }, async () => {
    for (const [locale, message] of [
      ['da', 'kan kun overdrages til en anden person indtil 7 dage før afrejse'],
      ['sv', 'kan bara överlåtas till en annan person fram till 7 dagar före avresa'],
    ] as const) {
      const trip = await bookedTrip({ locale, paid: false });
      const { transfer } = await quotesOf(trip);
      // The last second of the seventh day before departure is still in time; the next is not.
      vi.stubEnv('SHOP_NOW', new Date(Date.parse(transfer.until) - 1000).toISOString());
      expect((await quotesOf(trip)).transfer.available).toBe(true);
      vi.stubEnv('SHOP_NOW', transfer.until);
      expect((await quotesOf(trip)).transfer).toMatchObject({ available: false, refusal: 'deadline_passed' });
      const answer = await post(trip, 'transfers', { position: 1, passenger: newcomer(trip), acceptedFee: transfer.fee });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ position: [message] });
      vi.stubEnv('SHOP_NOW', TEST_TODAY);
    }
  });

  it('validates the new person as a booking’s passenger, and the fee as shown', { timeout: 180_000 }, async () => {
    const trip = await bookedTrip({ paid: false });
    const { transfer } = await quotesOf(trip);
    const travellers = trip.booking.adults + trip.booking.children;
    const bad = await post(trip, 'transfers', { position: 1, passenger: { ...newcomer(trip, 10), firstName: '' }, acceptedFee: transfer.fee });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ 'passenger.firstName': ['skal udfyldes'] });
    const child = await post(trip, 'transfers', { position: 1, passenger: newcomer(trip, 10), acceptedFee: transfer.fee });
    expect(child.status).toBe(422);
    expect(Object.keys(child.body.errors)).toEqual(['passenger.birthDate']);
    const beyond = await post(trip, 'transfers', { position: travellers + 1, passenger: newcomer(trip), acceptedFee: transfer.fee });
    expect(beyond.status).toBe(422);
    expect(Object.keys(beyond.body.errors)).toEqual(['position']);
    expect((await post(trip, 'transfers', { position: 1, passenger: { ...newcomer(trip), nationalityId: 999_999 }, acceptedFee: transfer.fee })).status).toBe(422);
    expect(await post(trip, 'transfers', { position: 1, passenger: newcomer(trip), acceptedFee: transfer.fee + 5 })).toMatchObject({ status: 409, body: { code: 'prices_changed', fee: transfer.fee } });
    expect(await changesOf(trip.booking.id)).toEqual([]);
  });
});

describe('adding insurance', () => {
  it('match cancellation insurance grows the invoice by the line shown; the difference is paid from the invoice; once only', { timeout: 180_000 }, async () => {
    const trip = await bookedTrip();
    const { insurance } = await quotesOf(trip);
    const answer = await post(trip, 'insurance', { kind: 'match', acceptedAmount: insurance.match.amount });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(insuranceResponse.parse(answer.body).insurance).toMatchObject({ kind: 'match', amount: insurance.match.amount, total: trip.total + insurance.match.amount, amountDue: insurance.match.amount });
    const invoice = await invoiceOf(trip.uuid);
    expect(invoice).toMatchObject({ status: 'pending', total: trip.total + insurance.match.amount });
    expect(invoice.booking!.insurance.match).toBe(true);
    expect(invoice.booking!.lines.at(-1)).toMatchObject({ kind: 'matchInsurance', amount: insurance.match.amount });
    expect((await quotesOf(trip)).insurance.match).toMatchObject({ available: false, refusal: 'added' });
    expect(await post(trip, 'insurance', { kind: 'match', acceptedAmount: insurance.match.amount })).toMatchObject({ status: 409, body: { code: 'insurance_added' } });
    const payment = await startedPayment(test.db, trip.uuid);
    await decide(test.db, payment.reference, 'approve');
    expect(await invoiceOf(trip.uuid)).toMatchObject({ status: 'paid', totalPaid: trip.total + insurance.match.amount });
    expect(await changesOf(trip.booking.id)).toEqual([expect.objectContaining({ kind: 'insurance_added', detail: { kind: 'match' }, amount: insurance.match.amount })]);
    expect(await mailsOf(trip.booking.id, 'trip-insurance')).toHaveLength(1);
  });

  it('left unpaid past its due time, an added line does not release a trip paid as sold', { timeout: 180_000 }, async () => {
    const trip = await bookedTrip();
    const { insurance } = await quotesOf(trip);
    expect((await post(trip, 'insurance', { kind: 'match', acceptedAmount: insurance.match.amount })).status).toBe(201);
    const due = (await test.db.select({ dueAt: invoices.dueAt }).from(invoices).where(eq(invoices.uuid, trip.uuid)))[0]!.dueAt;
    expect(await releaseUnpaidBookings(new Date(due.getTime() + DAY))).not.toContain(trip.orderNumber);
    expect(await invoiceOf(trip.uuid)).toMatchObject({ status: 'pending', amountDue: insurance.match.amount });
    // An unpaid trip with an added line is released as any unpaid trip.
    const unpaid = await bookedTrip({ paid: false });
    const { insurance: offered } = await quotesOf(unpaid);
    expect((await post(unpaid, 'insurance', { kind: 'match', acceptedAmount: offered.match.amount })).status).toBe(201);
    const unpaidDue = (await test.db.select({ dueAt: invoices.dueAt }).from(invoices).where(eq(invoices.uuid, unpaid.uuid)))[0]!.dueAt;
    expect(await releaseUnpaidBookings(new Date(unpaidDue.getTime() + DAY))).toContain(unpaid.orderNumber);
  });

  it('travel insurance is recorded for staff at no price; after the cut-off neither can be added', { timeout: 180_000 }, async () => {
    const trip = await bookedTrip();
    const { insurance } = await quotesOf(trip);
    vi.stubEnv('SHOP_NOW', insurance.until);
    expect(await post(trip, 'insurance', { kind: 'match', acceptedAmount: insurance.match.amount })).toMatchObject({ status: 409, body: { code: 'change_closed' } });
    vi.stubEnv('SHOP_NOW', TEST_TODAY);
    const answer = await post(trip, 'insurance', { kind: 'travel', acceptedAmount: 0 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await invoiceOf(trip.uuid)).toMatchObject({ status: 'paid', total: trip.total });
    expect((await invoiceOf(trip.uuid)).booking!.insurance.travel).toBe(true);
  });
});

describe('the requests', () => {
  it('answer malformed links 400, forged ones 404, bad bodies 422, a missing key 400, never 500', { timeout: 120_000 }, async () => {
    const trip = await bookedTrip({ paid: false });
    const [head, payload, signature] = trip.token.split('.') as [string, string, string];
    const forged = `${head}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const huge = await issueTripLink(2_147_483_648, 'trip', shopNow(), new Date(shopNow().getTime() + DAY));
    const unknown = await issueTripLink(2_147_483_647, 'trip', shopNow(), new Date(shopNow().getTime() + DAY));
    for (const path of ['quotes', 'cancellation', 'transfers', 'insurance']) {
      const call = (token: string) =>
        path === 'quotes' ? callApi(`trips/${token}/quotes`, { locale: 'da' }) : post({ token, locale: 'da' }, path, { acceptedFee: 0, acceptedAmount: 0, kind: 'match', position: 1, passenger: newcomer(trip) });
      expect((await call('nonsense')).status, path).toBe(400);
      expect((await call(`v1.${'A'.repeat(300)}.${'A'.repeat(43)}`)).status, path).toBe(400);
      for (const token of [forged, huge, unknown]) expect((await call(token)).status, `${path} ${token}`).toBe(404);
    }
    for (const body of [{}, { acceptedFee: -1 }, { acceptedFee: 1.5 }, { acceptedFee: 2 ** 53 }, { acceptedFee: '12' }]) {
      expect((await post(trip, 'cancellation', body)).status, JSON.stringify(body)).toBe(422);
    }
    for (const body of [{ position: 2 ** 40, passenger: newcomer(trip), acceptedFee: 0 }, { position: 1, passenger: { ...newcomer(trip), nationalityId: 2 ** 40 }, acceptedFee: 0 }, { position: 'x' }]) {
      expect((await post(trip, 'transfers', body)).status, JSON.stringify(body)).toBe(422);
    }
    expect((await post(trip, 'insurance', { kind: 'house', acceptedAmount: 0 })).status).toBe(422);
    expect((await post(trip, 'cancellation', { acceptedFee: 0 }, { key: null })).status).toBe(400);
    expect(await changesOf(trip.booking.id)).toEqual([]);
  });

  it('a calendar link opens no change', { timeout: 120_000 }, async () => {
    const trip = await bookedTrip({ paid: false });
    const calendar = await issueTripLink(trip.booking.id, 'calendar', shopNow(), new Date(shopNow().getTime() + DAY));
    expect((await post({ token: calendar, locale: 'da' }, 'cancellation', { acceptedFee: 0 })).status).toBe(404);
  });
});

describe.skipIf(!onPostgres)('at once (PostgreSQL)', () => {
  it('the same cancellation sent 50 times with one key cancels, refunds, gives back and mails once', { timeout: 600_000 }, async () => {
    const trip = await bookedTrip();
    const seatsBefore = await seatsOf(trip);
    const holders = trip.booking.selection!.tickets[0]!.holders;
    const { cancellation } = await quotesOf(trip);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(trip, 'cancellation', { acceptedFee: cancellation.fee }, { key })));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 201));
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(49);
    expect((await seatsOf(trip)).map((row) => row.availability)).toEqual(seatsBefore.map((row) => row.availability + holders));
    expect(await changesOf(trip.booking.id)).toHaveLength(1);
    expect(await mailsOf(trip.booking.id, 'trip-cancellation')).toHaveLength(1);
    expect(await paymentsOf(trip.uuid)).toEqual([expect.objectContaining({ status: 'refunded', refundReason: 'cancelled' })]);
    expect((await sandboxOf(trip.reference!)).refundedAmount).toBe(cancellation.refund);
  });

  it('the same transfer and the same insurance sent 50 times with one key happen once', { timeout: 600_000 }, async () => {
    const trip = await bookedTrip();
    const { transfer, insurance } = await quotesOf(trip);
    const transferKey = randomUUID();
    const insuranceKey = randomUUID();
    const answers = await Promise.all([
      ...Array.from({ length: 50 }, () => post(trip, 'transfers', { position: 1, passenger: newcomer(trip), acceptedFee: transfer.fee }, { key: transferKey })),
      ...Array.from({ length: 50 }, () => post(trip, 'insurance', { kind: 'match', acceptedAmount: insurance.match.amount }, { key: insuranceKey })),
    ]);
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect((await changesOf(trip.booking.id)).map((change) => change.kind).sort()).toEqual(['insurance_added', 'transfer']);
    expect((await invoiceOf(trip.uuid)).total).toBe(trip.total + transfer.fee + insurance.match.amount);
    expect(await mailsOf(trip.booking.id, 'trip-transfer')).toHaveLength(1);
  });

  it('a change and a cancellation racing leave one consistent booking', { timeout: 600_000 }, async () => {
    for (let round = 0; round < 3; round += 1) {
      const trip = await bookedTrip();
      const seatsBefore = await seatsOf(trip);
      const holders = trip.booking.selection!.tickets[0]!.holders;
      const { transfer, insurance, cancellation } = await quotesOf(trip);
      const [transferred, insured, cancelled] = await Promise.all([
        post(trip, 'transfers', { position: 1, passenger: newcomer(trip), acceptedFee: transfer.fee }),
        post(trip, 'insurance', { kind: 'match', acceptedAmount: insurance.match.amount }),
        post(trip, 'cancellation', { acceptedFee: cancellation.fee }),
      ]);
      for (const answer of [transferred, insured, cancelled]) expect([201, 409], JSON.stringify(answer.body)).toContain(answer.status);
      const booking = await bookingRow(trip.booking.id);
      const invoice = await invoiceOf(trip.uuid);
      const changes = await changesOf(trip.booking.id);
      const seats = (await seatsOf(trip)).map((row) => row.availability);
      // Every change answered 201 is recorded once, and nothing answered 409 is.
      expect(changes.map((change) => change.kind).sort()).toEqual(
        [transferred.status === 201 && 'transfer', insured.status === 201 && 'insurance_added', cancelled.status === 201 && 'cancelled'].filter(Boolean).sort(),
      );
      if (cancelled.status === 201) {
        expect(booking.cancelledBy).toBe('traveller');
        expect(invoice.status).toBe('cancelled');
        expect(seats).toEqual(seatsBefore.map((row) => row.availability + holders));
        // What is kept is what the answer gave: the fee of the price as sold, and a transfer's fee charged before it.
        const { fee, kept, refund, transferFees } = cancelled.body.cancellation;
        expect(invoice.totalPaid).toBe(trip.total - refund);
        expect(invoice.totalPaid).toBe(Math.min(trip.total, kept));
        // Nothing was changed after the cancellation; its fee is the schedule's share of the price as sold, whatever was added before it.
        expect(changes.at(-1)!.kind).toBe('cancelled');
        const before = changes.slice(0, -1).reduce((sum, change) => sum + change.amount, 0);
        expect(fee).toBe(Math.ceil((trip.total * cancelled.body.cancellation.percent) / 100));
        expect(transferFees).toBe(changes.some((change) => change.kind === 'transfer') ? transfer.fee : 0);
        expect(kept).toBe(fee + transferFees);
        expect(invoice.total).toBe(trip.total + before);
        for (const answer of [transferred, insured]) if (answer.status === 409) expect(['trip_cancelled', 'prices_changed']).toContain(answer.body.code);
      } else {
        // The cancellation came after a transfer, whose fee it keeps beside the fee shown: refused, and the booking stands whole.
        expect(cancelled.body.code).toBe('prices_changed');
        expect(booking.cancelledAt).toBeNull();
        expect(seats).toEqual(seatsBefore.map((row) => row.availability));
        expect(invoice.total).toBe(trip.total + (transferred.status === 201 ? transfer.fee : 0) + (insured.status === 201 ? insurance.match.amount : 0));
      }
    }
  });
});
