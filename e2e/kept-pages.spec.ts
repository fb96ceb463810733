import { randomUUID } from 'node:crypto';
import { createTranslator } from 'next-intl';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import { formatEventTime } from '@/lib/i18n/event-time';
import { formats } from '@/lib/i18n/formats';
import { priceCheckRequest } from '@/lib/package/price-check';
import { resolveSelection } from '@/lib/package/selection';
import { KEPT_PAGES_PORT } from '../playwright.config';
import { bookingBodyOf } from '../tests/support/booking-body';
import { expectNoSeriousAxeViolations } from './accessibility';
import { hydrated } from './hydration';
import { MESSAGES } from './messages';
import { htmlErrors } from './nu-checker';
import { startOwnServer } from './own-server';

/**
 * The kept catalogue pages stay true to the database on the production
 * server itself (runtime/render-cache.mjs, the catalogue watcher, and the server's
 * answers before Next, runtime/kept-pages.mjs): a booking that leaves a
 * package's included ticket unable to seat two changes the price on the kept
 * list, to the price the package page and the price check answer.
 *
 * And a match the fixture feed moves shows at its new kick-off on the kept
 * package page, club page, list and home page within the fixture worker's
 * and the watcher's intervals, the server never restarted.
 *
 * On a server of its own, seeded for this file alone: the bookings move seats
 * and the moved match a kick-off no other test may count on.
 */
const BASE = `http://localhost:${KEPT_PAGES_PORT}`;
const DATA_DIR = '.data/e2e-kept';

let server: { stop(): void } | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one server, one run: the rule is the same on a phone');
  testInfo.setTimeout(600_000);
  // The sandbox fixture feed's control, polled every second (issue 37).
  server = await startOwnServer(request, { port: KEPT_PAGES_PORT, dataDir: DATA_DIR, env: { SANDBOX_CONTROL: 'on', FIXTURE_FEED_INTERVAL_MS: '1000' } });
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

const eventWords = createTranslator({ locale: 'da', messages: MESSAGES.da, formats, namespace: 'eventTime' });

/** A page as the browser shows it, and the text of the package's card in it (on the package page: its match's card). */
async function shownOn(page: Page, path: string, pkg: MinimalPackage): Promise<string> {
  await page.goto(`${BASE}${path}`);
  const main = page.getByRole('main');
  const scope = path.startsWith('/da/pakker/')
    ? main.getByRole('article', { name: pkg.events[0]!.title, exact: true }).first()
    : main.getByRole('article').filter({ has: page.getByRole('link', { name: pkg.title, exact: true }) }).first();
  return (await scope.textContent()) ?? '';
}

test('a match the fixture feed moves shows at its new kick-off on the kept package page, club page, list and home page', async ({ page, request }) => {
  test.slow();
  // The front page's first recommended trip, to a club's home match: it is on all four pages.
  const home = await request.get(`${BASE}/api/v1/packages?section=home&available=true&sortBy=date&limit=12`, { headers: { 'accept-language': 'da' } });
  const listed = ((await home.json()) as { packages: MinimalPackage[] }).packages.find((pkg) => pkg.events.length === 1 && pkg.events[0]!.homeClub && !pkg.isResidualSale);
  expect(listed, 'a recommended trip to a home match').toBeDefined();
  const [event] = listed!.events;
  const club = event!.homeClub!;
  const pages = ['/da', `/da/pakker/${listed!.slug}`, `/da/pakker?clubs=${club.id}`, `/da/fodboldrejser/${club.slug}`];
  const before = formatEventTime('da', eventWords, event!);
  // Two hours earlier: the same day on the venue's clock, within the trip, another time on every page.
  const kickoff = new Date(new Date(event!.eventDateTime).getTime() - 2 * 60 * 60 * 1000);
  const after = formatEventTime('da', eventWords, { ...event!, eventDateTime: kickoff.toISOString() });
  expect(after).not.toBe(before);

  // A page asked twice is the runtime's kept copy the second time. Other tests book on this server at the same
  // time, and a booking that changes a package's seats forgets the kept pages: asked again until a pair holds.
  const keptCopy = async (path: string) => {
    await request.get(`${BASE}${path}`);
    const kept = await request.get(`${BASE}${path}`);
    return kept.headers()['x-nextjs-cache'] === 'HIT' ? kept.text() : 'not kept';
  };

  // Kept, at the kick-off as it was.
  for (const path of pages) {
    await expect.poll(() => keptCopy(path), { message: path, timeout: 60_000 }).toContain(before);
    expect(await shownOn(page, path, listed!), path).toContain(before);
  }

  const told = await request.post(`${BASE}/api/v1/sandbox/fixtures/${event!.id}`, { data: { change: 'moved', kickoff: kickoff.toISOString() } });
  expect(told.status(), await told.text()).toBe(202);

  // The feed is polled every second and the watcher forgets the kept pages within another: each page shows the new kick-off.
  for (const path of pages) {
    await expect.poll(() => shownOn(page, path, listed!), { message: path, timeout: 60_000, intervals: [1_000] }).toContain(after);
    expect(await shownOn(page, path, listed!), path).not.toContain(before);
  }
  // Kept again, at the new kick-off.
  await expect.poll(() => keptCopy(`/da/pakker/${listed!.slug}`), { timeout: 60_000 }).toContain(after);
});

test('a trip whose match is postponed says so on its kept page, offers nothing to book, and leaves the kept list', async ({ page, request }) => {
  test.slow();
  // The front page's recommended trips, after the one the test before moved.
  const home = await request.get(`${BASE}/api/v1/packages?section=home&available=true&sortBy=date&limit=12`, { headers: { 'accept-language': 'da' } });
  const listed = ((await home.json()) as { packages: MinimalPackage[] }).packages.filter((pkg) => pkg.events.length === 1 && pkg.events[0]!.homeClub && !pkg.isResidualSale)[1];
  expect(listed, 'a second recommended trip to a home match').toBeDefined();
  const [event] = listed!.events;
  const path = `/da/pakker/${listed!.slug}`;
  await request.get(`${BASE}${path}`);
  expect((await request.get(`${BASE}${path}`)).headers()['x-nextjs-cache']).toBe('HIT');

  const told = await request.post(`${BASE}/api/v1/sandbox/fixtures/${event!.id}`, { data: { change: 'postponed' } });
  expect(told.status(), await told.text()).toBe(202);
  await expect.poll(async () => (await (await request.get(`${BASE}${path}`)).text()).includes('Kampen er udsat'), { timeout: 60_000, intervals: [500, 1_000] }).toBe(true);

  await page.goto(`${BASE}${path}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Kampen er udsat' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Udsat – ny dato følger');
  // Nothing to choose, price or book.
  await expect(page.getByTestId('total-per-person')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Bestil|^Forudbestil/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  expect(await htmlErrors([{ address: path, html: await (await request.get(`${BASE}${path}`)).text() }])).toEqual([]);
  // The booking and preorder pages lead back to it.
  await page.goto(`${BASE}${path}/book`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  // The storefront's lists show trips that can be booked: the kept list of its club forgets its card.
  const list = `/da/pakker?clubs=${event!.homeClub!.id}`;
  const cards = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('link', { name: listed!.title, exact: true }) });
  await expect
    .poll(
      async () => {
        await page.goto(`${BASE}${list}`);
        return cards.count();
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(0);
});
