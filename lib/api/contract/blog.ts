import { z } from 'zod';
import { booleanParam, idOrSlug, image, slug, wholeNumber } from './common';
import { REPRESENTATION_HEADER, REPRESENTATIONS } from './constants';

export { REPRESENTATION_HEADER, REPRESENTATIONS, type Representation } from './constants';

/** The page sections an article can be featured in; only the home page has one (browsing spec §2 Home). */
export const ARTICLE_SECTIONS = ['home'] as const;
export type ArticleSection = (typeof ARTICLE_SECTIONS)[number];

// ─── Blog (`GET blog/articles`, `blog/categories`; also without `blog/`) ──────

/** An id (`42`) or a slug: the spec's `articles/{id}` and `categories/{id}` take either. */
export const blogParams = z.object({
  idOrSlug,
});

export const articlesQuery = z.object({
  /** Where the article is featured, e.g. `home` (browsing spec §2 Home: latest blog articles). */
  section: z.enum(ARTICLE_SECTIONS, { error: `must be one of ${ARTICLE_SECTIONS.join(', ')}` }).optional(),
  /** A category slug. */
  category: slug.optional(),
  limit: wholeNumber(1, 50).default(10),
  offset: wholeNumber(0, 100_000).default(0),
  /** A shuffled order instead of newest first; the same all day, so pages and caches agree. */
  random: booleanParam.default(false),
});
export type ArticlesQuery = z.infer<typeof articlesQuery>;

/** `Accept-Representations`: `minimal` (the default) or `full`, which adds the body. */
export const representationHeader = z.object({
  [REPRESENTATION_HEADER]: z.enum(REPRESENTATIONS, { error: 'must be minimal or full' }).default('minimal'),
});

export const blogCategory = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  subTitle: z.string(),
});
export type BlogCategory = z.infer<typeof blogCategory>;

export const articleSummary = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  subTitle: z.string(),
  cover: image,
  category: z.object({ slug: z.string(), title: z.string() }),
  /** ISO 8601 timestamp. */
  publishedAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

/** `body` is CMS HTML, sanitised where it is shown (browsing spec §3). */
export const article = articleSummary.extend({ body: z.string() });
export type Article = z.infer<typeof article>;

export const articlesResponse = z.object({ articles: z.array(articleSummary), totalResults: z.number() });
export const fullArticlesResponse = z.object({ articles: z.array(article), totalResults: z.number() });
export const articleResponse = z.object({ article });
export const categoriesResponse = z.object({ categories: z.array(blogCategory), totalResults: z.number() });
export const categoryResponse = z.object({ category: blogCategory });
