import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { getPage } from '../endpoints/pages';
import { queryApi } from '../query/query-client';

/** One info page (`getPage`) as a query: keyed by site and slug. */
export const pageQuery = (locale: Locale, idOrSlug: number | string) =>
  queryOptions({
    queryKey: ['pages', 'page', locale, String(idOrSlug)] as const,
    queryFn: ({ signal }) => getPage(queryApi(locale, signal), idOrSlug),
  });
