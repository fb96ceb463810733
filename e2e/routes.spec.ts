import { expect, test, type APIRequestContext } from './fixtures';
import { expectNoSeriousAxeViolations } from './accessibility';
import { hydrated } from './hydration';

type Listed = { slug: string; isSoldOut: boolean; isResidualSale: boolean };

/** A bookable package and a sold-out one, from the API the pages use. */
async function packages(request: APIRequestContext): Promise<{ open: Listed; soldOut: Listed | undefined }> {
  const response = await request.get('/api/v1/packages?limit=100&packageType=single');
  const { packages: list } = (await response.json()) as { packages: Listed[] };
  const open = list.find((pkg) => !pkg.isSoldOut && !pkg.isResidualSale);
  if (!open) throw new Error('the seed has no open single-match package');
  return { open, soldOut: list.find((pkg) => pkg.isSoldOut) };
}

const SITES = [
  { locale: 'da', lang: 'da', packages: 'pakker', book: 'Gå til booking', giftCard: 'Gavekort', invoice: 'Din faktura' },
  { locale: 'no', lang: 'nb', packages: 'pakker', book: 'Gå til bestilling', giftCard: 'Gavekort', invoice: 'Din faktura' },
  { locale: 'sv', lang: 'sv', packages: 'resor', book: 'Gå till bokning', giftCard: 'Presentkort', invoice: 'Din faktura' },
] as const;

for (const site of SITES) {
  test.describe(`every route of the ${site.locale} site`, () => {
    test('answers under its localized path in the site’s language', async ({ page, request }) => {
      test.slow(); // Seven pages, one after the other.
      const { open } = await packages(request);
      const paths = [
        `/${site.packages}/${open.slug}`,
        `/${site.packages}/${open.slug}/book`,
        `/${site.packages}/${open.slug}/preorder`,
        '/tilbud/tilbud',
        '/gavekort',
        '/faktura',
        '/play-ground',
      ];
      for (const path of paths) {
        const response = await page.goto(`/${site.locale}${path}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', site.lang);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      }
    });

    test('a package card leads to the package page and on to booking', async ({ page }) => {
      await page.goto(`/${site.locale}/${site.packages}?packageType=single`);
      // A variant's link leads to the package page with that variant chosen (`?type=`); the title's does not.
      const card = page.getByRole('article').filter({ has: page.locator('a[href*="type="]') }).first();
      const title = (await card.getByRole('heading').textContent())!;
      // A Link clicked while React hydrates the list may be swallowed.
      await (await hydrated(card.locator('a[href*="type="]').first())).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page).toHaveURL(/\?type=/);
      const summary = page.getByRole('complementary');
      await expect(summary.getByRole('radio', { checked: true })).toHaveCount(1);
      await (await hydrated(summary.getByRole('link', { name: site.book }))).click();
      await expect(page).toHaveURL(new RegExp(`/${site.locale}/${site.packages}/[^/]+/book\\?type=`));
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test('the package page passes axe', async ({ page, request }) => {
      const { open } = await packages(request);
      await page.goto(`/${site.locale}/${site.packages}/${open.slug}`);
      await expectNoSeriousAxeViolations(page);
    });
  });
}

test.describe('the package page', () => {
  test('switching the site keeps the package', async ({ page, request, isMobile }) => {
    const { open } = await packages(request);
    await page.goto(`/da/pakker/${open.slug}`);
    if (isMobile) await (await hydrated(page.getByRole('button', { name: 'Åbn menu' }))).click();
    await page.getByRole('list', { name: 'Vælg land' }).getByRole('link', { name: /Sverige/ }).click();
    await expect(page).toHaveURL(new RegExp(`/sv/resor/${open.slug}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });

  test('tells search engines its canonical address, alternates and offer', async ({ page, request }) => {
    const { open } = await packages(request);
    await page.goto(`/no/pakker/${open.slug}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/no/pakker/${open.slug}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="sv"]')).toHaveAttribute('href', new RegExp(`/sv/resor/${open.slug}$`));
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data['@type']).toBe('Product');
    expect(data.offers.priceCurrency).toBe('NOK');
    expect(data.offers.price).toBeGreaterThan(0);
  });

  test('a sold-out package offers the preorder instead of booking', async ({ page, request }) => {
    const { soldOut } = await packages(request);
    test.skip(!soldOut, 'no sold-out single-match package in this seed');
    await page.goto(`/da/pakker/${soldOut!.slug}`);
    await expect(page.getByRole('link', { name: 'Gå til booking' })).toHaveCount(0);
    await page.getByRole('complementary').getByRole('link', { name: 'Forudbestil' }).click();
    await expect(page).toHaveURL(new RegExp(`/da/pakker/${soldOut!.slug}/preorder$`));
  });

  test('an unknown package answers the localized 404', async ({ page }) => {
    const response = await page.goto('/sv/resor/no-such-trip');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan kunde inte hittas');
  });
});

test.describe('the booking page', () => {
  test('has no navbar, footer or seasonal banner', async ({ page, context, baseURL, request }) => {
    await context.addCookies([{ name: 'shop-now', value: '2026-11-24', url: baseURL! }]);
    const { open } = await packages(request);
    await page.goto(`/da/pakker/${open.slug}`);
    // The seasonal banner is the region with the season's offers link; the shop's footer, the one with its info links.
    const banner = page.getByRole('complementary').filter({ has: page.getByRole('link', { name: 'Se tilbuddene' }) });
    const footer = page.getByRole('contentinfo').filter({ has: page.getByRole('heading', { name: 'Information' }) });
    await expect(banner).toHaveCount(1);
    await page.goto(`/da/pakker/${open.slug}/book`);
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Hovedmenu' })).toHaveCount(0);
    await expect(footer).toHaveCount(0);
    await expect(page.getByRole('link', { name: /\+45 70 20 34 50/ }).first()).toBeVisible();
  });
});

test.describe('invoices', () => {
  test('an invoice link that names no invoice says what to do, in the site’s language', async ({ page }) => {
    const response = await page.goto('/no/faktura/6f1c2a8e-1d2b-4c3d-9e8f-0a1b2c3d4e5f');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vi finner ikke fakturaen');
    await expectNoSeriousAxeViolations(page);
  });

  test("an invoice opened under another country's address is shown on its own site, in its own currency", async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'an answer, not a layout');
    const ordered = await request.post('/api/v1/gift-cards', {
      headers: { 'accept-language': 'da', 'idempotency-key': crypto.randomUUID() },
      data: { amount: 500, recipientName: 'Mads Holm', email: 'mads.holm@example.com', from: 'Lone', to: 'Mads', message: '', phone: '+4512345678', sendByPost: false },
    });
    expect(ordered.status()).toBe(201);
    const { uuid } = ((await ordered.json()) as { gift_card: { invoice: { uuid: string } } }).gift_card.invoice;
    for (const asked of [`/no/faktura/${uuid}`, `/sv/faktura/${uuid}?transaction=x`]) {
      const answer = await request.get(asked, { maxRedirects: 0 });
      expect(answer.status(), asked).toBe(307);
      expect(new URL(answer.headers()['location']!, 'http://shop').pathname, asked).toBe(`/da/faktura/${uuid}`);
    }
    const shown = await request.get(`/no/faktura/${uuid}`);
    expect(new URL(shown.url()).pathname).toBe(`/da/faktura/${uuid}`);
    expect(await shown.text()).toContain('Kr. 500,-');
  });
});

test.describe('the offer landing', () => {
  test('shows its campaign and links to its trips', async ({ page }) => {
    await page.goto('/sv/tilbud/premier-league');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upplev Premier League live');
    await expect(page.getByRole('link', { name: 'Se Premier League-resor' })).toHaveAttribute('href', '/sv/resor?tournaments=premier-league');
    await expectNoSeriousAxeViolations(page);
  });

  test('an unknown offer answers 404', async ({ page }) => {
    expect((await page.goto('/da/tilbud/no-such-offer'))?.status()).toBe(404);
  });
});

test.describe('the play-ground', () => {
  test('shows the formats, a toast, and a dialog that traps and returns focus', async ({ page }) => {
    await page.goto('/da/play-ground');
    await expect(page.getByRole('cell', { name: 'Kr. 1.234,-' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '1 234 NOK' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '1 234 SEK' })).toBeVisible();
    await (await hydrated(page.getByRole('button', { name: 'Vis en succesbesked' }))).click();
    await expect(page.getByText('Det lykkedes.')).toBeVisible();
    const opener = page.getByRole('button', { name: 'Åbn dialogen' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'En dialog' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe('small screens', () => {
  test('no page is wider than a 320 px screen', async ({ browser, request, baseURL }) => {
    test.slow(); // Five pages, each until its network is idle.
    const { open } = await packages(request);
    const context = await browser.newContext({ baseURL, viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    for (const path of ['/da', '/da/pakker', `/da/pakker/${open.slug}`, '/sv/klubber', '/no/gavekort']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // Sliders lay themselves out after hydration: the page must settle within the screen.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: path })
        .toBeLessThanOrEqual(0);
    }
    await context.close();
  });
});
