import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { PROXIED_PATH, QUERY_HEADER, setQueryAside } from '../../runtime/page-query.mjs';

/** A page request as the production server receives it. */
function request(url: string, headers: Record<string, string> = {}): IncomingMessage {
  return { url, headers: { ...headers } } as unknown as IncomingMessage;
}

describe("a page request's query set aside for the proxy", () => {
  it('hands Next the path alone and the query in its header', () => {
    const req = request('/da?email=someone%40example.com&utm_source=mail');
    setQueryAside(req);
    expect(req.url).toBe('/da');
    expect(req.headers[QUERY_HEADER]).toBe('email=someone%40example.com&utm_source=mail');
  });

  it("keeps Next's own router parameter in the address", () => {
    const req = request('/da/pakker?club=arsenal&_rsc=1a2b');
    setQueryAside(req);
    expect(req.url).toBe('/da/pakker?_rsc=1a2b');
    expect(req.headers[QUERY_HEADER]).toBe('club=arsenal');
  });

  it('never believes the header from a visitor', () => {
    const forged = request('/da', { [QUERY_HEADER]: 'email=planted' });
    setQueryAside(forged);
    expect(forged.headers[QUERY_HEADER]).toBeUndefined();
    expect(forged.url).toBe('/da');
  });

  it('leaves the API, files, the staff inbox and a path Next redirects as they are', () => {
    for (const url of ['/api/v1/search?q=x', '/_next/static/x.js?v=1', '/media/crest/club/x.svg?v=1', '/staff?page=2', '/robots.txt?x=1', '/da/pakker/?club=x']) {
      const req = request(url);
      setQueryAside(req);
      expect(req.url).toBe(url);
      expect(req.headers[QUERY_HEADER]).toBeUndefined();
    }
  });

  it("runs for exactly the paths the proxy's matcher names", () => {
    const pages = new RegExp(`^${config.matcher[0]}$`);
    // The second entry, in Next's path syntax: a trip page, whose link (v1.<payload>.<signature>) has dots.
    const trips = /^\/((da|no|sv)\/)?(min-rejse|min-reise|min-resa)\/[^/]+$/;
    expect(config.matcher[1]).toBe('/(da/|no/|sv/)?(min-rejse|min-reise|min-resa)/:token');
    const trip = `v1.eyJiIjoxfQ.${'A'.repeat(43)}`;
    for (const path of ['/', '/da', '/da/pakker', '/no/reiser/x/book', '/api', '/api/v1/x', '/apis', '/_next/x', '/_vercel/x', '/media/x', '/staff', '/staffing', '/robots.txt', '/da/x.y', '/sitemap.xml', `/da/min-rejse/${trip}`, `/sv/min-resa/${trip}`, `/min-reise/${trip}`, '/da/min-rejse/x.y/z', '/da/min-resa.txt']) {
      expect(PROXIED_PATH.test(path), path).toBe(pages.test(path) || trips.test(path));
    }
  });

  it("runs for a trip's page, whose link has dots, with or without the site's prefix", () => {
    expect(config.matcher[1]).toBe('/(da/|no/|sv/)?(min-rejse|min-reise|min-resa)/:token');
    for (const path of ['/da/min-rejse/v1.eyJiIjoxfQ.abc', '/min-reise/v1.x.y', '/sv/min-resa/v1.x.y']) expect(PROXIED_PATH.test(path), path).toBe(true);
    for (const path of ['/da/min-rejse/v1.x.y/z', '/da/x.y', '/en/min-rejse/v1.x.y', '/api/min-rejse/v1.x.y']) expect(PROXIED_PATH.test(path), path).toBe(false);
  });
});
