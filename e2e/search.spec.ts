import { expect, test, type Page } from './fixtures';
import { expectNoSeriousAxeViolations } from './accessibility';
import { hydrated } from './hydration';

/** The search box in the home page's hero (the navbar has one too, outside <main>). */
const heroSearch = (page: Page) => page.getByRole('main').getByRole('combobox', { name: 'Find rejser til din klub eller kamp' });

test.describe('search', () => {
  test('finds FC København from "kobenhavn" on /da and opens its club page', async ({ page }) => {
    await page.goto('/da');
    const box = await hydrated(heroSearch(page));
    await box.click();
    await box.pressSequentially('kobenhavn');
    const club = page.getByRole('option', { name: 'FC København', exact: true });
    await expect(club).toBeVisible();
    await club.click();
    await expect(page).toHaveURL(/\/da\/fodboldrejser\/fc-kobenhavn$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fodboldrejser til FC København');
  });

  test('shows the popular clubs before anything is typed, and a message when nothing is found', async ({ page }) => {
    await page.goto('/da');
    const box = await hydrated(heroSearch(page));
    await box.click();
    await expect(page.getByRole('option', { name: 'FC København', exact: true })).toBeVisible();
    await box.pressSequentially('zzqqxx');
    await expect(page.getByRole('main').getByText('Vi fandt ingen klubber eller kampe', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('is used with the keyboard from the navbar of any page', async ({ page }) => {
    await page.goto('/da/pakker');
    const box = await hydrated(page.getByRole('banner').getByRole('combobox', { name: 'Søg efter klub eller kamp' }));
    await box.focus();
    await box.pressSequentially('spurs');
    await expect(page.getByRole('option', { name: 'Tottenham Hotspur', exact: true })).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/da\/fodboldrejser\/tottenham-hotspur$/);
  });

  test('opens the package of a single match', async ({ page }) => {
    await page.goto('/da');
    const box = await hydrated(heroSearch(page));
    await box.click();
    await box.pressSequentially('fck');
    const match = page.getByRole('option', { name: /FC København/ }).filter({ hasNotText: /^FC København$/ }).first();
    await expect(match).toBeVisible();
    await match.click();
    await expect(page).toHaveURL(/\/da\/pakker\/[a-z0-9-]+$/);
  });

  test('has no serious accessibility violations with its results open', async ({ page }) => {
    await page.goto('/da');
    const box = await hydrated(heroSearch(page));
    await box.click();
    await box.pressSequentially('kobenhavn');
    await expect(page.getByRole('option', { name: 'FC København', exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
