import 'server-only';
import { tripParams } from '@/lib/api/contract/trips';
import { now } from '@/server/clock';
import { getDb } from '@/server/db';
import { clientAddress } from '@/server/http/client-address';
import { notFound } from '@/server/http/errors';
import { forgiveGuess, takeGuess } from '@/server/http/rate-limit';
import { json, parseParams, type Router } from '@/server/http/router';
import { INVOICE_MISSES } from '../invoices/lookup';
import { tripLinkStands, verifyTripLink } from './links';
import { findTrip } from './trip';

const PRIVATE = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' };

export const tripNotFound = () => notFound('Trip not found', 'trip_not_found');

export function registerTripRoutes(router: Router): void {
  // A trip link is the key to someone's trip: never cached, never indexed, and guessing is limited as invoice addresses are.
  router.get('trips/:token', async ({ request, params, locale }) => {
    const visitor = clientAddress(request);
    await takeGuess(INVOICE_MISSES, visitor);
    const { token } = parseParams(tripParams, params);
    const link = await verifyTripLink(token, 'trip', now());
    const db = await getDb();
    const trip = link
      ? await db.transaction(async (tx) => ((await tripLinkStands(tx, link)) ? findTrip(tx, link.bookingId, locale) : null), {
          isolationLevel: 'repeatable read',
          accessMode: 'read only',
        })
      : null;
    if (!trip) throw tripNotFound();
    await forgiveGuess(INVOICE_MISSES, visitor);
    return json(trip, { headers: PRIVATE });
  });
}
