/**
 * Kept pages answered before Next's pipeline (docs/adr/0012).
 *
 * A kept catalogue page (runtime/render-cache.mjs) is the same HTML for everyone who
 * asks for it under the same edition. Next still runs the proxy and its page
 * handler for each request before it writes that HTML: about 2 ms a request,
 * three times what the whole file costs. The production server learns from
 * Next's own answers instead: when Next has answered a page request from the
 * render cache, the request's routing inputs (host, address, the locale and
 * clock cookies, whether it is a document) are noted with the path Next
 * rendered it under and the headers the proxy added (the alternate links, the
 * locale cookie). The next request with the same inputs is answered from the
 * render cache directly, while the page is kept there; a page forgotten (the
 * catalogue changed) or not kept goes to Next again, which renders it and
 * teaches the route anew.
 *
 * What the proxy decides depends on the day too (the edition names the site's
 * day): a route learnt is used until the next full hour, when every site's
 * day can have changed (their time zones change the date on full hours).
 * Client navigations (RSC requests), server actions and anything but GET and
 * HEAD always go to Next.
 */
import zlib from 'node:zlib';
import nextEtag from 'next/dist/server/lib/etag.js';
import { configuredOrigins, policyOf, reportingEndpoints } from './security-headers.mjs';

const { generateETag } = nextEtag;

/** Requests that ask Next's router for something other than a whole page. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];
/** The cookies the proxy reads: the last site visited, and the browser tests' clock (SHOP_CLOCK_OVERRIDE). */
const ROUTING_COOKIES = ['NEXT_LOCALE', 'shop-now'];
/** Headers of Next's answer that belong to that one answer, not to the page. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'etag', 'x-middleware-rewrite', 'x-nextjs-cache', 'content-security-policy', 'reporting-endpoints', 'x-request-id']);
const HOUR_MS = 3_600_000;
/** Smaller pages are sent as they are, as Next's compression does. */
const GZIP_MIN_BYTES = 1024;
const DEFAULT_MAX_ROUTES = 10_000;
/** Pages whose ETag and encoded bytes are kept: one per kept page, however many addresses lead to it. */
const MAX_BODIES = 2_000;
/**
 * The encoded copies (UTF-8, gzip) kept beside the render cache's HTML, at most:
 * the page as a string stays the render cache's, and the bytes a request sends
 * are made once per page, not measured and encoded again for every request.
 */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

function cookie(header, name) {
  if (!header) return '';
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(header);
  return match ? match[1] : '';
}

/** What the proxy and Next route a page request by; null when the request is not for a whole page. */
export function routingKey(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '';
  if (!url.startsWith('/') || url.startsWith('/_next/') || url.startsWith('/api/') || url.includes('_rsc=')) return null;
  const headers = req.headers;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const isDocument = (headers['sec-fetch-dest'] ?? 'document') === 'document';
  const cookies = ROUTING_COOKIES.map((name) => cookie(headers.cookie, name));
  return [headers.host ?? '', headers['x-forwarded-host'] ?? '', headers['x-forwarded-proto'] ?? '', url, isDocument ? 'd' : '', ...cookies].join('\n');
}

/** The ETag Next gives the same body, so a browser's copy stays valid whichever of the two answers. */
export const etagOf = (text) => generateETag(text);

/** A Set-Cookie the proxy wrote, its expiry counted from now again. */
function refreshed(setCookie, now) {
  const maxAge = /;\s*Max-Age=(\d+)/i.exec(setCookie);
  if (!maxAge) return setCookie;
  return setCookie.replace(/(;\s*Expires=)[^;]*/i, `$1${new Date(now + Number(maxAge[1]) * 1000).toUTCString()}`);
}

/**
 * @param {object} options
 * @param {(path: string) => string | null} options.page the kept page's HTML by the path Next rendered it under (runtime/render-cache.mjs)
 * @param {() => number} [options.now]
 * @param {number} [options.maxRoutes] routes remembered at most (an address with another campaign query is another route)
 * @param {ReturnType<typeof configuredOrigins>} [options.origins] third-party origins the pages' policy allows
 */
export function keptPages({ page, now = Date.now, maxRoutes = DEFAULT_MAX_ROUTES, origins = configuredOrigins() }) {
  /** routing key → { path, headers, until } */
  const routes = new Map();
  /**
   * Kept page path → { html, bytes, etag, policy, gzipped, size }: shared by every route to the page,
   * so addresses that differ only in a campaign query cost one compressed copy,
   * not one each.
   */
  const bodies = new Map();
  let bodyBytes = 0;

  function forget(path) {
    const body = bodies.get(path);
    if (!body) return;
    bodies.delete(path);
    bodyBytes -= body.size;
  }

  function trim() {
    for (const oldest of bodies.keys()) {
      if (bodies.size <= MAX_BODIES && bodyBytes <= MAX_BODY_BYTES) break;
      forget(oldest);
    }
  }

  function bodyOf(path, html) {
    let body = bodies.get(path);
    if (body && body.html === html) return body;
    const bytes = Buffer.from(html);
    // The page's own policy: the hashes of its inline scripts (runtime/security-headers.mjs).
    body = { html, bytes, etag: etagOf(html), policy: policyOf(html, origins), gzipped: null, size: bytes.length };
    forget(path);
    bodies.set(path, body);
    bodyBytes += body.size;
    trim();
    return body;
  }

  /** The page's bytes in gzip, made on the first request that accepts them. */
  function gzippedOf(body) {
    if (body.gzipped === null) {
      body.gzipped = zlib.gzipSync(body.bytes);
      body.size += body.gzipped.length;
      bodyBytes += body.gzipped.length;
      trim();
    }
    return body.gzipped;
  }

  function answerFromCache(key, req, res) {
    const route = routes.get(key);
    if (!route) return false;
    const at = now();
    const html = at < route.until ? page(route.path) : null;
    if (html === null) {
      routes.delete(key);
      return false;
    }
    const body = bodyOf(route.path, html);
    for (const [name, value] of route.headers) {
      res.setHeader(name, name === 'set-cookie' ? value.map((each) => refreshed(each, at)) : value);
    }
    res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader('etag', body.etag);
    res.setHeader('content-security-policy', body.policy);
    res.setHeader('reporting-endpoints', reportingEndpoints());
    if (req.headers['if-none-match'] === body.etag) {
      // The browser keeps its copy's policy; a 304's headers would replace it.
      res.removeHeader('content-security-policy');
      res.removeHeader('reporting-endpoints');
      res.statusCode = 304;
      res.end();
      return true;
    }
    let bytes = body.bytes;
    if (bytes.length >= GZIP_MIN_BYTES && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      bytes = gzippedOf(body);
      res.setHeader('content-encoding', 'gzip');
    }
    res.statusCode = 200;
    res.setHeader('content-length', bytes.length);
    res.end(req.method === 'HEAD' ? undefined : bytes);
    return true;
  }

  /** Notes how Next answered a page request from the render cache. */
  function learn(key, res) {
    if (res.statusCode !== 200) return;
    const cache = res.getHeader('x-nextjs-cache');
    const path = res.getHeader('x-middleware-rewrite');
    if ((cache !== 'HIT' && cache !== 'MISS') || typeof path !== 'string' || !path.startsWith('/')) return;
    const headers = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (!OWN_HEADERS.has(name)) headers.push([name, name === 'set-cookie' ? [value].flat().map(String) : value]);
    }
    const at = now();
    routes.delete(key);
    routes.set(key, { path: new URL(path, 'http://route').pathname, headers, until: Math.floor(at / HOUR_MS) * HOUR_MS + HOUR_MS });
    for (const oldest of routes.keys()) {
      if (routes.size <= maxRoutes) break;
      routes.delete(oldest);
    }
  }

  return {
    /**
     * Answers the request from a kept page when Next has shown how it routes
     * it (true). Otherwise false: Next must answer, and its answer is noted
     * when it has been sent.
     */
    serve(req, res) {
      const key = routingKey(req);
      if (key === null) return false;
      if (answerFromCache(key, req, res)) return true;
      res.once('finish', () => learn(key, res));
      return false;
    },

    get size() {
      return routes.size;
    },
  };
}
