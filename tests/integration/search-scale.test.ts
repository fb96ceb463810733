import { asc, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@/lib/api/contract/search';
import type { Database } from '@/server/db';
import type { DbHandle } from '@/server/db/client';
import { clubs, events } from '@/server/db/schema';
import { normalizeQuery, search, TYPO_MIN_LENGTH } from '@/server/modules/search/search';
import { openScaledDatabase, openTestDatabase, TEST_TODAY } from '../support/database';

/**
 * The seed's scale 1 is a prefix of scale N: SEED_SCALE=10 adds 900 invented
 * clubs with their own matches and keeps every real club, match and package.
 * Searching a real club's name must find at scale 10 what it finds at scale 1.
 */
let scale1: DbHandle;
let scale10: DbHandle;

beforeAll(async () => {
  scale1 = await openTestDatabase();
  scale10 = await openScaledDatabase(10);
}, 300_000);

afterAll(async () => {
  await scale1?.close();
  await scale10?.close();
});

/** One typo at most, as the search counts it: one letter replaced, missing or extra, or two neighbours swapped. */
function withinOneTypo(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < Math.min(a.length, b.length) && a[i] === b[i]) i++;
  if (a.length === b.length) {
    return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Every typed word starts a word of the names, or is one typo from one (5+ letters). */
function matchesEveryWord(words: string[], names: string[]): boolean {
  const own = names.flatMap((name) => name.split(' '));
  return words.every((word) => own.some((w) => w.startsWith(word) || (word.length >= TYPO_MIN_LENGTH && withinOneTypo(word, w))));
}

async function searchNamesOf(db: Database, table: typeof clubs | typeof events, slugs: string[]): Promise<Map<string, string[]>> {
  if (slugs.length === 0) return new Map();
  const rows = await db.select({ slug: table.slug, names: table.searchNames }).from(table).where(inArray(table.slug, slugs));
  return new Map(rows.map((row) => [row.slug, row.names]));
}

describe('search on a catalogue ten times the size', () => {
  it('is seeded at SEED_SCALE=10: 100 invented clubs and 400 events more per step', async () => {
    const [counts] = (
      (await scale10.db.execute(sql`select (select count(*)::int from clubs) as clubs, (select count(*)::int from events) as events`)) as unknown as {
        rows: { clubs: number; events: number }[];
      }
    ).rows;
    expect(counts).toEqual({ clubs: 1008, events: 4024 });
  });

  it('finds for every real club name the same clubs and events, in the same order, plus only invented ones that match as well', async () => {
    const names = (await scale1.db.select({ name: clubs.name }).from(clubs).orderBy(asc(clubs.id))).map((row) => row.name);
    expect(names.length).toBeGreaterThan(100);
    const lost: string[] = [];
    const unexplained: string[] = [];
    let identical = 0;

    for (const name of names) {
      const [small, large] = await Promise.all([
        search(scale1.db, name, TEST_TODAY, 'da'),
        search(scale10.db, name, TEST_TODAY, 'da'),
      ]);
      const slugs = (result: SearchResult) => ({ clubs: result.clubs.map((c) => c.slug), events: result.events.map((e) => e.slug) });
      const a = slugs(small);
      const b = slugs(large);
      expect(a.clubs[0], name).toBeDefined();
      if (JSON.stringify(a) === JSON.stringify(b)) {
        identical++;
        continue;
      }
      // What scale 1 finds stays found, in its order (limits permitting: the added rows rank after it here).
      const known = { clubs: new Set(a.clubs), events: new Set(a.events) };
      const kept = { clubs: b.clubs.filter((s) => known.clubs.has(s)), events: b.events.filter((s) => known.events.has(s)) };
      if (JSON.stringify(kept) !== JSON.stringify(a)) lost.push(name);
      // What scale 10 adds is there on its merits: every word typed matches it.
      const { words } = await normalizeQuery(scale10.db, name);
      const addedClubs = b.clubs.filter((s) => !known.clubs.has(s));
      const addedEvents = b.events.filter((s) => !known.events.has(s));
      const clubNames = await searchNamesOf(scale10.db, clubs, addedClubs);
      const eventNames = await searchNamesOf(scale10.db, events, addedEvents);
      for (const [slug, rowNames] of [...clubNames, ...eventNames]) {
        if (!matchesEveryWord(words, rowNames)) unexplained.push(`${name} → ${slug}`);
      }
    }

    expect(lost).toEqual([]);
    expect(unexplained).toEqual([]);
    // Most real names share no word with an invented club: their answers are the very same.
    expect(identical).toBeGreaterThan(names.length * 0.9);
  }, 120_000);
});
