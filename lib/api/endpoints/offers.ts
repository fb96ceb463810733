import { unwrap, type ApiClient } from '../client';
import { offerCreateResponse, offerResponse } from '../contract/offers';

/**
 * Saves a customised trip as an offer: its number, which is also its id.
 * Pass one `idempotencyKey` per download, so a double click makes one offer.
 */
export async function createOffer(client: ApiClient, link: string, idempotencyKey?: string): Promise<number> {
  const result = await client.post<unknown>('offers', { body: { link }, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined });
  return offerCreateResponse.parse(unwrap(result)).offerId;
}

/** An offer's link (lib/offers/offer-link.ts), its number in it. */
export async function getOffer(client: ApiClient, offerId: number): Promise<string> {
  return offerResponse.parse(unwrap(await client.get<unknown>(`offers/${offerId}`))).offerLink;
}
