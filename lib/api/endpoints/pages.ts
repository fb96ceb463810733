import { unwrap, type ApiClient } from '../client';
import { pageResponse, pagesResponse, type Page, type PageSummary } from '../contract/pages';

/** The info pages of the client's site. */
export async function getPages(client: ApiClient): Promise<{ pages: PageSummary[]; totalResults: number }> {
  return pagesResponse.parse(unwrap(await client.get<unknown>('pages')));
}

/** One info page in the client's language; an ApiError with status 404 when there is none. */
export async function getPage(client: ApiClient, idOrSlug: number | string): Promise<Page> {
  return pageResponse.parse(unwrap(await client.get<unknown>(`pages/${encodeURIComponent(String(idOrSlug))}`))).page;
}
