import { unwrap, type ApiClient } from '../client';
import {
  searchResponse,
  typeaheadResponse,
  type SearchResult,
  type TypeaheadSuggestion,
} from '../contract/search';

type CallOptions = { signal?: AbortSignal };

/** `GET search?q=`: clubs and upcoming events matching what was typed. */
export async function search(client: ApiClient, q: string, { signal }: CallOptions = {}): Promise<SearchResult> {
  const data = unwrap(await client.get<unknown>('search', { query: { q }, signal }));
  return searchResponse.parse(data);
}

/** `GET search/typeahead?q=&limit=`: completions of what was typed. */
export async function getTypeahead(
  client: ApiClient,
  q: string,
  { limit, signal }: CallOptions & { limit?: number } = {},
): Promise<TypeaheadSuggestion[]> {
  const data = unwrap(await client.get<unknown>('search/typeahead', { query: { q, limit }, signal }));
  return typeaheadResponse.parse(data).suggestions;
}
