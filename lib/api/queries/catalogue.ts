import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { getClub } from '../endpoints/catalogue';
import { queryApi } from '../query/query-client';

/** One club (`getClub`) as a query: keyed by site and slug. */
export const clubQuery = (locale: Locale, idOrSlug: number | string) =>
  queryOptions({
    queryKey: ['clubs', 'club', locale, String(idOrSlug)] as const,
    queryFn: ({ signal }) => getClub(queryApi(locale, signal), idOrSlug),
  });
