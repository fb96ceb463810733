import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib, { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { etagOf, keptPages } from '../../runtime/kept-pages.mjs';
import { policyOf } from '../../runtime/security-headers.mjs';

/**
 * The production server's kept-page answers (runtime/kept-pages.mjs) beside a
 * stand-in for Next that answers as Next does for a kept page: the proxy's
 * headers, the path it rewrote to, `x-nextjs-cache`, the page's HTML.
 */
// Letters beyond ASCII, so a length in characters and one in bytes differ.
const HTML = `<!DOCTYPE html><html lang="da"><body>${'<p>pakker – rejser til kampe på Stamford Bridge i Lønd</p>'.repeat(200)}</body></html>`;
const HOUR = 3_600_000;

let server: http.Server | undefined;
afterEach(async () => {
  const open = server;
  server = undefined;
  if (open) await new Promise((resolve) => open.close(resolve));
});

interface Setup {
  /** What Next answers for a page: kept (HIT), or rendered per request. */
  nextAnswers?: 'kept' | 'per-request' | 'not-found';
}

async function shop({ nextAnswers = 'kept' }: Setup = {}) {
  const cache = new Map<string, string>([['/da/2026-11-27.p/package-list/-', HTML]]);
  let clock = Date.UTC(2026, 10, 27, 10, 15);
  const state = { nextCalls: 0 };
  const kept = keptPages({ page: (path) => cache.get(path) ?? null, now: () => clock });
  server = http.createServer((req, res) => {
    if (kept.serve(req, res)) return;
    state.nextCalls++;
    res.setHeader('link', '<http://da.localhost/da/pakker>; rel="alternate"; hreflang="da"');
    if (!req.headers.cookie?.includes('NEXT_LOCALE=da')) {
      res.setHeader('set-cookie', 'NEXT_LOCALE=da; Path=/; Expires=Sat, 27 Nov 2027 10:15:00 GMT; Max-Age=31536000; SameSite=lax');
    }
    res.setHeader('x-middleware-rewrite', '/da/2026-11-27.p/package-list/-');
    res.setHeader('vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (nextAnswers === 'kept') {
      res.setHeader('x-nextjs-cache', 'HIT');
      res.setHeader('cache-control', 's-maxage=31536000');
      res.setHeader('etag', etagOf(HTML));
    } else {
      res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    }
    res.statusCode = nextAnswers === 'not-found' ? 404 : 200;
    res.end(HTML);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = (path = '/da/pakker', headers: http.OutgoingHttpHeaders = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request(new URL(path, base), { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end();
    });
  return {
    get,
    state,
    cache,
    kept,
    later: (ms: number) => (clock += ms),
  };
}

const withoutOwn = (headers: http.IncomingHttpHeaders) => {
  const rest: Record<string, unknown> = { ...headers };
  for (const name of ['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'x-middleware-rewrite', 'set-cookie', 'content-security-policy', 'reporting-endpoints']) delete rest[name];
  return rest;
};

describe('kept pages before Next', () => {
  it('answers a request Next has answered from the render cache with the same page and headers, without Next', async () => {
    const shopServer = await shop();
    const fromNext = await shopServer.get();
    const kept = await shopServer.get();
    expect(shopServer.state.nextCalls).toBe(1);
    expect(kept.status).toBe(200);
    expect(kept.body.toString()).toBe(HTML);
    // Its length in bytes, not in letters.
    expect(kept.headers['content-length']).toBe(String(Buffer.byteLength(HTML)));
    expect(withoutOwn(kept.headers)).toEqual(withoutOwn(fromNext.headers));
    expect(kept.headers.etag).toBe(fromNext.headers.etag);
    // The page's own policy, from its own bytes (runtime/security-headers.mjs).
    expect(kept.headers['content-security-policy']).toBe(policyOf(HTML));
    // The proxy's internal rewrite stays inside.
    expect(kept.headers['x-middleware-rewrite']).toBeUndefined();
  });

  it('writes the locale cookie again, its expiry counted from the answer', async () => {
    const shopServer = await shop();
    await shopServer.get();
    shopServer.later(10 * 60_000);
    const kept = await shopServer.get();
    expect(shopServer.state.nextCalls).toBe(1);
    const [cookie] = kept.headers['set-cookie'] ?? [];
    expect(cookie).toContain('NEXT_LOCALE=da');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain(`Expires=${new Date(Date.UTC(2026, 10, 27, 10, 25) + 31_536_000_000).toUTCString()}`);
  });

  it('gzips for a browser that accepts it, answers 304 to its own ETag and a HEAD without a body', async () => {
    const shopServer = await shop();
    const first = await shopServer.get();
    const zipped = await shopServer.get('/da/pakker', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(HTML);
    const unchanged = await shopServer.get('/da/pakker', { 'if-none-match': first.headers.etag! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    const head = await shopServer.get('/da/pakker', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(HTML)));
    expect(shopServer.state.nextCalls).toBe(1);
  });

  it('sends a forgotten page (the catalogue changed) to Next again, and answers the page kept next with its own ETag', async () => {
    const shopServer = await shop();
    await shopServer.get();
    shopServer.cache.delete('/da/2026-11-27.p/package-list/-');
    await shopServer.get();
    expect(shopServer.state.nextCalls).toBe(2);
    // Next rendered it again and kept the new page.
    shopServer.cache.set('/da/2026-11-27.p/package-list/-', HTML.replace('pakker', 'rejser'));
    const kept = await shopServer.get();
    expect(shopServer.state.nextCalls).toBe(2);
    expect(kept.body.toString()).toContain('rejser');
    expect(kept.headers.etag).toBe(etagOf(HTML.replace('pakker', 'rejser')));
  });

  it('keeps one compressed copy of a page however many addresses lead to it (a campaign query each)', async () => {
    const shopServer = await shop();
    const compress = vi.spyOn(zlib, 'gzipSync');
    for (let i = 0; i < 20; i++) await shopServer.get(`/da/pakker?utm_source=mail-${i}`);
    for (let i = 0; i < 20; i++) {
      const kept = await shopServer.get(`/da/pakker?utm_source=mail-${i}`, { 'accept-encoding': 'gzip' });
      expect(gunzipSync(kept.body).toString()).toBe(HTML);
    }
    expect(shopServer.state.nextCalls).toBe(20);
    expect(shopServer.kept.size).toBe(20);
    expect(compress).toHaveBeenCalledTimes(1);
    compress.mockRestore();
  });

  it('asks Next again on the next full hour, when the site day may have changed', async () => {
    const shopServer = await shop();
    await shopServer.get();
    shopServer.later(44 * 60_000);
    await shopServer.get();
    expect(shopServer.state.nextCalls).toBe(1);
    shopServer.later(HOUR);
    await shopServer.get();
    expect(shopServer.state.nextCalls).toBe(2);
  });

  it('routes by host, address and the routing cookies: another of them goes to Next', async () => {
    const shopServer = await shop();
    await shopServer.get();
    await shopServer.get('/da/pakker', { host: 'shop.example' });
    await shopServer.get('/da/pakker?utm_source=mail');
    await shopServer.get('/da/pakker', { cookie: 'NEXT_LOCALE=no' });
    await shopServer.get('/da/pakker', { cookie: 'shop-now=2026-12-24' });
    await shopServer.get('/da/pakker', { 'x-forwarded-host': 'no.example' });
    await shopServer.get('/da/pakker', { 'sec-fetch-dest': 'empty' });
    expect(shopServer.state.nextCalls).toBe(7);
    // Other cookies are not the routing's.
    await shopServer.get('/da/pakker', { cookie: 'consent=all' });
    expect(shopServer.state.nextCalls).toBe(7);
  });

  it('leaves client navigations, other methods and the API to Next, and never keeps them', async () => {
    const shopServer = await shop();
    await shopServer.get();
    for (const headers of [{ rsc: '1' }, { 'next-router-prefetch': '1' }, { 'next-action': 'abc' }]) await shopServer.get('/da/pakker', headers);
    await shopServer.get('/da/pakker?_rsc=x1');
    await shopServer.get('/da/pakker', {}, 'POST');
    expect(shopServer.state.nextCalls).toBe(6);
    expect(shopServer.kept.size).toBe(1);
  });

  it('never keeps a page Next rendered per request, or an answer other than 200', async () => {
    for (const nextAnswers of ['per-request', 'not-found'] as const) {
      const shopServer = await shop({ nextAnswers });
      await shopServer.get();
      await shopServer.get();
      expect(shopServer.state.nextCalls).toBe(2);
      expect(shopServer.kept.size).toBe(0);
      await new Promise((resolve) => server!.close(resolve));
      server = undefined;
    }
  });
});
