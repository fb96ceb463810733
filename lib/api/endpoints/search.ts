import { getChecked, type ApiClient } from '../client';
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
