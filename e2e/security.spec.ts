import { createHash } from 'node:crypto';
import { test as unguarded } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageTypes } from './page-types';

/**
 * The security headers of every kind of answer (the production issue,
 * scripts/security-headers.mjs): each page type, API answers, a static file,
 * a 404 and the staff inbox; a page's policy names each inline script it
 * holds, and a browser enforces it.
 */
const BASE = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': /^(strict-origin-when-cross-origin|no-referrer)$/,
  'permissions-policy': /camera=\(\)/,
  'strict-transport-security': /max-age=\d{8}/,
  'x-frame-options': 'DENY',
  'content-security-policy': /frame-ancestors 'none'/,
} as const;

function expectBaseHeaders(headers: Record<string, string>, what: string) {
  for (const [name, value] of Object.entries(BASE)) {
    if (typeof value === 'string') expect(headers[name], `${name} of ${what}`).toBe(value);
    else expect(headers[name], `${name} of ${what}`).toMatch(value);
  }
  expect(headers['x-powered-by'], `x-powered-by of ${what}`).toBeUndefined();
}

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test('every page type carries the security headers, and a policy that names exactly its inline scripts', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the server sends a phone the same answers');
  test.slow(); // Twenty pages, each twice: rendered, then kept.
  for (const path of await pageTypes(request)) {
    for (const pass of ['first', 'again']) {
      const response = await request.get(path);
      expect([200, 404], `${path} (${pass})`).toContain(response.status());
      const headers = response.headers();
      expectBaseHeaders(headers, path);
      const policy = headers['content-security-policy']!;
      expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+[;\s]/);
      expect(policy, path).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("base-uri 'self'");
      const html = await response.text();
      for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\ssrc=/.test(attributes!) || /application\/(ld\+)?json/.test(attributes!)) continue;
        expect(policy, `an inline script of ${path} (${pass})`).toContain(sha(body!));
      }
    }
  }
});

test('API answers, files, the sitemap and the staff inbox carry the security headers, and a policy that allows nothing', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the server sends a phone the same answers');
  const answers = [
    await request.get('/api/v1/packages?limit=1'),
    await request.get('/api/v1/packages/999999999999'),
    await request.post('/api/v1/forms/business-inquiry', { data: { name: '' } }),
    await request.get('/robots.txt'),
    await request.get('/sitemap.xml'),
    await request.get('/staff', { maxRedirects: 0 }),
    await request.get('/media/crest/club/real-madrid.svg'),
  ];
  const { packages } = (await (await request.get('/api/v1/packages?limit=1')).json()) as { packages: { slug: string }[] };
  const page = await request.get(`/da/pakker/${packages[0]!.slug}`);
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(script).toBeDefined();
  answers.push(await request.get(script!));
  for (const response of answers) {
    const what = `${response.status()} ${response.url()}`;
    expectBaseHeaders(response.headers(), what);
    expect(response.headers()['content-security-policy'], what).toMatch(/^default-src 'none'/);
  }
});

unguarded('a browser runs no script the policy does not name, and says so', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) refused.push(message.text());
  });
  await page.goto('/da/info/erhverv');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.head.append(script);
  });
  await expect.poll(() => refused.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});
