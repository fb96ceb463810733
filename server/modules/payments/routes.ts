import 'server-only';
import { z } from 'zod';
import { invoiceParams } from '@/lib/api/contract/booking';
import { transactionBody } from '@/lib/api/contract/payments';
import { now } from '@/server/clock';
import { parseJsonBody, readBody } from '@/server/http/body';
import { idempotencyKeyOf } from '@/server/http/idempotency';
import { json, parseParams, type Router } from '@/server/http/router';
import { applyCallback, startTransaction } from './payments';
import { registerTestGatewayRoutes } from './test-gateway-routes';

const callbackParams = z.object({ gateway: z.string().regex(/^[a-z][a-z0-9-]{0,29}$/, 'is not a gateway') });

export function registerPaymentRoutes(router: Router): void {
  // A retried start with the same Idempotency-Key answers the same transaction.
  router.post('invoices/:uuid/transactions', async ({ request, params, locale }) => {
    const { uuid } = parseParams(invoiceParams, params);
    const body = await parseJsonBody(request, transactionBody);
    const answer = await startTransaction(uuid, body, idempotencyKeyOf(request), locale, now());
    return json(answer, { status: 201, headers: { 'cache-control': 'private, no-store' } });
  });

  // Server to server: the gateway tells the outcome. 200 for a callback applied or already applied, so the gateway stops retrying.
  router.post('payments/:gateway/callback', async ({ request, params }) => {
    const { gateway } = parseParams(callbackParams, params);
    const outcome = await applyCallback(gateway, request.headers, await readBody(request), now());
    return json({ received: true, outcome });
  });

  registerTestGatewayRoutes(router);
}
