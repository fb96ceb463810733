import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { CATALOGUES, localizeErrorBody, messageLocale, SERVER_TEXTS, translate, translation } from '@/server/messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).sort();

/** Sample values for a text's placeholders: 1 and 7, so both the singular and the plural are tried. */
const samples = (text: string, value: string) => Object.fromEntries(placeholders(text).map((name) => [name, value]));

describe('the API text catalogues', () => {
  it.each(LOCALES)('%s translates every English text of the API, and nothing else', (locale) => {
    expect(Object.keys(CATALOGUES[locale]).sort()).toEqual([...SERVER_TEXTS].sort());
  });

  it.each(LOCALES)('%s keeps every placeholder of a text and says it in its own words', (locale) => {
    for (const text of SERVER_TEXTS) {
      const entry = CATALOGUES[locale][text];
      if (typeof entry === 'string') {
        expect(placeholders(entry), `${locale}: ${text}`).toEqual(placeholders(text));
        expect(entry.trim(), `${locale}: ${text}`).not.toBe('');
        expect(entry, `${locale}: ${text}`).not.toBe(text);
      } else {
        for (const value of ['1', '7']) {
          const rendered = entry(samples(text, value));
          expect(rendered, `${locale}: ${text}`).not.toMatch(/\{\w+\}|undefined/);
          if (placeholders(text).length > 0) expect(rendered, `${locale}: ${text}`).toContain(value);
        }
      }
    }
  });

  it('has no text twice', () => {
    expect(new Set(SERVER_TEXTS).size).toBe(SERVER_TEXTS.length);
  });
});

describe('translation', () => {
  it('translates a fixed text', () => {
    expect(translation('The coupon code is not valid', 'da')).toBe('Koden er ikke gyldig');
    expect(translation('Package not found', 'no')).toBe('Reisen ble ikke funnet');
    expect(translation('The hotel supplier could not answer the search. Please try again.', 'sv')).toBe(
      'Hotelleverantören kunde inte svara på sökningen. Försök igen.',
    );
  });

  it('places the values a text was built with', () => {
    expect(translation('must be at least 3', 'da')).toBe('skal være mindst 3');
    expect(translation('must be one of single, double, twin', 'sv')).toBe('måste vara en av single, double, twin');
    expect(translation('must be departure airports of dk; not XYZ, QQQ', 'no')).toBe('må være avreiseflyplasser i dk, ikke XYZ, QQQ');
  });

  it('chooses the most specific text: "at most 50 characters" is not "at most {max}"', () => {
    expect(translation('must be at most 50 characters', 'da')).toBe('må højst være 50 tegn');
    expect(translation('must be at most 2147483647', 'da')).toBe('må højst være 2147483647');
    expect(translation('must be at most 365 days ahead', 'sv')).toBe('får ligga högst 365 dagar framåt i tiden');
  });

  it('says the singular for one', () => {
    expect(translation('may extend the trip by at most 1 days', 'da')).toBe('rejsen kan højst forlænges med 1 dag');
    expect(translation('may extend the trip by at most 5 days', 'da')).toBe('rejsen kan højst forlænges med 5 dage');
    expect(translation('room 2 takes at most 1 adults', 'sv')).toBe('rum 2 kan ha högst 1 vuxen');
  });

  it('names the JSON types of zod’s own message in the site’s words', () => {
    expect(translation('Invalid input: expected object, received number', 'da')).toBe('Ugyldig værdi: forventede et objekt, fik et tal');
    expect(translation('Invalid input: expected array, received string', 'sv')).toBe('Ogiltigt värde: förväntade en lista, fick text');
  });

  it('translates the reason after a field the price engine names', () => {
    expect(translation('adults: a booking needs at least one passenger', 'no')).toBe('adults: en bestilling må ha minst én reisende');
  });

  it('places a value as it is, never as a placeholder of its own', () => {
    expect(translation('No endpoint /api/v1/{max}', 'da')).toBe('Adressen /api/v1/{max} findes ikke');
  });

  it('knows no text the catalogue lacks: it stays English', () => {
    expect(translation('A text nobody wrote down', 'da')).toBeNull();
    expect(translate('A text nobody wrote down', 'da')).toBe('A text nobody wrote down');
  });
});

describe('the language of the API texts', () => {
  it.each([
    ['da', 'da'],
    ['nb-NO,nb;q=0.9', 'no'],
    ['sv-SE', 'sv'],
    ['en-GB,en;q=0.9', 'en'],
    ['de', 'en'],
  ])('reads "%s" as %s', (header, locale) => {
    expect(messageLocale(header)).toBe(locale);
  });

  it('is English for a client that sends no accept-language', () => {
    expect(messageLocale(null)).toBe('en');
    expect(translate('Package not found', 'en')).toBe('Package not found');
  });
});

describe('localizeErrorBody', () => {
  it('translates the message and every field message and keeps the code', () => {
    const body = {
      message: 'The request has invalid fields',
      code: 'validation_failed',
      errors: { adults: ['must be at most 6'], 'services.hotels.0.rooms': ['room 1 needs an adult', 'a hotel needs at least one room'] },
    };
    expect(localizeErrorBody(body, 'da')).toEqual({
      message: 'Forespørgslen har ugyldige felter',
      code: 'validation_failed',
      errors: { adults: ['må højst være 6'], 'services.hotels.0.rooms': ['værelse 1 skal have mindst én voksen', 'et hotel kræver mindst ét værelse'] },
    });
    expect(localizeErrorBody(body, 'en')).toBe(body);
  });
});
