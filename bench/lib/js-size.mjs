// What a first visit to a page downloads, measured from what the server sends: the page's
// HTML and the JavaScript it names.
import { gzipSync } from 'node:zlib';

const SCRIPT_TAG = /<script\b[^>]*>/gi;
const SRC = /\ssrc=(["'])(.*?)\1/i;
// Only browsers without ES modules run a `nomodule` script (Next's polyfills); the rest skip it.
const NO_MODULE = /\snomodule\b/i;

function decodeAttribute(value) {
  return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

/** `/_next/...` script URLs a modern browser loads, in the order the HTML names them, without duplicates. */
export function scriptUrls(html, baseUrl) {
  const urls = new Set();
  for (const [tag] of html.matchAll(SCRIPT_TAG)) {
    const src = SRC.exec(tag)?.[2];
    if (!src || NO_MODULE.test(tag)) continue;
    const url = new URL(decodeAttribute(src), baseUrl);
    if (url.origin === new URL(baseUrl).origin && url.pathname.startsWith('/_next/')) urls.add(url.href);
  }
  return [...urls];
}

/**
 * Fetches `route`, then every `/_next/` script it names, and sums their sizes: raw
 * (fetch undoes any transfer encoding) and gzipped here with node's default level, so
 * the number does not depend on whether the server compresses. The HTML's own sizes too.
 */
export async function measureFirstLoadJs(baseUrl, route) {
  const pageUrl = new URL(route, baseUrl).href;
  const page = await fetch(pageUrl, { redirect: 'manual', signal: AbortSignal.timeout(30_000) });
  const htmlBody = Buffer.from(await page.arrayBuffer());
  if (page.status !== 200) return { route, error: `HTTP ${page.status}` };
  const html = htmlBody.toString('utf8');

  let rawBytes = 0;
  let gzipBytes = 0;
  const failed = [];
  const urls = scriptUrls(html, pageUrl);
  for (const url of urls) {
    const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) {
      failed.push(`${new URL(url).pathname} → HTTP ${res.status}`);
      continue;
    }
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
  }
  return { route, htmlBytes: htmlBody.length, htmlGzipBytes: gzipSync(htmlBody).length, scripts: urls.length, rawBytes, gzipBytes, failed };
}
