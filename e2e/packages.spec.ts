import { expect, test } from './fixtures';
import { expectNoSeriousAxeViolations } from './accessibility';
import { hydrated } from './hydration';

const LISTS = [
  { path: '/da/pakker', lang: 'da', heading: 'Fodboldrejser', price: /^Kr\. [\d.]+,-$/ },
  { path: '/no/pakker', lang: 'nb', heading: 'Fotballreiser', price: /^[\d ]+ NOK$/ },
  { path: '/sv/resor', lang: 'sv', heading: 'Fotbollsresor', price: /^[\d ]+ SEK$/ },
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
      await expect(cards.first().getByText(list.price).first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('"show more" appends the next page', async ({ page }) => {
    await page.goto('/da/pakker');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(20);
    await (await hydrated(page.getByRole('button', { name: 'Vis flere rejser' }))).click();
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

  test('during Black Week a reduced card and its page say the lowest price of the 30 days before and the percentage off it', async ({ page, context, baseURL }) => {
    test.slow();
    await context.addCookies([{ name: 'shop-now', value: '2026-11-24', url: baseURL! }]);
    const kroner = (text: string) => Number(text.replace(/\D/g, ''));
    const reduction = /Kr\. ([\d.]+),-[\s\S]*Spar (\d+) %[\s\S]*Laveste pris de seneste 30 dage: Kr\. ([\d.]+),-/;
    /** A reduced variant's price, percentage and prior lowest, checked against each other (98/6/EC art. 6a, C-330/23). */
    const checked = (text: string) => {
      const [, price, percent, prior] = reduction.exec(text) ?? [];
      expect(price, text).toBeDefined();
      expect(kroner(prior!)).toBeGreaterThan(kroner(price!));
      expect(Number(percent)).toBe(Math.floor(((kroner(prior!) - kroner(price!)) * 100) / kroner(prior!)));
      return { price: `Kr. ${price},-`, percent: `Spar ${percent} %`, prior: `Laveste pris de seneste 30 dage: Kr. ${prior},-` };
    };

    // The offers: the seed reduced them a few days before today, whatever the date.
    await page.goto('/da/pakker?hasOffer=true');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const reducedVariants = cards.getByRole('listitem').filter({ hasText: 'Laveste pris de seneste 30 dage' });
    await expect(reducedVariants.first()).toBeVisible();
    for (const text of await reducedVariants.allInnerTexts()) checked(text);
    // A season badge only on a card that shows a reduction.
    for (const card of await cards.filter({ has: page.getByRole('listitem').filter({ hasText: /^Black Week-tilbud$/ }) }).all()) {
      await expect(card.getByText(/^Laveste pris de seneste 30 dage: /).first()).toBeVisible();
    }
    await expectNoSeriousAxeViolations(page);

    // The package page says the same beside the same variant.
    const first = reducedVariants.first();
    const onCard = checked(await first.innerText());
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/da\/pakker\/[^/?]+\?type=/);
    const chosen = page.getByRole('group', { name: 'Vælg rejsetype' }).getByRole('radio', { checked: true });
    await expect(chosen).toHaveAccessibleDescription(`${onCard.percent} ${onCard.prior}`);
    await expect(chosen).toHaveAccessibleName(new RegExp(`${onCard.price.replace(/[.]/g, '\\.')}$`));
  });
});

test.describe('club, league and residual-sale pages', () => {
  test('a popular club on the home page leads to its trips, home matches first', async ({ page }) => {
    await page.goto('/da');
    await page.getByRole('region', { name: 'Populære klubber' }).getByRole('link', { name: 'FC København' }).click();
    await expect(page).toHaveURL(/\/da\/fodboldrejser\/fc-kobenhavn$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fodboldrejser til FC København');
    const filters = page.getByRole('navigation', { name: 'Vis kampe' });
    const current = filters.locator('[aria-current="page"]');
    await expect(current).toHaveText(/Hjemmekampe|Alle kampe/);
    await filters.getByRole('link', { name: 'Alle kampe' }).click();
    await expect(page).toHaveURL(/matches=all$/);
    await expect(filters.getByRole('link', { name: 'Alle kampe' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousAxeViolations(page);
  });

  test('the Swedish club path is localized and an unknown club is a 404', async ({ page }) => {
    const response = await page.goto('/sv/fotbollsresor/malmo-ff');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fotbollsresor till Malmö FF');
    expect((await page.goto('/sv/fotbollsresor/no-such-club'))?.status()).toBe(404);
  });

  test('a league from the navbar lists its packages', async ({ page }) => {
    const response = await page.goto('/no/ligaer/premier-league');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premier League');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect((await page.goto('/no/ligaer/no-such-league'))?.status()).toBe(404);
  });

  test('residual sale lists packages without flight, hotel or bus', async ({ page }) => {
    const response = await page.goto('/sv/restsalg');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restplatser');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card.getByText('Restplats', { exact: true })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
