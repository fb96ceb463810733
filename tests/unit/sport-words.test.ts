import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { formats } from '@/lib/i18n/formats';
import { SPORT_WORDS, sportWords, tripWords, type SportWords } from '@/lib/sport-words';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import { SPORT_CATEGORIES, TOURNAMENTS } from '@/server/seed/data/sports';
import { DELIVERY_INFO, EXTRA_SERVICES, RANDOM_OFFERS } from '@/server/seed/data/texts';

type Tree = { [key: string]: string | Tree };
type Locale = 'da' | 'no' | 'sv';
const MESSAGES = { da, no, sv } as Record<Locale, Tree>;
const LOCALES = Object.keys(MESSAGES) as Locale[];

/** Each sport's own words in each language: a text in one sport's words has none of another's. */
const WORDS: Record<'match' | 'race', Record<Locale, RegExp>> = {
  match: { da: /kamp|klub|stadion/i, no: /kamp|klubb|stadion/i, sv: /match|klubb|arena/i },
  race: { da: /løb|banen/i, no: /løp|banen/i, sv: /lopp|tävling|banan/i },
};

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`)));
}

describe('the words of each sport', () => {
  it('speaks of football, motor sport and American football each in its own words, and of a sport it does not know as football', () => {
    const bySlug = Object.fromEntries(SPORT_CATEGORIES.map((category) => [category.slug, sportWords(category.slug)]));
    expect(bySlug).toEqual({
      soccer: 'match',
      'formula-1': 'race',
      'combined-trips': 'match',
      'horse-racing': 'race',
      'nfl-rejser': 'game',
      'rugby-rejser': 'match',
    });
    expect(sportWords('curling')).toBe('match');
    expect(sportWords(null)).toBe('match');
  });

  it('gives every tournament of the catalogue the words of its sport', () => {
    const words = Object.fromEntries(TOURNAMENTS.map((tournament) => [tournament.slug, sportWords(tournament.sport)]));
    expect(words['formula-1']).toBe('race');
    expect(words['nfl-international-series']).toBe('game');
    expect(words['premier-league']).toBe('match');
  });

  it('speaks of a trip in its events’ words, and of a trip mixing sports in the match words', () => {
    const event = (slug: string) => ({ sportCategory: { slug } });
    expect(tripWords([event('formula-1')])).toBe('race');
    expect(tripWords([event('formula-1'), event('formula-1')])).toBe('race');
    expect(tripWords([event('soccer'), event('nfl-rejser')])).toBe('match');
    expect(tripWords([])).toBe('match');
  });
});

describe.each(LOCALES)('the %s texts that follow the sport', (locale) => {
  const t = createTranslator({ locale, messages: MESSAGES[locale] as AbstractIntlMessages, formats, timeZone: 'Europe/Copenhagen' }) as unknown as (
    key: string,
    values: Record<string, string | number>,
  ) => string;
  const worded = entries(MESSAGES[locale]).filter(([, message]) => /\{sport, select,/.test(message));
  const format = (key: string, sport: SportWords) => t(key, { sport, count: 2, events: 2, price: '100', amount: '100', perPerson: '50', date: '1. maj', deadline: '1. maj kl. 12.00', km: 2, days: 2, event: 'X' });

  it('are the ticket step’s, its notices’, the summary’s and the booking’s, each with a race wording', () => {
    expect(worded.length).toBeGreaterThanOrEqual(20);
    for (const [key, message] of worded) expect(message, key).toMatch(/\brace \{/);
  });

  it('speak of races with no word of football, and of matches with no word of motor sport', () => {
    for (const [key] of worded) {
      expect(format(key, 'race'), key).not.toMatch(WORDS.match[locale]);
      expect(format(key, 'match'), key).not.toMatch(WORDS.race[locale]);
      expect(format(key, 'game'), key).toBe(format(key, 'match'));
      // A text that could not be formatted comes back as its key, alike for every sport.
      expect(format(key, 'race'), key).not.toBe(format(key, 'match'));
    }
  });
});

describe('the seed’s texts that follow the sport', () => {
  it('has the same number of delivery notes, extras and offers for every sport, so each sport draws alike', () => {
    for (const texts of [DELIVERY_INFO, EXTRA_SERVICES, RANDOM_OFFERS]) {
      const counts = new Set(SPORT_WORDS.map((words) => texts[words].length));
      expect(counts.size).toBe(1);
    }
  });

  it.each(LOCALES)('delivers race tickets and offers race extras in %s with no word of football', (locale) => {
    const texts = [...DELIVERY_INFO.race.map((delivery) => delivery.text[locale]), ...EXTRA_SERVICES.race.map((service) => service.title[locale]), ...RANDOM_OFFERS.race.map((text) => text[locale])];
    for (const text of texts) expect(text).not.toMatch(WORDS.match[locale]);
  });

  it.each(LOCALES)('sends no American-football ticket to a club’s app in %s', (locale) => {
    for (const text of DELIVERY_INFO.game.map((delivery) => delivery.text[locale])) expect(text).not.toMatch(/klub/i);
  });
});
