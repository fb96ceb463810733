import { describe, expect, it } from 'vitest';
import { isLocale, localeFromAcceptLanguage } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['da', 'da'],
    ['sv-SE,sv;q=0.9,en;q=0.8', 'sv'],
    ['nb-NO', 'no'],
    ['nn', 'no'],
    ['no', 'no'],
    ['en-GB,en;q=0.9', 'da'],
    ['en;q=0.9, sv;q=0.5', 'sv'],
    ['de;q=1, da;q=0.2, sv;q=0.8', 'sv'],
    ['sv;q=0, da', 'da'],
    ['', 'da'],
    // Tags that are names of an object's own properties are languages like any other.
    ['constructor', 'da'],
    ['__proto__, toString;q=0.9, sv;q=0.5', 'sv'],
  ])('reads "%s" as %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });

  it('falls back to Danish without a header', () => {
    expect(localeFromAcceptLanguage(null)).toBe('da');
  });
});

describe('locales', () => {
  it('knows exactly the three sites', () => {
    expect(['da', 'no', 'sv'].every(isLocale)).toBe(true);
    expect(isLocale('en')).toBe(false);
    expect(isLocale('nb')).toBe(false);
  });

  it('marks Norwegian pages as bokmål', () => {
    expect(SITES.no.htmlLang).toBe('nb');
    expect(SITES.da.htmlLang).toBe('da');
    expect(SITES.sv.htmlLang).toBe('sv');
  });
});
