/**
 * Writes from another site's page are refused (the production issue): a
 * browser names the page a request comes from in `Origin` (and
 * `Sec-Fetch-Site`), and only the shop's own pages may change anything. The
 * shop's pages are its configured site origins (SITE_DOMAINS) and the address
 * the request itself was sent to, the same origin. A request that names no
 * origin at all (a server, a script, the storefront's own server-side calls)
 * carries no visitor's session to abuse and is judged by the rest of the API.
 */
import 'server-only';
import { LOCALES } from '@/lib/i18n/locales';
import { siteOrigin } from '@/lib/site/origin';

function configuredOrigins(): Set<string> {
  return new Set(LOCALES.map((locale) => siteOrigin(locale)));
}

/** Where the request says it comes from, when a browser said so: 'same', 'foreign', or 'unnamed'. */
export function requestOrigin(request: Request): 'same' | 'foreign' | 'unnamed' {
  // The browser's own word first: a page cannot set it, and under `Referrer-Policy: no-referrer` (the staff
  // inbox, the invoices) Chromium sends a form's Origin as "null" even to the same origin.
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'same-origin') return 'same';
  const origin = request.headers.get('origin');
  // Another of the shop's own sites is the shop, though a browser calls fantur.no cross-site to fantur.dk.
  if (origin !== null && URL.canParse(origin) && configuredOrigins().has(new URL(origin).origin)) return 'same';
  if (fetchSite === 'cross-site') return 'foreign';
  if (origin === null) return 'unnamed';
  if (!URL.canParse(origin)) return 'foreign';
  const host = request.headers.get('host');
  return host !== null && new URL(origin).host === host ? 'same' : 'foreign';
}
