import { getChecked, type ApiClient } from '../client';
import type { AnnouncedMatch, Club, SportCategory } from '../contract/catalogue';

/** The response contract (zod) loads on the server only: see `checked`. */
const contract = () => import('../contract/catalogue');

/** Typed parameters as callers hold them; the client turns them into the query string. */
export type ClubsParams = {
  ids?: number[];
  slugs?: string[];
  isPopular?: boolean;
  limit?: number;
  offset?: number;
  /** Tournament ids or slugs. */
  tournaments?: string[];
};

export type TournamentsParams = {
  limit?: number;
  isActive?: boolean;
  isPopular?: boolean;
  sportCategories?: string[];
};

export async function getSportCategories(client: ApiClient): Promise<SportCategory[]> {
  return (await getChecked(client, 'sport-categories', contract, (c) => c.sportCategoriesResponse)).sportCategories;
}

export async function getTournaments(client: ApiClient, params: TournamentsParams = {}) {
  return getChecked(client, 'tournaments', contract, (c) => c.tournamentsResponse, { query: params });
}

export async function getClubs(client: ApiClient, params: ClubsParams = {}) {
  return getChecked(client, 'clubs', contract, (c) => c.clubsResponse, { query: params });
}

export async function getClub(client: ApiClient, idOrSlug: number | string): Promise<Club> {
  return (await getChecked(client, `clubs/${encodeURIComponent(String(idOrSlug))}`, contract, (c) => c.clubResponse)).club;
}

/** A club's upcoming matches that no trip includes yet (by the club's slug). */
export async function getAnnouncedMatches(client: ApiClient, slug: string): Promise<AnnouncedMatch[]> {
  return (await getChecked(client, `clubs/${encodeURIComponent(slug)}/announced-matches`, contract, (c) => c.announcedMatchesResponse)).matches;
}
