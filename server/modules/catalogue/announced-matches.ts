import 'server-only';
import { and, asc, eq, gte, isNull, notExists, or, sql } from 'drizzle-orm';
import type { AnnouncedMatch } from '@/lib/api/contract/catalogue';
import type { Locale } from '@/lib/i18n/locales';
import type { Database } from '@/server/db';
import { cities, clubs, countries, events, packageEvents, tournaments, venues } from '@/server/db/schema';
import { timeZoneOf } from '../geography/time-zones';
import { pick } from '../localize';

/** At most this many of a club's matches without a trip are listed. */
export const ANNOUNCED_LIMIT = 10;

/**
 * A club's upcoming matches that no trip includes yet (the club page's "no
 * trip yet" list, where a visitor asks to be told when one comes), first
 * kick-off first, from `from` (a moment, or the start of a UTC day). A match
 * any package includes, sold out or not, is not here: a sold-out trip has its
 * own alert on its page. Nor is a postponed or cancelled match.
 */
export async function listAnnouncedMatches(db: Database, club: number | string, from: string | Date, locale: Locale): Promise<AnnouncedMatch[] | null> {
  const [found] = await db
    .select({ id: clubs.id })
    .from(clubs)
    .where(typeof club === 'number' ? eq(clubs.id, club) : eq(clubs.slug, club))
    .limit(1);
  if (!found) return null;
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      eventDateTime: events.eventDateTime,
      tournament: tournaments.name,
      venue: venues.name,
      city: cities.name,
      countryCode: countries.code,
    })
    .from(events)
    .innerJoin(tournaments, eq(tournaments.id, events.tournamentId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(
      and(
        or(eq(events.homeClubId, found.id), eq(events.guestClubId, found.id)),
        gte(events.eventDateTime, typeof from === 'string' ? sql`${`${from}T00:00:00Z`}::timestamptz` : from),
        // A postponed match has no kick-off to show, and a cancelled one none to wait for.
        isNull(events.fixtureStatus),
        notExists(db.select({ one: sql`1` }).from(packageEvents).where(eq(packageEvents.eventId, events.id))),
      ),
    )
    .orderBy(asc(events.eventDateTime), asc(events.id))
    .limit(ANNOUNCED_LIMIT);
  return rows.map(({ countryCode, ...row }) => ({
    ...row,
    title: pick(row.title, locale),
    eventDateTime: row.eventDateTime.toISOString(),
    timeZone: timeZoneOf(countryCode),
    tournament: pick(row.tournament, locale),
    city: pick(row.city, locale),
  }));
}
