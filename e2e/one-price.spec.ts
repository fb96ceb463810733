import { expect, test, type APIRequestContext } from './fixtures';
import { hydrated } from './hydration';

/**
 * What the shop shows is true: a card's price is the price the package page
 * opens at, and a trip cannot be moved into the past. The catalogue is seeded
 * from today, so the packages are found through the API.
 */
const SITES = [
  { locale: 'da', path: 'pakker', zone: 'Europe/Copenhagen', showMore: 'Vis flere rejser', from: 'Udrejse', apply: 'Skift rejseperiode', past: 'Rejsen kan ikke begynde før i dag.' },
  { locale: 'no', path: 'pakker', zone: 'Europe/Oslo', showMore: 'Vis flere reiser', from: 'Utreise', apply: 'Endre reiseperiode', past: 'Reisen kan ikke starte før i dag.' },
  { locale: 'sv', path: 'resor', zone: 'Europe/Stockholm', showMore: 'Visa fler resor', from: 'Utresa', apply: 'Ändra resperiod', past: 'Resan kan inte börja före i dag.' },
] as const;

interface Card {
  slug: string;
  title: string;
  startDate: string;
  isFlightLess: boolean;
  isHotelLess: boolean;
  isResidualSale: boolean;
  prices: { defaultPrice: number };
  fromPrices: { default: number | null };
  events: { homeClub: { id: number } | null }[];
}

async function findCard(request: APIRequestContext, locale: string, accept: (card: Card) => boolean | Promise<boolean>): Promise<Card> {
  for (let offset = 0; offset < 2_000; offset += 100) {
    const response = await request.get(`/api/v1/packages?available=true&limit=100&offset=${offset}`, { headers: { 'accept-language': locale } });
    const { packages } = (await response.json()) as { packages: Card[] };
    for (const card of packages) if (await accept(card)) return card;
    if (packages.length < 100) break;
  }
  throw new Error('no such package in the seeded catalogue');
}

/** The travel period can change: the package's flight and hotel can both change (booking spec §4). */
async function periodChangeable(request: APIRequestContext, slug: string): Promise<boolean> {
  const { package: detail } = (await (await request.get(`/api/v1/packages/${slug}`)).json()) as {
    package: { defaultServices: { flight: { isMutable: boolean } | null; hotels: { isMutable: boolean }[] } };
  };
  return detail.defaultServices.flight?.isMutable === true && detail.defaultServices.hotels[0]?.isMutable === true;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const todayIn = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

for (const site of SITES) {
  test.describe(`${site.locale}: one price`, () => {
    test('a package whose included ticket cannot seat two shows the same price on its card and its page', async ({ page, request }) => {
      // The page gives the party another ticket and its upgrade fee; the card must say so too.
      const card = await findCard(
        request,
        site.locale,
        (p) => !p.isFlightLess && !p.isHotelLess && !p.isResidualSale && p.fromPrices.default !== null && p.fromPrices.default !== p.prices.defaultPrice && p.events[0]?.homeClub !== null,
      );
      await page.goto(`/${site.locale}/${site.path}?clubs=${card.events[0]!.homeClub!.id}`);
      const cards = page.getByRole('main').getByRole('article');
      const article = cards.filter({ has: page.getByRole('link', { name: card.title, exact: true }) });
      for (let more = 0; more < 10 && (await article.count()) === 0; more++) {
        const shown = await cards.count();
        await (await hydrated(page.getByRole('button', { name: site.showMore }))).click();
        // The next page is in the list before the next look for the card.
        await expect.poll(() => cards.count()).toBeGreaterThan(shown);
      }
      const variant = article.locator(`a.variant-button[href*="type=default"]`);
      const cardPrice = (await variant.locator('.variant-button__price').textContent())!;
      await variant.click();
      await expect(page).toHaveURL(new RegExp(`/${site.path}/${card.slug}`));
      await expect(page.getByTestId('total-per-person').first()).toHaveText(cardPrice);
    });

    test('a travel period that starts before today cannot be picked', async ({ page, request }) => {
      const today = todayIn(site.zone);
      // A trip that starts in the next days: extending it by five days would begin in the past.
      const card = await findCard(
        request,
        site.locale,
        async (p) => !p.isFlightLess && !p.isHotelLess && !p.isResidualSale && p.startDate > today && p.startDate <= addDays(today, 4) && (await periodChangeable(request, p.slug)),
      );
      await page.goto(`/${site.locale}/${site.path}/${card.slug}`);
      const from = page.getByRole('textbox', { name: site.from });
      await expect(from).toHaveAttribute('min', today);
      // Typed before the page has hydrated, a date would be lost.
      await (await hydrated(from)).fill(addDays(today, -1));
      await page.getByRole('button', { name: site.apply }).click();
      await expect(page.getByRole('alert').filter({ hasText: site.past })).toBeVisible();
      await expect(page).not.toHaveURL(/changeTravelPeriod/);
    });
  });
}
