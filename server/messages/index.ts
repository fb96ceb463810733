/**
 * The API's texts in the visitor's language: an error's `message` and its
 * field messages are written in English where they arise, and translated
 * here once, as the router answers (browsing spec §1: every text in the
 * site's language). The language is the first one of `accept-language` that
 * the shop serves; a client that names none of them (curl, a monitor) reads
 * English. The error `code`s never change: clients decide by them.
 */
import 'server-only';
import type { ErrorBody } from '@/lib/api/contract/common';
import { requestedLocale, type Locale } from '@/lib/i18n/locales';
import { da } from './da';
import { no } from './no';
import { sv } from './sv';
import { SERVER_TEXTS, type Catalogue, type ServerText, type TextValues, type Translation } from './texts';

export { SERVER_TEXTS, type Catalogue, type ServerText } from './texts';

export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = { da, no, sv };

/** The language of the API's texts: a served locale, or English. */
export type MessageLocale = Locale | 'en';

export function messageLocale(acceptLanguage: string | null | undefined): MessageLocale {
  return requestedLocale(acceptLanguage) ?? 'en';
}

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;

interface Template {
  text: ServerText;
  pattern: RegExp;
  names: string[];
}

/**
 * The texts with placeholders as patterns, most specific first: the one with
 * the most fixed characters wins, so "must be at most 50 characters" reads as
 * `must be at most {max} characters`, not as `must be at most {max}`.
 */
const TEMPLATES: Template[] = SERVER_TEXTS.filter((text) => HAS_PLACEHOLDER.test(text))
  .map((text) => {
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    const source = text
      .split(PLACEHOLDER)
      // split with a capture group alternates fixed parts and placeholder names.
      .map((part, index) => (index % 2 === 0 ? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '(.+?)'))
      .join('');
    return { text, pattern: new RegExp(`^${source}$`, 's'), names };
  })
  .sort((a, b) => b.text.replace(PLACEHOLDER, '').length - a.text.replace(PLACEHOLDER, '').length);

const EXACT = new Set<string>(SERVER_TEXTS);

/** The catalogue text an English text was built from, with the values it was built with. */
function identify(english: string): { text: ServerText; values: TextValues } | null {
  if (EXACT.has(english)) return { text: english as ServerText, values: {} };
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(english);
    if (match) return { text: template.text, values: Object.fromEntries(template.names.map((name, index) => [name, match[index + 1]!])) };
  }
  return null;
}

function render(translation: Translation, values: TextValues): string {
  if (typeof translation === 'function') return translation(values);
  // One pass over the translation: a value is placed as it is, never read as a placeholder itself.
  return translation.replace(PLACEHOLDER, (placeholder, name: string) => values[name] ?? placeholder);
}

/**
 * An English text of the API in `locale`, or null when the catalogue does not
 * know it. The price engine names the field before its reason
 * (`adults: a booking needs at least one passenger`); the reason is translated.
 */
export function translation(english: string, locale: Locale): string | null {
  const found = identify(english);
  if (found) return render(CATALOGUES[locale][found.text], found.values);
  const fieldReason = /^([\w.]+): (.+)$/s.exec(english);
  if (fieldReason) {
    const reason = translation(fieldReason[2]!, locale);
    if (reason !== null) return `${fieldReason[1]}: ${reason}`;
  }
  return null;
}

/** The text in the visitor's language; English as it is for English, or a text the catalogue lacks. */
export function translate(english: string, locale: MessageLocale): string {
  return locale === 'en' ? english : (translation(english, locale) ?? english);
}

/** An error body with its message and field messages in the visitor's language; the code stays. */
export function localizeErrorBody(body: ErrorBody, locale: MessageLocale): ErrorBody {
  if (locale === 'en') return body;
  return {
    ...body,
    message: translate(body.message, locale),
    ...(body.errors && {
      errors: Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field, messages.map((message) => translate(message, locale))])),
    }),
  };
}
