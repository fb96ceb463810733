import { expect, test, type Page } from './fixtures';
import { expectNoSeriousAxeViolations } from './accessibility';
import { hydrated } from './hydration';

/** The slides of a carousel a visitor can reach (the others are inert). */
function reachableSlides(page: Page) {
  return page
    .getByRole('group', { name: 'Anbefalede rejser' })
    .locator('[aria-roledescription="slide"]:not([inert])')
    .evaluateAll((slides) => slides.map((slide) => slide.getAttribute('aria-label')));
}

/** Layout shift of the page so far, as the browser scores it (without shifts right after input). */
function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    // The shifts so far are buffered: they are the observer's records at once, with no wait for its callback.
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return entries.reduce((total, entry) => (entry.hadRecentInput ? total : total + entry.value), 0);
  });
}

/**
 * Resolves once the page's own timers due within `ms` have run and the page
 * has painted what they changed: on the page's clock, so a slow machine, whose
 * timers run late, waits as long as they do.
 */
function pageTimersPast(page: Page, ms: number): Promise<void> {
  return page.evaluate((delay) => new Promise<void>((resolve) => setTimeout(() => requestAnimationFrame(() => resolve()), delay)), ms);
}

test.describe('home page sections', () => {
  test('shows the CMS title and description in the hero, and no landing video when the CMS names none', async ({ page }) => {
    const response = await page.goto('/da');
    expect(response?.status()).toBe(200);
    const hero = page.getByRole('region', { name: 'Fodboldrejser til Europas største kampe' });
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Fodboldrejser til Europas største kampe');
    await expect(hero.getByText('Kampbillet, fly og hotel i én pakke – vælg din klub og tag af sted.')).toBeVisible();
    // The seeded CMS names no landing video: none is rendered (the component tests cover one that is configured).
    await expect(hero.locator('video')).toHaveCount(0);
  });

  test('slides the recommended packages with the next and previous buttons', async ({ page }) => {
    await page.goto('/da');
    const section = page.getByRole('region', { name: 'Anbefalede rejser' });
    const carousel = section.getByRole('group', { name: 'Anbefalede rejser' });
    await expect(carousel.locator('.slick-slider')).toHaveCount(1);
    const before = await reachableSlides(page);
    expect(before[0]).toMatch(/^1 af \d+$/);
    expect(before.length).toBeGreaterThanOrEqual(1);
    expect(before.length).toBeLessThanOrEqual(3);

    await expect(section.getByRole('button', { name: 'Forrige rejser' })).toBeDisabled();
    await section.getByRole('button', { name: 'Næste rejser' }).click();
    await expect.poll(async () => (await reachableSlides(page))[0]).toMatch(/^2 af \d+$/);
    await expect(section.getByRole('button', { name: 'Forrige rejser' })).toBeEnabled();
    await section.getByRole('button', { name: 'Forrige rejser' }).click();
    await expect.poll(async () => (await reachableSlides(page))[0]).toMatch(/^1 af \d+$/);
  });

  test('the slider takes the box its server-rendered first paint had: no layout shift', async ({ page, browser }) => {
    const viewport = page.viewportSize();
    // The first paint as a visitor's browser shows it before the scripts run: scripting on, the scripts not yet there.
    const withoutScript = await browser.newContext({ viewport: viewport ?? undefined });
    await withoutScript.route(/\/_next\/static\/.+\.js(\?|$)/, (route) => route.abort());
    try {
      const staticPage = await withoutScript.newPage();
      await staticPage.goto('/da');
      const staticCarousel = staticPage.getByRole('group', { name: 'Anbefalede rejser' });
      await expect(staticCarousel.locator('[data-slider-state="static"]')).toHaveCount(1);
      const staticBox = await staticCarousel.boundingBox();

      await page.goto('/da');
      const carousel = page.getByRole('group', { name: 'Anbefalede rejser' });
      await expect(carousel.locator('.slick-slider')).toHaveCount(1);
      const liveBox = await carousel.boundingBox();
      expect(staticBox).not.toBeNull();
      expect(Math.abs((liveBox?.height ?? 0) - (staticBox?.height ?? 0))).toBeLessThanOrEqual(1);
      expect(Math.abs((liveBox?.y ?? 0) - (staticBox?.y ?? 0))).toBeLessThanOrEqual(1);
      expect(await cumulativeLayoutShift(page)).toBeLessThan(0.1);
    } finally {
      await withoutScript.close();
    }
  });

  test('browses by league in tabs that the keyboard operates, six packages at most per league', async ({ page }) => {
    await page.goto('/da');
    const section = page.getByRole('region', { name: 'Find rejser efter liga' });
    const tabs = section.getByRole('tablist', { name: 'Ligaer' }).getByRole('tab');
    expect(await tabs.count()).toBeGreaterThanOrEqual(2);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const firstLeague = (await tabs.first().textContent()) ?? '';
    const secondLeague = (await tabs.nth(1).textContent()) ?? '';

    const panel = section.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAccessibleName(firstLeague);
    expect(await panel.getByRole('article').count()).toBeLessThanOrEqual(6);

    // Keys pressed before the page has hydrated move nothing.
    await (await hydrated(tabs.first())).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(section.getByRole('tabpanel')).toHaveAccessibleName(secondLeague);
    // The server sent only the open tab's cards: another tab's come from the API when it is first opened.
    await expect(section.getByRole('tabpanel').getByRole('link', { name: `Se alle rejser i ${secondLeague}` })).toBeVisible();
    const secondCards = await section.getByRole('tabpanel').getByRole('article').count();
    expect(secondCards).toBeGreaterThan(0);
    expect(secondCards).toBeLessThanOrEqual(6);
    await page.keyboard.press('End');
    await expect(tabs.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeFocused();
    await expect(section.getByRole('link', { name: `Se alle rejser i ${firstLeague}` })).toBeVisible();
  });

  test('shows the campaigns, the latest three blog articles, the four event types and the partners', async ({ page }) => {
    await page.goto('/da');
    const campaigns = page.getByRole('region', { name: 'Aktuelle kampagner' });
    await expect(campaigns.getByRole('article')).toHaveCount(3);
    await expect(campaigns.getByRole('link', { name: 'Se alle tilbud' })).toHaveAttribute('href', '/da/pakker?hasOffer=true');

    const blog = page.getByRole('region', { name: 'Seneste fra bloggen' });
    await expect(blog.getByRole('article')).toHaveCount(3);
    await expect(blog.getByRole('link', { name: 'Se alle indlæg' })).toHaveAttribute('href', '/da/blog');

    const categories = page.getByRole('region', { name: 'Rejser efter sportsgren' }).getByRole('listitem');
    await expect(categories).toHaveCount(4);
    await expect(categories.first().getByRole('link', { name: 'Fodbold' })).toHaveAttribute('href', '/da/pakker?sportCategories=soccer');
    const nfl = categories.filter({ hasText: 'NFL' });
    await expect(nfl.getByRole('link')).toHaveCount(0);
    await expect(nfl).toContainText('Kommer snart');

    const partners = page.getByRole('region', { name: 'Samarbejdspartnere og rejsegaranti' });
    await expect(partners.getByRole('img', { name: 'Rejsegarantifonden' })).toBeVisible();
    await expect(partners).toContainText('Fantur ApS er medlem af Rejsegarantifonden, reg.nr. 2985.');
    await expect(partners.getByRole('link', { name: 'Slå medlemskabet op hos Rejsegarantifonden' })).toHaveAttribute('href', 'https://www.rejsegarantifonden.dk/medlem/');
  });

  test('links the campaigns of the Swedish site to its own packages list', async ({ page }) => {
    await page.goto('/sv');
    const campaigns = page.getByRole('region', { name: 'Aktuella kampanjer' });
    await expect(campaigns.getByRole('link', { name: 'Se Premier League-resor' })).toHaveAttribute(
      'href',
      '/sv/resor?tournaments=premier-league',
    );
    // The organiser's one fund, told as the Danish one to a Swedish traveller.
    await expect(page.getByRole('region', { name: 'Samarbetspartner och resegaranti' })).toContainText(
      'Resorna arrangeras av Fantur ApS, ansluten till den danska resegarantifonden Rejsegarantifonden, medlemsnr 2985.',
    );
  });

  test('raises no error toast when every section loaded', async ({ page }) => {
    await page.goto('/da');
    // The slider is live: the page is interactive, and the sections' toasts, if any, are on their 300 ms delay.
    await expect(page.getByRole('group', { name: 'Anbefalede rejser' }).locator('.slick-slider')).toHaveCount(1);
    await pageTimersPast(page, 600);
    await expect(page.getByText(/^Fejl: /)).toHaveCount(0);
  });

  test('has no serious accessibility violations with every section shown', async ({ page }) => {
    await page.goto('/da');
    await expect(page.getByRole('group', { name: 'Anbefalede rejser' }).locator('.slick-slider')).toHaveCount(1);
    await expectNoSeriousAxeViolations(page);
  });
});
