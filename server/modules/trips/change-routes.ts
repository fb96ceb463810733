/**
 * The traveller's changes, by a `trip` link (./links.ts): the quotes, and the
 * transfer, insurance and cancellation writes (./changes.ts). The link is
 * verified before any transaction opens (the first verification may make
 * the key); whether the booking still takes it is read inside the write's
 * own transaction. Every write requires an `Idempotency-Key`: the same
 * change sent again answers the first result and happens once.
 */
import 'server-only';
import { cancellationBody, insuranceBody, transferBody } from '@/lib/api/contract/trip-changes';
import { tripParams } from '@/lib/api/contract/trips';
import { now } from '@/server/clock';
import { getDb, type Executor } from '@/server/db';
import { parseJsonBody } from '@/server/http/body';
import { clientAddress } from '@/server/http/client-address';
import { withIdempotency } from '@/server/http/idempotency';
import { LIMITS } from '@/server/http/limits';
import { takeGuess } from '@/server/http/rate-limit';
import { json, parseParams, type Router } from '@/server/http/router';
import { INVOICE_MISSES } from '../invoices/lookup';
import { pokeMailWorker } from '../mail/runner';
import { closeAtGateways, type ClosedPayment } from '../payments/payments';
import { refundDue } from '../payments/refunds';
import { addInsurance, cancelTrip, quoteFor, transferPlace } from './changes';
import { tripLinkStands, verifyTripLink, type TripLink } from './links';
import { tripNotFound } from './routes';

const PRIVATE = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' };

/** The link's booking, checked without the database; a link that does not verify is a guess (limited as invoice addresses are) and a 404. */
async function verified(request: Request, params: Record<string, string>, at: Date): Promise<TripLink> {
  const { token } = parseParams(tripParams, params);
  const link = await verifyTripLink(token, 'trip', at);
  if (link) return link;
  await takeGuess(INVOICE_MISSES, clientAddress(request));
  throw tripNotFound();
}

async function standing(tx: Executor, link: TripLink): Promise<number> {
  if (!(await tripLinkStands(tx, link))) throw tripNotFound();
  return link.bookingId;
}

export function registerTripChangeRoutes(router: Router): void {
  // What can still be changed, until when, at what price: what the trip page shows, asked again before a confirmation.
  router.get('trips/:token/quotes', async ({ request, params }) => {
    const at = now();
    const link = await verified(request, params, at);
    const db = await getDb();
    const quotes = await db.transaction(async (tx) => quoteFor(tx, await standing(tx, link), at), { isolationLevel: 'repeatable read', accessMode: 'read only' });
    return json({ quotes }, { headers: PRIVATE });
  });

  router.post('trips/:token/transfers', async ({ request, params }) => {
    const at = now();
    const link = await verified(request, params, at);
    const body = await parseJsonBody(request, transferBody);
    const response = await withIdempotency(request, 'trip-transfers', async (tx) => transferPlace(tx, await standing(tx, link), body, at), { required: true });
    if (response.status === 201) pokeMailWorker();
    return response;
  }, { limit: LIMITS.tripChanges });

  router.post('trips/:token/insurance', async ({ request, params }) => {
    const at = now();
    const link = await verified(request, params, at);
    const body = await parseJsonBody(request, insuranceBody);
    const response = await withIdempotency(request, 'trip-insurance', async (tx) => addInsurance(tx, await standing(tx, link), body, at), { required: true });
    if (response.status === 201) pokeMailWorker();
    return response;
  }, { limit: LIMITS.tripChanges });

  router.post('trips/:token/cancellation', async ({ request, params }) => {
    const at = now();
    const link = await verified(request, params, at);
    const body = await parseJsonBody(request, cancellationBody);
    let closed: ClosedPayment[] = [];
    const response = await withIdempotency(
      request,
      'trip-cancellations',
      async (tx) => {
        const cancelled = await cancelTrip(tx, await standing(tx, link), body, at);
        closed = cancelled.closed;
        return { status: cancelled.status, body: cancelled.body };
      },
      { required: true },
    );
    if (response.status === 201) {
      pokeMailWorker();
      await closeAtGateways(closed);
      // The money goes back now; a gateway that does not answer is asked again by the payments worker.
      await refundDue(at, { limit: 5 });
    }
    return response;
  }, { limit: LIMITS.tripChanges });
}
