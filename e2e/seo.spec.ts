import { expect, test } from './fixtures';

const port = (baseURL: string | undefined) => new URL(baseURL ?? 'http://localhost:3100').port;

test.describe('findable by search engines', () => {
  test('each country domain has its own robots.txt and sitemap with hreflang alternates', async ({ request, baseURL }) => {
    // Node cannot resolve *.localhost: ask the loopback address with the country domain as Host.
    const origin = `http://sv.localhost:${port(baseURL)}`;
    const onSv = { headers: { host: `sv.localhost:${port(baseURL)}` } };
    const robots = await (await request.get(`http://127.0.0.1:${port(baseURL)}/robots.txt`, onSv)).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');

    const sitemap = await request.get(`http://127.0.0.1:${port(baseURL)}/sitemap.xml`, onSv);
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.length).toBeGreaterThan(300);
    expect(locations.every((url) => url.startsWith(`${origin}/sv`))).toBe(true);
    expect(locations).toContain(`${origin}/sv/resor`);
    expect(locations.some((url) => url.startsWith(`${origin}/sv/fotbollsresor/`))).toBe(true);
    expect(xml).toMatch(/hreflang="da" href="http:\/\/da\.localhost:\d+\/da\/pakker"/);
  });

  test('pages carry a title, canonical address and a link preview image', async ({ page, request }) => {
    await page.goto('/da/klubber');
    await expect(page).toHaveTitle('Alle klubber – Fantur');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/da\/klubber$/);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    // The image lives under the page's edition (docs/adr/0012-render-cache.md), so its address names the day.
    expect(image).toMatch(/^http:\/\/da\.localhost:\d+\/da\/[^/]+\/opengraph-image/);
    const { pathname, search } = new URL(image!);
    const response = await request.get(`${pathname}${search}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });
});
