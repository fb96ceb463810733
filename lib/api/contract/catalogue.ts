import { z } from 'zod';
import { booleanParam, idOrSlug, image, listParam, positiveId, slug, wholeNumber } from './common';

// ─── Sport categories ───────────────────────────────────────────────────────

export const sportCategory = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  imgName: z.string(),
});
export type SportCategory = z.infer<typeof sportCategory>;

export const sportCategoriesResponse = z.object({
  sportCategories: z.array(sportCategory),
  totalResults: z.number(),
});

// ─── Tournaments ────────────────────────────────────────────────────────────

export const tournamentsQuery = z.object({
  limit: wholeNumber(1, 99).default(99),
  isActive: booleanParam.optional(),
  isPopular: booleanParam.optional(),
  sportCategories: listParam(slug).optional(),
});
export type TournamentsQuery = z.infer<typeof tournamentsQuery>;

export const tournament = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  sportCategory: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
  logo: image,
  isActive: z.boolean(),
  isPopular: z.boolean(),
});
export type Tournament = z.infer<typeof tournament>;

export const tournamentsResponse = z.object({
  tournaments: z.array(tournament),
  totalResults: z.number(),
});

// ─── Clubs ──────────────────────────────────────────────────────────────────

export const clubsQuery = z.object({
  ids: listParam(positiveId).optional(),
  slugs: listParam(slug).optional(),
  isPopular: booleanParam.optional(),
  limit: wholeNumber(1, 200).default(99),
  offset: wholeNumber(0, 100_000).default(0),
  tournaments: listParam(idOrSlug).optional(),
});
export type ClubsQuery = z.infer<typeof clubsQuery>;

export const clubParams = z.object({ id: idOrSlug });

export const club = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  logo: z.object({ originalUrl: z.string(), thumbUrl: z.string() }),
  logoThumbUrl: z.string(),
  guidingTexts: z.object({
    stadiumTourText: z.string().nullable(),
    hotelText: z.string().nullable(),
    premiumText: z.string().nullable(),
  }),
  isPopular: z.boolean(),
  country: z.object({ code: z.string(), name: z.string() }),
  tournaments: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string() })),
});
export type Club = z.infer<typeof club>;

export const clubsResponse = z.object({ clubs: z.array(club), totalResults: z.number() });
export const clubResponse = z.object({ club });

/** A club's upcoming match that no trip includes yet (`GET clubs/{id}/announced-matches`): a visitor can ask to hear when one comes. */
export const announcedMatch = z.object({
  id: z.number(),
  title: z.string(),
  /** ISO 8601 kick-off. */
  eventDateTime: z.string(),
  /** The venue's IANA time zone (`Europe/London`): its kick-off is shown on that clock, and on the visitor's where they differ. */
  timeZone: z.string(),
  tournament: z.string(),
  venue: z.string(),
  city: z.string(),
});
export type AnnouncedMatch = z.infer<typeof announcedMatch>;
export const announcedMatchesResponse = z.object({ matches: z.array(announcedMatch) });
