import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { NextResponse } from 'next/server';
import { honestCaching, KEPT_PAGE_CACHE_CONTROL } from '@/runtime/http-basics.mjs';
import { etagOf, routingKey } from '@/runtime/kept-pages.mjs';
import { setQueryAside } from '@/runtime/page-query.mjs';
import RenderCache, { renderCacheHandle } from '@/runtime/render-cache.mjs';
import { configuredOrigins, holdForPolicy, inlineScriptHashes, reactRuntimeDefinitions } from '@/runtime/security-headers.mjs';
import { EVERY_PAGE_TAG } from '@/server/modules/catalogue/render-cache-watcher';
import { RECORDED_PAGE } from '../fixtures/next-inline-scripts';

/**
 * What the production server and the proxy take from Next that Next does not
 * promise (runtime/README.md, "What the runtime borrows from Next"): each
 * reliance against the Next that is installed, so an upgrade that changes one
 * fails here, by name, rather than in a page that quietly loses its scripts,
 * its 304s or its invalidation.
 */
const require = createRequire(import.meta.url);
const next = (path: string) => require(`next/dist/${path}`);
const nextSource = (path: string) => fs.readFileSync(require.resolve(`next/dist/${path}`), 'utf8');
const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

let server: http.Server | undefined;
afterEach(async () => {
  const open = server;
  server = undefined;
  if (open) await new Promise((resolve) => open.close(resolve));
});

async function listen(handler: http.RequestListener): Promise<string> {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** A plain GET with these headers only (fetch adds `cache-control: no-cache` beside an `if-none-match`, which a 304 rightly ignores). */
function get(url: string, headers: Record<string, string> = {}): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => http.get(url, { headers }, (res) => resolve(res.resume())).on('error', reject));
}

const PAGE = `<!DOCTYPE html><html><head><title>x</title></head><body>${'<p>kept</p>'.repeat(200)}<script>self.__next_f.push([1,"a"])</script></body></html>`;

describe("1. Next's ETag (next/dist/server/lib/etag.js, runtime/kept-pages.mjs)", () => {
  it('resolves, and a kept page answered before Next carries the ETag Next sends for the same body', async () => {
    expect(typeof next('server/lib/etag.js').generateETag).toBe('function');
    const { sendRenderResult } = next('server/send-payload.js');
    const RenderResult = next('server/render-result.js').default;
    const base = await listen((req, res) => void sendRenderResult({ req, res, result: RenderResult.fromStatic(PAGE, 'text/html; charset=utf-8'), generateEtags: true, poweredByHeader: false }));
    expect((await get(base)).headers.etag).toBe(etagOf(PAGE));
    // And a browser's copy from either answer is confirmed by Next with a 304.
    expect((await get(base, { 'if-none-match': etagOf(PAGE) })).statusCode).toBe(304);
  });
});

describe('2. The inline scripts Next and React write (runtime/security-headers.mjs)', () => {
  it("reads React's streaming runtime from the React DOM server builds Next renders with", () => {
    for (const name of ['react-dom', 'react-dom-experimental']) {
      expect(fs.existsSync(require.resolve(`next/dist/compiled/${name}/cjs/react-dom-server.node.production.js`)), name).toBe(true);
    }
    const definitions = reactRuntimeDefinitions();
    for (const name of ['$RC', '$RS', '$RX']) expect(definitions.some((definition) => definition.includes(`${name}=`)), name).toBe(true);
  });

  it('hashes every inline script of a page the production build served, by its shape', () => {
    const runnable = [...RECORDED_PAGE.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/\ssrc=|type="application\/(?:ld\+)?json"/.test(attributes!))
      .map(([, , body]) => body!);
    expect(runnable.length).toBeGreaterThan(2);
    expect(inlineScriptHashes(RECORDED_PAGE).sort()).toEqual([...new Set(runnable.map(sha))].sort());
  });
});

describe("3. Next's compression around the hold (next/dist/compiled/compression, runtime/security-headers.mjs)", () => {
  it('is the layer Next wraps around every answer of its router', () => {
    expect(nextSource('server/lib/router-server.js')).toContain('require("next/dist/compiled/compression")');
  });

  it('gzips a held page whole, and the page gets the hashes of its own scripts', async () => {
    const compression = next('compiled/compression');
    const base = await listen((req, res) => {
      holdForPolicy(req, res, configuredOrigins({}));
      // As Next's router does after the server's hold is in place.
      compression()(req, res, () => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.write(PAGE.slice(0, 1000));
        setTimeout(() => res.end(PAGE.slice(1000)), 5);
      });
    });
    const answer = await fetch(base, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(await answer.text()).toBe(PAGE);
    expect(answer.headers.get('content-security-policy')).toContain(`'${sha('self.__next_f.push([1,"a"])')}'`);
  });
});

describe('4. The x-middleware-* headers (proxy.ts, runtime/kept-pages.mjs)', () => {
  it("are how a proxy's answer says it passes or rewrites, and what Next's router reads", () => {
    expect(NextResponse.next().headers.get('x-middleware-next')).toBe('1');
    expect(NextResponse.rewrite(new URL('http://localhost/da/2026-11-27.p')).headers.get('x-middleware-rewrite')).toBe('http://localhost/da/2026-11-27.p');
    const router = nextSource('server/lib/router-utils/resolve-routes.js');
    expect(router).toContain("middlewareHeaders['x-middleware-next']");
    expect(router).toContain("middlewareHeaders['x-middleware-rewrite']");
  });

  it("reach the page's answer: the path a page was rendered under, and whether it came from the render cache", () => {
    expect(nextSource('server/lib/router-utils/resolve-routes.js')).toContain("resHeaders['x-middleware-rewrite'] = destination");
    const page = nextSource('build/templates/app-page-runtime.js');
    expect(page).toMatch(/res\.setHeader\('x-nextjs-cache', [^;]*'MISS'[^;]*'HIT'\)/);
  });
});

describe("5. Next's router requests (runtime/kept-pages.mjs, runtime/page-query.mjs, proxy.ts)", () => {
  const headers = next('client/components/app-router-headers.js');

  it('go to Next, never to a kept page', () => {
    const names = [headers.RSC_HEADER, headers.NEXT_ROUTER_STATE_TREE_HEADER, headers.NEXT_ROUTER_PREFETCH_HEADER, headers.NEXT_ROUTER_SEGMENT_PREFETCH_HEADER, headers.ACTION_HEADER];
    expect(names.every((name) => typeof name === 'string')).toBe(true);
    const page = { method: 'GET', url: '/da/pakker', headers: { host: 'localhost' } } as unknown as http.IncomingMessage;
    expect(routingKey(page)).not.toBeNull();
    for (const name of names) expect(routingKey({ ...page, headers: { ...page.headers, [name]: '1' } } as unknown as http.IncomingMessage), name).toBeNull();
    expect(routingKey({ ...page, url: `/da/pakker?${headers.NEXT_RSC_UNION_QUERY}=1` } as unknown as http.IncomingMessage)).toBeNull();
  });

  it("keep Next's own parameter in the address when a page's query is set aside", () => {
    const req = { url: `/da/pakker?club=arsenal&${headers.NEXT_RSC_UNION_QUERY}=1`, headers: {} } as unknown as http.IncomingMessage;
    setQueryAside(req);
    expect(req.url).toBe(`/da/pakker?${headers.NEXT_RSC_UNION_QUERY}=1`);
  });
});

describe("6. Next's render cache entries, keys and tags (runtime/render-cache.mjs, the catalogue watcher)", () => {
  it("finds a page Next kept by the path it was rendered under, in Next's key and entry", async () => {
    const { getRouteCacheKey, getResponseCacheOwner } = next('server/lib/route-cache-key.js');
    const { fromResponseCacheEntry } = next('server/response-cache/utils.js');
    const RenderResult = next('server/render-result.js').default;
    const path = '/da/2026-01-02.p/next-private';
    const key = getRouteCacheKey(path, getResponseCacheOwner({ kind: 'APP_PAGE', page: '/[locale]/[edition]/(shop)/page', pathname: '/[locale]/[edition]' }));
    const { value } = await fromResponseCacheEntry({ value: { kind: 'APP_PAGE', html: RenderResult.fromStatic(PAGE, 'text/html'), rscData: undefined, headers: {}, postponed: undefined, status: 200, segmentData: undefined } });
    await new RenderCache().set(key, value, { tags: [] });
    expect(renderCacheHandle.page(path)).toBe(PAGE);
  });

  it("forgets every page by the root layout's tag, which Next gives every page", async () => {
    const { getImplicitTags } = next('server/lib/implicit-tags.js');
    for (const page of ['/[locale]/[edition]/(shop)/page', '/[locale]/[edition]/(shop)/package-list/[query]/page']) {
      expect((await getImplicitTags(page, '/da/2026-01-02.p', undefined)).tags).toContain(EVERY_PAGE_TAG);
    }
  });
});

describe("7. The Cache-Control Next gives a kept page (runtime/http-basics.mjs)", () => {
  it('is an s-maxage, which the production server replaces', async () => {
    const { getCacheControlHeader } = next('server/lib/cache-control.js');
    const given = getCacheControlHeader({ revalidate: false, expire: undefined });
    expect(given).toMatch(/s-maxage/);
    const base = await listen((_req, res) => {
      honestCaching(res);
      res.writeHead(200, { 'cache-control': given }).end('x');
    });
    expect((await fetch(base)).headers.get('cache-control')).toBe(KEPT_PAGE_CACHE_CONTROL);
  });
});
