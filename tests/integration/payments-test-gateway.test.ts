/**
 * The test gateway is switched (issue 32 item 1): it marks any invoice paid
 * for nothing, so it is offered and answers only where it is on. On by
 * default (the embedded demo), off with a real gateway configured or with
 * `PAYMENTS_TEST_GATEWAY=off`, never beside Stripe on one invoice. Switched
 * off, a payment it began while it was on can no longer be approved: no
 * invoice paid, no gift card issued, no mail.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GATEWAY_NOT_FOUND } from '@/lib/api/contract/payments';
import { giftCardResponse } from '@/lib/api/contract/gift-cards';
import { giftCards, outboxMails, paymentEvents, sandboxPayments } from '@/server/db/schema';
import { configuredGateways, installPaymentGateways, testGatewayEnabled } from '@/server/modules/payments/gateways';
import { callApi } from '../support/api';
import { withTestDatabase } from '../support/database';
import { callback, GIFT_CARD_ORDER, invoiceOf, startedPayment, startPayment } from '../support/payments';
import { withTestShop } from '../support/shop';

const test = withTestDatabase();
withTestShop({ domains: true });

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_shop', STRIPE_WEBHOOK_SECRET: 'whsec_test_shop' };

/** The shop as `env` configures it, in place of the default one. */
const configure = (env: Record<string, string | undefined>) => installPaymentGateways([...configuredGateways(env).values()]);

afterEach(() => {
  installPaymentGateways(undefined);
  vi.restoreAllMocks();
});


/** A gift card ordered, and a payment of its invoice begun at the test gateway while it was on (the default). */
async function cardWithTestPayment() {
  const ordered = await callApi('gift-cards', { method: 'POST', json: GIFT_CARD_ORDER, headers: { 'idempotency-key': randomUUID() } });
  expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
  const { invoice } = giftCardResponse.parse(ordered.body).gift_card;
  const { reference } = await startedPayment(test.db, invoice.uuid);
  return { uuid: invoice.uuid, orderNumber: invoice.orderNumber, reference };
}

/** Everything a free payment would leave behind: the invoice paid, the card's code, its events and mails. */
async function expectNothingPaid(uuid: string, orderNumber: number, reference: string, mailsBefore: number) {
  const invoice = await invoiceOf(uuid);
  expect(invoice).toMatchObject({ status: 'pending', totalPaid: 0 });
  expect(invoice.giftCard?.code).toBeNull();
  const [card] = await test.db.select({ code: giftCards.code, issuedAt: giftCards.issuedAt }).from(giftCards).where(eq(giftCards.orderNumber, orderNumber));
  expect(card).toEqual({ code: null, issuedAt: null });
  const [sandbox] = await test.db.select({ status: sandboxPayments.status }).from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
  expect(sandbox?.status).toBe('pending');
  expect(await test.db.select().from(paymentEvents).where(eq(paymentEvents.gateway, 'test'))).toEqual([]);
  expect(await test.db.$count(outboxMails)).toBe(mailsBefore);
}

describe('the test gateway switch', () => {
  it('is on by default, off with Stripe configured or when told off, and never beside Stripe', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect([...configuredGateways({}).keys()]).toEqual(['test']);
    expect([...configuredGateways({ PAYMENTS_TEST_GATEWAY: 'on' }).keys()]).toEqual(['test']);
    expect([...configuredGateways({ PAYMENTS_TEST_GATEWAY: 'off' }).keys()]).toEqual([]);
    expect([...configuredGateways(STRIPE).keys()]).toEqual(['stripe']);
    expect([...configuredGateways({ ...STRIPE, PAYMENTS_TEST_GATEWAY: 'on' }).keys()]).toEqual(['stripe']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(() => testGatewayEnabled({ PAYMENTS_TEST_GATEWAY: 'yes' })).toThrow(/PAYMENTS_TEST_GATEWAY must be "on" or "off"/);
  });

  it('with Stripe configured, neither lists nor honours the test gateway: its payments, decisions and callbacks are refused, nothing is paid', async () => {
    const { uuid, orderNumber, reference } = await cardWithTestPayment();
    const mailsBefore = await test.db.$count(outboxMails);
    configure({ ...STRIPE, PAYMENTS_TEST_GATEWAY: undefined });

    expect((await invoiceOf(uuid)).paymentGateways).toEqual([{ name: 'stripe' }]);
    const started = await startPayment(uuid, { gateway: 'test' });
    expect(started.status).toBe(422);
    expect(started.body).toMatchObject({ code: 'gateway_not_found', errors: { gateway: [GATEWAY_NOT_FOUND] } });

    // The hosted page's data and the visitor's decision are not there, as at a provider the shop does not use.
    const page = await callApi(`test-gateway/payments/${reference}`);
    expect(page.status).toBe(404);
    const decision = await callApi(`test-gateway/payments/${reference}/decision`, { method: 'POST', json: { decision: 'approve' } });
    expect(decision.status).toBe(404);
    expect(decision.body).toMatchObject({ code: 'payment_not_found' });
    // A callback signed with the sandbox's well-known secret is not taken either.
    const told = await callback(reference, 'paid');
    expect(told.status).toBe(404);
    expect(told.body).toMatchObject({ code: 'gateway_not_found' });

    await expectNothingPaid(uuid, orderNumber, reference, mailsBefore);
  });

  it('told off without a real gateway, offers no gateway and approves nothing', async () => {
    const { uuid, orderNumber, reference } = await cardWithTestPayment();
    const mailsBefore = await test.db.$count(outboxMails);
    configure({ PAYMENTS_TEST_GATEWAY: 'off' });

    expect((await invoiceOf(uuid)).paymentGateways).toEqual([]);
    expect((await startPayment(uuid, { gateway: 'test' })).status).toBe(422);
    expect((await callApi(`test-gateway/payments/${reference}/decision`, { method: 'POST', json: { decision: 'approve' } })).status).toBe(404);
    expect((await callback(reference, 'paid')).status).toBe(404);
    await expectNothingPaid(uuid, orderNumber, reference, mailsBefore);
  });

  it('switched on again, the same payment is approved: the switch, not the payment, refused it', async () => {
    const { uuid, reference } = await cardWithTestPayment();
    const decision = await callApi(`test-gateway/payments/${reference}/decision`, { method: 'POST', json: { decision: 'approve' } });
    expect(decision.status).toBe(200);
    expect((await invoiceOf(uuid)).status).toBe('paid');
  });
});
