import 'server-only';
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Club, ClubsQuery } from '@/lib/api/contract/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '@/server/db';
import { clubs, clubTournaments, countries, tournaments } from '@/server/db/schema';
import { pick } from '../localize';

type ClubRow = typeof clubs.$inferSelect;
type CountryRow = typeof countries.$inferSelect;

/** Splits "ids or slugs" lists into the two kinds. */
function idsAndSlugs(values: readonly (number | string)[]) {
  return {
    ids: values.filter((value): value is number => typeof value === 'number'),
    slugs: values.filter((value): value is string => typeof value === 'string'),
  };
}

async function toClubs(db: Database, rows: { club: ClubRow; country: CountryRow }[], locale: Locale): Promise<Club[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ clubId: clubTournaments.clubId, id: tournaments.id, slug: tournaments.slug, name: tournaments.name })
    .from(clubTournaments)
    .innerJoin(tournaments, eq(tournaments.id, clubTournaments.tournamentId))
    .where(
      inArray(
        clubTournaments.clubId,
        rows.map(({ club }) => club.id),
      ),
    )
    .orderBy(asc(tournaments.sortOrder));
  return rows.map(({ club, country }) => ({
    id: club.id,
    slug: club.slug,
    name: club.name,
    logo: { originalUrl: club.logoUrl, thumbUrl: club.logoThumbUrl },
    logoThumbUrl: club.logoThumbUrl,
    guidingTexts: {
      stadiumTourText: pick(club.guidingTexts.stadiumTourText, locale),
      hotelText: pick(club.guidingTexts.hotelText, locale),
      premiumText: pick(club.guidingTexts.premiumText, locale),
    },
    isPopular: club.isPopular,
    country: { code: country.code, name: pick(country.name, locale) },
    tournaments: links.filter((link) => link.clubId === club.id).map(({ id, slug, name }) => ({ id, slug, name: pick(name, locale) })),
  }));
}

export async function listClubs(
  db: Database,
  query: ClubsQuery,
  locale: Locale,
): Promise<{ clubs: Club[]; totalResults: number }> {
  const where: SQL[] = [];
  if (query.ids) where.push(inArray(clubs.id, query.ids));
  if (query.slugs) where.push(inArray(clubs.slug, query.slugs));
  if (query.isPopular !== undefined) where.push(eq(clubs.isPopular, query.isPopular));
  if (query.tournaments) {
    const { ids, slugs } = idsAndSlugs(query.tournaments);
    const inTournament = db
      .select({ clubId: clubTournaments.clubId })
      .from(clubTournaments)
      .innerJoin(tournaments, eq(tournaments.id, clubTournaments.tournamentId))
      .where(or(ids.length ? inArray(tournaments.id, ids) : undefined, slugs.length ? inArray(tournaments.slug, slugs) : undefined));
    where.push(inArray(clubs.id, inTournament));
  }
  const condition = and(...where);

  const [rows, [total]] = await Promise.all([
    db
      .select({ club: clubs, country: countries })
      .from(clubs)
      .innerJoin(countries, eq(countries.id, clubs.countryId))
      .where(condition)
      .orderBy(desc(clubs.popularity), asc(clubs.name))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(clubs).where(condition),
  ]);
  return { clubs: await toClubs(db, rows, locale), totalResults: total?.value ?? 0 };
}

export async function findClub(db: Database, idOrSlug: number | string, locale: Locale): Promise<Club | null> {
  const rows = await db
    .select({ club: clubs, country: countries })
    .from(clubs)
    .innerJoin(countries, eq(countries.id, clubs.countryId))
    .where(typeof idOrSlug === 'number' ? eq(clubs.id, idOrSlug) : eq(clubs.slug, idOrSlug))
    .limit(1);
  const [club] = await toClubs(db, rows, locale);
  return club ?? null;
}
