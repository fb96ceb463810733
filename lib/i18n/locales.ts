/** The three country sites (browsing spec §1, §9). Pure data, shared by both halves. */
export const LOCALES = ['da', 'no', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'da';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Norwegian has two written forms; both mean the Norwegian site. A Map: a tag such as `constructor` names no property of it. */
const ALIASES: ReadonlyMap<string, Locale> = new Map([
  ['nb', 'no'],
  ['nn', 'no'],
]);

/**
 * The locale of an `accept-language` header: the first tag we serve, by the
 * header's q-values; otherwise the default (da).
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  return requestedLocale(header) ?? DEFAULT_LOCALE;
}

/** The first tag of an `accept-language` header that we serve, by its q-values; null when it names none. */
export function requestedLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter(({ q }) => Number.isFinite(q) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of tags) {
    const primary = tag.split('-')[0] ?? '';
    if (isLocale(primary)) return primary;
    const alias = ALIASES.get(primary);
    if (alias) return alias;
  }
  return null;
}
