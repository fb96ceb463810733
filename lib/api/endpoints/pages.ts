import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { unwrap, type ApiClient } from '../client';
import { queryApi } from '../query/query-client';
import type { Page, PageSummary } from '../contract/pages';

/** The response contract (zod) loads with the first call, so a page that only may call this stays light. */
const contract = () => import('../contract/pages');

/** The info pages of the client's site. */
export async function getPages(client: ApiClient): Promise<{ pages: PageSummary[]; totalResults: number }> {
  return (await contract()).pagesResponse.parse(unwrap(await client.get<unknown>('pages')));
}

/** One info page in the client's language; an ApiError with status 404 when there is none. */
export async function getPage(client: ApiClient, idOrSlug: number | string): Promise<Page> {
  return (await contract()).pageResponse.parse(unwrap(await client.get<unknown>(`pages/${encodeURIComponent(String(idOrSlug))}`))).page;
}

/** One info page (`getPage`) as a query: keyed by site and slug. */
export const pageQuery = (locale: Locale, idOrSlug: number | string) =>
  queryOptions({
    queryKey: ['pages', 'page', locale, String(idOrSlug)] as const,
    queryFn: ({ signal }) => getPage(queryApi(locale, signal), idOrSlug),
  });
