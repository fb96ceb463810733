import { createHash } from 'node:crypto';
import net from 'node:net';
import { test as unguarded } from '@playwright/test';
import { expect, test } from './fixtures';
import { pageTypes } from './page-types';

/**
 * The security headers of every kind of answer (the production issue,
 * runtime/security-headers.mjs): each page type, API answers, a static file,
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
      // No promise to a shared cache that only this process could keep (a kept page is forgotten here when the catalogue changes).
      expect(headers['cache-control'] ?? '', `cache-control of ${path}`).not.toMatch(/s-maxage|public/);
      const policy = headers['content-security-policy']!;
      expect(policy, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+[;\s]/);
      expect(policy, path).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("base-uri 'none'");
      const html = await response.text();
      for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\ssrc=/.test(attributes!) || /application\/(ld\+)?json/.test(attributes!)) continue;
        expect(policy, `an inline script of ${path} (${pass})`).toContain(sha(body!));
      }
    }
  }
});

test("a kept page carries nothing of the visitor whose request rendered it", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the server sends a phone the same answers');
  test.slow(); // Twenty pages, each four times.
  // A day no other test opens: every page is rendered afresh, by the first request below.
  const day = new Date(Date.now() + (60 + Math.floor(Math.random() * 600)) * 86_400_000).toISOString().slice(0, 10);
  const cookie = `shop-now=${day}`;
  const marker = `visitor${Math.random().toString(36).slice(2, 10)}`;
  let kept = 0;
  for (const path of await pageTypes(request)) {
    const marked = `${path}${path.includes('?') ? '&' : '?'}email=${marker}%40example.com&gclid=${marker}&clubs=${marker}&matches=${marker}`;
    await request.get(marked, { headers: { cookie } });
    await request.get(`${marked}&_rsc=`, { headers: { cookie, rsc: '1' } });
    const page = await request.get(path, { headers: { cookie } });
    const payload = await request.get(`${path}${path.includes('?') ? '&' : '?'}_rsc=`, { headers: { cookie, rsc: '1' } });
    if (page.headers()['x-nextjs-cache'] === 'HIT') kept++;
    expect(await page.text(), `${path}: another visitor's page`).not.toContain(marker);
    expect(await payload.text(), `${path}: another visitor's page data`).not.toContain(marker);
  }
  // Most page types are kept: the pages read above were the ones the marked requests rendered.
  expect(kept).toBeGreaterThanOrEqual(12);
});

test('a kept page tells a browser to check its copy each time, and a check costs no page', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the server sends a phone the same answers');
  for (const path of ['/da', '/no/pakker', '/sv/klubber']) {
    await request.get(path);
    const kept = await request.get(path);
    expect(kept.headers()['x-nextjs-cache'], path).toBe('HIT');
    expect(kept.headers()['cache-control'], path).toBe('private, no-cache');
    const etag = kept.headers()['etag']!;
    expect(etag, path).toMatch(/^"/);
    const again = await request.get(path, { headers: { 'if-none-match': etag }, maxRedirects: 0 });
    expect(again.status(), path).toBe(304);
  }
});

test('a host named in the request line is never where the shop sends a visitor', async ({ baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a raw request, not a page');
  const { hostname, port } = new URL(baseURL!);
  const raw = (line: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname, () => socket.end(`${line}\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`));
      let answer = '';
      socket.on('data', (chunk) => (answer += String(chunk)));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  for (const line of ['GET http://evil.example/da/packages HTTP/1.1', 'GET https://evil.example/da HTTP/1.1']) {
    const answer = await raw(line);
    expect(answer, line).toMatch(/^HTTP\/1\.1 (200|30\d)/);
    expect(answer, line).not.toMatch(/evil\.example/i);
  }
  expect(await raw('OPTIONS * HTTP/1.1'), 'OPTIONS *').toMatch(/^HTTP\/1\.1 400/);
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
