import 'server-only';
import { cache } from 'react';
import { createApiClient } from '@/lib/api/client';
import { nullIfNotFound } from '@/lib/api/not-found';
import type { Article } from '@/lib/api/contract/blog';
import type { Page } from '@/lib/api/contract/pages';
import { SLUG_PATTERN } from '@/lib/api/contract/common';
import { getArticle } from '@/lib/api/endpoints/blog';
import { getPage } from '@/lib/api/endpoints/pages';

/** A slug from the address; digits alone would name an id in the API, which no link of ours makes. */
const isSlug = (value: string) => SLUG_PATTERN.test(value) && !/^\d+$/.test(value);

/** One request per render: generateMetadata and the page share the answer. */
export const loadPage = cache(async (locale: string, slug: string): Promise<Page | null> => {
  if (!isSlug(slug)) return null;
  return nullIfNotFound(() => getPage(createApiClient({ locale }), slug));
});

export const loadArticle = cache(async (locale: string, slug: string): Promise<Article | null> => {
  if (!isSlug(slug)) return null;
  return nullIfNotFound(() => getArticle(createApiClient({ locale }), slug));
});
