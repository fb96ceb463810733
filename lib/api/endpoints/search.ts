import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { checked, unwrap, type ApiClient } from '../client';
import { queryApi } from '../query/query-client';
import type { SearchResult, TypeaheadSuggestion } from '../contract/search';

/** The response contract (zod) loads on the server only: see `checked`. */
const contract = () => import('../contract/search');

type CallOptions = { signal?: AbortSignal };

/** `GET search?q=`: clubs and upcoming events matching what was typed. */
export async function search(client: ApiClient, q: string, { signal }: CallOptions = {}): Promise<SearchResult> {
  const data = unwrap(await client.get<unknown>('search', { query: { q }, signal }));
  return checked(data, contract, (c) => c.searchResponse);
}

/** `GET search/typeahead?q=&limit=`: completions of what was typed. */
export async function getTypeahead(
  client: ApiClient,
  q: string,
  { limit, signal }: CallOptions & { limit?: number } = {},
): Promise<TypeaheadSuggestion[]> {
  const data = unwrap(await client.get<unknown>('search/typeahead', { query: { q, limit }, signal }));
  return (await checked(data, contract, (c) => c.typeaheadResponse)).suggestions;
}

/**
 * `search` as a query: keyed by site and the (trimmed) text, so the answer to
 * an older text is never shown for a newer one, and a text asked again within
 * a minute is answered from the cache.
 */
export const searchQuery = (locale: Locale, q: string) =>
  queryOptions({
    queryKey: ['search', locale, q] as const,
    queryFn: ({ signal }) => search(queryApi(locale, signal), q, { signal }),
  });
