import 'server-only';
import { z } from 'zod';
import { invoiceParams } from '@/lib/api/contract/booking';
import { shareParams, sharesBody, shareTransactionBody, transactionBody, transactionParams } from '@/lib/api/contract/payments';
import { now } from '@/server/clock';
import { parseJsonBody, readBody } from '@/server/http/body';
import { clientAddress } from '@/server/http/client-address';
import { idempotencyKeyOf } from '@/server/http/idempotency';
import { getDb } from '@/server/db';
import { notFound } from '@/server/http/errors';
import { json, parseParams, type Router } from '@/server/http/router';
import { applyCallback, cancelTransaction, startTransaction } from './payments';
import { createShares, findShare } from './shares';
import { registerTestGatewayRoutes } from './test-gateway-routes';
import { LIMITS } from '@/server/http/limits';
import { forgiveGuess, takeGuess } from '@/server/http/rate-limit';

const NO_STORE = { 'cache-control': 'private, no-store' };

const callbackParams = z.object({ gateway: z.string().regex(/^[a-z][a-z0-9-]{0,29}$/, 'is not a gateway') });

export function registerPaymentRoutes(router: Router): void {
  // A retried start with the same Idempotency-Key answers the same transaction.
  router.post('invoices/:uuid/transactions', async ({ request, params, locale }) => {
    const { uuid } = parseParams(invoiceParams, params);
    const body = await parseJsonBody(request, transactionBody);
    const answer = await startTransaction({ kind: 'invoice', uuid }, body, idempotencyKeyOf(request), locale, now());
    return json(answer, { status: 201, headers: NO_STORE });
  }, { limit: LIMITS.payments });

  // Split payment: a link per traveller, each paying the traveller's share.
  router.post('invoices/:uuid/shares', async ({ request, params, locale }) => {
    const { uuid } = parseParams(invoiceParams, params);
    const body = await parseJsonBody(request, sharesBody);
    return json(await createShares(uuid, body, locale, now()), { status: 201, headers: NO_STORE });
  }, { limit: LIMITS.shares });

  // A payment link is a key to a traveller's share, as an invoice's uuid is to the invoice: guessing it is rate-limited.
  router.get('shares/:share', async ({ request, params, locale }) => {
    const visitor = clientAddress(request);
    await takeGuess(LIMITS.shareMisses, visitor);
    const { share } = parseParams(shareParams, params);
    const found = await findShare(await getDb(), share, locale);
    if (!found) throw notFound('Payment link not found', 'share_not_found');
    await forgiveGuess(LIMITS.shareMisses, visitor);
    return json(found, { headers: NO_STORE });
  });

  router.post('shares/:share/transactions', async ({ request, params, locale }) => {
    const { share } = parseParams(shareParams, params);
    const { gateway, email } = await parseJsonBody(request, shareTransactionBody);
    const answer = await startTransaction({ kind: 'share', uuid: share, payerEmail: email }, { gateway }, idempotencyKeyOf(request), locale, now());
    return json(answer, { status: 201, headers: NO_STORE });
  }, { limit: LIMITS.payments });

  // Back by a gateway's cancel link: the payment is closed at the gateway, then cancelled. Its id is the key, as an invoice's uuid is.
  router.post('transactions/:transaction/cancel', async ({ params }) => {
    const { transaction } = parseParams(transactionParams, params);
    return json({ transaction: await cancelTransaction(transaction, now()) }, { headers: NO_STORE });
  }, { limit: LIMITS.payments });

  // Server to server: the gateway tells the outcome. 200 for a callback applied or already applied, so the gateway stops retrying.
  router.post('payments/:gateway/callback', async ({ request, params }) => {
    const { gateway } = parseParams(callbackParams, params);
    const outcome = await applyCallback(gateway, request.headers, await readBody(request), now());
    return json({ received: true, outcome });
    // Sent by the gateway's servers, signed: the signature is what is checked.
  }, { anyOrigin: true });

  registerTestGatewayRoutes(router);
}
