/**
 * The Stripe adapter, without the network: the official SDK makes its calls
 * through an injected HTTP client (`Stripe.createFetchHttpClient`) that
 * answers as Stripe's API does, and webhooks are signed with the SDK's own
 * `generateTestHeaderString`. What goes to Stripe (amount in øre, currency,
 * the site's methods, idempotency keys) and what comes back (signed events,
 * applied once) is checked through the shop's real routes.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { transactionResponse } from '@/lib/api/contract/payments';
import { now } from '@/server/clock';
import { bookings, outboxMails, paymentTransactions } from '@/server/db/schema';
import { installPaymentGateways } from '@/server/modules/payments/gateways';
import { StripeGateway } from '@/server/suppliers/payments/stripe';
import { callApi } from '../support/api';
import { packageFinder } from '../support/booking-fixture';
import { withTestDatabase } from '../support/database';
import { bookedInvoice, invoiceOf, transactionStatus } from '../support/payments';
import { withTestShop } from '../support/shop';

const test = withTestDatabase();
const openPackage = packageFinder();
const WEBHOOK_SECRET = 'whsec_test_shop';

interface Call {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | null;
}

/** Stripe's side: the Checkout Sessions it made, and every call the SDK sent. */
const calls: Call[] = [];
const sessions = new Map<string, { id: string; url: string; payment_status: 'paid' | 'unpaid'; status: 'open' | 'complete' | 'expired'; payment_intent: string; amount_total: number; currency: string }>();

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'request-id': `req_${randomUUID()}` } });

/** Stripe's API as the SDK meets it: sessions created and read, refunds made. */
async function stripeApi(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const { pathname } = new URL(input instanceof Request ? input.url : input);
  const headers = new Headers(init?.headers);
  const params = new URLSearchParams(typeof init?.body === 'string' ? init.body : '');
  calls.push({ method: init?.method ?? 'GET', path: pathname, params, idempotencyKey: headers.get('idempotency-key') });
  if (pathname === '/v1/checkout/sessions' && init?.method === 'POST') {
    const id = `cs_test_${randomUUID().replaceAll('-', '')}`;
    const session = {
      id,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      payment_status: 'unpaid' as const,
      status: 'open' as const,
      payment_intent: `pi_${randomUUID().replaceAll('-', '')}`,
      amount_total: Number(params.get('line_items[0][price_data][unit_amount]')),
      currency: params.get('line_items[0][price_data][currency]') ?? '',
    };
    sessions.set(id, session);
    return answer({ object: 'checkout.session', ...session });
  }
  const session = /^\/v1\/checkout\/sessions\/(cs_[\w]+)$/.exec(pathname);
  if (session && sessions.has(session[1]!)) return answer({ object: 'checkout.session', ...sessions.get(session[1]!) });
  // Only an open session can be expired (Stripe answers 400 otherwise).
  const expire = /^\/v1\/checkout\/sessions\/(cs_[\w]+)\/expire$/.exec(pathname);
  const expiring = expire && sessions.get(expire[1]!);
  if (expiring && init?.method === 'POST') {
    if (expiring.status !== 'open') return answer({ error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired` } }, 400);
    expiring.status = 'expired';
    return answer({ object: 'checkout.session', ...expiring });
  }
  if (pathname === '/v1/refunds' && init?.method === 'POST') {
    return answer({ object: 'refund', id: `re_${randomUUID()}`, status: 'succeeded', amount: Number(params.get('amount')), payment_intent: params.get('payment_intent') });
  }
  return answer({ error: { type: 'invalid_request_error', message: `No such route ${pathname}` } }, 404);
}

withTestShop({ domains: true });
beforeAll(() => {
  installPaymentGateways([new StripeGateway({ secretKey: 'sk_test_shop', webhookSecret: WEBHOOK_SECRET, httpClient: Stripe.createFetchHttpClient(stripeApi) })]);
});
beforeEach(() => {
  calls.length = 0;
});
afterAll(() => {
  installPaymentGateways(undefined);
});

/** Stripe delivers an event about a session, signed as Stripe signs (at the shop's now unless told otherwise). */
async function deliver(type: string, sessionId: string, { eventId = `evt_${randomUUID()}`, at = now(), secret = WEBHOOK_SECRET } = {}) {
  const session = sessions.get(sessionId)!;
  const payload = JSON.stringify({ id: eventId, object: 'event', type, api_version: '2025-01-01', created: Math.floor(at.getTime() / 1000), livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object: { object: 'checkout.session', ...session } } });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at.getTime() / 1000) });
  return callApi('payments/stripe/callback', { method: 'POST', json: payload, headers: { 'stripe-signature': header } });
}

/** Starts paying an invoice with Stripe; answers the transaction and its Checkout Session. */
async function startStripe(uuid: string, locale = 'da', amount?: number) {
  const started = await callApi(`invoices/${uuid}/transactions`, { method: 'POST', locale, json: { gateway: 'stripe', ...(amount && { amount }) } });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const { paymentInfo } = transactionResponse.parse(started.body);
  const [row] = await test.db.select().from(paymentTransactions).where(eq(paymentTransactions.uuid, paymentInfo.transactionId));
  return { transactionId: paymentInfo.transactionId, sessionId: row!.gatewayReference!, redirectUrl: paymentInfo.redirectUrl };
}

const pay = (sessionId: string) => {
  const session = sessions.get(sessionId)!;
  Object.assign(session, { payment_status: 'paid', status: 'complete' });
};

describe('paying with Stripe', () => {
  it.each([
    ['da', ['card', 'mobilepay', 'klarna'], 'dkk', 'da'],
    ['no', ['card', 'klarna'], 'nok', 'nb'],
    ['sv', ['card', 'klarna', 'swish'], 'sek', 'sv'],
  ] as const)('on the %s site opens a Checkout Session in øre with the site’s methods, language and return address, under the transaction’s key', async (locale, methods, currency, checkoutLocale) => {
    const { uuid, total } = await bookedInvoice(await openPackage(locale), locale);
    expect((await invoiceOf(uuid, locale)).paymentGateways).toEqual([{ name: 'stripe' }]);
    const { transactionId, sessionId, redirectUrl } = await startStripe(uuid, locale);
    expect(redirectUrl).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`);
    const [created] = calls.filter((call) => call.path === '/v1/checkout/sessions');
    expect(created!.idempotencyKey).toBe(`session-${transactionId}`);
    const params = Object.fromEntries(created!.params);
    expect(params).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': String(total * 100),
      'line_items[0][price_data][currency]': currency,
      client_reference_id: transactionId,
      locale: checkoutLocale,
    });
    expect(methods.map((_, index) => params[`allowed_payment_method_types[${index}]`])).toEqual(methods);
    expect(params.success_url).toMatch(new RegExp(`/${locale}/faktura/${uuid}\\?transaction=${transactionId}$`));
    // Stripe's back link comes back marked, so the page closes the session.
    expect(params.cancel_url).toBe(`${params.success_url}&cancelled=1`);
  });

  it('applies a signed completed session once: the invoice paid, one receipt', async () => {
    const { uuid, total } = await bookedInvoice(await openPackage());
    const { transactionId, sessionId } = await startStripe(uuid);
    pay(sessionId);
    const eventId = `evt_${randomUUID()}`;
    const first = await deliver('checkout.session.completed', sessionId, { eventId });
    expect(first.body).toEqual({ received: true, outcome: 'applied' });
    expect((await deliver('checkout.session.completed', sessionId, { eventId })).body.outcome).toBe('duplicate');
    expect(await transactionStatus(test.db, transactionId)).toBe('paid');
    expect(await invoiceOf(uuid)).toMatchObject({ status: 'paid', totalPaid: total });
    const receipts = await test.db
      .select({ id: outboxMails.id })
      .from(outboxMails)
      .innerJoin(bookings, eq(bookings.id, outboxMails.bookingId))
      .where(and(eq(outboxMails.kind, 'payment-receipt'), eq(bookings.orderNumber, (await invoiceOf(uuid)).orderNumber)));
    expect(receipts).toHaveLength(1);
  });

  it('rejects a webhook with another secret, a changed body or an old timestamp, and writes nothing', async () => {
    const { uuid } = await bookedInvoice(await openPackage());
    const { transactionId, sessionId } = await startStripe(uuid);
    pay(sessionId);
    expect((await deliver('checkout.session.completed', sessionId, { secret: 'whsec_someone_else' })).status).toBe(400);
    expect((await deliver('checkout.session.completed', sessionId, { at: new Date(now().getTime() - 6 * 60_000) })).status).toBe(400);
    const payload = JSON.stringify({ id: 'evt_x', object: 'event', type: 'checkout.session.completed', data: { object: sessions.get(sessionId) } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(now().getTime() / 1000) });
    expect((await callApi('payments/stripe/callback', { method: 'POST', json: payload.replace('evt_x', 'evt_y'), headers: { 'stripe-signature': header } })).status).toBe(400);
    expect((await callApi('payments/stripe/callback', { method: 'POST', json: payload })).status).toBe(400);
    expect(await transactionStatus(test.db, transactionId)).toBe('pending');
  });

  it('waits for a delayed method’s outcome: completed unpaid changes nothing, then succeeded pays; an expired session is cancelled', async () => {
    const { uuid, total } = await bookedInvoice(await openPackage());
    const half = Math.floor(total / 2);
    const delayed = await startStripe(uuid, 'da', half);
    expect((await deliver('checkout.session.completed', delayed.sessionId)).body.outcome).toBe('ignored');
    expect(await transactionStatus(test.db, delayed.transactionId)).toBe('pending');
    pay(delayed.sessionId);
    expect((await deliver('checkout.session.async_payment_succeeded', delayed.sessionId)).body.outcome).toBe('applied');
    expect(await transactionStatus(test.db, delayed.transactionId)).toBe('paid');

    const abandoned = await startStripe(uuid, 'da');
    await deliver('checkout.session.expired', abandoned.sessionId);
    expect(await transactionStatus(test.db, abandoned.transactionId)).toBe('cancelled');
    expect((await deliver('customer.created', abandoned.sessionId)).body.outcome).toBe('ignored');
    expect(await invoiceOf(uuid)).toMatchObject({ totalPaid: half, status: 'pending' });
  });

  it('refunds a second whole payment through Stripe: the session’s payment, in øre, under the transaction’s key', async () => {
    const { uuid, total } = await bookedInvoice(await openPackage());
    const one = await startStripe(uuid);
    const two = await startStripe(uuid);
    pay(one.sessionId);
    pay(two.sessionId);
    await deliver('checkout.session.completed', one.sessionId);
    calls.length = 0;
    await deliver('checkout.session.completed', two.sessionId);
    expect(await transactionStatus(test.db, two.transactionId)).toBe('refunded');
    const [refund] = calls.filter((call) => call.path === '/v1/refunds');
    expect(refund!.idempotencyKey).toBe(`refund-${two.transactionId}`);
    expect(Object.fromEntries(refund!.params)).toEqual({ payment_intent: sessions.get(two.sessionId)!.payment_intent, amount: String(total * 100) });
    expect(await invoiceOf(uuid)).toMatchObject({ status: 'paid', totalPaid: total });
  });

  it('back by Checkout’s cancel link: the session is expired at Stripe and the payment cancelled; a completed session is left to its webhook', async () => {
    const { uuid } = await bookedInvoice(await openPackage());
    const abandoned = await startStripe(uuid, 'da', 100);
    const cancelled = await callApi(`transactions/${abandoned.transactionId}/cancel`, { method: 'POST', json: {} });
    expect(cancelled.body.transaction).toMatchObject({ status: 'cancelled' });
    expect(calls.filter((call) => call.path === `/v1/checkout/sessions/${abandoned.sessionId}/expire`)).toHaveLength(1);
    expect(sessions.get(abandoned.sessionId)!.status).toBe('expired');
    // Stripe's own word of the expiry changes nothing more.
    expect((await deliver('checkout.session.expired', abandoned.sessionId)).body.outcome).toBe('applied');
    expect(await transactionStatus(test.db, abandoned.transactionId)).toBe('cancelled');

    const completed = await startStripe(uuid, 'da', 100);
    pay(completed.sessionId);
    expect((await callApi(`transactions/${completed.transactionId}/cancel`, { method: 'POST', json: {} })).body.transaction.status).toBe('pending');
    await deliver('checkout.session.completed', completed.sessionId);
    expect(await transactionStatus(test.db, completed.transactionId)).toBe('paid');
  });

  it('closes the sessions still open once the invoice is paid: none can be paid later', async () => {
    const { uuid } = await bookedInvoice(await openPackage());
    const left = await startStripe(uuid);
    const paid = await startStripe(uuid);
    pay(paid.sessionId);
    await deliver('checkout.session.completed', paid.sessionId);
    expect(await transactionStatus(test.db, left.transactionId)).toBe('cancelled');
    expect(sessions.get(left.sessionId)!.status).toBe('expired');
  });
});
