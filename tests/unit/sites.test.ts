import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n/locales';
import { DEPARTURE_REGIONS, SITE_CURRENCIES, SITES } from '@/lib/site/sites';

describe('the site table', () => {
  it('has one row per site, each naming its own locale', () => {
    expect(Object.keys(SITES).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(SITES[locale].locale).toBe(locale);
  });

  it('prices, dates and writes each site as its country does', () => {
    expect(LOCALES.map((locale) => [SITES[locale].currency, SITES[locale].timeZone, SITES[locale].htmlLang])).toEqual([
      ['DKK', 'Europe/Copenhagen', 'da'],
      ['NOK', 'Europe/Oslo', 'nb'],
      ['SEK', 'Europe/Stockholm', 'sv'],
    ]);
  });

  it('names every currency and departure region exactly once', () => {
    expect(LOCALES.map((locale) => SITES[locale].currency)).toEqual([...SITE_CURRENCIES]);
    expect(LOCALES.map((locale) => SITES[locale].departureRegion)).toEqual([...DEPARTURE_REGIONS]);
  });

  it('gives every time zone that Intl knows', () => {
    for (const locale of LOCALES) expect(() => new Intl.DateTimeFormat('en', { timeZone: SITES[locale].timeZone })).not.toThrow();
  });
});
