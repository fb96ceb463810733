/**
 * General passport and visa information for the destination (Package Travel
 * Directive art. 5(1)(f)), for the nationals of the site's country: which
 * case a destination is, and the official source the traveller checks before
 * leaving. The words of each case are the messages' (`packageTravel.documents`).
 *
 * - `home`: the site's own country;
 * - `nordic`: another Nordic country (the Nordic passport union: no passport
 *   check between them, but airlines and spot checks ask for identity);
 * - `schengen`: another Schengen country (a passport or a national identity
 *   card for Danish, Norwegian and Swedish citizens, no visa);
 * - `uk`: the United Kingdom (a passport, and an electronic travel
 *   authorisation, ETA, since 2 April 2025 for Danish, Norwegian and Swedish
 *   citizens; an EU or Norwegian identity card is no longer accepted);
 * - `other`: anywhere else: the official source says.
 */
import type { Locale } from '@/lib/i18n/locales';

export const DOCUMENT_CASES = ['home', 'nordic', 'schengen', 'uk', 'other'] as const;
export type DocumentCase = (typeof DOCUMENT_CASES)[number];

const NORDIC = new Set(['DK', 'NO', 'SE', 'FI', 'IS']);

/** The Schengen area's members (29 since Bulgaria and Romania joined fully on 1 January 2025). */
export const SCHENGEN = new Set([
  'AT', 'BE', 'BG', 'CH', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IS',
  'IT', 'LI', 'LT', 'LU', 'LV', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]);

/** The case of a destination (ISO 3166-1 alpha-2) for a traveller of the site's country. */
export function documentCaseOf(siteCountry: string, destinationCountry: string): DocumentCase {
  if (destinationCountry === siteCountry) return 'home';
  if (NORDIC.has(siteCountry) && NORDIC.has(destinationCountry)) return 'nordic';
  if (SCHENGEN.has(destinationCountry)) return 'schengen';
  if (destinationCountry === 'GB') return 'uk';
  return 'other';
}

/**
 * The government's travel advice for the site's citizens: where entry rules
 * per country are kept up to date (its name is the messages'
 * `packageTravel.documents.source`).
 */
export const TRAVEL_ADVICE_URL: Readonly<Record<Locale, string>> = {
  da: 'https://um.dk/rejse-og-ophold/rejse-til-udlandet/rejsevejledninger',
  no: 'https://www.regjeringen.no/no/tema/utenrikssaker/reiseinformasjon/id2413321/',
  sv: 'https://www.regeringen.se/uds-reseinformation/',
};

/** The UK government's page on the electronic travel authorisation. */
export const UK_ETA_URL = 'https://www.gov.uk/eta';
