/**
 * Every catalogue name the API answers is in the site's language: ticket
 * categories, tournaments, event titles of every sport, extra services, and
 * the places they are in. For each site the test walks every text the
 * catalogue, package list, package pages and search answer, and fails on a
 * text that is (or holds, as whole words) an English name our languages
 * have their own word for, or an English word of the stands and leagues.
 * A Formula 1 package speaks of races, tickets and the circuit.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { REPRESENTATION_HEADER } from '@/lib/api/contract/packages';
import { CITIES, COUNTRIES } from '@/server/seed/data/geography';
import { GRANDS_PRIX, TOURNAMENTS } from '@/server/seed/data/sports';
import { CIRCUIT_BLOCKS, STADIUM_BLOCKS } from '@/server/seed/data/texts';
import type { Localized } from '@/server/db/schema';
import { callApi } from '../support/api';
import { withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';

withTestDatabase();
withTestShop();

const LOCALES: Locale[] = ['da', 'no', 'sv'];

/** Words of the English trade that no Danish, Norwegian or Swedish name of ours uses. */
const ENGLISH_WORDS = ['side', 'corner', 'tier', 'lounge', 'admission', 'grandstand', 'friendlies', 'championship'];

/** `phrase` as whole words of `text` (letters of any alphabet count as word letters), case aside. */
function holds(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * The English names the seed has a translation of. A catalogue name
 * translated for one of our languages is English nowhere (a name translated
 * for one site and left English for another is caught there); a place is
 * English where the site has its own name for it ("Copenhagen" on a site
 * that says "København", but "Hamburg" where the site says Hamburg). A
 * proper name read alike everywhere is no translation.
 */
function englishSources(locale: Locale): { names: string[]; places: string[] } {
  type Named = { en: string | undefined; name: Localized };
  const english = (pairs: readonly Named[], translated: (name: Localized, en: string) => boolean) =>
    pairs.flatMap(({ en, name }) => (en !== undefined && translated(name, en) ? [en] : []));
  return {
    // Catalogue names: not even inside a longer text.
    names: english(
      [
        ...TOURNAMENTS.map((tournament) => ({ en: tournament.en, name: tournament.name })),
        ...[...STADIUM_BLOCKS, ...CIRCUIT_BLOCKS].map((block) => ({ en: block.en, name: block.name })),
        ...GRANDS_PRIX.map((race) => ({ en: race.en, name: race.name })),
      ],
      (name, en) => LOCALES.some((other) => name[other] !== en),
    ),
    // Place names: never a whole answer.
    places: english(
      [...CITIES, ...COUNTRIES].map((place) => ({ en: place.nameEn, name: place.name })),
      (name, en) => name[locale] !== en,
    ),
  };
}

/**
 * Keys whose values are not the site's texts: addresses and identifiers made
 * of names (`/media/photo/block/anfield-short-side-1.svg`), and a place's
 * English name, which the geography contract answers beside the site's and
 * no page shows.
 */
const NOT_TEXT = /^(.*slug|.*url|imgName|nameEn)$/i;

/** Every text in an answer, with where it is. */
function* texts(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') {
    if (!value.startsWith('/') && !value.startsWith('http')) yield [path, value];
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* texts(item, `${path}[${index}]`);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!NOT_TEXT.test(key)) yield* texts(item, `${path}.${key}`);
  }
}

/** What a site answers that is English: a path and its text for each. */
function englishIn(locale: Locale, answers: [string, unknown][]): string[] {
  const { names, places } = englishSources(locale);
  const found: string[] = [];
  for (const [source, body] of answers) {
    for (const [path, text] of texts(body, source)) {
      const english =
        names.find((name) => holds(text, name)) ?? places.find((place) => text.trim() === place) ?? ENGLISH_WORDS.find((word) => holds(text, word));
      if (english) found.push(`${path}: "${text}" (${english})`);
    }
  }
  return found;
}

async function get(path: string, locale: Locale, headers: Record<string, string> = {}): Promise<unknown> {
  const { status, body } = await callApi(path, { locale, headers });
  expect(status, `${locale} ${path}`).toBe(200);
  return body;
}

type ListedPackage = { slug: string; events: { title: string; slug: string; venue: { name: string }; sportCategory: { slug: string } }[] };

/** Every package the site lists (full cards), page by page. */
async function allPackages(locale: Locale): Promise<[string, unknown][]> {
  const answers: [string, unknown][] = [];
  for (let offset = 0; ; offset += 100) {
    const body = (await get(`packages?limit=100&offset=${offset}`, locale, { [REPRESENTATION_HEADER]: 'full' })) as { packages: unknown[]; totalResults: number };
    answers.push([`packages@${offset}`, body]);
    if (offset + 100 >= body.totalResults) break;
  }
  return answers;
}

describe('catalogue names in the site’s language', () => {
  for (const locale of LOCALES) {
    it(`answers no English catalogue name on the ${locale} site`, { timeout: 240_000 }, async () => {
      const answers: [string, unknown][] = [];
      for (const path of ['sport-categories', 'tournaments', 'event/tournaments', 'clubs?limit=99', 'event/clubs', 'event/events/cities']) {
        answers.push([path, await get(path, locale)]);
      }
      const lists = await allPackages(locale);
      answers.push(...lists);
      const listed = lists.flatMap(([, body]) => (body as { packages: ListedPackage[] }).packages);
      expect(listed.length).toBeGreaterThan(0);
      // The package pages, one at least for each venue (its tickets name the venue's ticket categories) and each sport.
      const seen = new Set<string>();
      for (const pkg of listed) {
        const keys = pkg.events.flatMap((event) => [`venue:${event.venue.name}`, `sport:${event.sportCategory.slug}`]);
        if (keys.every((key) => seen.has(key))) continue;
        keys.forEach((key) => seen.add(key));
        answers.push([`packages/${pkg.slug}`, await get(`packages/${pkg.slug}`, locale)]);
      }
      for (const q of ['grand prix', 'formel', 'cup', 'premium']) {
        answers.push([`search?q=${q}`, await get(`search?q=${encodeURIComponent(q)}`, locale)]);
        answers.push([`search/typeahead?q=${q}`, await get(`search/typeahead?q=${encodeURIComponent(q)}&limit=20`, locale)]);
      }

      // The walk saw what it is meant to judge: races, ticket categories of both kinds of venue, tournaments.
      const walked = answers.flatMap(([source, body]) => [...texts(body, source)]);
      const at = (pattern: RegExp) => walked.filter(([path]) => pattern.test(path)).length;
      expect(at(/\.venueBlock\.name$/)).toBeGreaterThan(0);
      expect(at(/\.tournament\.name$/)).toBeGreaterThan(0);
      expect(listed.some((pkg) => pkg.events.some((event) => event.sportCategory.slug === 'formula-1'))).toBe(true);

      expect(englishIn(locale, answers)).toEqual([]);
    });
  }

  it('fails on an English name, inside a longer text too, and on an English word of the stands', () => {
    const answer = (text: string): [string, unknown][] => [['answer', { package: { title: text, slug: 'short-side', logo: { originalUrl: '/media/crest/tournament/championship.svg' } } }]];
    expect(englishIn('da', answer('Udsigt fra Short side (behind the goal), billede 1'))).toHaveLength(1);
    expect(englishIn('sv', answer('Formel 1-resa: Formula 1 Italian Grand Prix'))).toHaveLength(1);
    expect(englishIn('no', answer('Club Friendlies'))).toHaveLength(1);
    expect(englishIn('da', answer('VIP lounge'))).toHaveLength(1);
    expect(englishIn('sv', answer('Copenhagen'))).toHaveLength(1);
    // Our own words pass, and so do names read alike in every language, a place's name where the site uses it, and addresses made of names.
    expect(englishIn('no', answer('Hamburg'))).toEqual([]);
    expect(englishIn('da', answer('Kortside bag målet'))).toEqual([]);
    expect(englishIn('no', answer('FA-cupen: Premier League og Allsvenskan'))).toEqual([]);
    expect(englishIn('sv', answer('Långsida, övre läktare'))).toEqual([]);
  });
});

describe('a Formula 1 package in the words of motor sport', () => {
  async function racePackage(locale: Locale) {
    const body = (await get('packages?sportCategories=formula-1&limit=100', locale)) as { packages: ListedPackage[] };
    const listed = body.packages[0];
    if (!listed) throw new Error('the seed sells no Formula 1 trip');
    return (await get(`packages/${listed.slug}`, locale)) as {
      package: {
        title: string;
        description: string;
        events: { title: string; description: string; tournament: { name: string }; tickets: { deliveryInfo: string; venueBlock: { name: string } }[] }[];
        extraServices: { title: string }[];
      };
    };
  }

  /** Football's words in each language: a race has none of them. */
  const FOOTBALL = { da: /kamp|klub|stadion/i, no: /kamp|klubb|stadion/i, sv: /match|klubb|arena/i } as const;

  for (const locale of LOCALES) {
    it(`names the race, its tickets and their delivery without football on the ${locale} site`, async () => {
      const { package: pkg } = await racePackage(locale);
      const event = pkg.events[0]!;
      expect(event.tournament.name).toBe('Formel 1-VM');
      expect(event.title).toMatch(/^Formel 1 – .+ Grand Prix$/);
      const tickets = event.tickets;
      expect(tickets.length).toBeGreaterThan(0);
      for (const text of [pkg.title, pkg.description, event.title, event.description, ...tickets.flatMap((ticket) => [ticket.deliveryInfo, ticket.venueBlock.name]), ...pkg.extraServices.map((service) => service.title)]) {
        expect(text, text).not.toMatch(FOOTBALL[locale]);
      }
    });
  }

  it('finds a race by its name in another of our languages, and answers it in the site’s own', async () => {
    const races = async (locale: Locale) => ((await get('packages?sportCategories=formula-1&limit=100', locale)) as { packages: ListedPackage[] }).packages.flatMap((pkg) => pkg.events);
    const swedish = new Map((await races('sv')).map((event) => [event.slug, event.title]));
    const race = (await races('da')).find((event) => swedish.has(event.slug) && swedish.get(event.slug) !== event.title);
    if (!race) throw new Error('no race the Danish and Swedish sites name apart');
    const { events } = (await get(`search?q=${encodeURIComponent(race.title)}`, 'sv')) as { events: { slug: string; title: string }[] };
    expect(events.find((event) => event.slug === race.slug)?.title).toBe(swedish.get(race.slug));
  });
});
