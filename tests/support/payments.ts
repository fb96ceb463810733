/**
 * Paying invoices through the real routes and the test gateway: a booked
 * trip's invoice, starting payments, and the gateway's signed callbacks,
 * either as the hosted page sends them (the visitor decided) or hand-made.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bookingResponse, invoiceResponse } from '@/lib/api/contract/booking';
import type { GiftCardBody } from '@/lib/api/contract/gift-cards';
import { transactionResponse } from '@/lib/api/contract/payments';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { now } from '@/server/clock';
import type { Database } from '@/server/db';
import { bookings, outboxMails, paymentTransactions } from '@/server/db/schema';
import { decideSandboxPayment, signTestCallback, testGatewaySecret, TEST_SIGNATURE_HEADER } from '@/server/suppliers/payments/test-gateway';
import { callApi } from './api';
import { bookingOf } from './booking-fixture';

/** A gift card as the Danish site's form orders one. */
export const GIFT_CARD_ORDER: GiftCardBody = {
  amount: 1500,
  recipientName: 'Mads Holm',
  email: 'lone.holm@example.com',
  from: 'Lone',
  to: 'Mads',
  message: 'Tillykke med de 40!',
  phone: '+4512345678',
  sendByPost: false,
};

/** A booked trip's invoice: its uuid, total and order number. */
export async function bookedInvoice(pkg: PackageDetail, locale = 'da'): Promise<{ uuid: string; total: number; orderNumber: number }> {
  const { body } = await bookingOf(pkg, locale);
  const answer = await callApi('bookings', { method: 'POST', locale, json: body, headers: { 'idempotency-key': randomUUID() } });
  expect(answer.status).toBe(201);
  const booked = bookingResponse.parse(answer.body);
  return { uuid: booked.uuid, total: booked.booking.invoice.total, orderNumber: booked.orderNumber };
}

export async function invoiceOf(uuid: string, locale = 'da') {
  const { status, body } = await callApi(`invoices/${uuid}`, { locale });
  expect(status).toBe(200);
  return invoiceResponse.parse(body).invoice;
}

export async function startPayment(uuid: string, body: unknown, key?: string) {
  return callApi(`invoices/${uuid}/transactions`, { method: 'POST', json: body, headers: key ? { 'idempotency-key': key } : {} });
}

/** Starts a payment and answers the test gateway's reference for it. */
export async function startedPayment(db: Database, uuid: string, amount?: number): Promise<{ transactionId: string; reference: string }> {
  const { status, body } = await startPayment(uuid, { gateway: 'test', ...(amount !== undefined && { amount }) });
  expect(status).toBe(201);
  const { paymentInfo } = transactionResponse.parse(body);
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.uuid, paymentInfo.transactionId));
  return { transactionId: paymentInfo.transactionId, reference: row!.gatewayReference! };
}

/** A hand-made test gateway callback for `reference`, signed at `at` (the shop's now) with the sandbox's secret unless told otherwise. */
export async function callback(reference: string, outcome: 'paid' | 'failed' | 'cancelled', { eventId = randomUUID() as string, at = now(), secret = testGatewaySecret() } = {}) {
  const text = JSON.stringify({ id: eventId, type: `payment.${outcome}`, payment: { reference } });
  return callApi('payments/test/callback', { method: 'POST', json: text, headers: { [TEST_SIGNATURE_HEADER]: signTestCallback(text, secret, at) } });
}

/** The visitor decides on the hosted page: the sandbox's book moves, and its signed callback is delivered. */
export async function decide(db: Database, reference: string, decision: 'approve' | 'decline' | 'abandon') {
  return (await decidedAtGateway(db, reference, decision))();
}

/**
 * The visitor decides on the hosted page and the sandbox's book moves now,
 * but its callback reaches the shop only when the answered function is
 * called: a payment the gateway took before the shop closed it, told after.
 */
export async function decidedAtGateway(db: Database, reference: string, decision: 'approve' | 'decline' | 'abandon' = 'approve') {
  const told = await decideSandboxPayment(db, reference, decision, testGatewaySecret(), now());
  if (!told) throw new Error(`the sandbox payment ${reference} was not pending`);
  return () => callApi('payments/test/callback', { method: 'POST', json: told.body, headers: { [TEST_SIGNATURE_HEADER]: told.signature } });
}

/** The visitor's decision as the hosted page sends it (`POST test-gateway/payments/{reference}/decision`). */
export const decideOnHostedPage = (reference: string, decision: 'approve' | 'decline' | 'abandon') =>
  callApi(`test-gateway/payments/${reference}/decision`, { method: 'POST', json: { decision } });

/** The mails of one kind the outbox holds for an order. */
export async function mailsOf(db: Database, orderNumber: number, kind: string) {
  return db
    .select({ recipient: outboxMails.recipient, subject: outboxMails.subject, text: outboxMails.text, locale: outboxMails.locale })
    .from(outboxMails)
    .innerJoin(bookings, eq(bookings.id, outboxMails.bookingId))
    .where(and(eq(bookings.orderNumber, orderNumber), eq(outboxMails.kind, kind)))
    .orderBy(asc(outboxMails.id));
}

export async function transactionStatus(db: Database, transactionId: string) {
  const [row] = await db.select({ status: paymentTransactions.status }).from(paymentTransactions).where(eq(paymentTransactions.uuid, transactionId));
  return row?.status;
}
