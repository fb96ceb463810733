/**
 * Withdrawing from a gift card bought online (Consumer Rights Directive art.
 * 9 and 11a): within the 14 days the code stops working at once, the
 * acknowledgement goes out through the outbox (and over SMTP) with the date
 * and time received, and what was left on the card goes back through the
 * gateway that took it, exactly once; the card's invoice then has nothing
 * due and no due date, and says whether the money is still on its way or
 * has gone back; after the 14 days it is refused; a card
 * used in part gives back only the rest; an unpaid card is withdrawn with
 * nothing to refund and cannot be paid any more; fifty identical requests at
 * once (PostgreSQL) withdraw and refund once.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { bookingResponse } from '@/lib/api/contract/booking';
import { giftCardResponse, giftCardWithdrawalResponse, type GiftCardBody } from '@/lib/api/contract/gift-cards';
import { addDays } from '@/lib/calendar-day';
import { withdrawalEndsAt, withdrawalLastDay } from '@/lib/gift-cards/withdrawal';
import { giftCards, invoices, outboxMails, paymentTransactions, sandboxPayments } from '@/server/db/schema';
import { deliverDueMails } from '@/server/modules/mail/worker';
import { runPaymentsRound } from '@/server/modules/payments/worker';
import { callApi } from '../support/api';
import { bookingOf, packageFinder } from '../support/booking-fixture';
import { TEST_TODAY, withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';
import { bookedInvoice, decide, GIFT_CARD_ORDER, invoiceOf, startedPayment, startPayment } from '../support/payments';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';

const onPostgres = inject('testDatabase').driver === 'postgres';
const test = withTestDatabase();
const openPackage = packageFinder();

withTestShop({ domains: true });

afterEach(() => {
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
});

const order = async (body: GiftCardBody = GIFT_CARD_ORDER, locale = 'da') => {
  const answer = await callApi('gift-cards', { method: 'POST', locale, json: body, headers: { 'idempotency-key': randomUUID() } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return giftCardResponse.parse(answer.body).gift_card.invoice;
};

/** A card ordered and paid through the test gateway: its invoice uuid, order number, code and the gateway's reference. */
async function paidCard(body: GiftCardBody = GIFT_CARD_ORDER, locale = 'da') {
  const invoice = await order(body, locale);
  const payment = await startedPayment(test.db, invoice.uuid);
  await decide(test.db, payment.reference, 'approve');
  const code = (await invoiceOf(invoice.uuid, locale)).giftCard!.code!;
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
  return { uuid: invoice.uuid, orderNumber: invoice.orderNumber, code, ...payment };
}

const statement = (orderNumber: number, email = 'lone.holm@example.com') => ({ name: 'Lone Holm', orderNumber, email });

const withdraw = (uuid: string, body: unknown, { key = randomUUID() as string | null, locale = 'da' } = {}) =>
  callApi(`invoices/${uuid}/gift-card-withdrawal`, { method: 'POST', locale, json: body, headers: key ? { 'idempotency-key': key } : {} });

const cardOf = async (orderNumber: number) => (await test.db.select().from(giftCards).where(eq(giftCards.orderNumber, orderNumber)))[0]!;
const sandboxOf = async (reference: string) => (await test.db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference)))[0]!;
const paymentsOf = async (uuid: string) =>
  test.db
    .select({ status: paymentTransactions.status, amount: paymentTransactions.amount, refundAmount: paymentTransactions.refundAmount, refundReason: paymentTransactions.refundReason })
    .from(paymentTransactions)
    .innerJoin(invoices, eq(invoices.id, paymentTransactions.invoiceId))
    .where(eq(invoices.uuid, uuid));
const acknowledgements = (recipient: string) =>
  test.db.select().from(outboxMails).where(and(eq(outboxMails.kind, 'gift-card-withdrawal'), eq(outboxMails.recipient, recipient)));

/** Books the default selection of a package with the code in the coupon box. */
async function bookWithCode(code: string) {
  const { body } = await bookingOf(await openPackage(), 'da', (selection) => ({ ...selection, couponCode: code }));
  return callApi('bookings', { method: 'POST', locale: 'da', json: body, headers: { 'idempotency-key': randomUUID() } });
}

describe('the 14 days', () => {
  it('count from the day after the order, in the site’s zone, to the end of the 14th day', () => {
    // 00:30 in Copenhagen on 2 December is still 1 December in UTC: the order's day is the 2nd.
    const ordered = new Date('2026-12-01T23:30:00Z');
    expect(withdrawalLastDay(ordered, 'Europe/Copenhagen')).toBe('2026-12-16');
    expect(withdrawalEndsAt(ordered, 'Europe/Copenhagen').toISOString()).toBe('2026-12-16T23:00:00.000Z');
    // Across the change to summer time: the end is midnight local time all the same.
    expect(withdrawalEndsAt(new Date('2027-03-20T10:00:00Z'), 'Europe/Stockholm').toISOString()).toBe('2027-04-03T22:00:00.000Z');
  });
});

describe('withdrawing from a paid gift card', () => {
  it('within the 14 days: the code stops at once, the rest goes back through the gateway once, the acknowledgement is mailed; the card’s page shows it', { timeout: 120_000 }, async () => {
    const card = await paidCard();
    const shown = await invoiceOf(card.uuid);
    const { withdrawal } = shown.giftCard!;
    expect(withdrawal).toMatchObject({ withdrawnAt: null, refund: null });
    const stored = await cardOf(card.orderNumber);
    expect(withdrawal.lastDay).toBe(withdrawalLastDay(stored.createdAt, 'Europe/Copenhagen'));

    // The last second of the 14th day is still in time.
    const lastSecond = new Date(new Date(withdrawal.endsAt).getTime() - 1000);
    vi.stubEnv('SHOP_NOW', lastSecond.toISOString());
    const key = randomUUID();
    const answer = await withdraw(card.uuid, statement(card.orderNumber, 'lone.kvittering@example.com'), { key });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(giftCardWithdrawalResponse.parse(answer.body).withdrawal).toEqual({
      orderNumber: card.orderNumber,
      receivedAt: lastSecond.toISOString(),
      refund: 1500,
      // Back through the one payment, by the 14th day from the day received (the last day to withdraw, here).
      refundTo: [{ gateway: 'test', amount: 1500 }],
      refundBy: addDays(withdrawal.lastDay, 14),
      currency: 'DKK',
      email: 'lone.kvittering@example.com',
    });

    // The code is refused from now on.
    expect((await callApi(`coupons/${card.code}`, { locale: 'da' })).status).toBe(404);
    expect(await cardOf(card.orderNumber)).toMatchObject({ status: 'withdrawn', balance: 0, withdrawalRefund: 1500, withdrawalName: 'Lone Holm' });

    // Refunded through the test gateway, whole, once; another worker round changes nothing.
    expect(await paymentsOf(card.uuid)).toEqual([{ status: 'refunded', amount: 1500, refundAmount: null, refundReason: 'withdrawn' }]);
    expect(await sandboxOf(card.reference)).toMatchObject({ status: 'refunded', refundedAmount: 1500 });
    expect((await runPaymentsRound(lastSecond)).refunds).toEqual({ refunded: 0, failed: 0 });

    // The same request again replays; another one is refused, and nothing moves.
    expect(await withdraw(card.uuid, statement(card.orderNumber, 'lone.kvittering@example.com'), { key })).toMatchObject({ status: 201, body: answer.body });
    expect(await withdraw(card.uuid, statement(card.orderNumber))).toMatchObject({ status: 409, body: { code: 'gift_card_withdrawn' } });
    expect(await paymentsOf(card.uuid)).toHaveLength(1);

    // The acknowledgement: to the address given, with what, when (date and time) and what goes back.
    const mails = await acknowledgements('lone.kvittering@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Vi har modtaget din fortrydelse af gavekortet (ordre ${card.orderNumber})`);
    expect(mails[0]!.text).toContain('Gavekortkoden kan ikke længere bruges.');
    expect(mails[0]!.text).toContain('Vi tilbagebetaler Kr. 1.500,- på den måde, du betalte');
    expect(mails[0]!.text).toMatch(/Modtaget: \d{1,2}\. \w+ \d{4} kl\. 23\.59/);
    expect(mails[0]!.text).toContain(`https://fantur.dk/da/faktura/${card.uuid}`);

    // The card's page: withdrawn, when, and what went back; the invoice is closed, with nothing due and no due date.
    const after = await invoiceOf(card.uuid);
    expect(after).toMatchObject({ status: 'cancelled', total: 1500, totalPaid: 1500, amountDue: 0, dueDate: null, dueAt: null });
    expect(after.giftCard).toMatchObject({ balance: 0, withdrawal: { withdrawnAt: lastSecond.toISOString(), refund: 1500, refundStatus: 'refunded' } });
    expect(after.transactions).toEqual([expect.objectContaining({ status: 'refunded', refundReason: 'withdrawn', refundAmount: null })]);
  });

  it('while the gateway has not refunded yet, the card’s page says it is being refunded; once it has, refunded', { timeout: 120_000 }, async () => {
    const card = await paidCard({ ...GIFT_CARD_ORDER, email: 'slow-refund@example.com' });
    const before = await invoiceOf(card.uuid);
    expect(before).toMatchObject({ status: 'paid', dueDate: expect.any(String), dueAt: expect.any(String) });
    expect(before.giftCard!.withdrawal.refundStatus).toBeNull();
    // The gateway refuses the refund for now.
    await test.db.update(sandboxPayments).set({ status: 'failed' }).where(eq(sandboxPayments.reference, card.reference));
    expect((await withdraw(card.uuid, statement(card.orderNumber, 'slow-refund@example.com'))).status).toBe(201);
    const waiting = await invoiceOf(card.uuid);
    expect(waiting).toMatchObject({ status: 'cancelled', totalPaid: 1500, amountDue: 0, dueDate: null, dueAt: null });
    expect(waiting.giftCard!.withdrawal).toMatchObject({ refund: 1500, refundStatus: 'refunding' });
    expect(waiting.transactions).toEqual([expect.objectContaining({ status: 'refunding', refundReason: 'withdrawn' })]);

    // The gateway answers again: the payments worker refunds after the first try's lease, and the page says so.
    await test.db.update(sandboxPayments).set({ status: 'paid' }).where(eq(sandboxPayments.reference, card.reference));
    const [leased] = await test.db
      .select({ until: paymentTransactions.refundLeaseUntil })
      .from(paymentTransactions)
      .innerJoin(invoices, eq(invoices.id, paymentTransactions.invoiceId))
      .where(eq(invoices.uuid, card.uuid));
    await runPaymentsRound(new Date(leased!.until!.getTime() + 1000));
    expect(await paymentsOf(card.uuid)).toEqual([{ status: 'refunded', amount: 1500, refundAmount: null, refundReason: 'withdrawn' }]);
    expect((await invoiceOf(card.uuid)).giftCard!.withdrawal).toMatchObject({ refund: 1500, refundStatus: 'refunded' });
  });

  it('after the 14 days is refused, and the card stays as it was', async () => {
    const card = await paidCard();
    const { endsAt } = (await invoiceOf(card.uuid)).giftCard!.withdrawal;
    vi.stubEnv('SHOP_NOW', endsAt);
    const answer = await withdraw(card.uuid, statement(card.orderNumber));
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'withdrawal_period_over', message: 'Fristen på 14 dage til at fortryde købet af gavekortet er udløbet' });
    expect(await cardOf(card.orderNumber)).toMatchObject({ status: 'issued', balance: 1500, withdrawnAt: null });
    expect(await paymentsOf(card.uuid)).toEqual([expect.objectContaining({ status: 'paid' })]);
  });

  it('used in part gives back only what is left, and the gateway refunds only that', { timeout: 120_000 }, async () => {
    const card = await paidCard({ ...GIFT_CARD_ORDER, amount: 25_000, email: 'part@example.com' });
    const booked = await bookWithCode(card.code);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const used = bookingResponse.parse(booked.body).booking.invoice.discount;
    expect(used).toBeGreaterThan(0);
    expect(used).toBeLessThan(25_000);

    const answer = await withdraw(card.uuid, statement(card.orderNumber, 'part@example.com'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.withdrawal).toMatchObject({ refund: 25_000 - used, refundTo: [{ gateway: 'test', amount: 25_000 - used }] });
    expect(await paymentsOf(card.uuid)).toEqual([{ status: 'refunded', amount: 25_000, refundAmount: 25_000 - used, refundReason: 'withdrawn' }]);
    expect(await sandboxOf(card.reference)).toMatchObject({ status: 'refunded', refundedAmount: 25_000 - used });
    const [mail] = await acknowledgements('part@example.com');
    expect(mail!.text).toContain('var allerede brugt på rejser');
    // The coupon box no longer takes the code.
    expect((await callApi(`coupons/${card.code}`, { locale: 'da' })).status).toBe(404);
  });

  it('used up has nothing left to withdraw from', { timeout: 120_000 }, async () => {
    const card = await paidCard({ ...GIFT_CARD_ORDER, amount: 100 });
    expect((await bookWithCode(card.code)).status).toBe(201);
    const answer = await withdraw(card.uuid, statement(card.orderNumber));
    expect(answer).toMatchObject({ status: 409, body: { code: 'gift_card_used' } });
  });

  it('takes the code from a booking priced with it a moment before: that booking is refused', { timeout: 120_000 }, async () => {
    const card = await paidCard();
    const { body } = await bookingOf(await openPackage(), 'da', (selection) => ({ ...selection, couponCode: card.code }));
    expect((await withdraw(card.uuid, statement(card.orderNumber))).status).toBe(201);
    const answer = await callApi('bookings', { method: 'POST', locale: 'da', json: body, headers: { 'idempotency-key': randomUUID() } });
    expect(answer.status).not.toBe(201);
    expect(['prices_changed', 'validation_failed']).toContain(answer.body.code);
  });
});

describe('withdrawing from a gift card not paid yet', () => {
  it('cancels its invoice with nothing to refund; it can no longer be paid', async () => {
    const invoice = await order({ ...GIFT_CARD_ORDER, email: 'unpaid@example.com' });
    const answer = await withdraw(invoice.uuid, statement(invoice.orderNumber, 'unpaid@example.com'));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.withdrawal).toMatchObject({ refund: 0, refundTo: [] });
    // Nothing was paid, nothing is due, nothing falls due, and nothing goes back.
    const after = await invoiceOf(invoice.uuid);
    expect(after).toMatchObject({ status: 'cancelled', totalPaid: 0, amountDue: 0, dueDate: null, dueAt: null });
    expect(after.giftCard!.withdrawal).toMatchObject({ refund: 0, refundStatus: null });
    expect((await startPayment(invoice.uuid, { gateway: 'test' }, randomUUID())).status).toBe(409);
    const [mail] = await acknowledgements('unpaid@example.com');
    expect(mail!.text).toContain('Gavekortet var ikke betalt.');
  });
});

describe('the withdrawal’s request', () => {
  it('answers bad fields 422 with field messages in the visitor’s language, a missing key 400, an unknown card 404', async () => {
    const card = await paidCard();
    const bad = await withdraw(card.uuid, { name: '', orderNumber: 'abc', email: 'nope' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ name: ['skal udfyldes'], orderNumber: ['skal være et ordrenummer'], email: [expect.any(String)] });
    const other = await withdraw(card.uuid, statement(card.orderNumber + 1), { locale: 'sv' });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual({ orderNumber: ['är inte ordernumret för det här presentkortet'] });
    expect((await withdraw(card.uuid, statement(card.orderNumber), { key: null })).status).toBe(400);
    expect((await withdraw(randomUUID(), statement(card.orderNumber))).status).toBe(404);
    expect((await withdraw('not-a-uuid', statement(card.orderNumber))).status).toBe(400);
    // None of these moved anything.
    expect(await cardOf(card.orderNumber)).toMatchObject({ status: 'issued', balance: 1500 });
  });

  it('names a booking’s invoice: 404, nothing to withdraw from here', { timeout: 120_000 }, async () => {
    const { uuid, orderNumber } = await bookedInvoice(await openPackage());
    expect(await withdraw(uuid, statement(orderNumber))).toMatchObject({ status: 404, body: { code: 'gift_card_not_found' } });
  });
});

describe('the gift card’s mail', () => {
  it('carries the withdrawal action to the card’s withdrawal page, with the last day', async () => {
    const card = await paidCard({ ...GIFT_CARD_ORDER, email: 'mail-action@example.com' });
    const [mail] = await test.db.select().from(outboxMails).where(and(eq(outboxMails.kind, 'gift-card'), eq(outboxMails.recipient, 'mail-action@example.com')));
    expect(mail!.text).toContain(`Fortryd aftalen her: https://fantur.dk/da/faktura/${card.uuid}/fortryd`);
    expect(mail!.text).toContain('Du kan fortryde købet af gavekortet til og med');
  });
});

describe('the acknowledgement over SMTP', () => {
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
  });

  afterAll(async () => {
    await sink.close();
  });

  it('is delivered to the address given with the withdrawal, in the site’s language', { timeout: 120_000 }, async () => {
    const card = await paidCard({ ...GIFT_CARD_ORDER, email: 'smtp-buyer@example.no' }, 'no');
    // Only this file's mails are due: what earlier tests left is marked sent.
    await test.db.update(outboxMails).set({ sentAt: new Date() });
    expect((await withdraw(card.uuid, statement(card.orderNumber, 'smtp-ack@example.no'), { locale: 'no' })).status).toBe(201);
    const report = await deliverDueMails(test.db, sink.transport, { from: 'Fantur <booking@fantur.dk>', messageDomain: 'fantur.dk' });
    expect(report).toEqual({ sent: 1, failed: 0 });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]!.to).toEqual(['smtp-ack@example.no']);
    const text = sink.received[0]!.raw.replace(/=\r?\n/g, '').replace(/\r/g, '');
    expect(text).toContain(`ordre ${card.orderNumber}`);
    expect(text).toContain('angre');
  });
});

describe.skipIf(!onPostgres)('fifty identical withdrawals at once (PostgreSQL)', () => {
  it('withdraw once and refund once, with one key or fifty', { timeout: 600_000 }, async () => {
    for (const sameKey of [true, false]) {
      const email = `rush-${sameKey}@example.com`;
      const card = await paidCard({ ...GIFT_CARD_ORDER, email });
      const key = randomUUID();
      const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(card.uuid, statement(card.orderNumber, email), { key: sameKey ? key : randomUUID() })));
      const created = answers.filter((answer) => answer.status === 201);
      if (sameKey) {
        // The one key: the first answer, replayed to every other.
        expect(created).toHaveLength(50);
        for (const answer of created) expect(answer.body).toEqual(created[0]!.body);
        expect(created.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(49);
      } else {
        expect(created).toHaveLength(1);
        expect(answers.filter((answer) => answer.status === 409 && answer.body.code === 'gift_card_withdrawn')).toHaveLength(49);
      }
      expect(await paymentsOf(card.uuid)).toEqual([{ status: 'refunded', amount: 1500, refundAmount: null, refundReason: 'withdrawn' }]);
      expect(await sandboxOf(card.reference)).toMatchObject({ status: 'refunded', refundedAmount: 1500 });
      expect(await acknowledgements(email)).toHaveLength(1);
    }
  });
});
