import { expect, test } from './fixtures';
import { expectNoSeriousAxeViolations } from './accessibility';

test.describe('home page', () => {
  test('shows the popular clubs of the seeded catalogue on /da', async ({ page }) => {
    const response = await page.goto('/da');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'da');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fodboldrejser til Europas største kampe');
    const clubs = page.getByRole('region', { name: 'Populære klubber' }).getByRole('listitem');
    expect(await clubs.count()).toBeGreaterThanOrEqual(12);
    await expect(clubs.filter({ hasText: 'FC København' })).toHaveCount(1);
    // Crests are decorative (alt=""): the club name is the text.
    const crest = clubs.first().locator('img');
    await crest.scrollIntoViewIfNeeded();
    await expect(crest).toHaveJSProperty('complete', true);
    expect(await crest.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('speaks the language of each site', async ({ page }) => {
    await page.goto('/no');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await expect(page.getByRole('heading', { name: 'Populære klubber' })).toBeVisible();
    await page.goto('/sv');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('heading', { name: 'Populära klubbar' })).toBeVisible();
  });

  test('sends a visitor without a locale to the Danish site', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/da$/);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/da');
    await expectNoSeriousAxeViolations(page);
  });
});
