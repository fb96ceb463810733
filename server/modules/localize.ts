import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { Localized } from '@/server/db/schema';

/** The visitor's text, falling back to Danish (the default site) when a translation is missing. */
export function pick(text: Localized, locale: Locale): string;
export function pick(text: Localized | null | undefined, locale: Locale): string | null;
export function pick(text: Localized | null | undefined, locale: Locale): string | null {
  if (!text) return null;
  return text[locale] || text.da || null;
}
