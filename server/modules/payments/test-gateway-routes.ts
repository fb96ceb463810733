/**
 * The test gateway's own endpoints, which a real provider would serve on its
 * own domain: its hosted page's data, and the visitor's decision there. A
 * decision (approve, decline, or abandon, which cancels the payment) is told
 * to the shop as a real provider tells it: a signed callback to
 * `POST payments/test/callback`, handed to the same router in-process (the
 * sandbox lives in the shop's process; over HTTP it would be the same
 * request). Then the browser goes back to the invoice. A payment decided
 * otherwise before, or closed by the shop, takes no other decision (409). Where the test
 * gateway is off (a real gateway configured, or `PAYMENTS_TEST_GATEWAY=off`)
 * both are 404s, as its hosted page is: a payment it began while it was on
 * can no longer be approved.
 */
import 'server-only';
import { z } from 'zod';
import { testGatewayDecisionBody } from '@/lib/api/contract/payments';
import { now } from '@/server/clock';
import { getDb } from '@/server/db';
import { parseJsonBody } from '@/server/http/body';
import { HttpError, notFound } from '@/server/http/errors';
import { json, parseParams, type Router } from '@/server/http/router';
import { DECIDED_STATUS, decideSandboxPayment, findSandboxPayment, TEST_SIGNATURE_HEADER, testGatewaySecret } from '@/server/suppliers/payments/test-gateway';
import { applyCallback } from './payments';
import { testGatewayOn } from './gateways';
import { LIMITS } from '@/server/http/limits';

const referenceParams = z.object({ reference: z.string().regex(/^tg_[0-9a-f-]{36}$/, 'is not a test gateway payment') });

/** Issue 32 item 1: switched off, the test gateway answers nothing, as a provider the shop does not use. */
function requireTestGateway(): void {
  if (!testGatewayOn()) throw notFound('Payment not found', 'payment_not_found');
}

export function registerTestGatewayRoutes(router: Router): void {
  router.get('test-gateway/payments/:reference', async ({ params }) => {
    requireTestGateway();
    const { reference } = parseParams(referenceParams, params);
    const payment = await findSandboxPayment(await getDb(), reference);
    if (!payment) throw notFound('Payment not found', 'payment_not_found');
    const { amount, currency, status, returnUrl } = payment;
    return json({ payment: { reference, amount, currency, status, returnUrl } }, { headers: { 'cache-control': 'private, no-store' } });
  });

  router.post('test-gateway/payments/:reference/decision', async ({ params, request }) => {
    requireTestGateway();
    const { reference } = parseParams(referenceParams, params);
    const { decision } = await parseJsonBody(request, testGatewayDecisionBody);
    const db = await getDb();
    const payment = await findSandboxPayment(db, reference);
    if (!payment) throw notFound('Payment not found', 'payment_not_found');
    const callback = await decideSandboxPayment(db, reference, decision, testGatewaySecret(), now());
    if (callback) {
      const headers = new Headers({ 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: callback.signature });
      await applyCallback('test', headers, new TextEncoder().encode(callback.body), now());
    } else if ((await findSandboxPayment(db, reference))?.status !== DECIDED_STATUS[decision]) {
      // The same decision again (a double click) goes back as the first did; another one is refused.
      throw new HttpError(409, 'This payment is closed', 'payment_closed');
    }
    return json({ returnUrl: payment.returnUrl }, { headers: { 'cache-control': 'private, no-store' } });
  }, { limit: LIMITS.payments });
}
