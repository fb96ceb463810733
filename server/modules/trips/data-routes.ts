import 'server-only';
import { erasureBody } from '@/lib/api/contract/trip-data';
import { tripParams } from '@/lib/api/contract/trips';
import { now } from '@/server/clock';
import { getDb } from '@/server/db';
import { parseJsonBody } from '@/server/http/body';
import { clientAddress } from '@/server/http/client-address';
import { withIdempotency } from '@/server/http/idempotency';
import { LIMITS } from '@/server/http/limits';
import { forgiveGuess, takeGuess } from '@/server/http/rate-limit';
import { json, parseParams, type Router } from '@/server/http/router';
import { INVOICE_MISSES } from '../invoices/lookup';
import { pokeMailWorker } from '../mail/runner';
import { requestErasure } from './erasure';
import { tripLinkStands, verifyTripLink } from './links';
import { personalDataOf, recordExport } from './personal-data';
import { tripNotFound } from './routes';

const PRIVATE = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' };

/**
 * "My data" (GDPR art. 15, 17, 20), by the trip's link: the export of the
 * booking's personal data and the request to erase it. A link that opens
 * no trip is a guess, counted as the trip page counts them.
 */
export function registerTripDataRoutes(router: Router): void {
  // A download (`Content-Disposition: attachment`) read in one snapshot; each export is recorded as a change, without the data.
  router.get(
    'trips/:token/personal-data',
    async ({ request, params }) => {
      const visitor = clientAddress(request);
      await takeGuess(INVOICE_MISSES, visitor);
      const { token } = parseParams(tripParams, params);
      const at = now();
      const link = await verifyTripLink(token, 'trip', at);
      if (!link) throw tripNotFound();
      const db = await getDb();
      const data = await db.transaction(
        async (tx) => {
          if (!(await tripLinkStands(tx, link))) return null;
          const found = await personalDataOf(tx, link.bookingId, at);
          // A HEAD (a download manager asking the size first) sends nothing: no export to record.
          if (found && request.method === 'GET') await recordExport(tx, link.bookingId, at);
          return found;
        },
        { isolationLevel: 'repeatable read' },
      );
      if (!data) throw tripNotFound();
      await forgiveGuess(INVOICE_MISSES, visitor);
      const name = `fantur-${data.personalData.booking.orderNumber}-${at.toISOString().slice(0, 10)}.json`;
      return json(data, { headers: { ...PRIVATE, 'content-disposition': `attachment; filename="${name}"` } });
    },
    { limit: LIMITS.tripData },
  );

  // The request to erase: recorded and mailed once, whatever the clicks; the data goes by the privacy purge's rules.
  router.post(
    'trips/:token/erasure',
    async ({ request, params }) => {
      const visitor = clientAddress(request);
      await takeGuess(INVOICE_MISSES, visitor);
      const { token } = parseParams(tripParams, params);
      await parseJsonBody(request, erasureBody);
      const at = now();
      const link = await verifyTripLink(token, 'trip', at);
      if (!link) throw tripNotFound();
      const response = await withIdempotency(
        request,
        'trip-erasures',
        async (tx) => {
          if (!(await tripLinkStands(tx, link))) throw tripNotFound();
          const result = await requestErasure(tx, link.bookingId, at);
          if (!result) throw tripNotFound();
          return result;
        },
        { required: true },
      );
      if (response.status < 300) await forgiveGuess(INVOICE_MISSES, visitor);
      if (response.status === 201) pokeMailWorker();
      return response;
    },
    { limit: LIMITS.tripData },
  );
}
