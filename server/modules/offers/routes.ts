import 'server-only';
import { z } from 'zod';
import { positiveId } from '@/lib/api/contract/common';
import { offerCreateBody } from '@/lib/api/contract/offers';
import { now } from '@/server/clock';
import { getDb } from '@/server/db';
import { parseJsonBody } from '@/server/http/body';
import { notFound } from '@/server/http/errors';
import { withIdempotency } from '@/server/http/idempotency';
import { json, parseParams, type Router } from '@/server/http/router';
import { createOffer, findOffer } from './offers';
import { LIMITS } from '@/server/http/limits';

const offerParams = z.object({ id: positiveId });

export function registerOfferRoutes(router: Router): void {
  // The PDF button creates the offer first: a double click or a retry with the same key gets the same number.
  router.post('offers', async ({ request, locale }) => {
    const { link } = await parseJsonBody(request, offerCreateBody);
    return withIdempotency(request, 'offers', (tx) => createOffer(tx, link, locale, now()));
  }, { limit: LIMITS.offers });

  // Offer numbers follow each other: reading them one after another is limited per visitor (issue 32 item 8).
  router.get('offers/:id', async ({ params }) => {
    const { id } = parseParams(offerParams, params);
    const offer = await findOffer(await getDb(), id);
    if (offer === null) throw notFound('Offer not found', 'offer_not_found');
    return json(offer);
  }, { limit: LIMITS.offerReads });
}
