/**
 * A page's edition: everything besides its path that a catalogue page's HTML
 * depends on, written into one route segment (`app/[locale]/[edition]`). The
 * proxy computes it per request from the host, the site's calendar day and the
 * query, and rewrites the request to it; pages read it from their params. So a
 * page never asks for headers, cookies or the time, and one rendering serves
 * every visitor of that day, host kind and query from the render cache
 * (docs/adr/0012-render-cache.md).
 *
 * Pure: the proxy and the pages share it.
 */

export interface Edition {
  /** The site's calendar day (`YYYY-MM-DD` in the site's time zone): seasonal banners, the footer's hours. */
  day: string;
  /** Served on a country domain (the locale switcher links to the other domains), or under a prefix on any other host. */
  onDomain: boolean;
  /** The query the page renders, canonical (known keys, sorted); '' for none. */
  query: string;
  /** The page reads the request's own query: rendered per request, never kept (a package page with a selection). */
  live: boolean;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Longest canonical query an edition holds. */
export const MAX_EDITION_QUERY = 1500;

function base64url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** `2026-11-24.p`, `2026-11-24.d.<query in base64url>`, `2026-11-24.p.live`. */
export function editionSegment({ day, onDomain, query, live }: Edition): string {
  const head = `${day}.${onDomain ? 'd' : 'p'}`;
  if (live) return `${head}.live`;
  return query ? `${head}.${base64url(query)}` : head;
}

/** The edition a segment names, or null when it names none (a request that did not come through the proxy). */
export function parseEdition(segment: string): Edition | null {
  const [day = '', host, rest, ...extra] = decodeURIComponent(segment).split('.');
  const date = DAY.exec(day);
  if (!date || extra.length > 0 || (host !== 'd' && host !== 'p')) return null;
  const asDate = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(asDate.getTime()) || asDate.toISOString().slice(0, 10) !== day) return null;
  const onDomain = host === 'd';
  if (rest === undefined) return { day, onDomain, query: '', live: false };
  if (rest === 'live') return { day, onDomain, query: '', live: true };
  const query = canonicalFromBase64url(rest);
  return query === null ? null : { day, onDomain, query, live: false };
}

/** A canonical query written in base64url, or null when the text is not one. */
function canonicalFromBase64url(text: string): string | null {
  const query = fromBase64url(text);
  if (query === null || query.length > MAX_EDITION_QUERY || canonicalQuery(new URLSearchParams(query), null) !== query) return null;
  return query;
}

/**
 * The segment a list's canonical query is written into below the list's own
 * layout (`-` for none): a new query renders a new list while the layout
 * around it, the filter panel with what a visitor is typing, stays mounted.
 */
export function querySegment(query: string): string {
  return query ? base64url(query) : '-';
}

/** The canonical query a query segment names ('' for `-`), or null when it names none. */
export function parseQuerySegment(segment: string): string | null {
  const text = decodeURIComponent(segment);
  if (text === '-') return '';
  const query = canonicalFromBase64url(text);
  return query === '' ? null : query;
}

/**
 * The query a page renders: only `keys` (all when null), empty values
 * dropped, sorted by key and then value, so `?b=2&a=1` and `?a=1&b=2` are one
 * page in the cache and a tracking parameter is none at all.
 */
export function canonicalQuery(search: URLSearchParams, keys: readonly string[] | null): string {
  const pairs: [string, string][] = [];
  for (const [key, value] of search) {
    if (value === '' || (keys !== null && !keys.includes(key))) continue;
    pairs.push([key, value]);
  }
  pairs.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return new URLSearchParams(pairs).toString();
}

/** The edition's query as a page's search params: one string per key, or an array when repeated. */
export function editionSearchParams(query: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const seen = params[key];
    params[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return params;
}

/** The edition's day as an instant: noon UTC, which is the same calendar day in every site's zone. */
export function editionNow(edition: Pick<Edition, 'day'>): Date {
  return new Date(`${edition.day}T12:00:00Z`);
}
