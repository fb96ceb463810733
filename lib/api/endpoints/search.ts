import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { getChecked, type ApiClient } from '../client';
import { queryApi } from '../query/query-client';
import type { SearchResult, TypeaheadSuggestion } from '../contract/search';

/** The response contract (zod) loads on the server only: see `checked`. */
const contract = () => import('../contract/search');

type CallOptions = { signal?: AbortSignal };

/** `GET search?q=`: clubs and upcoming events matching what was typed. */
export async function search(client: ApiClient, q: string, { signal }: CallOptions = {}): Promise<SearchResult> {
  return getChecked(client, 'search', contract, (c) => c.searchResponse, { query: { q }, signal });
}

/** `GET search/typeahead?q=&limit=`: completions of what was typed. */
export async function getTypeahead(
  client: ApiClient,
  q: string,
  { limit, signal }: CallOptions & { limit?: number } = {},
): Promise<TypeaheadSuggestion[]> {
  return (await getChecked(client, 'search/typeahead', contract, (c) => c.typeaheadResponse, { query: { q, limit }, signal })).suggestions;
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
