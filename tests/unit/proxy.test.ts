import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import proxy from '@/proxy';

/** A page request as a browser sends it: a document, in Norwegian unless told otherwise. */
function visit(url: string, { cookie, language = 'nb-NO,nb;q=0.9' }: { cookie?: string; language?: string } = {}) {
  const headers: Record<string, string> = { host: new URL(url).host, 'accept-language': language, 'sec-fetch-dest': 'document' };
  if (cookie) headers.cookie = cookie;
  return proxy(new NextRequest(url, { headers }));
}

const locationOf = (response: Response) => {
  const location = response.headers.get('location');
  return location ? new URL(location).pathname : null;
};

describe('the locale cookie steers an address without a site', () => {
  it.each(['da', 'no', 'sv'])('sends / to the last site the visitor opened (%s)', (site) => {
    const response = visit('http://localhost:3000/', { cookie: `NEXT_LOCALE=${site}` });
    expect(response.status).toBe(307);
    expect(locationOf(response)).toBe(`/${site}`);
  });

  it('sends an unprefixed path to that site’s own address for it', () => {
    expect(locationOf(visit('http://localhost:3000/packages', { cookie: 'NEXT_LOCALE=sv' }))).toBe('/sv/resor');
  });

  it('never reads the browser’s language: without a cookie / is the default site', () => {
    expect(locationOf(visit('http://localhost:3000/', { language: 'sv-SE,sv;q=0.9' }))).toBe('/da');
  });

  it('ignores a cookie that names no site', () => {
    expect(locationOf(visit('http://localhost:3000/', { cookie: 'NEXT_LOCALE=en', language: 'sv' }))).toBe('/da');
  });

  it('lets the address’s own site win over the cookie, and remembers it', () => {
    const response = visit('http://localhost:3000/no', { cookie: 'NEXT_LOCALE=sv' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/NEXT_LOCALE=no/);
  });

  it('keeps a country domain on its own site whatever the cookie says', () => {
    expect(locationOf(visit('http://da.localhost:3000/', { cookie: 'NEXT_LOCALE=sv', language: 'sv' }))).toBe('/da');
  });
});

describe('the cookies the proxy writes', () => {
  it('are SameSite=Lax, and Secure once every site is served over HTTPS', () => {
    const plain = visit('http://localhost:3000/no').headers.get('set-cookie')!;
    expect(plain).toMatch(/SameSite=lax/i);
    expect(plain).not.toMatch(/Secure/i);
    vi.stubEnv('SITE_DOMAINS', 'da=fantur.dk,no=fantur.no,sv=fantur.se');
    try {
      expect(visit('http://localhost:3000/no').headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('an address that is no text', () => {
  it.each(['/%ED%A0%80', '/da/pakker/%ED%A0%80', '/da/%00', '/da/pakker/a%00b', '/%C3', '/da/%1B%5B31m'])('answers %s with a plain 400, routing nothing', (path) => {
    const response = visit(`http://localhost:3000${path}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it.each(['/da/pakker', '/da/s%C3%B8g', '/sv/resor/%F0%9F%98%80'])('routes %s as before', (path) => {
    expect(visit(`http://localhost:3000${path}`).status).not.toBe(400);
  });
});
