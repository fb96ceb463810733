import type da from '@/messages/da.json';
import type { Locale } from '@/lib/i18n/locales';

type ErrorKey = keyof (typeof da)['errors'];

/** The error pages' texts of a site: `t('status', { status: 404 })`. */
export type ErrorTexts = (key: ErrorKey, values?: Record<string, string | number>) => string;

const cache = new Map<Locale, Promise<ErrorTexts>>();

/**
 * The error pages' texts of a site, loaded when an error page shows: the
 * root error boundaries are part of every page's script, and importing the
 * message catalogues there would send all three sites' texts with every page.
 * The catalogues are compiled at build time (next.config.ts), so they are
 * read through use-intl's translator, as every other text is.
 */
export function loadErrorTexts(locale: Locale): Promise<ErrorTexts> {
  let texts = cache.get(locale);
  if (!texts) {
    const catalogue = locale === 'no' ? import('@/messages/no.json') : locale === 'sv' ? import('@/messages/sv.json') : import('@/messages/da.json');
    texts = Promise.all([catalogue, import('next-intl')]).then(([{ default: messages }, { createTranslator }]) => {
      const t = createTranslator({ locale, messages: { errors: messages.errors }, namespace: 'errors' });
      return (key, values) => t(key, values);
    });
    cache.set(locale, texts);
    // A chunk that failed to load (a deploy, a lost connection) is asked for again next time.
    texts.catch(() => cache.delete(locale));
  }
  return texts;
}
