import { z } from 'zod';
import { wholeNumber } from './common';

// ─── Campaigns (`GET campaigns`) ────────────────────────────────────────────

/** The spec sends no query; `limit` and `offset` page the list like every other one. */
export const campaignsQuery = z.object({
  limit: wholeNumber(1, 50).default(20),
  offset: wholeNumber(0, 100_000).default(0),
});
export type CampaignsQuery = z.infer<typeof campaignsQuery>;

/** A promotion of the site's home page (browsing spec §3 Campaign), in the site's language. */
export const campaign = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  header: z.string(),
  tagline: z.string(),
  bullets: z.array(z.string()),
  /** A path of the site without the locale prefix (`/pakker?hasOffer=true`), or an absolute URL. */
  link: z.string(),
  linkCaption: z.string(),
  backgroundUrl: z.string(),
  /** A CSS colour laid over the background so the texts stay readable. */
  overlayColor: z.string(),
  logoUrl: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaign>;

export const campaignsResponse = z.object({ campaigns: z.array(campaign), totalResults: z.number() });
export type CampaignsResponse = z.infer<typeof campaignsResponse>;
