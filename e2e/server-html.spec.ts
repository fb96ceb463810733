import { createHash } from 'node:crypto';
import { expect, test } from './fixtures';

/**
 * What the server's first HTML says, before any script runs: what a crawler,
 * a link preview or a slow phone sees. Request-level, no browser.
 */

const SITES = [
  { locale: 'da', lang: 'da', title: 'Denne side kunne ikke findes – Fantur', unknown: '/da/findes-ikke' },
  { locale: 'no', lang: 'nb', title: 'Denne siden finnes ikke – Fantur', unknown: '/no/finnes-ikke/heller-ikke' },
  { locale: 'sv', lang: 'sv', title: 'Sidan kunde inte hittas – Fantur', unknown: '/sv/finns-inte' },
] as const;

for (const site of SITES) {
  test(`an unknown address of the ${site.locale} site is a 404 rendered on the server in the site's document`, async ({ request }) => {
    const response = await request.get(site.unknown);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${site.lang}"`));
    expect(html).toContain(`<title>${site.title}</title>`);
    // The page itself, inside the shell, not only in the script's payload.
    expect(html).toMatch(/<h1 id="error-title">[^<]+<\/h1>/);
    expect(html).toContain('id="footer-info"');
  });
}

test('an unknown package is a 404 whose server HTML has the localized title', async ({ request }) => {
  const response = await request.get('/no/pakker/finnes-ikke');
  expect(response.status()).toBe(404);
  // A notFound() thrown while a page renders gets Next's error document (README "Known limits"): the title, not yet the shell.
  expect(await response.text()).toContain('<title>Denne siden finnes ikke – Fantur</title>');
});

test('the footer lists the coming Christmas hours day by day', async ({ request }) => {
  // The browser tests' server reads today from this cookie (SHOP_CLOCK_OVERRIDE).
  const response = await request.get('/da', { headers: { cookie: 'shop-now=2026-12-01' }, failOnStatusCode: true });
  const html = (await response.text()).replaceAll('<!-- -->', '');
  // 2026: Sunday 27 December closed, Monday 28 to Wednesday 30 by phone.
  expect(html).toMatch(/<dt>søndag 27\. december<\/dt><dd>Lukket<\/dd>/);
  expect(html).toMatch(/<dt>mandag 28\. december<\/dt><dd>10:00-14:00 \(kun telefon\)<\/dd>/);
  expect(html).toMatch(/<dt>tirsdag 29\. december<\/dt><dd>10:00-14:00 \(kun telefon\)<\/dd>/);
  expect(html).toMatch(/<dt>fredag 1\. januar<\/dt><dd>Lukket<\/dd>/);
});

test("every inline script a page runs is named in its policy: the server's shapes are the ones Next and React write (runtime/README.md)", async ({ request }) => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  // A kept page as Next renders it and as the server answers it before Next, a list, a package page, a 404.
  const list = await request.get('/da/pakker', { failOnStatusCode: true });
  const listHtml = await list.text();
  const aPackage = /href="(\/da\/pakker\/[^"?]+)"/.exec(listHtml)?.[1];
  expect(aPackage).toBeTruthy();
  for (const path of ['/da', '/da', '/da/pakker', aPackage!, '/da/findes-ikke']) {
    const response = await request.get(path);
    const html = await response.text();
    const policy = response.headers()['content-security-policy'] ?? '';
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\ssrc=|type="application\/(?:ld\+)?json"/.test(attributes!));
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const [, , body] of scripts) expect(policy, `${path}: ${body!.slice(0, 60)}`).toContain(sha(body!.replace(/\r\n?/g, '\n')));
  }
});
