import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { searchResponse, typeaheadResponse, type SearchResult } from '@/lib/api/contract/search';
import { getTypeahead, search } from '@/lib/api/endpoints/search';
import { clearCache } from '@/server/cache';
import { installDatabase } from '@/server/db';
import type { DbHandle } from '@/server/db/client';
import { clubs, events, packageEvents, packages } from '@/server/db/schema';
import { handleApiRequest } from '@/server/http/api';
import { callApi } from '../support/api';
import { openTestDatabase, TEST_TODAY } from '../support/database';

let handle: DbHandle;

beforeAll(async () => {
  // Upcoming events are relative to today: every run sees the seed's today.
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
  handle = await openTestDatabase();
  installDatabase(handle);
  await addClubsWithoutAliases();
});

afterAll(async () => {
  installDatabase(undefined);
  await handle?.close();
  vi.unstubAllEnvs();
});

// Writes below change what a query finds: never answer from an earlier entry.
afterEach(() => clearCache());

async function find(q: string, locale = 'da'): Promise<SearchResult> {
  const { status, body } = await callApi(`search?q=${encodeURIComponent(q)}`, { locale });
  expect(status, JSON.stringify(body)).toBe(200);
  return searchResponse.parse(body);
}

const clubSlugs = (result: SearchResult) => result.clubs.map((club) => club.slug);

/**
 * Clubs named with every letter the normalisation knows, and no aliases, so
 * that only the normalisation can find them (the seed's clubs carry ASCII
 * aliases such as "kobenhavn").
 */
const PLAIN_CLUBS = [
  { slug: 'aeroskobing-boldklub', name: 'Ærøskøbing Boldklub' },
  { slug: 'abenra-fodbold', name: 'Åbenrå Fodbold' },
  { slug: 'vaxjo-ostra', name: 'Växjö Östra' },
  { slug: 'furth-kickers', name: 'Fürth Kickers' },
];

async function addClubsWithoutAliases() {
  const [model] = await handle.db.select().from(clubs).where(eq(clubs.slug, 'agf'));
  if (!model) throw new Error('the seed has no AGF');
  await handle.db.insert(clubs).values(
    PLAIN_CLUBS.map(({ slug, name }) => ({
      slug,
      name,
      aliases: [],
      countryId: model.countryId,
      venueId: model.venueId,
      logoUrl: `/media/crest/club/${slug}.svg`,
      logoThumbUrl: `/media/crest/club/${slug}.svg?size=thumb`,
      guidingTexts: model.guidingTexts,
    })),
  );
}

describe('GET /api/v1/search', () => {
  it('answers { clubs, events } with the fields of the specification', async () => {
    const result = await find('København');
    expect(result.clubs[0]).toEqual({
      slug: 'fc-kobenhavn',
      name: 'FC København',
      logoThumbUrl: '/media/crest/club/fc-kobenhavn.svg?size=thumb',
    });
    expect(result.events.length).toBeGreaterThan(0);
    for (const event of result.events) {
      expect(Object.keys(event).sort()).toEqual(
        ['eventDateTime', 'packageNumberOfEvents', 'packageSlug', 'slug', 'sportCategory', 'timeZone', 'title', 'tournamentLogoThumbUrl', 'venueCityName'].sort(),
      );
      // FC København's matches in the list are in Denmark, or at their guests' grounds on the Continent.
      expect(event.timeZone).toMatch(/^Europe\//);
      expect(event.title).toMatch(/FC København/);
      expect(event.tournamentLogoThumbUrl).toMatch(/^\/media\/crest\/tournament\/.+\.svg\?size=thumb$/);
    }
  });

  it('names each event’s sport, whose words the results speak in: a Grand Prix is a race of Formula 1', async () => {
    const { events: races } = await find('grand prix', 'sv');
    expect(races.length).toBeGreaterThan(0);
    for (const race of races) expect(race.sportCategory).toEqual({ slug: 'formula-1' });
    const { events: matches } = await find('fck');
    for (const match of matches) expect(match.sportCategory).toEqual({ slug: 'soccer' });
  });

  it('names, for each event, a package that sells it and how many events that package has', async () => {
    const { events: found } = await find('fck');
    expect(found.map((event) => event.packageNumberOfEvents)).toContain(1);
    for (const event of found) {
      const { status, body } = await callApi(`packages/${event.packageSlug}`);
      expect(status).toBe(200);
      const pkg = body.package as { events: { slug: string }[] };
      expect(pkg.events.map((e) => e.slug)).toContain(event.slug);
      expect(pkg.events).toHaveLength(event.packageNumberOfEvents);
    }
  });

  it('prefers a single-match package when an event is also sold in a bundle', async () => {
    const [bundled] = await handle.db
      .select({ eventId: packageEvents.eventId, slug: events.slug, title: events.title, pkg: packages })
      .from(packageEvents)
      .innerJoin(events, eq(events.id, packageEvents.eventId))
      .innerJoin(packages, eq(packages.id, packageEvents.packageId))
      .where(sql`${packages.packageType} = 'bundle' and ${events.eventDateTime} >= ${`${TEST_TODAY}T00:00:00Z`}::timestamptz`)
      .limit(1);
    if (!bundled) throw new Error('the seed has no upcoming bundle');
    const before = (await find(bundled.title.da)).events.find((e) => e.slug === bundled.slug);
    expect(before?.packageSlug).toBe(bundled.pkg.slug);
    expect(before?.packageNumberOfEvents).toBeGreaterThan(1);

    const { id: _id, ...bundle } = bundled.pkg;
    const [single] = await handle.db
      .insert(packages)
      .values({ ...bundle, slug: `${bundled.slug}-single`, packageType: 'single' })
      .returning({ id: packages.id, slug: packages.slug });
    await handle.db.insert(packageEvents).values({ packageId: single!.id, eventId: bundled.eventId, position: 1 });
    try {
      clearCache();
      const after = (await find(bundled.title.da)).events.find((e) => e.slug === bundled.slug);
      expect(after).toMatchObject({ packageSlug: single!.slug, packageNumberOfEvents: 1 });
    } finally {
      await handle.db.delete(packageEvents).where(eq(packageEvents.packageId, single!.id));
      await handle.db.delete(packages).where(eq(packages.id, single!.id));
    }
  });

  it('shows only upcoming events, and cities in the language of the site', async () => {
    const da = await find('fck');
    const sv = await find('fck', 'sv');
    expect(sv.events.map((e) => e.slug)).toEqual(da.events.map((e) => e.slug));
    for (const event of da.events) expect(event.eventDateTime >= `${TEST_TODAY}T00:00:00.000Z`).toBe(true);
    const atParken = da.events.findIndex((e) => e.venueCityName === 'København');
    expect(atParken).toBeGreaterThanOrEqual(0);
    expect(sv.events[atParken]?.venueCityName).toBe('Köpenhamn');

    const past = await handle.db
      .select({ slug: events.slug })
      .from(events)
      .innerJoin(clubs, eq(clubs.id, events.homeClubId))
      .where(sql`${clubs.slug} = 'fc-kobenhavn' and ${events.eventDateTime} < ${`${TEST_TODAY}T00:00:00Z`}::timestamptz`);
    if (past.length > 0) {
      const shown = new Set(da.events.map((e) => e.slug));
      expect(past.filter(({ slug }) => shown.has(slug))).toEqual([]);
    }
  });

  describe('normalisation', () => {
    it.each([
      ['upper case', 'ÆRØSKØBING', 'aeroskobing-boldklub'],
      ['æ as ae and ø as o', 'aeroskobing', 'aeroskobing-boldklub'],
      ['ø as oe', 'aeroeskoebing', 'aeroskobing-boldklub'],
      ['å as a', 'abenra', 'abenra-fodbold'],
      ['å as aa', 'aabenraa', 'abenra-fodbold'],
      ['ä as a and ö as o', 'vaxjo ostra', 'vaxjo-ostra'],
      ['ö as oe', 'vaxjoe', 'vaxjo-ostra'],
      ['ü as u', 'furth', 'furth-kickers'],
      ['the accented letters themselves', 'Växjö', 'vaxjo-ostra'],
      ['punctuation as a space', 'bodø/glimt', 'fk-bodo-glimt'],
    ])('reads %s: "%s" finds %s', async (_rule, q, slug) => {
      const result = await find(q);
      expect(clubSlugs(result)[0]).toBe(slug);
    });

    it('matches the same clubs and events however the letters are written', async () => {
      const answers = await Promise.all(['København', 'kobenhavn', 'KOEBENHAVN', '  københavn  '].map((q) => find(q)));
      for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
    });
  });

  describe('typos', () => {
    it.each([
      ['a missing letter', 'arsnal'],
      ['an extra letter', 'arsenall'],
      ['a wrong letter', 'arsenel'],
      ['two neighbours swapped', 'arsneal'],
      ['a wrong first letter', 'ersenal'],
    ])('forgives %s in a word of 5+ letters ("%s")', async (_kind, q) => {
      expect(clubSlugs(await find(q))).toContain('arsenal');
    });

    it('finds the events of a club misspelt by one letter', async () => {
      const right = await find('liverpool');
      const wrong = await find('livrepool');
      expect(wrong.events.map((e) => e.slug)).toEqual(right.events.map((e) => e.slug));
      expect(wrong.events.length).toBeGreaterThan(0);
    });

    it('does not forgive two typos', async () => {
      expect(clubSlugs(await find('arsnel'))).not.toContain('arsenal');
      expect(clubSlugs(await find('aresnl'))).not.toContain('arsenal');
    });

    it('does not forgive a typo in a word under 5 letters', async () => {
      // "lazio" less a letter: four letters must be typed right (or be a prefix).
      expect(clubSlugs(await find('lazo'))).not.toContain('ss-lazio');
      expect(clubSlugs(await find('lazi'))).toContain('ss-lazio');
    });
  });

  describe('words and aliases', () => {
    it('matches a prefix of any word of the name', async () => {
      expect(clubSlugs(await find('hotsp'))).toEqual(['tottenham-hotspur']);
      expect(clubSlugs(await find('kø'))).toContain('fc-kobenhavn');
    });

    it('needs every word typed', async () => {
      expect(clubSlugs(await find('manchester united'))[0]).toBe('manchester-united');
      expect(clubSlugs(await find('manchester united'))).not.toContain('manchester-city');
    });

    it.each([
      ['man utd', 'manchester-united'],
      ['spurs', 'tottenham-hotspur'],
      ['barca', 'fc-barcelona'],
      ['fck', 'fc-kobenhavn'],
    ])('knows the alias "%s" from the catalogue', async (q, slug) => {
      const result = await find(q);
      expect(clubSlugs(result)[0]).toBe(slug);
      const [club] = await handle.db.select({ name: clubs.name }).from(clubs).where(eq(clubs.slug, slug));
      expect(result.events.length).toBeGreaterThan(0);
      for (const event of result.events) expect(event.title).toContain(club!.name);
    });

    it('follows a club whose aliases change, in its events too', async () => {
      expect(await find('løverne')).toEqual({ clubs: [], events: [] });
      expect(await find('lovrene')).toEqual({ clubs: [], events: [] });
      await handle.db
        .update(clubs)
        .set({ aliases: sql`array_append(${clubs.aliases}, 'Løverne')` })
        .where(eq(clubs.slug, 'fc-kobenhavn'));
      try {
        clearCache();
        const renamed = await find('loverne');
        expect(clubSlugs(renamed)).toEqual(['fc-kobenhavn']);
        expect(renamed.events.map((e) => e.slug)).toEqual((await find('fck')).events.map((e) => e.slug));
        // The new alias's word is in the search vocabulary, so a typo in it is forgiven as well.
        expect(clubSlugs(await find('lovrene'))).toEqual(['fc-kobenhavn']);
      } finally {
        await handle.db
          .update(clubs)
          .set({ aliases: sql`array_remove(${clubs.aliases}, 'Løverne')` })
          .where(eq(clubs.slug, 'fc-kobenhavn'));
      }
    });
  });

  describe('ranking', () => {
    it('puts an exact name or alias before a prefix, and a prefix before a typo', async () => {
      // "villa": Aston Villa's alias; the start of "Villarreal"; one letter from Fiorentina's "viola".
      expect(clubSlugs(await find('villa'))).toEqual(['aston-villa', 'villarreal-cf', 'acf-fiorentina']);
      // "real": Real Madrid's alias, then the other clubs with the word, most popular first.
      expect(clubSlugs(await find('real'))).toEqual(['real-madrid', 'real-betis', 'real-sociedad']);
    });

    it('lists the events of the best-matching clubs first, each group by date', async () => {
      const { events: found } = await find('villa');
      const rank = (title: string) => (/Aston Villa/.test(title) ? 0 : /Villarreal/.test(title) ? 1 : 2);
      const ranks = found.map((event) => rank(event.title));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      expect(ranks[0]).toBe(0);
      for (let i = 1; i < found.length; i++) {
        if (ranks[i] === ranks[i - 1]) expect(found[i]!.eventDateTime >= found[i - 1]!.eventDateTime).toBe(true);
      }
    });
  });

  describe('the 2-character rule', () => {
    /** A database that records every use: the handler must not touch it. */
    function tripwire() {
      const used: string[] = [];
      const db = new Proxy(
        {},
        {
          get(_target, property) {
            // Not a thenable: `await getDb()` must hand the proxy over.
            if (property === 'then') return undefined;
            used.push(String(property));
            return () => Promise.reject(new Error('no database'));
          },
        },
      );
      installDatabase({ db, driver: 'pglite', migrate: async () => {}, exclusively: (work: () => Promise<unknown>) => work(), close: async () => {} } as unknown as DbHandle);
      return used;
    }

    it.each(['', 'a', ' k ', 'ø', '%20'])('answers empty lists to %j without asking the database', async (q) => {
      const used = tripwire();
      try {
        const { status, body } = await callApi(`search?q=${q}`);
        expect(status).toBe(200);
        expect(body).toEqual({ clubs: [], events: [] });
        const typeahead = await callApi(`search/typeahead?q=${q}`);
        expect(typeahead.body).toEqual({ suggestions: [] });
        expect(used).toEqual([]);
      } finally {
        installDatabase(handle);
      }
    });

    it('answers empty lists without q at all', async () => {
      expect((await callApi('search')).body).toEqual({ clubs: [], events: [] });
    });

    it('searches from 2 characters', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const used = tripwire();
      try {
        const { status } = await callApi('search?q=kø');
        expect(status).toBe(500);
        expect(used.length).toBeGreaterThan(0);
      } finally {
        installDatabase(handle);
        vi.mocked(console.error).mockRestore();
      }
      expect(clubSlugs(await find('kø'))).toContain('fc-kobenhavn');
    });
  });

  it('answers empty lists when nothing matches, or nothing but punctuation was typed', async () => {
    expect(await find('zzqqxx')).toEqual({ clubs: [], events: [] });
    expect(await find('--')).toEqual({ clubs: [], events: [] });
  });

  it('refuses a query over 100 characters with a field message', async () => {
    const { status, body } = await callApi(`search?q=${'a'.repeat(101)}`);
    expect(status).toBe(400);
    expect(body.errors.q).toEqual(['must be at most 100 characters']);
  });

  it('is reached by the storefront client', async () => {
    const client = createApiClient({ locale: 'da', transport: handleApiRequest });
    expect(clubSlugs(await search(client, 'spurs'))[0]).toBe('tottenham-hotspur');
  });
});

describe('GET /api/v1/search/typeahead', () => {
  it('completes what was typed with club names, then event titles', async () => {
    const { status, body } = await callApi('search/typeahead?q=kob');
    expect(status).toBe(200);
    const { suggestions } = typeaheadResponse.parse(body);
    expect(suggestions[0]).toEqual({ type: 'club', text: 'FC København', slug: 'fc-kobenhavn' });
    const eventTitles = suggestions.filter((s) => s.type === 'event').map((s) => s.text);
    expect(eventTitles.length).toBeGreaterThan(0);
    expect(new Set(eventTitles).size).toBe(eventTitles.length);
    for (const title of eventTitles) expect(title).toContain('FC København');
    const eventSlugs = suggestions.filter((s) => s.type === 'event').map((s) => s.slug);
    const rows = await handle.db.select({ slug: events.slug }).from(events).where(inArray(events.slug, eventSlugs));
    expect(rows).toHaveLength(eventSlugs.length);
  });

  it('gives at most `limit` suggestions, 8 by default', async () => {
    const client = createApiClient({ locale: 'da', transport: handleApiRequest });
    expect(await getTypeahead(client, 'fc')).toHaveLength(8);
    expect(await getTypeahead(client, 'fc', { limit: 3 })).toHaveLength(3);
  });

  it('refuses a limit out of range with a field message', async () => {
    const { status, body } = await callApi('search/typeahead?q=fc&limit=0');
    expect(status).toBe(400);
    expect(body.errors.limit).toEqual(['must be at least 1']);
    expect((await callApi('search/typeahead?q=fc&limit=21')).status).toBe(400);
  });
});
