import type da from '@/messages/da.json';
import type { Locale } from '@/lib/i18n/locales';

export type ErrorTexts = (typeof da)['errors'];

const cache = new Map<Locale, Promise<ErrorTexts>>();

/**
 * The error pages' texts of a site, loaded when an error page shows: the
 * root error boundaries are part of every page's script, and importing the
 * message catalogues there would send all three sites' texts with every page.
 */
export function loadErrorTexts(locale: Locale): Promise<ErrorTexts> {
  let texts = cache.get(locale);
  if (!texts) {
    texts = (locale === 'no' ? import('@/messages/no.json') : locale === 'sv' ? import('@/messages/sv.json') : import('@/messages/da.json')).then((module) => module.default.errors);
    cache.set(locale, texts);
  }
  return texts;
}
