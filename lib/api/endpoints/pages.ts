import { getChecked, type ApiClient } from '../client';
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
