/**
 * Paying an invoice through the test gateway: starting a transaction, and
 * callbacks applied exactly once (signed, fresh, once per event, only
 * forward), with the invoice's paid total recomputed from its transactions.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { GATEWAY_NOT_FOUND, transactionResponse } from '@/lib/api/contract/payments';
import { now } from '@/server/clock';
import { bookings, outboxMails, paymentEvents, sandboxPayments } from '@/server/db/schema';
import { findInboxEntry } from '@/server/modules/staff/inbox';
import { signTestCallback, testGatewaySecret, TEST_SIGNATURE_HEADER } from '@/server/suppliers/payments/test-gateway';
import { callApi } from '../support/api';
import { packageFinder } from '../support/booking-fixture';
import { withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';
import {
  bookedInvoice as bookedInvoiceOf,
  callback,
  decide,
  decideOnHostedPage,
  invoiceOf,
  startedPayment as startedPaymentOf,
  startPayment,
  transactionStatus as transactionStatusOf,
} from '../support/payments';

const test = withTestDatabase();
const openPackage = packageFinder();

withTestShop({ domains: true });

const bookedInvoice = async (locale = 'da') => bookedInvoiceOf(await openPackage(locale), locale);
const start = startPayment;
const startedPayment = (uuid: string, amount?: number) => startedPaymentOf(test.db, uuid, amount);
const transactionStatus = (transactionId: string) => transactionStatusOf(test.db, transactionId);

describe('paying an invoice', () => {
  it('offers the test gateway and starts a payment for the amount due, on the site’s own origin', async () => {
    const { uuid, total } = await bookedInvoice();
    const before = await invoiceOf(uuid);
    expect(before.paymentGateways).toEqual([{ name: 'test' }]);
    expect(before.transactions).toEqual([]);

    const { status, body, headers } = await start(uuid, { gateway: 'test' });
    expect(status).toBe(201);
    expect(headers.get('cache-control')).toContain('no-store');
    const answer = transactionResponse.parse(body);
    expect(answer.paymentInfo.redirectUrl).toMatch(/^https:\/\/fantur\.dk\/da\/test-gateway\/tg_[0-9a-f-]{36}$/);
    expect(answer.invoice.transactions).toEqual([expect.objectContaining({ id: answer.paymentInfo.transactionId, gateway: 'test', amount: total, status: 'pending' })]);
    expect((await invoiceOf(uuid)).transactions).toHaveLength(1);
  });

  it("refuses a gateway the shop does not offer with the specification's message, and writes nothing", async () => {
    const { uuid } = await bookedInvoice();
    const { status, body } = await start(uuid, { gateway: 'paypal' });
    expect(status).toBe(422);
    expect(body).toMatchObject({ message: GATEWAY_NOT_FOUND, errors: { gateway: [GATEWAY_NOT_FOUND] } });
    expect((await invoiceOf(uuid)).transactions).toEqual([]);
    // In the visitor's language on each site.
    for (const [locale, message] of [['da', 'Betalingsmetoden findes ikke'], ['no', 'Betalingsmåten finnes ikke'], ['sv', 'Betalningssättet finns inte']] as const) {
      const answer = await callApi(`invoices/${uuid}/transactions`, { method: 'POST', locale, json: { gateway: 'paypal' } });
      expect(answer.body).toMatchObject({ message, errors: { gateway: [message] } });
    }
  });

  it('refuses an amount above the amount due, and malformed bodies, with field messages', async () => {
    const { uuid, total } = await bookedInvoice();
    const above = await start(uuid, { gateway: 'test', amount: total + 1 });
    expect(above.status).toBe(422);
    expect(above.body.errors).toEqual({ amount: [`must be at most ${total}`] });
    for (const bad of [{}, { gateway: 7 }, { gateway: 'test', amount: 'ten' }, { gateway: 'test', amount: 0 }, { gateway: 'test', amount: 1.5 }]) {
      const { status, body } = await start(uuid, bad);
      expect(status, JSON.stringify(bad)).toBe(422);
      expect(Object.keys(body.errors).length).toBeGreaterThan(0);
    }
    expect((await start(randomUUID(), { gateway: 'test' })).status).toBe(404);
    expect((await start('not-a-uuid', { gateway: 'test' })).status).toBeGreaterThanOrEqual(400);
    expect((await invoiceOf(uuid)).transactions).toEqual([]);
  });

  it('answers a retried start with the same Idempotency-Key with the same transaction; another body under it is refused', async () => {
    const { uuid } = await bookedInvoice();
    const key = randomUUID();
    const first = transactionResponse.parse((await start(uuid, { gateway: 'test', amount: 100 }, key)).body);
    const again = transactionResponse.parse((await start(uuid, { gateway: 'test', amount: 100 }, key)).body);
    expect(again.paymentInfo).toEqual(first.paymentInfo);
    expect((await invoiceOf(uuid)).transactions).toHaveLength(1);
    expect((await start(uuid, { gateway: 'test', amount: 200 }, key)).status).toBe(422);
  });
});

describe('a callback', () => {
  it('marks the payment paid and the invoice paid, with the paid total from its transactions', async () => {
    const { uuid, total } = await bookedInvoice();
    const { transactionId, reference } = await startedPayment(uuid);
    const { status, body } = await callback(reference, 'paid');
    expect(status).toBe(200);
    expect(body).toEqual({ received: true, outcome: 'applied' });
    const invoice = await invoiceOf(uuid);
    expect(invoice).toMatchObject({ status: 'paid', totalPaid: total, amountDue: 0 });
    expect(invoice.transactions).toEqual([expect.objectContaining({ id: transactionId, status: 'paid' })]);
    // Nothing more is due: a further start is refused.
    expect((await start(uuid, { gateway: 'test' })).status).toBe(422);
  });

  it('with a bad signature, another secret or an old or future timestamp is rejected, and nothing is written', async () => {
    const { uuid } = await bookedInvoice();
    const { transactionId, reference } = await startedPayment(uuid);
    const text = JSON.stringify({ id: randomUUID(), type: 'payment.paid', payment: { reference } });
    const forged: Record<string, string>[] = [
      { [TEST_SIGNATURE_HEADER]: signTestCallback(text, 'another-secret', now()) },
      { [TEST_SIGNATURE_HEADER]: signTestCallback(text.replace('paid', 'paid '), testGatewaySecret(), now()) },
      { [TEST_SIGNATURE_HEADER]: 't=1,v1=abc' },
      {},
    ];
    for (const headers of forged) {
      const { status, body } = await callApi('payments/test/callback', { method: 'POST', json: text, headers });
      expect(status, JSON.stringify(headers)).toBe(400);
      expect(body.code).toBe('callback_rejected');
    }
    const danish = await callApi('payments/test/callback', { method: 'POST', locale: 'da', json: text, headers: forged[0] });
    expect(danish.body.message).toBe('Beskeden fra betalingen blev afvist: the signature does not match');
    for (const minutes of [-6, 6]) {
      const { status } = await callback(reference, 'paid', { at: new Date(now().getTime() + minutes * 60_000) });
      expect(status).toBe(400);
    }
    expect(await transactionStatus(transactionId)).toBe('pending');
    expect(await test.db.select().from(paymentEvents).where(eq(paymentEvents.gateway, 'test'))).not.toContainEqual(expect.objectContaining({ gatewayEventId: JSON.parse(text).id }));
    expect((await invoiceOf(uuid)).status).toBe('pending');
  });

  it('delivered twice is applied once', async () => {
    const { uuid, total } = await bookedInvoice();
    const { reference } = await startedPayment(uuid, 100);
    const eventId = randomUUID();
    expect((await callback(reference, 'paid', { eventId })).body.outcome).toBe('applied');
    expect((await callback(reference, 'paid', { eventId })).body.outcome).toBe('duplicate');
    expect(await invoiceOf(uuid)).toMatchObject({ totalPaid: 100, amountDue: total - 100, status: 'pending' });
  });

  it('never moves a payment back: a failure told after the success leaves it paid', async () => {
    const { uuid } = await bookedInvoice();
    const { transactionId, reference } = await startedPayment(uuid, 100);
    await callback(reference, 'paid');
    expect((await callback(reference, 'failed')).status).toBe(200);
    expect(await transactionStatus(transactionId)).toBe('paid');
    expect((await invoiceOf(uuid)).totalPaid).toBe(100);
  });

  it('keeps a success told after a failure and puts it before the staff: the payment stays failed, one alert per event, shown on the order in the inbox', { timeout: 120_000 }, async () => {
    const { uuid, orderNumber } = await bookedInvoice('sv');
    const { transactionId, reference } = await startedPayment(uuid, 100);
    await callback(reference, 'failed');
    const alerts = () => test.db.select().from(outboxMails).where(eq(outboxMails.kind, 'payment-alert-staff'));
    expect(await alerts()).toEqual([]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const eventId = randomUUID();
    expect((await callback(reference, 'paid', { eventId })).body).toEqual({ received: true, outcome: 'applied' });
    expect((await callback(reference, 'paid', { eventId })).body.outcome).toBe('duplicate');
    warn.mockRestore();

    // Nothing moves: the shop took the payment as failed, and the staff decide.
    expect(await transactionStatus(transactionId)).toBe('failed');
    expect(await invoiceOf(uuid)).toMatchObject({ status: 'pending', totalPaid: 0 });
    const [event] = await test.db.select().from(paymentEvents).where(and(eq(paymentEvents.gateway, 'test'), eq(paymentEvents.gatewayEventId, eventId)));
    expect(event).toMatchObject({ outcome: 'paid' });
    const [alert, ...more] = await alerts();
    expect(more).toEqual([]);
    // To the Swedish site's own address, in the staff's Danish, with what finds the payment at the gateway.
    expect(alert).toMatchObject({ recipient: 'info@fantur.se', locale: 'da', subject: `Betaling efter afvisning: ordre ${orderNumber}`, sentAt: null });
    for (const fact of [`Ordrenummer: ${orderNumber}`, `Udbyderens reference: ${reference}`, `Transaktion: ${transactionId}`, 'Beløb: 100 SEK', `https://fantur.se/sv/faktura/${uuid}`]) expect(alert!.text).toContain(fact);

    const [booking] = await test.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.orderNumber, orderNumber));
    const detail = await findInboxEntry(test.db, 'booking', booking!.id);
    expect(detail?.fields).toContainEqual(['latePayments', `test ${reference}: 100 SEK`]);
  });

  it('settles a failed payment; paying again, in two parts, pays the invoice', async () => {
    const { uuid, total } = await bookedInvoice();
    const failed = await startedPayment(uuid);
    await callback(failed.reference, 'failed');
    expect(await transactionStatus(failed.transactionId)).toBe('failed');
    expect(await invoiceOf(uuid)).toMatchObject({ status: 'pending', totalPaid: 0 });

    const half = Math.floor(total / 2);
    const first = await startedPayment(uuid, half);
    await callback(first.reference, 'paid');
    expect(await invoiceOf(uuid)).toMatchObject({ status: 'pending', totalPaid: half, amountDue: total - half });
    const rest = await startedPayment(uuid);
    await callback(rest.reference, 'paid');
    const invoice = await invoiceOf(uuid);
    expect(invoice).toMatchObject({ status: 'paid', totalPaid: total, amountDue: 0 });
    expect(invoice.transactions.map((transaction) => transaction.status)).toEqual(['failed', 'paid', 'paid']);
  });

  it('for a payment the shop does not know, or a gateway it does not offer, is 404 and writes nothing', async () => {
    expect((await callback('tg_unknown', 'paid')).status).toBe(404);
    const text = JSON.stringify({ id: randomUUID(), type: 'payment.paid', payment: { reference: 'x' } });
    expect((await callApi('payments/paypal/callback', { method: 'POST', json: text })).status).toBe(404);
    expect((await callApi('payments/PAY%20PAL/callback', { method: 'POST', json: text })).status).toBeGreaterThanOrEqual(400);
  });
});

describe('a payment the visitor abandons', () => {
  it('at the test gateway (“Afbryd og gå tilbage”) is cancelled, not awaited, and can no longer be approved', async () => {
    const { uuid } = await bookedInvoice();
    const abandoned = await startedPayment(uuid);
    const answer = await decideOnHostedPage(abandoned.reference, 'abandon');
    expect(answer.status).toBe(200);
    expect(answer.body.returnUrl).toBe(`https://fantur.dk/da/faktura/${uuid}?transaction=${abandoned.transactionId}`);
    expect(await transactionStatus(abandoned.transactionId)).toBe('cancelled');
    const [sandbox] = await test.db.select({ status: sandboxPayments.status }).from(sandboxPayments).where(eq(sandboxPayments.reference, abandoned.reference));
    expect(sandbox!.status).toBe('cancelled');

    // Abandoned again (a double click) goes back as before; approved later, it is refused and nothing is paid.
    expect((await decideOnHostedPage(abandoned.reference, 'abandon')).status).toBe(200);
    const approved = await decideOnHostedPage(abandoned.reference, 'approve');
    expect(approved.status).toBe(409);
    expect(approved.body).toMatchObject({ code: 'payment_closed', message: 'This payment is closed' });
    expect(await invoiceOf(uuid)).toMatchObject({ status: 'pending', totalPaid: 0, transactions: [expect.objectContaining({ status: 'cancelled', refundReason: null })] });
  });

  it('and pays with another: the abandoned one stays cancelled on the paid invoice; a paid word on it after all sends it back', async () => {
    const { uuid, total } = await bookedInvoice();
    const abandoned = await startedPayment(uuid);
    await decideOnHostedPage(abandoned.reference, 'abandon');
    await decide(test.db, (await startedPayment(uuid)).reference, 'approve');
    const invoice = await invoiceOf(uuid);
    expect(invoice).toMatchObject({ status: 'paid', totalPaid: total });
    expect(invoice.transactions.map((transaction) => transaction.status)).toEqual(['cancelled', 'paid']);

    // The gateway says paid after all: the payment is never booked, it goes back.
    await test.db.update(sandboxPayments).set({ status: 'paid' }).where(eq(sandboxPayments.reference, abandoned.reference));
    await callback(abandoned.reference, 'paid');
    expect(await transactionStatus(abandoned.transactionId)).toBe('refunded');
    expect(await invoiceOf(uuid)).toMatchObject({ status: 'paid', totalPaid: total });
  });

  it('left open while the invoice is paid by another payment is cancelled with it, at the gateway too', async () => {
    const { uuid, total } = await bookedInvoice();
    const left = await startedPayment(uuid);
    const half = Math.floor(total / 2);
    const part = await startedPayment(uuid, half);
    await decide(test.db, part.reference, 'approve');
    // Still due: the open payment may still be paid.
    expect(await transactionStatus(left.transactionId)).toBe('pending');
    await decide(test.db, (await startedPayment(uuid)).reference, 'approve');
    expect(await transactionStatus(left.transactionId)).toBe('cancelled');
    const [sandbox] = await test.db.select({ status: sandboxPayments.status }).from(sandboxPayments).where(eq(sandboxPayments.reference, left.reference));
    expect(sandbox!.status).toBe('cancelled');
    expect((await invoiceOf(uuid)).transactions.map((transaction) => transaction.status)).toEqual(['cancelled', 'paid', 'paid']);
  });

  it('by the gateway’s cancel link is cancelled on the way back (`POST transactions/{id}/cancel`); a settled payment stays as it is', async () => {
    const { uuid } = await bookedInvoice();
    const open = await startedPayment(uuid, 100);
    const cancelled = await callApi(`transactions/${open.transactionId}/cancel`, { method: 'POST', json: {} });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.transaction).toMatchObject({ id: open.transactionId, status: 'cancelled' });
    expect((await decideOnHostedPage(open.reference, 'approve')).status).toBe(409);
    // Again: as it stands.
    expect((await callApi(`transactions/${open.transactionId}/cancel`, { method: 'POST', json: {} })).body.transaction.status).toBe('cancelled');

    const paid = await startedPayment(uuid, 100);
    await decide(test.db, paid.reference, 'approve');
    expect((await callApi(`transactions/${paid.transactionId}/cancel`, { method: 'POST', json: {} })).body.transaction.status).toBe('paid');
    // Approved at the gateway but not yet told: the gateway cannot close it, so it stays awaited until its callback.
    const racing = await startedPayment(uuid, 100);
    await test.db.update(sandboxPayments).set({ status: 'paid' }).where(eq(sandboxPayments.reference, racing.reference));
    expect((await callApi(`transactions/${racing.transactionId}/cancel`, { method: 'POST', json: {} })).body.transaction.status).toBe('pending');

    expect((await callApi(`transactions/${randomUUID()}/cancel`, { method: 'POST', json: {} })).status).toBe(404);
    expect((await callApi('transactions/not-a-payment/cancel', { method: 'POST', json: {} })).status).toBe(400);
  });
});
