import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => requestHeaders.current }));

const { default: robots } = await import('@/app/robots');

/** The Sitemap lines robots.txt would carry for a request with these headers. */
async function sitemapsFor(headers: Record<string, string>): Promise<string[]> {
  requestHeaders.current = new Headers(headers);
  const { sitemap } = await robots();
  return typeof sitemap === 'string' ? [sitemap] : (sitemap ?? []);
}

describe('robots.txt', () => {
  beforeEach(() => {
    vi.stubEnv('SITE_DOMAINS', 'da=fantur.dk,no=fantur.no,sv=fantur.se');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('names the sitemap of the country domain asked, at its configured address', async () => {
    expect(await sitemapsFor({ host: 'fantur.se' })).toEqual(['https://fantur.se/sitemap.xml']);
  });

  it('never builds the address from the Host or X-Forwarded-* headers', async () => {
    const sitemaps = await sitemapsFor({ host: 'evil.example', 'x-forwarded-proto': 'gopher' });
    expect(sitemaps.join(' ')).not.toMatch(/evil|gopher/);
    const forwarded = await sitemapsFor({ host: 'fantur.no', 'x-forwarded-host': 'evil.example:8080', 'x-forwarded-proto': 'http' });
    expect(forwarded.join(' ')).not.toMatch(/evil|http:/);
  });

  it('names all three country sitemaps on any other host, as it serves all three sites', async () => {
    expect(await sitemapsFor({ host: 'localhost:3000' })).toEqual([
      'https://fantur.dk/sitemap.xml',
      'https://fantur.no/sitemap.xml',
      'https://fantur.se/sitemap.xml',
    ]);
  });

  it('uses http for the local country domains of development', async () => {
    vi.stubEnv('SITE_DOMAINS', '');
    vi.stubEnv('PORT', '3100');
    expect(await sitemapsFor({ host: 'no.localhost:3100' })).toEqual(['http://no.localhost:3100/sitemap.xml']);
  });
});
