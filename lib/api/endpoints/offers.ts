import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { getChecked, parsed, unwrap, type ApiClient } from '../client';
import type { OfferResponse } from '../contract/offers';
import { queryApi } from '../query/query-client';

/** The response contract (zod): a read's loads on the server only (`checked`), a write's wherever it runs (`parsed`). */
const contract = () => import('../contract/offers');

/**
 * Saves a customised trip as an offer: its number, which is also its id.
 * Pass one `idempotencyKey` per download, so a double click makes one offer.
 */
export async function createOffer(client: ApiClient, link: string, idempotencyKey?: string): Promise<number> {
  const result = await client.post<unknown>('offers', { body: { link }, headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined });
  return (await parsed(unwrap(result), contract, (c) => c.offerCreateResponse)).offerId;
}

/** An offer's link (lib/offers/offer-link.ts), its number in it, and what it offered when it was made. */
export async function getOffer(client: ApiClient, offerId: number): Promise<OfferResponse> {
  return getChecked(client, `offers/${offerId}`, contract, (c) => c.offerResponse);
}

/** Saving the trip as an offer (the PDF's download) as a mutation: one key per link, so a repeated download of the same trip is the same offer. */
export const offerMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ['offers', 'create', locale] as const,
    mutationFn: ({ link, idempotencyKey }: { link: string; idempotencyKey: string }) => createOffer(queryApi(locale), link, idempotencyKey),
  });
