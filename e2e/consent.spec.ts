import http from 'node:http';
import { CONSENT_PORT, THIRD_PARTY_PORT } from '../playwright.config';
import { expectNoSeriousAxeViolations } from './accessibility';
import { expect, test, type Page } from './fixtures';
import { startOwnServer } from './own-server';

/**
 * Third-party pieces behind consent (the production issue): on a server of
 * its own with a tag manager, a pixel and the chat assistant configured at a
 * stand-in third party on another port, no request leaves for it before the
 * visitor chooses; the accepted categories load, and only those; the choice
 * survives a reload and can be changed from the footer. The shop's other
 * servers configure none and show no banner.
 */
const DATA_DIR = '.data/e2e-consent';
const THIRD_PARTY = `http://127.0.0.1:${THIRD_PARTY_PORT}`;
const SITES = [
  { locale: 'da', title: 'Vi bruger cookies', acceptAll: 'Accepter alle', necessary: 'Kun nødvendige', choose: 'Vælg selv', settings: 'Cookie-indstillinger', save: 'Gem mit valg', statistics: 'Statistik' },
  { locale: 'no', title: 'Vi bruker informasjonskapsler', acceptAll: 'Godta alle', necessary: 'Bare nødvendige', choose: 'Velg selv', settings: 'Innstillinger for informasjonskapsler', save: 'Lagre valget mitt', statistics: 'Statistikk' },
  { locale: 'sv', title: 'Vi använder kakor', acceptAll: 'Godkänn alla', necessary: 'Endast nödvändiga', choose: 'Välj själv', settings: 'Inställningar för kakor', save: 'Spara mitt val', statistics: 'Statistik' },
] as const;

let server: { base: string; stop(): void } | undefined;
let thirdParty: http.Server | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one server of its own; the banner is the same on a phone');
  testInfo.setTimeout(600_000);
  // The stand-in third party: each script notes its name in the page.
  thirdParty = http.createServer((req, res) => {
    const name = /^\/(\w[\w-]*)\.js/.exec(req.url ?? '')?.[1] ?? 'unknown';
    res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
    res.end(`(window.loadedPieces = window.loadedPieces || []).push(${JSON.stringify(name)});`);
  });
  await new Promise<void>((resolve) => thirdParty!.listen(THIRD_PARTY_PORT, '127.0.0.1', resolve));
  server = await startOwnServer(request, {
    port: CONSENT_PORT,
    dataDir: DATA_DIR,
    env: { SITE_DOMAINS: '', THIRD_PARTY_SCRIPTS: `tag-manager=${THIRD_PARTY}/tag-manager.js,pixel=${THIRD_PARTY}/pixel.js,chat=${THIRD_PARTY}/chat.js`, GOOGLE_MAPS_API_KEY: 'browser-tests-key' },
  });
});

test.afterAll(async () => {
  server?.stop();
  await new Promise((resolve) => (thirdParty ? thirdParty.close(resolve) : resolve(undefined)));
});

/** Every request of the page to the third party, from now on. */
function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(THIRD_PARTY)) seen.push(new URL(request.url()).pathname);
  });
  return seen;
}

const loaded = (page: Page) => page.evaluate(() => ((window as unknown as { loadedPieces?: string[] }).loadedPieces ?? []).toSorted());

for (const site of SITES) {
  test(`${site.locale}: nothing third-party loads before a choice; all loads after "accept all", also after a reload; the footer takes it back`, async ({ page }) => {
    const requests = thirdPartyRequests(page);
    await page.goto(`${server!.base}/${site.locale}`);
    const banner = page.getByRole('dialog', { name: site.title });
    await expect(banner).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(requests).toEqual([]);

    await banner.getByRole('button', { name: site.acceptAll }).click();
    await expect(banner).toBeHidden();
    // The chat assistant is on the Danish site only.
    const expected = site.locale === 'da' ? ['chat', 'pixel', 'tag-manager'] : ['pixel', 'tag-manager'];
    await expect.poll(() => loaded(page)).toEqual(expected);

    // The choice is kept: no banner, the same pieces at once.
    await page.reload();
    await expect.poll(() => loaded(page)).toEqual(expected);
    await expect(page.getByRole('dialog', { name: site.title })).toHaveCount(0);

    // Back to the necessary only, from the footer: the page starts again without them.
    await page.getByRole('button', { name: site.settings }).click();
    const preferences = page.getByRole('dialog', { name: site.settings });
    await expect(preferences).toBeVisible();
    await preferences.getByRole('button', { name: site.necessary }).click();
    await page.waitForLoadState('load');
    await expect.poll(() => loaded(page)).toEqual([]);
    await page.reload();
    expect(await loaded(page)).toEqual([]);
  });
}

test('da: statistics alone loads the tag manager and the chat, not the pixel', async ({ page }) => {
  const requests = thirdPartyRequests(page);
  await page.goto(`${server!.base}/da/pakker`);
  const banner = page.getByRole('dialog', { name: SITES[0].title });
  await banner.getByRole('button', { name: SITES[0].choose }).click();
  const preferences = page.getByRole('dialog', { name: SITES[0].settings });
  await expect(preferences).toBeVisible();
  await preferences.getByRole('switch', { name: SITES[0].statistics }).or(preferences.getByRole('checkbox', { name: SITES[0].statistics })).first().check();
  await preferences.getByRole('button', { name: SITES[0].save }).click();
  await expect.poll(() => loaded(page)).toEqual(['chat', 'tag-manager']);
  expect(requests.toSorted()).toEqual(['/chat.js', '/tag-manager.js']);
});

test.describe('with the map key', () => {
  // The map's own hosts, once statistics are accepted (the test checks nothing goes to them before).
  test.use({ thirdPartyHosts: ['googleapis.com', 'gstatic.com', 'google.com'] });

  test('da: the venue map asks Google for nothing before statistics are accepted, and for its script after', async ({ page, request }) => {
    const { packages } = (await (await request.get(`${server!.base}/api/v1/packages?limit=1&available=true&packageType=single`)).json()) as { packages: { slug: string }[] };
    const google: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).hostname.endsWith('googleapis.com')) google.push(sent.url());
    });
    await page.goto(`${server!.base}/da/pakker/${packages[0]!.slug}`);
    const banner = page.getByRole('dialog', { name: SITES[0].title });
    await expect(banner).toBeVisible();
    // The address and its link are there without the map.
    await expect(page.getByRole('link', { name: /Vis .* på kort/ }).first()).toBeVisible();
    expect(google).toEqual([]);
    await banner.getByRole('button', { name: SITES[0].acceptAll }).click();
    await expect.poll(() => google.some((url) => url.includes('/maps/api/js') && url.includes('key=browser-tests-key') && url.includes('language=da') && url.includes('region=DK'))).toBe(true);
  });
});
