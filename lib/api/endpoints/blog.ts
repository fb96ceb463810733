import { unwrap, type ApiClient } from '../client';
import {
  articleResponse,
  articlesResponse,
  categoriesResponse,
  categoryResponse,
  fullArticlesResponse,
  REPRESENTATION_HEADER,
  type Article,
  type ArticleSection,
  type ArticleSummary,
  type BlogCategory,
} from '../contract/blog';

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
  const data = unwrap(await client.get<unknown>('blog/articles', { query: params, headers: { [REPRESENTATION_HEADER]: 'minimal' } }));
  return articlesResponse.parse(data);
}

/** Articles with their bodies (`Accept-Representations: full`). */
export async function getFullArticles(client: ApiClient, params: ArticlesParams = {}): Promise<{ articles: Article[]; totalResults: number }> {
  const data = unwrap(await client.get<unknown>('blog/articles', { query: params, headers: { [REPRESENTATION_HEADER]: 'full' } }));
  return fullArticlesResponse.parse(data);
}

/** One article with its body; an ApiError with status 404 when there is none. */
export async function getArticle(client: ApiClient, idOrSlug: number | string): Promise<Article> {
  return articleResponse.parse(unwrap(await client.get<unknown>(`blog/articles/${encodeURIComponent(String(idOrSlug))}`))).article;
}

export async function getBlogCategories(client: ApiClient): Promise<BlogCategory[]> {
  return categoriesResponse.parse(unwrap(await client.get<unknown>('blog/categories'))).categories;
}

export async function getBlogCategory(client: ApiClient, idOrSlug: number | string): Promise<BlogCategory> {
  return categoryResponse.parse(unwrap(await client.get<unknown>(`blog/categories/${encodeURIComponent(String(idOrSlug))}`))).category;
}
