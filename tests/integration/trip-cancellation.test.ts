/**
 * A trip after its cancellation, as the trip page and the invoice answer it
 * and as the mails say it: cancelled by whom and when, what the shop keeps
 * (the schedule's fee of the trip's price as sold, a transfer's fee already
 * charged) and what goes back, through which payments, by which day and
 * whether it has gone back (the refund worker's state), with nothing due and
 * no due date. The cancellation's mail asks for no payment; a refund that
 * goes back through two payments is told in two mails that each say which
 * part of the whole they are. A termination without a fee (the path a
 * changed match takes) gives back all that was paid. A trip read on another
 * site's address keeps its own currency.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { cancellationResponse, tripQuotesResponse, type TripChanges } from '@/lib/api/contract/trip-changes';
import { tripResponse } from '@/lib/api/contract/trips';
import { addDays, daysBetween } from '@/lib/calendar-day';
import { localIsoDate } from '@/lib/seasons';
import { now as shopNow } from '@/server/clock';
import { bookings, invoices, paymentTransactions, sandboxPayments } from '@/server/db/schema';
import { refundDue, REFUND_LEASE_MS } from '@/server/modules/payments/refunds';
import { issueTripLink } from '@/server/modules/trips/links';
import { endTrip, settle } from '@/server/modules/trips/termination';
import { callApi } from '../support/api';
import { packageFinder } from '../support/booking-fixture';
import { TEST_TODAY, withTestDatabase } from '../support/database';
import { bookedInvoice, decide, invoiceOf, mailsOf, startedPayment } from '../support/payments';
import { withTestShop } from '../support/shop';

const onPostgres = inject('testDatabase').driver === 'postgres';
const test = withTestDatabase();
const openPackage = packageFinder();
withTestShop({ domains: true });

afterEach(() => {
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
});

const DAY = 24 * 60 * 60 * 1000;

/** A booked trip on `locale`'s site, far enough ahead that every change is open, with a trip link; unpaid. */
async function bookedTrip(locale = 'da') {
  const invoice = await bookedInvoice(await openPackage(locale, (pkg) => daysBetween(TEST_TODAY, pkg.startDate) > 30), locale);
  const [booking] = await test.db.select().from(bookings).where(eq(bookings.orderNumber, invoice.orderNumber));
  const token = await issueTripLink(booking!.id, 'trip', shopNow(), new Date(shopNow().getTime() + 400 * DAY));
  return { ...invoice, booking: booking!, token, locale };
}
type Trip = Awaited<ReturnType<typeof bookedTrip>>;

/** Pays `amount` (what is due when left out) through the test gateway, approved; answers the gateway's reference. */
async function pay(trip: Trip, amount?: number): Promise<string> {
  const payment = await startedPayment(test.db, trip.uuid, amount);
  await decide(test.db, payment.reference, 'approve');
  return payment.reference;
}

const post = (trip: Trip, path: string, body: unknown) =>
  callApi(`trips/${trip.token}/${path}`, { method: 'POST', locale: trip.locale, json: body, headers: { 'idempotency-key': randomUUID() } });

async function quotesOf(trip: Trip): Promise<TripChanges> {
  const answer = await callApi(`trips/${trip.token}/quotes`, { locale: trip.locale });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return tripQuotesResponse.parse(answer.body).quotes;
}

async function tripOf(trip: Trip, locale = trip.locale) {
  const answer = await callApi(`trips/${trip.token}`, { locale });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return tripResponse.parse(answer.body).trip;
}

const paymentsOf = (uuid: string) =>
  test.db
    .select({ id: paymentTransactions.id, status: paymentTransactions.status, amount: paymentTransactions.amount, refundAmount: paymentTransactions.refundAmount, refundLeaseUntil: paymentTransactions.refundLeaseUntil })
    .from(paymentTransactions)
    .innerJoin(invoices, eq(invoices.id, paymentTransactions.invoiceId))
    .where(eq(invoices.uuid, uuid))
    .orderBy(asc(paymentTransactions.id));

/** The gateway refuses refunds of these payments for now (`refuse` false: it takes them again). */
const refuseRefunds = (references: string[], refuse = true) =>
  test.db
    .update(sandboxPayments)
    .set({ status: refuse ? 'failed' : 'paid' })
    .where(inArray(sandboxPayments.reference, references));

/** The refund worker's round once the leases of the first try have run out. */
async function refundAfterLeases(uuid: string) {
  const leases = (await paymentsOf(uuid)).flatMap((payment) => (payment.refundLeaseUntil ? [payment.refundLeaseUntil.getTime()] : []));
  return refundDue(new Date(Math.max(shopNow().getTime(), ...leases) + REFUND_LEASE_MS + 1000));
}

const money = (amount: number) => `Kr. ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},-`;

describe('after the traveller cancels', () => {
  it('the trip and the invoice say who cancelled and when, what is kept, what goes back through which payments by when and whether it has, and nothing is due', { timeout: 180_000 }, async () => {
    const trip = await bookedTrip();
    // Paid in two payments: the refund, newest first, takes all of the second and some of the first.
    const first = await pay(trip, trip.total - 500);
    const second = await pay(trip);
    expect((await invoiceOf(trip.uuid)).status).toBe('paid');
    const quote = (await quotesOf(trip)).cancellation;
    expect(quote).toMatchObject({ price: trip.total, transferFees: 0, kept: quote.fee, paid: trip.total, refund: trip.total - quote.fee, feeDue: 0 });
    expect(quote.refund).toBeGreaterThan(500);

    // The gateway refuses the refunds for now: the money is on its way, not back.
    await refuseRefunds([first, second]);
    const answer = await post(trip, 'cancellation', { acceptedFee: quote.kept });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const cancelled = cancellationResponse.parse(answer.body).cancellation;
    const refundBy = addDays(localIsoDate(shopNow(), 'Europe/Copenhagen'), 14);
    const refundTo = [
      { gateway: 'test', amount: 500 },
      { gateway: 'test', amount: quote.refund - 500 },
    ];
    // Quote = charge: the answer keeps and gives back what the quote said.
    expect(cancelled).toMatchObject({ percent: quote.percent, price: trip.total, fee: quote.fee, transferFees: 0, kept: quote.kept, refund: quote.refund, feeDue: 0, refundTo, refundBy });

    const expected = {
      status: 'cancelled',
      total: trip.total,
      totalPaid: quote.fee,
      amountDue: 0,
      dueDate: null,
      dueAt: null,
      cancellation: { by: 'traveller', at: shopNow().toISOString(), percent: quote.percent, price: trip.total, fee: quote.fee, transferFees: 0, refund: quote.refund, refundTo, refundBy, feeDue: 0 },
    };
    const waiting = await invoiceOf(trip.uuid);
    expect(waiting).toMatchObject({ ...expected, cancellation: { ...expected.cancellation, refundStatus: 'refunding' } });
    // The trip page reads the same invoice, on whichever site it is opened.
    for (const locale of ['da', 'sv']) {
      const shown = await tripOf(trip, locale);
      expect(shown.cancelled).toEqual({ at: shopNow().toISOString(), by: 'traveller' });
      expect(shown.invoice).toMatchObject({ currency: 'DKK', ...expected, cancellation: { ...expected.cancellation, refundStatus: 'refunding' } });
      expect(shown.changes.currency).toBe('DKK');
    }

    // The gateway takes them: the worker refunds both parts, and the pages say refunded.
    await refuseRefunds([first, second], false);
    expect(await refundAfterLeases(trip.uuid)).toEqual({ refunded: 2, failed: 0 });
    expect((await invoiceOf(trip.uuid)).cancellation).toMatchObject({ refund: quote.refund, refundStatus: 'refunded' });
    expect((await tripOf(trip)).invoice.cancellation).toMatchObject({ refundStatus: 'refunded' });

    // The cancellation's mail: the fee kept, the refund and by when, in two parts; nothing to pay, no pay link.
    const [mail, ...more] = await mailsOf(test.db, trip.orderNumber, 'trip-cancellation');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Din rejse er afbestilt (ordre ${trip.orderNumber})`);
    expect(mail!.text).toContain('Vi har modtaget din afbestilling den');
    expect(mail!.text).toContain(`Vi beholder afbestillingsgebyret på ${money(quote.fee)}: ${quote.percent} % af rejsens pris, ${money(trip.total)}.`);
    expect(mail!.text).toMatch(new RegExp(`Vi tilbagebetaler ${money(quote.refund).replace(/[.]/g, '\\.')} på den måde, du betalte, inden for 14 dage og senest den \\d{1,2}\\. \\w+ \\d{4}\\.`));
    expect(mail!.text).toContain(`Beløbet går tilbage gennem 2 betalinger: ${money(500)} og ${money(quote.refund - 500)}.`);
    expect(mail!.text).toContain('Du skal ikke betale mere.');
    expect(mail!.text).toContain(`Se fakturaen: https://fantur.dk/da/faktura/${trip.uuid}`);
    expect(mail!.text).not.toMatch(/betal fakturaen|At betale/i);

    // Each refund's mail says which part of the whole it is.
    const refunds = await mailsOf(test.db, trip.orderNumber, 'payment-refund');
    expect(refunds.map((refund) => /del (\d) af 2 af tilbagebetalingen på i alt (.+)\./.exec(refund.text)?.slice(1))).toEqual([
      ['1', money(quote.refund)],
      ['2', money(quote.refund)],
    ]);
    for (const refund of refunds) expect(refund.text).toContain('Rejsen er afbestilt, og det, du har betalt ud over et eventuelt gebyr, sendes retur.');
  });

  it('the fee is the schedule’s share of the price as sold: insurance added later goes back, a transfer’s fee is kept', { timeout: 180_000 }, async () => {
    const trip = await bookedTrip();
    await pay(trip);
    const { transfer, insurance } = await quotesOf(trip);
    const newcomer = { title: 'mr', firstName: 'Bo', lastName: 'Lindqvist', birthDate: `${Number(trip.booking.startDate.slice(0, 4)) - 40}-01-01`, nationalityId: 1 };
    expect((await post(trip, 'transfers', { position: 1, passenger: newcomer, acceptedFee: transfer.fee })).status).toBe(201);
    expect((await post(trip, 'insurance', { kind: 'match', acceptedAmount: insurance.match.amount })).status).toBe(201);
    await pay(trip);
    const paid = trip.total + transfer.fee + insurance.match.amount;
    expect(await invoiceOf(trip.uuid)).toMatchObject({ status: 'paid', total: paid, totalPaid: paid });

    const quote = (await quotesOf(trip)).cancellation;
    const fee = Math.ceil((trip.total * quote.percent) / 100);
    expect(quote).toMatchObject({ price: trip.total, fee, transferFees: transfer.fee, kept: fee + transfer.fee, paid, refund: paid - fee - transfer.fee, feeDue: 0 });
    // What is shown is what is charged: the fee alone is not what is kept.
    expect(await post(trip, 'cancellation', { acceptedFee: quote.fee })).toMatchObject({ status: 409, body: { code: 'prices_changed', fee, kept: quote.kept } });
    const answer = await post(trip, 'cancellation', { acceptedFee: quote.kept });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(cancellationResponse.parse(answer.body).cancellation).toMatchObject({ fee, transferFees: transfer.fee, kept: quote.kept, refund: quote.refund });
    expect((await invoiceOf(trip.uuid)).cancellation).toMatchObject({ fee, transferFees: transfer.fee, refund: quote.refund, refundStatus: 'refunded', feeDue: 0 });
    const [mail] = await mailsOf(test.db, trip.orderNumber, 'trip-cancellation');
    expect(mail!.text).toContain(`Gebyret for overdragelse af plads, ${money(transfer.fee)}, tilbagebetales ikke`);
    expect(mail!.text).toContain(`Vi tilbagebetaler ${money(quote.refund)}`);
  });

  it('paid less than the fee: nothing goes back, what is missing is said and not asked for on the invoice', { timeout: 180_000 }, async () => {
    const trip = await bookedTrip('sv');
    const quote = (await quotesOf(trip)).cancellation;
    expect(quote).toMatchObject({ paid: 0, refund: 0, feeDue: quote.kept });
    expect((await post(trip, 'cancellation', { acceptedFee: quote.kept })).status).toBe(201);
    const invoice = await invoiceOf(trip.uuid, 'sv');
    expect(invoice).toMatchObject({ currency: 'SEK', status: 'cancelled', amountDue: 0, dueDate: null, cancellation: { by: 'traveller', refund: 0, refundStatus: null, refundTo: [], feeDue: quote.kept } });
    const [mail] = await mailsOf(test.db, trip.orderNumber, 'trip-cancellation');
    expect(mail!.subject).toBe(`Din resa är avbokad (order ${trip.orderNumber})`);
    expect(mail!.text).toContain('Det finns inget att betala tillbaka.');
    expect(mail!.text).toMatch(/Det återstår [\d ]+ SEK av det vi behåller\. Vi kontaktar dig om hur det ska betalas\./);
    expect(mail!.text).not.toMatch(/betala fakturan|Att betala nu/i);
  });
});

describe('a termination without a fee (a changed match)', () => {
  it('takes the same path with nothing kept: all that was paid goes back, the transfer fee too, and the invoice says why', { timeout: 180_000 }, async () => {
    const trip = await bookedTrip('no');
    await pay(trip);
    const { transfer } = await quotesOf(trip);
    const newcomer = { title: 'mrs', firstName: 'Kari', lastName: 'Nordmann', birthDate: `${Number(trip.booking.startDate.slice(0, 4)) - 30}-01-01`, nationalityId: 1 };
    expect((await post(trip, 'transfers', { position: 1, passenger: newcomer, acceptedFee: transfer.fee })).status).toBe(201);
    await pay(trip);
    const paid = trip.total + transfer.fee;

    const ended = await test.db.transaction(async (tx) => {
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.uuid, trip.uuid)).for('update');
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, trip.booking.id));
      const settlement = await settle(tx, { booking: booking!, invoice: invoice! }, 0);
      expect(settlement).toEqual({ percent: 0, price: trip.total, fee: 0, transferFees: 0, kept: 0, paid, refund: paid, feeDue: 0 });
      const first = await endTrip(tx, { booking: booking!, invoice: invoice! }, { by: 'fixture', actor: 'system', settlement, now: shopNow() });
      // A second ending does nothing.
      expect(await endTrip(tx, { booking: booking!, invoice: invoice! }, { by: 'fixture', actor: 'system', settlement, now: shopNow() })).toBeNull();
      return first;
    });
    expect(ended!.refundTo.reduce((sum, part) => sum + part.amount, 0)).toBe(paid);
    await refundDue(shopNow());

    const invoice = await invoiceOf(trip.uuid, 'no');
    expect(invoice).toMatchObject({ currency: 'NOK', status: 'cancelled', totalPaid: 0, amountDue: 0, dueDate: null, cancellation: { by: 'fixture', percent: 0, fee: 0, transferFees: 0, refund: paid, refundStatus: 'refunded', feeDue: 0 } });
    expect((await tripOf(trip)).cancelled).toMatchObject({ by: 'fixture' });
    const [mail] = await mailsOf(test.db, trip.orderNumber, 'trip-cancellation');
    expect(mail!.text).toMatch(/Reisen din er avbestilt .+ uten gebyr fordi (kampen|løpet) ble endret\./);
    expect(mail!.text).toContain('Det er ikke noe avbestillingsgebyr.');
    expect(mail!.text).not.toContain('Gebyret for overdragelse');
    const [row] = await test.db.select({ cancelledBy: bookings.cancelledBy }).from(bookings).where(and(eq(bookings.id, trip.booking.id)));
    expect(row!.cancelledBy).toBe('fixture');
  });
});

describe.skipIf(!onPostgres)('at once (PostgreSQL)', () => {
  it('a part refunded while another refunder finishes the other part waits for it, and numbers itself after it', { timeout: 300_000 }, async () => {
    const trip = await bookedTrip();
    const first = await pay(trip, trip.total - 500);
    const second = await pay(trip);
    const quote = (await quotesOf(trip)).cancellation;
    await refuseRefunds([first, second]);
    expect((await post(trip, 'cancellation', { acceptedFee: quote.kept })).status).toBe(201);
    await refuseRefunds([first, second], false);
    const [one] = await paymentsOf(trip.uuid);
    const leases = (await paymentsOf(trip.uuid)).flatMap((payment) => (payment.refundLeaseUntil ? [payment.refundLeaseUntil.getTime()] : []));
    const at = new Date(Math.max(...leases) + REFUND_LEASE_MS + 1000);

    // Another refunder is finishing one part: it holds the invoice and has marked its part refunded, not yet committed.
    let finish!: () => void;
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    let holding!: () => void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const other = test.db.transaction(async (tx) => {
      await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.uuid, trip.uuid)).for('update');
      await tx.update(paymentTransactions).set({ status: 'refunded' }).where(eq(paymentTransactions.id, one!.id));
      holding();
      await finishing;
    });
    await held;
    // This refunder takes the other part, is refunded by the gateway, and waits for the invoice.
    const round = refundDue(at, { limit: 1 });
    const waiting = async () => ((await test.db.execute(sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as { rows: { waiting: number }[] }).rows[0]?.waiting;
    await expect.poll(waiting, { timeout: 60_000 }).toBe(1);
    finish();
    await other;
    expect(await round).toEqual({ refunded: 1, failed: 0 });
    const [mail] = await mailsOf(test.db, trip.orderNumber, 'payment-refund');
    expect(mail!.text).toContain(`Det er del 2 af 2 af tilbagebetalingen på i alt ${money(quote.refund)}.`);
  });
});
