import { getChecked, type ApiClient } from '../client';
import { REPRESENTATION_HEADER } from '../contract/constants';
import type { Article, ArticleSection, ArticleSummary, BlogCategory } from '../contract/blog';

/** The response contract (zod) loads on the server only: see `checked`. */
const contract = () => import('../contract/blog');

/** Typed parameters as callers hold them; the client turns them into the query string. */
export type ArticlesParams = {
  section?: ArticleSection;
  /** A category slug. */
  category?: string;
  limit?: number;
  offset?: number;
  random?: boolean;
};

/** Articles newest first (or shuffled for the day with `random`), without their bodies. */
export async function getArticles(
  client: ApiClient,
  params: ArticlesParams = {},
): Promise<{ articles: ArticleSummary[]; totalResults: number }> {
  return getChecked(client, 'blog/articles', contract, (c) => c.articlesResponse, { query: params, headers: { [REPRESENTATION_HEADER]: 'minimal' } });
}

/** Articles with their bodies (`Accept-Representations: full`). */
export async function getFullArticles(client: ApiClient, params: ArticlesParams = {}): Promise<{ articles: Article[]; totalResults: number }> {
  return getChecked(client, 'blog/articles', contract, (c) => c.fullArticlesResponse, { query: params, headers: { [REPRESENTATION_HEADER]: 'full' } });
}

/** One article with its body; an ApiError with status 404 when there is none. */
export async function getArticle(client: ApiClient, idOrSlug: number | string): Promise<Article> {
  return (await getChecked(client, `blog/articles/${encodeURIComponent(String(idOrSlug))}`, contract, (c) => c.articleResponse)).article;
}

export async function getBlogCategories(client: ApiClient): Promise<BlogCategory[]> {
  return (await getChecked(client, 'blog/categories', contract, (c) => c.categoriesResponse)).categories;
}

export async function getBlogCategory(client: ApiClient, idOrSlug: number | string): Promise<BlogCategory> {
  return (await getChecked(client, `blog/categories/${encodeURIComponent(String(idOrSlug))}`, contract, (c) => c.categoryResponse)).category;
}
