/**
 * `GET search` and `GET search/typeahead` (browsing spec §2 "Search", §7).
 *
 * Clubs and events keep their names normalised in the database (migration
 * 0002_search): lower case, accents off (æ→ae, ø→o, å→a, ä→a, ö→o, ü→u),
 * aa→a and oe→o, punctuation a space. The query goes through the same SQL
 * function, so both sides always agree. Every word typed must match a word
 * of the club or event:
 *
 * - as a prefix ("kob" → "København");
 * - or, for a word of 5+ letters, with one typo (a letter replaced, missing,
 *   extra, or two neighbours swapped). The search vocabulary (migration
 *   0003_search_vocabulary) holds every word names are made of with its
 *   "typo keys" (the word less one letter each); the typed word's keys find
 *   the candidates and shop_search_one_typo confirms them.
 *
 * Both become one full-text query per search, `kob:* & (livrepool:* |
 * liverpool)`, answered by the GIN index over each table's words.
 *
 * Trigram similarity was the other candidate; a swap in a 5-letter word
 * leaves it at 0.2, so a threshold low enough to find every one-typo word
 * also lets in unrelated ones, where typo keys are exact.
 *
 * Ranking: the query is a whole name or alias (0), every word a prefix (1),
 * a typo was needed (2). Clubs then by popularity, events by date.
 *
 * Measured at SEED_SCALE=10 (1,008 clubs, 4,000 events, PGlite, analysed
 * after seeding), a search the server has not seen, over HTTP: p50 ≈ 5 ms,
 * p95 ≈ 7-9 ms; a two-letter prefix that hundreds of events share, up to
 * ≈ 30 ms. Of a search's four statements the events query costs most (≈ 4 ms).
 * Answers are cached per query for a minute (routes.ts).
 */
import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { SearchClub, SearchEvent, SearchResult, TypeaheadSuggestion } from '@/lib/api/contract/search';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import type { Localized } from '@/server/db/schema';
import { timeZoneOf } from '../geography/time-zones';
import { pick } from '../localize';
import { listedForSale } from '../packages/on-sale';

/** Words shorter than this must be typed right: "fck" is not one typo from "fcn". */
export const TYPO_MIN_LENGTH = 5;
/** More words than this add nothing but work. */
const MAX_WORDS = 8;
export const SEARCH_CLUBS_LIMIT = 10;
export const SEARCH_EVENTS_LIMIT = 20;

/** The query as the database normalises names, split into words. */
export interface NormalizedQuery {
  phrase: string;
  words: string[];
}

/** A normalised query and, per typed word, the known words one typo away from it. */
interface InterpretedQuery extends NormalizedQuery {
  corrections: Map<string, string[]>;
}

type Rows<T> = { rows: T[] };

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  // Both drivers answer `{ rows }` to execute().
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}

export async function normalizeQuery(db: Executor, q: string): Promise<NormalizedQuery> {
  const [row] = await rows<{ phrase: string | null }>(db, sql`select public.shop_search_normalize(${q}) as phrase`);
  const words = (row?.phrase ?? '').split(' ').filter(Boolean).slice(0, MAX_WORDS);
  return { phrase: words.join(' '), words };
}

/** The words of the vocabulary one typo away from each typed word of 5+ letters. */
async function interpret(db: Executor, q: string): Promise<InterpretedQuery> {
  const query = await normalizeQuery(db, q);
  const long = query.words.filter((word) => word.length >= TYPO_MIN_LENGTH);
  const corrections = new Map<string, string[]>();
  if (long.length === 0) return { ...query, corrections };
  const found = await rows<{ typed: string; word: string }>(
    db,
    sql`select typed, known.word
      from unnest(array[${sql.join(long.map((word) => sql`${word}`), sql`, `)}]::text[]) as typed, public.search_vocabulary as known
      where known.typo_keys && public.shop_search_typo_keys(array[typed])
        and known.word <> typed and public.shop_search_one_typo(typed, known.word)`,
  );
  for (const { typed, word } of found) corrections.set(typed, [...(corrections.get(typed) ?? []), word]);
  return { ...query, corrections };
}

/**
 * The full-text query: every typed word as a prefix or as one of its
 * corrections. Words are normalised to [a-z0-9], so they need no quoting.
 */
function textQuery({ words, corrections }: InterpretedQuery): string {
  return words
    .map((word) => {
      const alternatives = [`${word}:*`, ...(corrections.get(word) ?? [])];
      return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

/** `alias` (a table alias holding search_words) matches every word of the query. */
function matches(alias: SQL, query: InterpretedQuery): SQL {
  return sql`${alias}.search_words @@ to_tsquery('simple', ${textQuery(query)})`;
}

/** 0: a whole name or alias; 1: every word a prefix; 2: a typo was needed. */
function tier(alias: SQL, { phrase, words, corrections }: InterpretedQuery): SQL {
  const exact = sql`${phrase} = any(${alias}.search_names)`;
  if (corrections.size === 0) return sql`case when ${exact} then 0 else 1 end`;
  const allPrefixes = words.map((word) => `${word}:*`).join(' & ');
  return sql`case when ${exact} then 0 when ${alias}.search_words @@ to_tsquery('simple', ${allPrefixes}) then 1 else 2 end`;
}

const c = sql.raw('c');
const e = sql.raw('e');

/** Clubs by rank, then popularity and name. */
async function findClubs(db: Executor, query: InterpretedQuery, limit: number): Promise<(SearchClub & { tier: number })[]> {
  return rows(
    db,
    sql`select c.slug, c.name, c.logo_thumb_url as "logoThumbUrl", ${tier(c, query)} as tier
      from clubs as c
      where ${matches(c, query)}
      order by tier, c.popularity desc, c.name, c.id
      limit ${limit}`,
  );
}

/** Midnight UTC of `today` (YYYY-MM-DD): events from then on are upcoming, packages ending then or later are not over. */
function startOf(today: string): string {
  return `${today}T00:00:00Z`;
}

/** A thumbnail of a tournament logo: our crest route draws one for `size=thumb`. */
export function thumbOf(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}size=thumb`;
}

interface EventRow {
  slug: string;
  title: Localized;
  eventDateTime: Date | string;
  packageSlug: string;
  packageNumberOfEvents: number;
  cityName: Localized;
  countryCode: string;
  tournamentLogoUrl: string;
  sportCategorySlug: string;
}

/**
 * Upcoming events by rank, then date, each with the package that sells it
 * (a postponed or cancelled match is not upcoming at its old kick-off):
 * the one with the fewest events (a single match where there is one), then
 * the earliest. Events without a package that is on sale and not over are
 * skipped. The ranked events are joined to packages in order, so only the
 * first `limit` that have one are looked up (a semi-join over all packages
 * cost more).
 */
async function findEvents(db: Executor, query: InterpretedQuery, today: string, limit: number, locale: Locale): Promise<SearchEvent[]> {
  const found = await rows<EventRow>(
    db,
    sql`select hit.slug, hit.title, hit.event_date_time as "eventDateTime",
        pkg.slug as "packageSlug", pkg.number_of_events as "packageNumberOfEvents",
        city.name as "cityName", country.code as "countryCode", t.logo_url as "tournamentLogoUrl", sport.slug as "sportCategorySlug"
      from (
        select e.id, e.slug, e.title, e.event_date_time, e.tournament_id, e.venue_id, e.sport_category_id, ${tier(e, query)} as tier
        from events as e
        where e.event_date_time >= ${startOf(today)}::timestamptz and e.fixture_status is null and ${matches(e, query)}
      ) as hit
      cross join lateral (
        select p.slug, (select count(*)::int from package_events as others where others.package_id = p.id) as number_of_events
        from package_events as pe
        inner join packages as p on p.id = pe.package_id
        where pe.event_id = hit.id and p.end_date >= ${today}::date and ${listedForSale(db, sql.raw('p.id'))}
        order by number_of_events, p.start_date, p.id
        limit 1
      ) as pkg
      inner join tournaments as t on t.id = hit.tournament_id
      inner join sport_categories as sport on sport.id = hit.sport_category_id
      inner join venues as v on v.id = hit.venue_id
      inner join cities as city on city.id = v.city_id
      inner join countries as country on country.id = city.country_id
      order by hit.tier, hit.event_date_time, hit.id
      limit ${limit}`,
  );
  return found.map((row) => ({
    slug: row.slug,
    packageSlug: row.packageSlug,
    title: pick(row.title, locale),
    eventDateTime: new Date(row.eventDateTime).toISOString(),
    timeZone: timeZoneOf(row.countryCode),
    venueCityName: pick(row.cityName, locale),
    tournamentLogoThumbUrl: thumbOf(row.tournamentLogoUrl),
    packageNumberOfEvents: Number(row.packageNumberOfEvents),
    sportCategory: { slug: row.sportCategorySlug },
  }));
}

const EMPTY: SearchResult = { clubs: [], events: [] };

/** Clubs and upcoming events for a query of at least 2 characters (the caller checks the length). */
export async function search(db: Executor, q: string, today: string, locale: Locale): Promise<SearchResult> {
  const query = await interpret(db, q);
  if (query.words.length === 0) return EMPTY;
  const [clubs, events] = await Promise.all([
    findClubs(db, query, SEARCH_CLUBS_LIMIT),
    findEvents(db, query, today, SEARCH_EVENTS_LIMIT, locale),
  ]);
  return { clubs: clubs.map(({ slug, name, logoThumbUrl }) => ({ slug, name, logoThumbUrl })), events };
}

/**
 * Completions of what was typed: club names and distinct upcoming event
 * titles (as the site calls them) that a package on sale sells, ranked as in
 * search; at equal rank clubs first.
 */
export async function typeahead(db: Executor, q: string, today: string, limit: number, locale: Locale): Promise<TypeaheadSuggestion[]> {
  const query = await interpret(db, q);
  if (query.words.length === 0) return [];
  const [clubs, events] = await Promise.all([
    findClubs(db, query, limit),
    rows<{ title: string; slug: string; tier: number }>(
      db,
      sql`select title, slug, tier from (
          select distinct on (named.title) named.title, e.slug, e.event_date_time, ${tier(e, query)} as tier
          from events as e
          cross join lateral (select e.title ->> ${locale} as title) as named
          where e.event_date_time >= ${startOf(today)}::timestamptz and e.fixture_status is null and ${matches(e, query)}
            and exists (
              select 1 from package_events as pe inner join packages as p on p.id = pe.package_id
              where pe.event_id = e.id and p.end_date >= ${today}::date and ${listedForSale(db, sql.raw('p.id'))})
          order by named.title, tier, e.event_date_time, e.id
        ) as titles
        order by tier, event_date_time, title
        limit ${limit}`,
    ),
  ]);
  const suggestions = [
    ...clubs.map((club) => ({ type: 'club' as const, text: club.name, slug: club.slug, tier: Number(club.tier) })),
    ...events.map((event) => ({ type: 'event' as const, text: event.title, slug: event.slug, tier: Number(event.tier) })),
  ];
  // A stable sort keeps clubs before events at equal rank.
  return suggestions
    .sort((a, b) => a.tier - b.tier)
    .slice(0, limit)
    .map(({ type, text, slug }) => ({ type, text, slug }));
}
