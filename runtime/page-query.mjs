/**
 * A page request's query is set aside before Next sees the request (the
 * production issue: no visitor's data in a kept page).
 *
 * Next writes the address it rendered a page for into the page itself (the
 * router's initial canonical address in the flight data), and a kept page
 * (docs/adr/0012) is then the same HTML for every later visitor: one request
 * to `/da?email=…` would put that address into everybody's home page. So the
 * production server hands Next the page's path alone and the query under
 * QUERY_HEADER; the proxy (proxy.ts) routes by the query as it came, and
 * passes on to the page only what the page renders from: nothing for a kept
 * page, whose edition holds its canonical query, and the whole query for a
 * page rendered per request (lib/site/edition-route.ts, `editionSearch`).
 * What a visitor sent under QUERY_HEADER is dropped, never believed.
 */

/** The header the query travels under from the production server to the proxy (proxy.ts reads the same name). */
export const QUERY_HEADER = 'x-shop-query';

/**
 * The paths the proxy runs for: proxy.ts's `config.matcher` (which Next
 * needs as a literal), as a test holds them to (tests/unit/page-query.test.ts):
 * no file with an extension, but a trip's page, whose link has dots in it.
 */
export const PROXIED_PATH = /^\/(?!api|_next|_vercel|media|staff|.*\..*)|^\/(?:(?:da|no|sv)\/)?(?:min-rejse|min-reise|min-resa)\/[^/]+$/;

/** Next's own cache-busting parameter of a router request: Next checks it itself, so it stays in the address. */
const ROUTER_PARAM = /^_rsc(=|$)/;

/**
 * Moves a page request's query into QUERY_HEADER (in place). Left as they
 * are: paths the proxy does not run for, and a path with a trailing slash,
 * which Next redirects to the path without one before the proxy runs (the
 * redirect keeps the query only if it is still in the address).
 * @param {import('node:http').IncomingMessage} req
 */
export function setQueryAside(req) {
  delete req.headers[QUERY_HEADER];
  const url = req.url ?? '';
  const at = url.indexOf('?');
  if (at < 0) return;
  const path = url.slice(0, at);
  if (!PROXIED_PATH.test(path) || (path.length > 1 && path.endsWith('/'))) return;
  const pairs = url.slice(at + 1).split('&');
  const kept = pairs.filter((pair) => ROUTER_PARAM.test(pair));
  req.headers[QUERY_HEADER] = pairs.filter((pair) => pair !== '' && !ROUTER_PARAM.test(pair)).join('&');
  req.url = kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}
