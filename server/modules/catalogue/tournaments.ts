import 'server-only';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Tournament, TournamentsQuery } from '@/lib/api/contract/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '@/server/db';
import { sportCategories, tournaments } from '@/server/db/schema';
import { pick } from '../localize';

export async function listTournaments(
  db: Database,
  query: TournamentsQuery,
  locale: Locale,
): Promise<{ tournaments: Tournament[]; totalResults: number }> {
  const where: SQL[] = [];
  if (query.isActive !== undefined) where.push(eq(tournaments.isActive, query.isActive));
  if (query.isPopular !== undefined) where.push(eq(tournaments.isPopular, query.isPopular));
  if (query.sportCategories) where.push(inArray(sportCategories.slug, query.sportCategories));

  const rows = await db
    .select({ tournament: tournaments, category: sportCategories })
    .from(tournaments)
    .innerJoin(sportCategories, eq(sportCategories.id, tournaments.sportCategoryId))
    .where(and(...where))
    .orderBy(asc(tournaments.sortOrder), asc(tournaments.id));

  const list = rows.slice(0, query.limit).map(({ tournament, category }) => ({
    id: tournament.id,
    slug: tournament.slug,
    name: pick(tournament.name, locale),
    sportCategory: { id: category.id, slug: category.slug, name: pick(category.name, locale) },
    logo: { originalUrl: tournament.logoUrl },
    isActive: tournament.isActive,
    isPopular: tournament.isPopular,
  }));
  return { tournaments: list, totalResults: rows.length };
}
