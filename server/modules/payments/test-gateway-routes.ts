/**
 * The test gateway's own endpoints, which a real provider would serve on its
 * own domain: its hosted page's data, and the visitor's decision there. A
 * decision is told to the shop as a real provider tells it: a signed callback
 * to `POST payments/test/callback`, handed to the same router in-process
 * (the sandbox lives in the shop's process; over HTTP it would be the same
 * request). Then the browser goes back to the invoice.
 */
import 'server-only';
import { z } from 'zod';
import { testGatewayDecisionBody } from '@/lib/api/contract/payments';
import { now } from '@/server/clock';
import { getDb } from '@/server/db';
import { parseJsonBody } from '@/server/http/body';
import { notFound } from '@/server/http/errors';
import { json, parseParams, type Router } from '@/server/http/router';
import { decideSandboxPayment, findSandboxPayment, TEST_SIGNATURE_HEADER, testGatewaySecret } from '@/server/suppliers/payments/test-gateway';
import { applyCallback } from './payments';
import { LIMITS } from '@/server/http/limits';

const referenceParams = z.object({ reference: z.string().regex(/^tg_[0-9a-f-]{36}$/, 'is not a test gateway payment') });

export function registerTestGatewayRoutes(router: Router): void {
  router.get('test-gateway/payments/:reference', async ({ params }) => {
    const { reference } = parseParams(referenceParams, params);
    const payment = await findSandboxPayment(await getDb(), reference);
    if (!payment) throw notFound('Payment not found', 'payment_not_found');
    const { amount, currency, status, returnUrl } = payment;
    return json({ payment: { reference, amount, currency, status, returnUrl } }, { headers: { 'cache-control': 'private, no-store' } });
  });

  router.post('test-gateway/payments/:reference/decision', async ({ params, request }) => {
    const { reference } = parseParams(referenceParams, params);
    const { decision } = await parseJsonBody(request, testGatewayDecisionBody);
    const db = await getDb();
    const payment = await findSandboxPayment(db, reference);
    if (!payment) throw notFound('Payment not found', 'payment_not_found');
    if (decision !== 'abandon') {
      const callback = await decideSandboxPayment(db, reference, decision, testGatewaySecret(), now());
      if (callback) {
        const headers = new Headers({ 'content-type': 'application/json', [TEST_SIGNATURE_HEADER]: callback.signature });
        await applyCallback('test', headers, new TextEncoder().encode(callback.body), now());
      }
    }
    return json({ returnUrl: payment.returnUrl }, { headers: { 'cache-control': 'private, no-store' } });
  }, { limit: LIMITS.payments });
}
