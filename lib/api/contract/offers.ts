import { z } from 'zod';
import { MAX_OFFER_LINK_LENGTH } from '@/lib/offers/offer-link';
import { SITE_CURRENCIES } from '@/lib/site/site-basics';

// ─── Offers (`POST offers`, `GET offers/{id}`) ──────────────────────────────

/** The offer link as the package page writes it (lib/offers/offer-link.ts); what it names is read on the server. */
export const offerCreateBody = z.object({
  link: z.string({ error: 'must be an offer link' }).min(1, 'must be an offer link').max(MAX_OFFER_LINK_LENGTH, `must be at most ${MAX_OFFER_LINK_LENGTH} characters`),
});
export type OfferCreateBody = z.infer<typeof offerCreateBody>;

/** 201: the offer's number, which is also its id (booking spec §4). */
export const offerCreateResponse = z.object({ offerId: z.number() });
export type OfferCreateResponse = z.infer<typeof offerCreateResponse>;

/**
 * What the offer's hotels and tickets were when it was made, as the site that
 * made it priced them: so that one no longer to be had can still be named,
 * with what its replacement costs more or less (booking spec §4
 * failedServices). Prices per person (a hotel's per night), in `currency`.
 */
export const offeredServices = z.object({
  currency: z.enum(SITE_CURRENCIES),
  hotels: z.array(z.object({ id: z.number(), name: z.string(), upgradePricePerNight: z.number() })),
  tickets: z.array(z.object({ eventId: z.number(), ticketId: z.number(), name: z.string(), price: z.number() })),
});
export type OfferedServices = z.infer<typeof offeredServices>;

/** The offer's link, its own number in it, and what it offered (null for an offer made before this was kept). */
export const offerResponse = z.object({ offerLink: z.string(), offered: offeredServices.nullable() });
export type OfferResponse = z.infer<typeof offerResponse>;
