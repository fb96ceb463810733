import { z } from 'zod';
import { MAX_OFFER_LINK_LENGTH } from '@/lib/offers/offer-link';

// ─── Offers (`POST offers`, `GET offers/{id}`) ──────────────────────────────

/** The offer link as the package page writes it (lib/offers/offer-link.ts); what it names is read on the server. */
export const offerCreateBody = z.object({
  link: z.string({ error: 'must be an offer link' }).min(1, 'must be an offer link').max(MAX_OFFER_LINK_LENGTH, `must be at most ${MAX_OFFER_LINK_LENGTH} characters`),
});
export type OfferCreateBody = z.infer<typeof offerCreateBody>;

/** 201: the offer's number, which is also its id (booking spec §4). */
export const offerCreateResponse = z.object({ offerId: z.number() });
export type OfferCreateResponse = z.infer<typeof offerCreateResponse>;

/** The offer's link, its own number in it. */
export const offerResponse = z.object({ offerLink: z.string() });
export type OfferResponse = z.infer<typeof offerResponse>;
