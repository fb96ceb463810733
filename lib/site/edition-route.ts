import { isLocale, type Locale } from '@/lib/i18n/locales';
import { parseSelectionQuery } from '@/lib/package/selection-query';
import { LIST_QUERY_KEYS } from '@/lib/packages/filter-keys';
import { localIsoDate } from '@/lib/seasons';
import { SITES } from '@/lib/site/sites';
import { canonicalQuery, editionSegment, MAX_EDITION_QUERY, parseEdition, querySegment, type Edition } from './edition';

/**
 * Which query each kept page renders from (the rest of a query, such as a
 * campaign's `utm_source`, changes nothing on it and is left out of its
 * edition). A route not named here renders without a query, or reads the
 * request's own query and is rendered per request anyway (booking, invoices).
 */
const KEPT_QUERIES: readonly { pattern: RegExp; keys: readonly string[] }[] = [
  { pattern: /^\/football-trips\/[^/]+$/, keys: ['matches'] },
  { pattern: /^\/blog$/, keys: ['category'] },
];

/**
 * Kept pages whose query is written into a segment of its own below the
 * route's layout, at the route's internal address: the packages list, whose
 * filter panel (in the layout) stays as it is while its filters change the
 * list. Their internal address itself is no page (a 404).
 */
const QUERY_SEGMENT_ROUTES: Readonly<Record<string, { internal: string; keys: readonly string[] }>> = {
  '/packages': { internal: '/package-list', keys: LIST_QUERY_KEYS },
};
const INTERNAL_ROUTES = Object.values(QUERY_SEGMENT_ROUTES).map(({ internal }) => internal);

/**
 * The package page is kept for the package's own trip, per variant (`type`):
 * what it shows for the default party is priced from seats and rooms that
 * can seat two, and the kept page is forgotten when a ticket can no longer
 * seat two or a room type sells out (migrations 0011, 0012). A page opened
 * with a chosen selection (a shared link: another party, ticket, hotel,
 * flight, period, coupon) or an offer to reopen is rendered per request by the route's `live` twin
 * from the request's own query, as the browser would otherwise show the
 * default trip until it had read the query itself.
 */
const PACKAGE_PAGE = /^\/packages\/[^/]+$/;
const PACKAGE_KEPT_KEYS: readonly string[] = ['type'];
/** The twin route that renders a page per request (app/[locale]/[edition]/(shop)/packages/[slug]/live). */
const LIVE_SUFFIX = '/live';

export interface EditionRequest {
  /** The route's own path after the locale routing, e.g. `/da/packages/some-trip`. */
  pathname: string;
  search: URLSearchParams;
  now: Date;
  onDomain: boolean;
}

/**
 * The path a page request is served from: its locale, its edition, the rest.
 * null leaves the request as it is: a path without a site, or one that names
 * an edition already (an Open Graph image's own address).
 */
export function editionPath({ pathname, search, now, onDomain }: EditionRequest): string | null {
  const [, locale, ...rest] = pathname.split('/');
  if (!isLocale(locale)) return null;
  if (rest[0] !== undefined && parseEdition(rest[0]) !== null) return null;
  const route = `/${rest.join('/')}`.replace(/\/$/, '') || '/';
  const segmented = QUERY_SEGMENT_ROUTES[route];
  if (segmented) {
    const query = canonicalQuery(search, segmented.keys);
    // A query longer than any the shop's own links make is not worth a page of its own: the list unfiltered.
    const segment = querySegment(query.length > MAX_EDITION_QUERY ? '' : query);
    return `/${locale}/${editionSegment(baseEdition(locale, now, onDomain))}${segmented.internal}/${segment}`;
  }
  const internal = INTERNAL_ROUTES.find((address) => route === address || route.startsWith(`${address}/`));
  if (internal) return `/${locale}/${editionSegment(baseEdition(locale, now, onDomain))}${internal}`;
  const edition = editionOf(locale, route, search, now, onDomain);
  return `/${locale}/${editionSegment(edition)}${route === '/' ? '' : route}${edition.live ? LIVE_SUFFIX : ''}`;
}

/**
 * Routes rendered per request that read the request's own query: the booking
 * and preorder pages (the trip chosen), an invoice and a payment share (the
 * transaction returned from), the test gateway's page.
 */
const QUERY_READING_ROUTES: readonly RegExp[] = [/^\/packages\/[^/]+\/(book|preorder)$/, /^\/invoice\/.+$/, /^\/test-gateway\/.+$/];

/**
 * The query a page is handed with its edition path (`editionPath`'s answer):
 * the request's own for a page rendered per request from it (a live package
 * page, the routes above), none for every other page. A kept page renders
 * from its edition alone, so nothing a visitor adds to an address (a
 * campaign's `email`, a click id, a token) reaches a page kept for everyone.
 */
export function editionSearch(path: string, search: URLSearchParams): string {
  const [, , edition = '', ...rest] = path.split('/');
  const route = `/${rest.join('/')}`;
  const readsQuery = parseEdition(edition)?.live === true || QUERY_READING_ROUTES.some((pattern) => pattern.test(route));
  return readsQuery ? search.toString() : '';
}

/** The site's day and the host kind, without a query. */
function baseEdition(locale: Locale, now: Date, onDomain: boolean): Edition {
  return { day: localIsoDate(now, SITES[locale].timeZone), onDomain, query: '', live: false };
}

function editionOf(locale: Locale, route: string, search: URLSearchParams, now: Date, onDomain: boolean): Edition {
  const base = baseEdition(locale, now, onDomain);
  const kept = KEPT_QUERIES.find(({ pattern }) => pattern.test(route));
  if (kept) {
    const query = canonicalQuery(search, kept.keys);
    // A query longer than any the shop's own links make is not worth a page of its own: the list unfiltered.
    return query.length > MAX_EDITION_QUERY ? base : { ...base, query };
  }
  if (PACKAGE_PAGE.test(route)) {
    const chosen = Object.keys(parseSelectionQuery(search));
    // A PDF offer's link names the offer to restore (booking spec §4).
    if (search.has('offerId') || chosen.some((key) => !PACKAGE_KEPT_KEYS.includes(key))) return { ...base, live: true };
    return { ...base, query: canonicalQuery(search, PACKAGE_KEPT_KEYS) };
  }
  return base;
}
