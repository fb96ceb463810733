import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './accessibility';

const LISTS = [
  { path: '/da/pakker', lang: 'da', heading: 'Fodboldrejser', price: /Fra Kr\. [\d.]+,-/ },
  { path: '/no/pakker', lang: 'nb', heading: 'Fotballreiser', price: /Fra [\d ]+ NOK/ },
  { path: '/sv/resor', lang: 'sv', heading: 'Fotbollsresor', price: /Från [\d ]+ SEK/ },
];

test.describe('packages list', () => {
  for (const list of LISTS) {
    test(`${list.path} lists packages with prices in the site's currency`, async ({ page }) => {
      const response = await page.goto(list.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', list.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.heading);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(20);
      await expect(cards.first().getByText(list.price)).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('"show more" appends the next page', async ({ page }) => {
    await page.goto('/da/pakker');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(20);
    await page.getByRole('button', { name: 'Vis flere rejser' }).click();
    await expect(cards).toHaveCount(40);
  });

  test('a filter from the navbar shows as a chip that can be removed', async ({ page }) => {
    await page.goto('/da/pakker?tournaments=premier-league&hasOffer=true');
    const chips = page.getByRole('navigation', { name: 'Aktive filtre' });
    await expect(chips.getByRole('link', { name: 'Fjern filteret Turnering: Premier League' })).toBeVisible();
    await chips.getByRole('link', { name: 'Fjern filteret Tilbud' }).click();
    await expect(page).toHaveURL(/\/da\/pakker\?tournaments=premier-league$/);
    await page.getByRole('navigation', { name: 'Aktive filtre' }).getByRole('link', { name: 'Fjern alle filtre' }).click();
    await expect(page).toHaveURL(/\/da\/pakker$/);
    await expect(page.getByRole('navigation', { name: 'Aktive filtre' })).toHaveCount(0);
  });

  test('a bundle shows its bundle label', async ({ page }) => {
    await page.goto('/da/pakker?packageType=bundle');
    const first = page.getByRole('main').getByRole('article').first();
    // The label is a badge; bundle titles may name it too.
    await expect(first.getByRole('listitem').filter({ hasText: /^(Dobbeltpakke|Triplepakke|Kombipakke)$/ })).toHaveCount(1);
  });

  test('the seasonal banner leads to a filtered list', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'shop-now', value: '2026-11-24', url: baseURL! }]);
    await page.goto('/sv');
    await page.getByRole('complementary').getByRole('link', { name: 'Se erbjudandena' }).click();
    await expect(page).toHaveURL(/\/sv\/resor\?blackWeek=true$/);
    await expect(page.getByRole('navigation', { name: 'Aktiva filter' })).toBeVisible();
  });
});
