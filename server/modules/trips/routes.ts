import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { tripDocumentParams, tripLookupBody, tripParams, type TripDocumentReceivedResponse, type TripLookupResponse } from '@/lib/api/contract/trips';
import { now, today } from '@/server/clock';
import { getDb } from '@/server/db';
import { clientAddress } from '@/server/http/client-address';
import { HttpError, notFound } from '@/server/http/errors';
import { forgiveGuess, takeGuess } from '@/server/http/rate-limit';
import { parseJsonBody } from '@/server/http/body';
import { withIdempotency } from '@/server/http/idempotency';
import { LIMITS } from '@/server/http/limits';
import { json, parseParams, type Router } from '@/server/http/router';
import { pokeMailWorker } from '../mail/runner';
import { INVOICE_MISSES } from '../invoices/lookup';
import { withScheduledLegs } from '../invoices/invoices';
import { availabilityServices } from '../availability/services';
import { prepareTripLinks, tripLinkStands, verifyTripLink } from './links';
import { markDocumentReceived } from './documents-received';
import { lookUpTrip, takeTripLookup, TRIP_LOOKUP_FLOOR_MS } from './lookup';
import { findTrip } from './trip';

const PRIVATE = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' };

export const tripNotFound = () => notFound('Trip not found', 'trip_not_found');

/**
 * What a trip link opens (`open` reads it: null, or a 4xx thrown, when it
 * opens nothing). A link that does not open a trip (malformed, forged,
 * expired, voided) is a guess and is counted as invoice addresses are: past
 * the visitor's guesses every such link is 429. A link the shop signed that
 * still opens its trip is no guess, since no one finds a signature by
 * guessing: it counts nothing and is never refused for the guesses of others
 * behind the same address, and a trip page read or a calendar polled costs
 * no write.
 */
export async function openedByLink<T>(request: Request, open: () => Promise<T | null>): Promise<T> {
  const guess = () => takeGuess(INVOICE_MISSES, clientAddress(request));
  let opened: T | null;
  try {
    opened = await open();
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) await guess();
    throw error;
  }
  if (opened === null) {
    await guess();
    throw tripNotFound();
  }
  return opened;
}

export function registerTripRoutes(router: Router): void {
  // Find my trip: the same 202 for every pair, after the same time; the right pair's mail goes to the booking's own address.
  router.post('trips/lookup', async ({ request }) => {
    const started = performance.now();
    const body = await parseJsonBody(request, tripLookupBody);
    await takeTripLookup(body.orderNumber, clientAddress(request));
    await prepareTripLinks();
    let queued = false;
    const accepted: TripLookupResponse = { accepted: true };
    const response = await withIdempotency(request, 'trip-lookups', async (tx) => {
      queued = await lookUpTrip(tx, body, now());
      return { status: 202, body: accepted };
    });
    if (queued) pokeMailWorker();
    await sleep(Math.max(0, started + TRIP_LOOKUP_FLOOR_MS - performance.now()));
    response.headers.set('cache-control', 'private, no-store');
    return response;
  });

  // A trip link is the key to someone's trip: never cached, never indexed, and a link that opens nothing is a guess (openedByLink).
  router.get('trips/:token', async ({ request, params, locale }) => {
    const db = await getDb();
    const trip = await openedByLink(request, async () => {
      const { token } = parseParams(tripParams, params);
      const link = await verifyTripLink(token, 'trip', now());
      if (!link) return null;
      return db.transaction(async (tx) => ((await tripLinkStands(tx, link)) ? findTrip(tx, link.bookingId, locale) : null), {
        isolationLevel: 'repeatable read',
        accessMode: 'read only',
      });
    });
    // The flights as the invoice shows them: the package's own legs on the airline's schedule, read after the snapshot.
    const { invoice } = await withScheduledLegs(db, { invoice: trip.trip.invoice }, { locale, today: today(), services: availabilityServices() });
    return json({ trip: { ...trip.trip, invoice } }, { headers: PRIVATE });
  });

  // The traveller has a document in hand: the timeline says so. The link is verified before the transaction.
  router.post('trips/:token/documents/:kind/received', async ({ request, params }) => {
    const visitor = clientAddress(request);
    await takeGuess(INVOICE_MISSES, visitor);
    const { token, kind } = parseParams(tripDocumentParams, params);
    const at = now();
    const link = await verifyTripLink(token, 'trip', at);
    if (!link) throw tripNotFound();
    const response = await withIdempotency(
      request,
      'trip-documents',
      async (tx) => {
        const marked = (await tripLinkStands(tx, link)) ? await markDocumentReceived(tx, link.bookingId, kind, at) : null;
        if (!marked) throw tripNotFound();
        const body: TripDocumentReceivedResponse = { document: { kind, receivedAt: marked.receivedAt.toISOString() } };
        return { status: 200, body };
      },
      { required: true },
    );
    await forgiveGuess(INVOICE_MISSES, visitor);
    response.headers.set('cache-control', 'private, no-store');
    return response;
  }, { limit: LIMITS.tripChanges });
}
