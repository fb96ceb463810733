import 'server-only';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Article, ArticlesQuery, ArticleSummary, BlogCategory, Representation } from '@/lib/api/contract/blog';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import { blogArticles, blogCategories } from '@/server/db/schema';
import { pick } from '../localize';

type ArticleRow = typeof blogArticles.$inferSelect;
type CategoryRow = typeof blogCategories.$inferSelect;

const toCategory = (row: CategoryRow, locale: Locale): BlogCategory => ({
  id: row.id,
  slug: row.slug,
  title: pick(row.title, locale),
  subTitle: pick(row.subTitle, locale),
});

function toArticle(row: ArticleRow, category: CategoryRow, locale: Locale, representation: 'full'): Article;
function toArticle(row: ArticleRow, category: CategoryRow, locale: Locale, representation: Representation): ArticleSummary;
function toArticle(row: ArticleRow, category: CategoryRow, locale: Locale, representation: Representation): ArticleSummary | Article {
  const minimal: ArticleSummary = {
    id: row.id,
    slug: row.slug,
    title: row.title,
    subTitle: row.subTitle,
    cover: { originalUrl: row.coverUrl },
    category: { slug: category.slug, title: pick(category.title, locale) },
    publishedAt: row.publishedAt.toISOString(),
  };
  if (representation === 'minimal') return minimal;
  const full: Article = { ...minimal, body: row.body };
  return full;
}

export interface ArticlesOptions {
  representation: Representation;
  /** YYYY-MM-DD: seeds the `random` order, which stays the same all day. */
  day: string;
}

/** The site's articles, newest first or in the day's shuffled order (browsing spec §7 "blog articles"). */
export async function listArticles(
  db: Executor,
  query: ArticlesQuery,
  locale: Locale,
  { representation, day }: ArticlesOptions,
): Promise<{ articles: ArticleSummary[]; totalResults: number }> {
  const where: SQL[] = [eq(blogArticles.locale, locale)];
  if (query.section) where.push(eq(blogArticles.section, query.section));
  if (query.category) where.push(eq(blogCategories.slug, query.category));
  const condition = and(...where);
  // md5 of slug and day: a shuffle that PGlite and PostgreSQL agree on, and that changes daily.
  const order = query.random
    ? [asc(sql`md5(${blogArticles.slug} || ${day})`), asc(blogArticles.id)]
    : [desc(blogArticles.publishedAt), desc(blogArticles.id)];

  const [rows, [total]] = await Promise.all([
    db
      .select({ article: blogArticles, category: blogCategories })
      .from(blogArticles)
      .innerJoin(blogCategories, eq(blogCategories.id, blogArticles.categoryId))
      .where(condition)
      .orderBy(...order)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ value: count() })
      .from(blogArticles)
      .innerJoin(blogCategories, eq(blogCategories.id, blogArticles.categoryId))
      .where(condition),
  ]);
  return {
    articles: rows.map(({ article, category }) => toArticle(article, category, locale, representation)),
    totalResults: total?.value ?? 0,
  };
}

/**
 * One article, always full. Slugs are shared by the sites; an id names one
 * site's row, so an id from another site answers the visitor's version.
 */
export async function findArticle(db: Executor, idOrSlug: number | string, locale: Locale): Promise<Article | null> {
  let slug = idOrSlug;
  if (typeof idOrSlug === 'number') {
    const [byId] = await db.select({ slug: blogArticles.slug }).from(blogArticles).where(eq(blogArticles.id, idOrSlug)).limit(1);
    if (!byId) return null;
    slug = byId.slug;
  }
  const [row] = await db
    .select({ article: blogArticles, category: blogCategories })
    .from(blogArticles)
    .innerJoin(blogCategories, eq(blogCategories.id, blogArticles.categoryId))
    .where(and(eq(blogArticles.slug, String(slug)), inArray(blogArticles.locale, [locale, 'da'])))
    .orderBy(sql`case when ${blogArticles.locale} = ${locale} then 0 else 1 end`)
    .limit(1);
  return row ? toArticle(row.article, row.category, locale, 'full') : null;
}

/** The categories in the order they were created (the editors' order). */
export async function listCategories(db: Executor, locale: Locale): Promise<BlogCategory[]> {
  const rows = await db.select().from(blogCategories).orderBy(asc(blogCategories.id));
  return rows.map((row) => toCategory(row, locale));
}

export async function findCategory(db: Executor, idOrSlug: number | string, locale: Locale): Promise<BlogCategory | null> {
  const [row] = await db
    .select()
    .from(blogCategories)
    .where(typeof idOrSlug === 'number' ? eq(blogCategories.id, idOrSlug) : eq(blogCategories.slug, idOrSlug))
    .limit(1);
  return row ? toCategory(row, locale) : null;
}
