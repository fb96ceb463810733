import type { Locale } from './locales';

/** Norwegian pages are written in bokmål: `<html lang="nb">` (STYLE §1). */
export function htmlLang(locale: Locale): string {
  return locale === 'no' ? 'nb' : locale;
}
