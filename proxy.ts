import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { parseShopNow } from '@/lib/clock';
import { siteDomains } from '@/lib/i18n/domains';
import { isLocale, LOCALES } from '@/lib/i18n/locales';
import { LOCALE_COOKIE, routing } from '@/lib/i18n/routing';
import { editionPath, editionSearch } from '@/lib/site/edition-route';
import { siteOrigin } from '@/lib/site/origin';

/**
 * Host and path → locale (browsing spec §1). A country domain serves its own
 * site; another site's prefix on it is redirected to that site's domain; any
 * other host serves every site under its prefix. It calls no backend.
 */
const domains = siteDomains(process.env.SITE_DOMAINS, process.env.PORT);
const handleI18nRouting = createMiddleware({ ...routing, domains });

/**
 * The same routing, steered by the locale cookie: an address without a site
 * (`/` on plain localhost) opens the site the visitor last opened. next-intl
 * reads the cookie before Accept-Language, and only a request whose cookie
 * names a site comes here, so the browser's language never picks a site.
 * A country domain keeps serving its own site whatever the cookie says.
 */
const handleWithLastSite = createMiddleware({ ...routing, domains, localeDetection: true });

/** Behind HTTPS (every site's configured origin is https) the cookies the proxy sets are `Secure`. Not HttpOnly: next-intl's navigation writes the locale cookie in the browser when a visitor switches site. */
export function cookiesSecure(): boolean {
  return LOCALES.every((locale) => siteOrigin(locale).startsWith('https:'));
}

/** The header the production server hands a page request's query in (runtime/page-query.mjs). */
const QUERY_HEADER = 'x-shop-query';
/** Next's cache-busting parameter of a router request, which Next checks itself. */
const ROUTER_PARAM = '_rsc';

/**
 * The request as the visitor sent it: the production server hands Next a
 * page's path alone and its query in QUERY_HEADER, so that the address Next
 * writes into a page it renders never carries what a visitor added to it
 * (runtime/page-query.mjs). Routing (redirects with the query, the edition's
 * known keys) reads the query as it came.
 */
function asSent(request: NextRequest): NextRequest {
  const query = request.headers.get(QUERY_HEADER);
  if (query === null) return request;
  const url = request.nextUrl.clone();
  const search = new URLSearchParams(query);
  for (const [key, value] of url.searchParams) search.append(key, value);
  url.search = search.toString();
  return new NextRequest(url, request);
}

/** Whether an address's path is text: every escape UTF-8, no NUL or other control character in it. */
export function isReadablePath(pathname: string): boolean {
  try {
    return !/[\0-\x1f\x7f]/.test(decodeURIComponent(pathname));
  } catch {
    return false;
  }
}

export default function proxy(received: NextRequest) {
  // An address that is no text (`/%ED%A0%80`, `/da/%00`) names no page: a plain 400, before the routing and a page's links decode it.
  if (!isReadablePath(received.nextUrl.pathname)) return new NextResponse('Bad Request', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  const request = asSent(received);
  const lastSite = request.cookies.get(LOCALE_COOKIE)?.value;
  const response = (isLocale(lastSite) ? handleWithLastSite : handleI18nRouting)(request);
  // The locale cookie remembers the site of the last page a visitor opened.
  const prefix = request.nextUrl.pathname.split('/')[1];
  const isDocument = (request.headers.get('sec-fetch-dest') ?? 'document') === 'document';
  if (response.status === 200 && isDocument && isLocale(prefix) && lastSite !== prefix) {
    response.cookies.set(LOCALE_COOKIE, prefix, { path: '/', maxAge: 60 * 60 * 24 * 365, sameSite: 'lax' });
  }
  const written = response.cookies.get(LOCALE_COOKIE);
  if (written && cookiesSecure()) response.cookies.set({ ...written, secure: true });
  return intoEdition(request, response);
}

/** The cookie the browser tests move one visitor through the calendar with (only where SHOP_CLOCK_OVERRIDE=cookie). */
export const CLOCK_COOKIE = 'shop-now';

/**
 * The shop's clock: `SHOP_NOW` freezes today (tests, demos). The browser
 * tests' server alone (`SHOP_CLOCK_OVERRIDE=cookie`, an environment setting of
 * that server) lets a `shop-now` cookie move the day for one visitor.
 */
function today(request: NextRequest): Date {
  if (process.env.SHOP_CLOCK_OVERRIDE === 'cookie') {
    const fromCookie = parseShopNow(request.cookies.get(CLOCK_COOKIE)?.value);
    if (fromCookie) return fromCookie;
  }
  return parseShopNow(process.env.SHOP_NOW) ?? new Date();
}

/**
 * Serves a page from its edition (lib/site/edition.ts): the route the locale
 * routing chose, under the segment of this host kind, site day and query.
 * Redirects and answers of the routing itself pass unchanged.
 */
function intoEdition(request: NextRequest, response: NextResponse): NextResponse {
  const rewrite = response.headers.get('x-middleware-rewrite');
  const passes = response.headers.get('x-middleware-next') === '1';
  if (!rewrite && !passes) return response;
  const target = rewrite ? new URL(rewrite, request.url) : request.nextUrl.clone();
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const path = editionPath({
    pathname: target.pathname,
    search: request.nextUrl.searchParams,
    now: today(request),
    onDomain: domains.some((entry) => entry.domain === host),
  });
  if (path === null) return response;
  target.pathname = path;
  // A kept page is handed no query: its edition holds what it renders from. Next's own router parameter stays.
  const search = new URLSearchParams(request.nextUrl.searchParams);
  const routerParam = search.get(ROUTER_PARAM);
  search.delete(ROUTER_PARAM);
  const handed = new URLSearchParams(editionSearch(path, search));
  if (routerParam !== null) handed.set(ROUTER_PARAM, routerParam);
  target.search = handed.toString();
  response.headers.delete('x-middleware-next');
  response.headers.set('x-middleware-rewrite', target.toString());
  return response;
}

export const config = {
  // Everything but the API, Next's assets, generated media and files with an extension; and a trip's page, whose link has dots.
  matcher: ['/((?!api|_next|_vercel|media|staff|.*\\..*).*)', '/(da/|no/|sv/)?(min-rejse|min-reise|min-resa)/:token'],
};
