import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';

const collators = new Map<Locale, Intl.Collator>();

/**
 * Compares names as the visitor's alphabet orders them (Swedish Å Ä Ö and
 * Danish/Norwegian Æ Ø Å after Z). Sorting happens here rather than in SQL:
 * PGlite has no ICU collations, and the geography lists are a few hundred rows.
 */
export function byName(locale: Locale): (a: { name: string; id: number }, b: { name: string; id: number }) => number {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(SITES[locale].htmlLang, { sensitivity: 'base' });
    collators.set(locale, collator);
  }
  const compare = collator.compare;
  return (a, b) => compare(a.name, b.name) || a.id - b.id;
}
