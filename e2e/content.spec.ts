import { expect, test } from './fixtures';
import { expectNoSeriousAxeViolations } from './accessibility';

/** The seeded info pages (server/seed/data/pages.ts): one slug, each site's own name. */
const INFO_PAGES = [
  { path: '/da/info/om-os', lang: 'da', heading: 'Om os', text: 'Rejsegarantifonden' },
  { path: '/no/info/om-os', lang: 'nb', heading: 'Om oss', text: 'den danske reisegarantiordningen Rejsegarantifonden' },
  { path: '/sv/info/om-os', lang: 'sv', heading: 'Om oss', text: 'den danska resegarantifonden Rejsegarantifonden' },
  // The guarantee page: the organiser's one fund and number on every site.
  { path: '/no/info/garantier-og-forsikring', lang: 'nb', heading: 'Garantier og forsikring', text: 'medlemsnr. 2985' },
  // The business page: the localized path of /info/profession shows the `erhverv` page.
  { path: '/da/info/erhverv', lang: 'da', heading: 'Erhverv og foreninger', text: 'grupperejser' },
  { path: '/no/info/virksomhet', lang: 'nb', heading: 'Bedrifter og foreninger', text: 'gruppereiser' },
  { path: '/sv/info/verksamhet', lang: 'sv', heading: 'Företag och föreningar', text: 'gruppresor' },
  // How to complain and the accessibility statement: app pages under each site's own path.
  { path: '/da/info/klager', lang: 'da', heading: 'Klager over en rejse', text: 'Pakkerejse-Ankenævnet' },
  { path: '/no/info/klage', lang: 'nb', heading: 'Klage på en reise', text: 'Pakkereisenemnda' },
  { path: '/sv/info/klagomal', lang: 'sv', heading: 'Klagomål på en resa', text: 'Allmänna reklamationsnämnden (ARN)' },
  { path: '/da/info/tilgaengelighed', lang: 'da', heading: 'Tilgængelighedserklæring', text: 'lov nr. 801 af 7. juni 2022' },
  { path: '/no/info/tilgjengelighet', lang: 'nb', heading: 'Tilgjengelighetserklæring', text: 'universell utforming' },
  { path: '/sv/info/tillganglighet', lang: 'sv', heading: 'Tillgänglighetsredogörelse', text: 'lagen (2023:254)' },
] as const;

test.describe('info pages', () => {
  for (const info of INFO_PAGES) {
    test(`${info.path} shows its text under the page's name`, async ({ page }) => {
      const response = await page.goto(info.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', info.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.heading);
      const article = page.getByRole('main').getByRole('article', { name: info.heading });
      await expect(article.getByText(info.text).first()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(info.heading));
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('an unknown info page answers the localized 404', async ({ page }) => {
    const response = await page.goto('/da/info/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Denne side kunne ikke findes');
  });
});

test.describe('blog', () => {
  test('lists articles with a category filter, and a card opens its article', async ({ page }) => {
    const response = await page.goto('/da/blog');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');

    const categories = page.getByRole('navigation', { name: 'Kategorier' });
    await expect(categories.getByRole('link', { name: 'Alle indlæg' })).toHaveAttribute('aria-current', 'page');
    const articles = page.getByRole('main').getByRole('article');
    expect(await articles.count()).toBeGreaterThanOrEqual(10);
    await expectNoSeriousAxeViolations(page);

    await categories.getByRole('link', { name: 'Stadionguides' }).click();
    await expect(page).toHaveURL(/\/da\/blog\?category=stadionguides$/);
    await expect(categories.getByRole('link', { name: 'Stadionguides' })).toHaveAttribute('aria-current', 'page');
    await expect(categories.getByRole('link', { name: 'Alle indlæg' })).not.toHaveAttribute('aria-current', 'page');
    await expect(articles).toHaveCount(5);

    await page.getByRole('main').getByRole('link', { name: 'Guide til Anfield' }).click();
    await expect(page).toHaveURL(/\/da\/blog\/guide-til-anfield$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Guide til Anfield');
    await expect(page.getByText('Walton Breck Road')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tilbage til bloggen' })).toHaveAttribute('href', '/da/blog');
    await expectNoSeriousAxeViolations(page);
  });

  test('an article answers 200 on a direct visit and an unknown one 404', async ({ page }) => {
    const response = await page.goto('/sv/blog/48-timer-i-london');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('48 timmar i London');
    const missing = await page.goto('/da/blog/no-such-article');
    expect(missing?.status()).toBe(404);
  });
});

test.describe('clubs list', () => {
  test('/da/klubber shows every club by letter, each linking to its page', async ({ page }) => {
    const response = await page.goto('/da/klubber');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle klubber');
    const main = page.getByRole('main');
    await expect(main.getByRole('listitem').filter({ hasText: 'FC København' })).toHaveCount(1);
    await expect(main.getByRole('link', { name: 'FC København' })).toHaveAttribute('href', '/da/fodboldrejser/fc-kobenhavn');
    await expect(page.getByRole('navigation', { name: 'Klubber efter forbogstav' }).getByRole('link').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
