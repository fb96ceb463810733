import type { Locale } from '@/lib/i18n/locales';

/**
 * What the browser's code needs to know of a country site: its currency,
 * language, time zone, departure region and brand. The site table (./sites.ts) holds
 * these and everything else (contact, company, bank); client components
 * import this one, so the rest stays on the server and out of every page's
 * JavaScript.
 */

/** The currencies of the three sites. */
export const SITE_CURRENCIES = ['DKK', 'NOK', 'SEK'] as const;
export type SiteCurrency = (typeof SITE_CURRENCIES)[number];

/** The departure regions of the flight searches (browsing spec §3): one per site. */
export const DEPARTURE_REGIONS = ['DK', 'NO', 'SE'] as const;
export type DepartureRegion = (typeof DEPARTURE_REGIONS)[number];

export interface SiteBasics {
  locale: Locale;
  brand: string;
  currency: SiteCurrency;
  /** The pages' language (`<html lang>`, hreflang, collation): Norwegian pages are written in bokmål (STYLE §1). */
  htmlLang: string;
  /** Each site searches flights from its own region's departure groups unless asked otherwise. */
  departureRegion: DepartureRegion;
  /** IANA zone: "today" and times as the visitor's country reads them (STYLE §1). */
  timeZone: string;
}

export const SITE_BASICS: Readonly<Record<Locale, SiteBasics>> = {
  da: { locale: 'da', brand: 'Fantur', currency: 'DKK', htmlLang: 'da', departureRegion: 'DK', timeZone: 'Europe/Copenhagen' },
  no: { locale: 'no', brand: 'Fantur', currency: 'NOK', htmlLang: 'nb', departureRegion: 'NO', timeZone: 'Europe/Oslo' },
  sv: { locale: 'sv', brand: 'Fantur', currency: 'SEK', htmlLang: 'sv', departureRegion: 'SE', timeZone: 'Europe/Stockholm' },
};
