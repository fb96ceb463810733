import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { checked, unwrap, type ApiClient, type Query } from '../client';
import { queryApi } from '../query/query-client';
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

type Contract = Awaited<ReturnType<typeof contract>>;

async function getParsed<S extends z.ZodType>(
  client: ApiClient,
  path: string,
  schema: (contract: Contract) => S,
  query?: Query,
): Promise<z.infer<S>> {
  const data = unwrap(await client.get<unknown>(path, { query }));
  return checked(data, contract, schema);
}

export async function getSportCategories(client: ApiClient): Promise<SportCategory[]> {
  return (await getParsed(client, 'sport-categories', (c) => c.sportCategoriesResponse)).sportCategories;
}

export async function getTournaments(client: ApiClient, params: TournamentsParams = {}) {
  return getParsed(client, 'tournaments', (c) => c.tournamentsResponse, params);
}

export async function getClubs(client: ApiClient, params: ClubsParams = {}) {
  return getParsed(client, 'clubs', (c) => c.clubsResponse, params);
}

export async function getClub(client: ApiClient, idOrSlug: number | string): Promise<Club> {
  return (await getParsed(client, `clubs/${encodeURIComponent(String(idOrSlug))}`, (c) => c.clubResponse)).club;
}

/** A club's upcoming matches that no trip includes yet (by the club's slug). */
export async function getAnnouncedMatches(client: ApiClient, slug: string): Promise<AnnouncedMatch[]> {
  return (await getParsed(client, `clubs/${encodeURIComponent(slug)}/announced-matches`, (c) => c.announcedMatchesResponse)).matches;
}

/** One club (`getClub`) as a query: keyed by site and slug. */
export const clubQuery = (locale: Locale, idOrSlug: number | string) =>
  queryOptions({
    queryKey: ['clubs', 'club', locale, String(idOrSlug)] as const,
    queryFn: ({ signal }) => getClub(queryApi(locale, signal), idOrSlug),
  });
