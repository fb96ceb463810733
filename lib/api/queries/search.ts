import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { search } from '../endpoints/search';
import { queryApi } from '../query/query-client';

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
