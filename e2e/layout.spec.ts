import { expect, test } from './fixtures';
import { BROKEN_PORT } from '../playwright.config';
import { expectNoSeriousAxeViolations } from './accessibility';
import { hydrated } from './hydration';
import { pageTypes } from './page-types';

const SITES = [
  { locale: 'da', lang: 'da', heading: 'Fodboldrejser til Europas største kampe', notFound: 'Denne side kunne ikke findes' },
  { locale: 'no', lang: 'nb', heading: 'Fotballreiser til Europas største kamper', notFound: 'Denne siden finnes ikke' },
  { locale: 'sv', lang: 'sv', heading: 'Fotbollsresor till Europas största matcher', notFound: 'Sidan kunde inte hittas' },
] as const;

const port = (baseURL: string | undefined) => new URL(baseURL ?? 'http://localhost:3100').port;

for (const site of SITES) {
  test.describe(`the ${site.locale} site`, () => {
    test('answers in its own language with the shell around the page', async ({ page }) => {
      await page.goto(`/${site.locale}`);
      await expect(page.locator('html')).toHaveAttribute('lang', site.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.heading);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test('answers an unknown page with a localized 404', async ({ page }) => {
      const response = await page.goto(`/${site.locale}/no-such-page`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.notFound);
      await page.getByRole('main').getByRole('link', { name: /forsiden|startsidan/ }).click();
      await expect(page).toHaveURL(new RegExp(`/${site.locale}$`));
    });

    test('the error pages pass axe', async ({ page }) => {
      await page.goto(`/${site.locale}/no-such-page`);
      await expectNoSeriousAxeViolations(page);
    });
  });
}

test.describe('locale resolution', () => {
  test('a country domain serves its site under the prefix', async ({ page, baseURL }) => {
    await page.goto(`http://sv.localhost:${port(baseURL)}/`);
    await expect(page).toHaveURL(`http://sv.localhost:${port(baseURL)}/sv`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });

  test('another site’s prefix on a country domain goes to that site’s domain', async ({ page, baseURL }) => {
    await page.goto(`http://sv.localhost:${port(baseURL)}/no`);
    await expect(page).toHaveURL(`http://no.localhost:${port(baseURL)}/no`);
  });

  test('an English or other-site path redirects to the localized path', async ({ request }) => {
    const response = await request.get('/sv/pakker', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toMatch(/\/sv\/resor$/);
  });

  test('sets the locale cookie', async ({ page, context }) => {
    await page.goto('/no');
    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('no');
  });

  test('the locale switcher keeps the visitor on the same page', async ({ page, isMobile }) => {
    await page.goto('/da/no-such-page');
    if (isMobile) await (await hydrated(page.getByRole('button', { name: 'Åbn menu' }))).click();
    await page.getByRole('list', { name: 'Vælg land' }).getByRole('link', { name: /Sverige/ }).click();
    await expect(page).toHaveURL(/\/sv\/no-such-page$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });

  test('on a country domain the switcher links to the other domain', async ({ page, baseURL, isMobile }) => {
    await page.goto(`http://da.localhost:${port(baseURL)}/da`);
    if (isMobile) await (await hydrated(page.getByRole('button', { name: 'Åbn menu' }))).click();
    const norway = page.getByRole('list', { name: 'Vælg land' }).getByRole('link', { name: /Norge/ });
    await expect(norway).toHaveAttribute('href', `//no.localhost:${port(baseURL)}/no`);
  });
});

test.describe('seasonal banners', () => {
  const DAYS = [
    { day: '2026-11-20', text: 'Black Week', query: 'blackWeek=true' },
    { day: '2026-12-24', text: 'Julegaven', query: 'christmas=true' },
    { day: '2027-01-13', text: 'Nytårstilbud', query: 'newYear=true' },
  ];

  for (const { day, text, query } of DAYS) {
    test(`on ${day} the banner links to the season's packages`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'shop-now', value: day, url: baseURL! }]);
      await page.goto('/da');
      const banner = page.getByRole('complementary', { name: new RegExp(text) });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link')).toHaveAttribute('href', `/da/pakker?${query}`);
    });
  }

  test('changes at midnight in the site’s time zone: the kept page of the next day', async ({ page, context, baseURL }) => {
    // 23:59:59 on 30 November in Copenhagen is still black week; a second later it is the first of December there.
    await context.addCookies([{ name: 'shop-now', value: '2026-11-30T22:59:59Z', url: baseURL! }]);
    await page.goto('/da');
    await expect(page.getByRole('complementary', { name: /Black Week/ })).toBeVisible();
    await context.addCookies([{ name: 'shop-now', value: '2026-11-30T23:00:00Z', url: baseURL! }]);
    await page.goto('/da');
    await expect(page.getByRole('complementary', { name: /Julegaven/ })).toBeVisible();
    await expect(page.getByRole('complementary', { name: /Black Week/ })).toHaveCount(0);
  });

  test('outside the periods there is no banner', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'shop-now', value: '2027-06-15', url: baseURL! }]);
    await page.goto('/da');
    await expect(page.getByRole('complementary').filter({ has: page.getByRole('link', { name: 'Se tilbuddene' }) })).toHaveCount(0);
  });
});

test.describe('navbar', () => {
  test('lists leagues and other sports, with inactive sports disabled', async ({ page, isMobile }) => {
    await page.goto('/da');
    if (isMobile) await (await hydrated(page.getByRole('button', { name: 'Åbn menu' }))).click();
    const nav = page.getByRole('navigation', { name: 'Hovedmenu' });
    await (await hydrated(nav.getByRole('button', { name: /Ligaer/ }))).click();
    await expect(nav.getByRole('link', { name: 'Premier League' })).toHaveAttribute('href', /\/da\/pakker\?tournaments=premier-league/);
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Premier League' })).toBeHidden();
    await nav.getByRole('button', { name: /Andre sportsgrene/ }).click();
    await expect(nav.locator('[aria-disabled="true"]').first()).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Fodboldrejser' })).toHaveAttribute('href', '/da/pakker?sportCategories=soccer');
  });

  test('the mobile menu opens and closes by keyboard', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu button exists below 768 px');
    await page.goto('/sv');
    const toggle = await hydrated(page.getByRole('button', { name: 'Öppna menyn' }));
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stäng menyn' })).toHaveAttribute('aria-expanded', 'true');
  });
});

/** What each site's footer says of the organiser's one fund, and its links to the complaints page and the accessibility statement. */
const FOOTERS = [
  { locale: 'da', guarantee: 'Fantur ApS er medlem af Rejsegarantifonden, reg.nr. 2985', lookup: 'Slå medlemskabet op hos Rejsegarantifonden', complaints: ['Klager', '/da/info/klager'], accessibility: ['Tilgængelighedserklæring', '/da/info/tilgaengelighed'] },
  { locale: 'no', guarantee: 'Arrangør: Fantur ApS, medlem av den danske reisegarantiordningen Rejsegarantifonden, medlemsnr. 2985', lookup: 'Slå opp medlemskapet hos Rejsegarantifonden', complaints: ['Klage', '/no/info/klage'], accessibility: ['Tilgjengelighetserklæring', '/no/info/tilgjengelighet'] },
  { locale: 'sv', guarantee: 'Researrangör: Fantur ApS, ansluten till den danska resegarantifonden Rejsegarantifonden, medlemsnr 2985', lookup: 'Kontrollera medlemskapet hos Rejsegarantifonden', complaints: ['Klagomål', '/sv/info/klagomal'], accessibility: ['Tillgänglighetsredogörelse', '/sv/info/tillganglighet'] },
] as const;

/** The EU's online dispute platform closed on 20 July 2025: no page may send a traveller there. */
const ODR = 'ec.europa.eu/consumers/odr';

test.describe('footer', () => {
  for (const site of FOOTERS) {
    test(`the ${site.locale} footer gives the organiser's fund number with its lookup, and leads to complaints and the accessibility statement`, async ({ page }) => {
      await page.goto(`/${site.locale}`);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(site.guarantee);
      await expect(footer.getByRole('link', { name: site.lookup })).toHaveAttribute('href', 'https://www.rejsegarantifonden.dk/medlem/');
      await expect(footer.getByRole('link', { name: site.complaints[0], exact: true })).toHaveAttribute('href', site.complaints[1]);
      await footer.getByRole('link', { name: site.accessibility[0] }).click();
      await expect(page).toHaveURL(new RegExp(`${site.accessibility[1]}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.accessibility[0]);
    });
  }

  test('the booking pages’ footer gives the same fund line and both links', async ({ page, request }) => {
    const { packages } = (await (await request.get('/api/v1/packages?limit=50&packageType=single')).json()) as { packages: { slug: string; isSoldOut: boolean }[] };
    const open = packages.find((pkg) => !pkg.isSoldOut)!;
    await page.goto(`/sv/resor/${open.slug}/book`);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(FOOTERS[2].guarantee);
    await expect(footer).toContainText('Fantur AB säljer paketresor för researrangören Fantur ApS:s räkning');
    await expect(footer.getByRole('link', { name: FOOTERS[2].complaints[0], exact: true })).toHaveAttribute('href', FOOTERS[2].complaints[1]);
    await expect(footer.getByRole('link', { name: FOOTERS[2].accessibility[0] })).toHaveAttribute('href', FOOTERS[2].accessibility[1]);
  });

  test('no page links the closed EU dispute platform', async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the server sends a phone the same HTML');
    test.slow(); // Every page type, one after the other.
    const addresses = [...(await pageTypes(request)), ...FOOTERS.flatMap((site) => [site.complaints[1], site.accessibility[1]]), '/da/info/generelle-betingelser', '/no/info/generelle-betingelser', '/sv/info/generelle-betingelser'];
    for (const address of addresses) {
      const response = await request.get(address);
      expect([200, 404], address).toContain(response.status());
      expect(await response.text(), address).not.toContain(ODR);
    }
  });

  test('signs up for the newsletter', async ({ page }) => {
    await page.goto('/no');
    const footer = page.getByRole('contentinfo');
    // Typed before the page has hydrated, the address would be lost.
    await (await hydrated(footer.getByLabel('Din e-post'))).fill('not-an-address');
    await footer.getByRole('button', { name: 'Meld på' }).click();
    await expect(footer.getByText('Skriv inn en gyldig e-postadresse')).toBeVisible();
    await footer.getByLabel('Din e-post').fill(`fan-${Date.now()}@example.no`);
    await footer.getByRole('button', { name: 'Meld på' }).click();
    await expect(page.getByText('Takk! Du er nå påmeldt nyhetsbrevet vårt.')).toBeVisible();
  });
});

test.describe('initial data', () => {
  test('a site whose backend cannot be reached answers 500 with the initial-data message', async ({ page }) => {
    for (const [locale, message] of [
      ['da', 'Vi kan ikke hente data lige nu. Prøv igen senere.'],
      ['sv', 'Vi kan inte hämta data just nu. Försök igen senare.'],
    ] as const) {
      const response = await page.goto(`http://localhost:${BROKEN_PORT}/${locale}`);
      expect(response?.status()).toBe(500);
      await expect(page.getByText(message)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    }
  });
});
