import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import { priceCheckRequest } from '@/lib/package/price-check';
import { resolveSelection } from '@/lib/package/selection';
import { KEPT_PAGES_PORT } from '../playwright.config';
import { bookingBodyOf } from '../tests/support/booking-body';
import { hydrated } from './hydration';
import { startOwnServer } from './own-server';

/**
 * The kept catalogue pages stay true to the database on the production
 * server itself (runtime/render-cache.mjs, the catalogue watcher, and the server's
 * answers before Next, runtime/kept-pages.mjs): a booking that leaves a
 * package's included ticket unable to seat two changes the price on the kept
 * list, to the price the package page and the price check answer.
 *
 * On a server of its own, seeded for this file alone: the bookings move seats
 * no other test may count on.
 */
const BASE = `http://localhost:${KEPT_PAGES_PORT}`;
const DATA_DIR = '.data/e2e-kept';

let server: { stop(): void } | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one server, one run: the rule is the same on a phone');
  testInfo.setTimeout(600_000);
  server = await startOwnServer(request, { port: KEPT_PAGES_PORT, dataDir: DATA_DIR });
});

test.afterAll(() => {
  server?.stop();
});

interface Found {
  pkg: PackageDetail;
  listed: MinimalPackage;
  /** Seats left on the included ticket. */
  seats: number;
}

/**
 * A package with flight and hotel whose included ticket seats two at its own
 * price, but only just (3 to 6 seats left), and whose event has a dearer
 * ticket with room for two: when the included one can seat only one, the
 * card's price rises to the dearer ticket's.
 */
async function packageNearlyFull(request: APIRequestContext): Promise<Found> {
  for (let offset = 0; offset < 2_000; offset += 100) {
    const answer = await request.get(`${BASE}/api/v1/packages?available=true&packageType=single&limit=100&offset=${offset}`, { headers: { 'accept-language': 'da' } });
    const { packages } = (await answer.json()) as { packages: MinimalPackage[] };
    for (const listed of packages) {
      if (listed.isResidualSale || listed.isFlightLess || listed.isHotelLess || !listed.events[0]?.homeClub) continue;
      if (listed.fromPrices.default === null || listed.fromPrices.default !== listed.prices.defaultPrice) continue;
      const pkg = packageResponse.parse(await (await request.get(`${BASE}/api/v1/packages/${listed.slug}`, { headers: { 'accept-language': 'da' } })).json()).package;
      const [included] = pkg.defaultServices.tickets;
      const event = pkg.events.find(({ id }) => id === included?.eventId);
      const ticket = event?.tickets.find(({ id }) => id === included?.ticketId);
      if (!event || !ticket || pkg.defaultServices.tickets.length !== 1 || ticket.availability < 3 || ticket.availability > 6) continue;
      if (!event.tickets.some((other) => other.id !== ticket.id && other.availability >= 2 && other.price > ticket.price)) continue;
      return { pkg, listed, seats: ticket.availability };
    }
    if (packages.length < 100) break;
  }
  throw new Error('no package in the seeded catalogue whose included ticket is nearly full');
}

/** The price on the package's card in its club's list (`Kr. 1.234,-`). */
async function cardPrice(page: Page, listed: MinimalPackage): Promise<string> {
  await page.goto(`${BASE}/da/pakker?clubs=${listed.events[0]!.homeClub!.id}`);
  const cards = page.getByRole('main').getByRole('article');
  const card = cards.filter({ has: page.getByRole('link', { name: listed.title, exact: true }) });
  for (let more = 0; more < 10 && (await card.count()) === 0; more++) {
    const shown = await cards.count();
    await (await hydrated(page.getByRole('button', { name: 'Vis flere rejser' }))).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
  }
  return (await card.locator('a[href*="type=default"] .price').textContent())!;
}

test('a booking that leaves the included ticket one seat shows on the kept list, at the price the package page answers', async ({ page, request }) => {
  test.slow();
  const { pkg, listed, seats } = await packageNearlyFull(request);
  const before = await cardPrice(page, listed);
  // Kept: asked again, the same page.
  expect(await cardPrice(page, listed)).toBe(before);

  // Everyone but one seat of the included ticket, in one booking.
  const selection = resolveSelection({ adults: seats - 1 }, pkg);
  const priced = await request.post(`${BASE}/api/v1/packages/${pkg.id}/service-availability`, { headers: { 'accept-language': 'da' }, data: priceCheckRequest(pkg, selection) });
  expect(priced.status(), await priced.text()).toBe(200);
  const acceptedTotal = ((await priced.json()) as { price: { total: { theirPrice: number } } }).price.total.theirPrice;
  const booked = await request.post(`${BASE}/api/v1/bookings`, {
    headers: { 'accept-language': 'da', 'idempotency-key': randomUUID() },
    data: bookingBodyOf(pkg, selection, acceptedTotal),
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // The watcher forgets the kept pages within a second or so; the list renders again at the new price.
  let after = before;
  await expect
    .poll(async () => (after = await cardPrice(page, listed)), { timeout: 90_000, intervals: [1_000] })
    .not.toBe(before);
  await page.locator('main article').filter({ has: page.getByRole('link', { name: listed.title, exact: true }) }).locator('a[href*="type=default"]').click();
  await expect(page).toHaveURL(new RegExp(`/pakker/${listed.slug}`));
  await expect(page.getByTestId('total-per-person').first()).toHaveText(after);
});
