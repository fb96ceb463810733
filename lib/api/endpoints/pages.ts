import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { getChecked, type ApiClient } from '../client';
import { queryApi } from '../query/query-client';
import type { Page, PageSummary } from '../contract/pages';

/** The response contract (zod) loads on the server only: see `checked`. */
const contract = () => import('../contract/pages');

/** The info pages of the client's site. */
export async function getPages(client: ApiClient): Promise<{ pages: PageSummary[]; totalResults: number }> {
  return getChecked(client, 'pages', contract, (c) => c.pagesResponse);
}

/** One info page in the client's language; an ApiError with status 404 when there is none. */
export async function getPage(client: ApiClient, idOrSlug: number | string): Promise<Page> {
  return (await getChecked(client, `pages/${encodeURIComponent(String(idOrSlug))}`, contract, (c) => c.pageResponse)).page;
}

/** One info page (`getPage`) as a query: keyed by site and slug. */
export const pageQuery = (locale: Locale, idOrSlug: number | string) =>
  queryOptions({
    queryKey: ['pages', 'page', locale, String(idOrSlug)] as const,
    queryFn: ({ signal }) => getPage(queryApi(locale, signal), idOrSlug),
  });
