import { cache } from 'react';
import { ApiError, createApiClient } from '@/lib/api/client';
import type { Article } from '@/lib/api/contract/blog';
import type { Page } from '@/lib/api/contract/pages';
import { SLUG_PATTERN } from '@/lib/api/contract/common';
import { getArticle } from '@/lib/api/endpoints/blog';
import { getPage } from '@/lib/api/endpoints/pages';

/** A slug from the address; digits alone would name an id in the API, which no link of ours makes. */
const isSlug = (value: string) => SLUG_PATTERN.test(value) && !/^\d+$/.test(value);

/** null when the API has no such thing (404) or the address cannot name one (400): the page answers 404. */
async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** One request per render: generateMetadata and the page share the answer. */
export const loadPage = cache(async (locale: string, slug: string): Promise<Page | null> => {
  if (!isSlug(slug)) return null;
  return orNull(() => getPage(createApiClient({ locale }), slug));
});

export const loadArticle = cache(async (locale: string, slug: string): Promise<Article | null> => {
  if (!isSlug(slug)) return null;
  return orNull(() => getArticle(createApiClient({ locale }), slug));
});
