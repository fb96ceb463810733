import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { honestCaching, KEPT_PAGE_CACHE_CONTROL, originForm } from '../../runtime/http-basics.mjs';

describe('the request target', () => {
  it('is read as its path and query, never its host', () => {
    expect(originForm('/da/pakker?club=x')).toBe('/da/pakker?club=x');
    expect(originForm('http://evil.example/da/pakker')).toBe('/da/pakker');
    expect(originForm('HTTPS://evil.example/da?x=1')).toBe('/da?x=1');
    expect(originForm('http://evil.example')).toBe('/');
  });

  it('is refused when it names no page', () => {
    for (const target of ['*', 'evil.example:443', '', 'javascript:alert(1)', 'http://']) expect(originForm(target), target).toBeNull();
  });
});

let server: http.Server | undefined;
afterEach(async () => {
  const open = server;
  server = undefined;
  if (open) await new Promise((resolve) => open.close(resolve));
});

async function cacheControlOf(answer: (res: http.ServerResponse) => void): Promise<string | null> {
  server = http.createServer((_req, res) => {
    honestCaching(res);
    answer(res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const response = await fetch(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/`);
  await response.arrayBuffer();
  return response.headers.get('cache-control');
}

describe('the caching a kept page announces', () => {
  it("is a copy to check again each time, not Next's year for a CDN", async () => {
    expect(
      await cacheControlOf((res) => {
        res.setHeader('cache-control', 's-maxage=31536000');
        res.end('<p>kept</p>');
      }),
    ).toBe(KEPT_PAGE_CACHE_CONTROL);
    expect(await cacheControlOf((res) => res.writeHead(200, { 'Cache-Control': 's-maxage=60, stale-while-revalidate=31535940' }).end('x'))).toBe(KEPT_PAGE_CACHE_CONTROL);
  });

  it("leaves every other answer's caching as it is", async () => {
    expect(await cacheControlOf((res) => res.writeHead(200, { 'cache-control': 'public, max-age=31536000, immutable' }).end('x'))).toBe('public, max-age=31536000, immutable');
    expect(
      await cacheControlOf((res) => {
        res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
        res.end('x');
      }),
    ).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
  });
});
