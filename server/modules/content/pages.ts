import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Page, PageSummary } from '@/lib/api/contract/pages';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import { pages } from '@/server/db/schema';

type PageRow = typeof pages.$inferSelect;

/**
 * The visitor's site first, then the Danish one: the same fallback as
 * `pick` for localized texts, so a page missing on one site still answers.
 */
const siteFirst = (locale: Locale) => sql`case when ${pages.locale} = ${locale} then 0 else 1 end`;

const summary = (row: PageRow): PageSummary => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  categoryKey: row.categoryKey,
});

/** Every info page of the visitor's site, by name. */
export async function listPages(db: Executor, locale: Locale): Promise<{ pages: PageSummary[]; totalResults: number }> {
  const rows = await db.select().from(pages).where(eq(pages.locale, locale)).orderBy(asc(pages.name), asc(pages.id));
  return { pages: rows.map(summary), totalResults: rows.length };
}

/**
 * One page in the visitor's language. A slug is the same on every site
 * (browsing spec §2); an id names one site's row, so an id from another site
 * answers that page's version for the visitor's site.
 */
export async function findPage(db: Executor, idOrSlug: number | string, locale: Locale): Promise<Page | null> {
  let slug = idOrSlug;
  if (typeof idOrSlug === 'number') {
    const [byId] = await db.select({ slug: pages.slug }).from(pages).where(eq(pages.id, idOrSlug)).limit(1);
    if (!byId) return null;
    slug = byId.slug;
  }
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, String(slug)), inArray(pages.locale, [locale, 'da'])))
    .orderBy(siteFirst(locale))
    .limit(1);
  if (!row) return null;
  return { ...summary(row), contents: row.contents.map(({ type, body }) => ({ type, body })) };
}
