import { headersOf } from './security-headers.mjs';

/**
 * Two rules of the production server for every request (runtime/server.mjs)
 * that Next would otherwise decide from what a visitor sent or from what a
 * CDN would assume.
 */

/**
 * The request target in origin form (`/path?query`). HTTP lets a client name
 * a whole address in the request line (`GET http://evil.example/da HTTP/1.1`,
 * the form a proxy receives); Next would redirect such a request to the host
 * named in it. The shop's addresses come from its configuration, never from
 * a request, so only the path and query of such a target are read. null for
 * a target that is no address of a page (`*`, `example.com:443`): a 400.
 * @param {string} target
 * @returns {string | null}
 */
export function originForm(target) {
  if (target.startsWith('/')) return target;
  if (!/^https?:\/\//i.test(target)) return null;
  try {
    const url = new URL(target);
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

/** What a kept page may be kept as outside this process: a copy to check with the server (its ETag) on every use. */
export const KEPT_PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * Next marks a kept page (docs/adr/0012) `s-maxage=31536000`: a promise to a
 * CDN that the page holds for a year. It holds until the catalogue changes,
 * which only this process learns of, so a shared cache in front would serve
 * yesterday's prices. Such an answer is sent as a copy a browser keeps and
 * asks again about each time with its ETag (a 304 costs no page), and that a
 * shared cache does not keep. Every other answer's Cache-Control stands.
 * @param {import('node:http').ServerResponse} res
 */
export function honestCaching(res) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadHonestly(statusCode, ...rest) {
    const given = headersOf(rest);
    if (given && !Array.isArray(given)) {
      for (const name of Object.keys(given)) {
        if (name.toLowerCase() === 'cache-control' && /s-maxage/i.test(String(given[name]))) given[name] = KEPT_PAGE_CACHE_CONTROL;
      }
    }
    if (/s-maxage/i.test(String(this.getHeader('cache-control') ?? ''))) this.setHeader('cache-control', KEPT_PAGE_CACHE_CONTROL);
    return writeHead.call(this, statusCode, ...rest);
  };
}
