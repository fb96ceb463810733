import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { packageResponse, type PackageDetail } from '@/lib/api/contract/packages';
import { priceCheckRequest } from '@/lib/package/price-check';
import { resolveSelection } from '@/lib/package/selection';
import { SITES as SITE_TABLE } from '@/lib/site/sites';
import { bookingBodyOf } from '../tests/support/booking-body';
import { hydrated } from './hydration';

/**
 * What the shop shows is true: a card's price is the price the package page
 * opens at, the price check's and the booking's, for the site's own trip (its
 * flight from the site's home); and a trip cannot be moved into the past. The
 * catalogue is seeded from today, so the packages are found through the API.
 * Every package of every site is walked below the browser
 * (tests/integration/one-price.test.ts); here a few per site.
 */
const SITES = [
  { locale: 'da', path: 'pakker', zone: 'Europe/Copenhagen', showMore: 'Vis flere rejser', from: 'Udrejse', apply: 'Skift rejseperiode', past: 'Rejsen kan ikke begynde før i dag.', outward: 'Udrejse' },
  { locale: 'no', path: 'pakker', zone: 'Europe/Oslo', showMore: 'Vis flere reiser', from: 'Utreise', apply: 'Endre reiseperiode', past: 'Reisen kan ikke starte før i dag.', outward: 'Utreise' },
  { locale: 'sv', path: 'resor', zone: 'Europe/Stockholm', showMore: 'Visa fler resor', from: 'Utresa', apply: 'Ändra resperiod', past: 'Resan kan inte börja före i dag.', outward: 'Utresa' },
] as const;
type Site = (typeof SITES)[number];

interface Card {
  id: number;
  slug: string;
  title: string;
  startDate: string;
  isSoldOut: boolean;
  isFlightLess: boolean;
  isHotelLess: boolean;
  isTransitLess: boolean;
  isResidualSale: boolean;
  prices: { defaultPrice: number };
  fromPrices: { default: number | null; withTransit: number | null };
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
async function periodChangeable(request: APIRequestContext, slug: string, locale: string): Promise<boolean> {
  const detail = await packageOn(request, slug, locale);
  return detail.defaultServices.flight?.isMutable === true && detail.defaultServices.hotels[0]?.isMutable === true;
}

/** The package as the site sells it. */
async function packageOn(request: APIRequestContext, slug: string, locale: string): Promise<PackageDetail> {
  return packageResponse.parse(await (await request.get(`/api/v1/packages/${slug}`, { headers: { 'accept-language': locale } })).json()).package;
}

/** The package's own tickets have seats to spare: the other browser tests book too, and a ticket that can no longer seat two is priced as the next one. */
const seatsToSpare = (pkg: PackageDetail) =>
  pkg.defaultServices.tickets.every(({ eventId, ticketId }) => (pkg.events.find((event) => event.id === eventId)?.tickets.find((ticket) => ticket.id === ticketId)?.availability ?? 0) >= 10);

/** Finds the card among its home club's packages on the list ("show more" until it is there), and reads its variant's price once its link is live. */
async function cardOnList(page: Page, site: Site, card: Card, variant: string) {
  await page.goto(`/${site.locale}/${site.path}?clubs=${card.events[0]!.homeClub!.id}`);
  const cards = page.getByRole('main').getByRole('article');
  const article = cards.filter({ has: page.getByRole('link', { name: card.title, exact: true }) });
  for (let more = 0; more < 10 && (await article.count()) === 0; more++) {
    const shown = await cards.count();
    await (await hydrated(page.getByRole('button', { name: site.showMore }))).click();
    // The next page is in the list before the next look for the card.
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
  }
  // Clicked once the card is live: a click before hydration can be lost (e2e/hydration.ts).
  const button = await hydrated(article.locator(`a[href*="type=${variant}"]`));
  return { button, price: (await button.locator('.price').textContent())! };
}

/** "Kr. 12.345,-", "12 345 NOK" → 12345. */
const amount = (text: string) => Number(text.replace(/[^\d]/g, ''));

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
      const { button: variant, price: cardPrice } = await cardOnList(page, site, card, 'default');
      await variant.click();
      await expect(page).toHaveURL(new RegExp(`/${site.path}/${card.slug}`));
      await expect(page.getByTestId('total-per-person').first()).toHaveText(cardPrice);
    });

    // The site's own trip: its flight from the site's home, its bus from the site's country.
    for (const variant of ['default', 'withTransit'] as const) {
      test(`${variant === 'default' ? 'a trip with its flight' : 'a trip by bus'}: the card's price is the page's, the price check's and the booking's`, async ({ page, request }) => {
        test.slow(); // The list, the page and a booking.
        let pkg: PackageDetail | undefined;
        const card = await findCard(request, site.locale, async (p) => {
          const offered = variant === 'default' ? !p.isFlightLess && !p.isHotelLess : !p.isTransitLess;
          if (!offered || p.isSoldOut || p.isResidualSale || p.fromPrices[variant] === null || p.events[0]?.homeClub === null) return false;
          pkg = await packageOn(request, p.slug, site.locale);
          return seatsToSpare(pkg);
        });
        const { button, price: cardPrice } = await cardOnList(page, site, card, variant);
        await button.click();
        await expect(page).toHaveURL(new RegExp(`/${site.path}/${card.slug}`));
        await expect(page.getByTestId('total-per-person').first()).toHaveText(cardPrice);
        if (variant === 'default') {
          // Out of the site's own home airport.
          await expect(page.getByRole('article', { name: site.outward })).toContainText(SITE_TABLE[site.locale].homeDeparture.airport);
        }
        const shownTotal = amount((await page.getByTestId('total').first().textContent())!);

        // What the booking is charged: the price check's total, then the booking's.
        const selection = resolveSelection({ type: variant }, pkg!);
        const checked = await request.post(`/api/v1/packages/${pkg!.id}/service-availability`, { headers: { 'accept-language': site.locale }, data: priceCheckRequest(pkg!, selection) });
        expect(checked.status()).toBe(200);
        const total = ((await checked.json()) as { price: { total: { theirPrice: number } } }).price.total.theirPrice;
        expect(total).toBe(shownTotal);
        const booked = await request.post('/api/v1/bookings', {
          headers: { 'accept-language': site.locale, 'idempotency-key': randomUUID() },
          data: bookingBodyOf(pkg!, selection, total),
        });
        expect(booked.status(), await booked.text()).toBe(201);
        expect(((await booked.json()) as { finalPrice: number }).finalPrice).toBe(shownTotal);
      });
    }

    test('a travel period that starts before today cannot be picked', async ({ page, request }) => {
      const today = todayIn(site.zone);
      // A trip that starts in the next days: extending it by five days would begin in the past.
      const card = await findCard(
        request,
        site.locale,
        async (p) => !p.isFlightLess && !p.isHotelLess && !p.isResidualSale && p.startDate > today && p.startDate <= addDays(today, 4) && (await periodChangeable(request, p.slug, site.locale)),
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
