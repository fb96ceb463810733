import { getChecked, parsed, unwrap, type ApiClient } from '../client';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency-key';
import type { OfferResponse } from '../contract/offers';

/** The response contract (zod): a read's loads on the server only (`checked`), a write's wherever it runs (`parsed`). */
const contract = () => import('../contract/offers');

/**
 * Saves a customised trip as an offer: its number, which is also its id.
 * Pass one `idempotencyKey` per attempt (useAttemptKey), so a double click
 * makes one offer.
 */
export async function createOffer(client: ApiClient, link: string, idempotencyKey?: string): Promise<number> {
  const result = await client.post<unknown>('offers', { body: { link }, headers: idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined });
  return (await parsed(unwrap(result), contract, (c) => c.offerCreateResponse)).offerId;
}

/** An offer's link (lib/offers/offer-link.ts), its number in it, and what it offered when it was made. */
export async function getOffer(client: ApiClient, offerId: number): Promise<OfferResponse> {
  return getChecked(client, `offers/${offerId}`, contract, (c) => c.offerResponse);
}
