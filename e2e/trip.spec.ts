import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import { priceCheckRequest } from '@/lib/package/price-check';
import { defaultSelection } from '@/lib/package/selection';
import { expectNoSeriousAxeViolations } from './accessibility';
import { hydrated } from './hydration';
import { MESSAGES, severalWords } from './messages';
import { htmlErrors } from './nu-checker';
import { signedTripLink } from './trip-links';
import { MAIL_HTTP_PORT } from '../playwright.config';
import { bookingBodyOf, CONTACT } from '../tests/support/booking-body';

/**
 * My trip: book and pay (the test gateway), open the trip from the link in
 * the confirmation mail as the mail server received it, and read the trip
 * page: the countdown, the 24/7 number, what is paid, the documents timeline
 * and the deadlines; valid HTML, no serious axe finding. And Find my trip's
 * form on each site: a link mailed for the right pair, the same words for a
 * wrong one.
 */
const SITES = [
  { locale: 'da', confirmation: 'Ordrebekræftelse', tripPath: 'min-rejse', invoice: 'faktura', pay: 'Gå til betaling', approve: 'Godkend betalingen' },
  { locale: 'no', confirmation: 'Ordrebekreftelse', tripPath: 'min-reise', invoice: 'faktura', pay: 'Gå til betaling', approve: 'Godkjenn betalingen' },
  { locale: 'sv', confirmation: 'Orderbekräftelse', tripPath: 'min-resa', invoice: 'faktura', pay: 'Gå till betalning', approve: 'Godkänn betalningen' },
] as const;

const handedOut = new Set<number>();
const seatsToSpare = (pkg: PackageDetail) =>
  pkg.defaultServices.tickets.every(({ eventId, ticketId }) => (pkg.events.find((event) => event.id === eventId)?.tickets.find((ticket) => ticket.id === ticketId)?.availability ?? 0) >= 10);

async function openPackage(request: APIRequestContext, locale: string): Promise<PackageDetail> {
  const list = await request.get('/api/v1/packages?available=true&limit=100&packageType=single', { headers: { 'accept-language': locale } });
  // From the end of the list: the payment journeys take theirs from its start.
  for (const listed of ((await list.json()) as { packages: MinimalPackage[] }).packages.reverse()) {
    if (listed.isResidualSale || handedOut.has(listed.id)) continue;
    handedOut.add(listed.id);
    const pkg = packageResponse.parse(await (await request.get(`/api/v1/packages/${listed.slug}`, { headers: { 'accept-language': locale } })).json()).package;
    if (pkg.defaultServices.flight && pkg.hotels.length > 0 && !pkg.isFlightLess && !pkg.isHotelLess && seatsToSpare(pkg)) return pkg;
  }
  throw new Error('no open package with flight and hotel left');
}

/** A booking of a package's default selection through the API (the booking journey itself is booking.spec.ts). */
async function book(request: APIRequestContext, locale: string): Promise<{ uuid: string; orderNumber: number }> {
  const pkg = await openPackage(request, locale);
  const selection = defaultSelection(pkg);
  const priced = await request.post(`/api/v1/packages/${pkg.id}/service-availability`, { headers: { 'accept-language': locale }, data: priceCheckRequest(pkg, selection) });
  expect(priced.status()).toBe(200);
  const acceptedTotal = ((await priced.json()) as { price: { total: { theirPrice: number } } }).price.total.theirPrice;
  const booked = await request.post('/api/v1/bookings', { headers: { 'accept-language': locale, 'idempotency-key': randomUUID() }, data: bookingBodyOf(pkg, selection, acceptedTotal) });
  expect(booked.status(), await booked.text()).toBe(201);
  const answer = (await booked.json()) as { uuid: string; orderNumber: number };
  return { uuid: answer.uuid, orderNumber: answer.orderNumber };
}

type Mail = { subject: string; text: string };
async function mailsTo(request: APIRequestContext, to = CONTACT.email): Promise<Mail[]> {
  const answer = await request.get(`http://127.0.0.1:${MAIL_HTTP_PORT}/mails?to=${encodeURIComponent(to)}`);
  return ((await answer.json()) as { mails: Mail[] }).mails;
}

/** The trip link of the first mail whose subject starts with `subject`, once the mail server has it. */
async function tripLinkMailed(request: APIRequestContext, subject: string, tripPath: string, to = CONTACT.email): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(request, to)).find((candidate) => candidate.subject.startsWith(subject));
        link = new RegExp(`https?://\\S+/${tripPath}/v1\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+`).exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 60_000, message: `a mail "${subject}…" with a trip link` },
    )
    .not.toBe('');
  return link;
}

async function payWholeInvoice(page: Page, site: (typeof SITES)[number], uuid: string) {
  await page.goto(`/${site.locale}/${site.invoice}/${uuid}`);
  await (await hydrated(page.getByRole('button', { name: site.pay }))).click();
  await expect(page).toHaveURL(new RegExp(`/${site.locale}/test-gateway/tg_`));
  await (await hydrated(page.getByRole('button', { name: site.approve }))).click();
  await expect(page).toHaveURL(new RegExp(`/${site.locale}/${site.invoice}/[0-9a-f-]{36}\\?transaction=`));
}

for (const site of SITES) {
  test(`${site.locale}: book and pay, open the trip from the confirmation mail: the countdown, the 24/7 number, paid, the documents and the deadlines`, async ({ page, request }, testInfo) => {
    test.slow();
    const words = MESSAGES[site.locale].trip;
    const { uuid, orderNumber } = await book(request, site.locale);
    await payWholeInvoice(page, site, uuid);
    const link = await tripLinkMailed(request, `${site.confirmation} ${orderNumber}:`, site.tripPath);
    // The link is on the site's own domain (da.localhost and the like): opened as the mail has it.
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('no-store');
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(String(orderNumber));
    await expect(page.getByTestId('trip-countdown')).toBeVisible();
    await expect(page.getByTestId('trip-emergency').getByRole('link')).toHaveAttribute('href', /^tel:\+/);
    await expect(page.getByTestId('trip-payment')).toContainText(words.summary.paid);
    await expect(page.getByText(words.summary.allPaid)).toBeVisible();
    const documents = page.getByTestId('trip-documents');
    await expect(documents.getByRole('heading', { name: words.documents.heading })).toBeVisible();
    await expect(documents.getByRole('listitem')).toHaveCount(3);
    await expect(documents.getByText(words.documents.states.expected).first()).toBeVisible();
    // The traveller has the flight tickets in hand: the timeline says so once the page is read again.
    const flights = page.getByTestId('trip-document-flight_tickets');
    await (await hydrated(flights.getByRole('button', { name: words.documents.markReceivedLabel.replace('{document}', words.documents.kinds.flight_tickets) }))).click();
    // The flight tickets are several: "Mottagna" in Swedish.
    await expect(flights.getByText(severalWords(words.documents.states.inHand), { exact: true })).toBeVisible();
    await expect(flights.getByRole('button')).toHaveCount(0);
    await expect(page.getByTestId('trip-deadline-transfer')).toBeVisible();
    await expect(page.getByTestId('trip-deadline-cancellation')).toBeVisible();
    // What can still be changed is said once; the flights read as on the invoice, the package's own with the airline's times.
    await expect(page.getByRole('heading', { name: words.changes.heading })).toHaveCount(1);
    const flightsBought = page.getByTestId('trip-plan').getByTestId('invoice-flights');
    await expect(flightsBought).toContainText(MESSAGES[site.locale].invoice.bought.scheduleTimes);
    await expect(flightsBought).not.toContainText(MESSAGES[site.locale].invoice.bought.noTimes);
    await expect(page.getByTestId('trip-travellers').getByRole('listitem').first()).toContainText(CONTACT.firstName);
    await expectNoSeriousAxeViolations(page);
    if (testInfo.project.name === 'desktop') {
      // Node resolves no *.localhost: the same page by its path, on the server's own address.
      const html = await (await request.get(new URL(link).pathname)).text();
      expect(await htmlErrors([{ address: `/${site.locale}/${site.tripPath}/…`, html }])).toEqual([]);
    }
  });

  test(`${site.locale}: a link that no longer works says so in the site's language and points to Find my trip, still a 404 that is not indexed`, async ({ page, request }, testInfo) => {
    const words = MESSAGES[site.locale].trip.page;
    const day = 24 * 60 * 60 * 1000;
    // A link that expired yesterday.
    const expired = signedTripLink(1, 'trip', new Date(Date.now() - 3 * day), new Date(Date.now() - day));
    const response = await page.goto(`/${site.locale}/${site.tripPath}/${expired}`);
    expect(response?.status()).toBe(404);
    const robots = await page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
    expect(robots.length).toBeGreaterThan(0);
    for (const content of robots) expect(content).toMatch(/noindex/);
    await expect(page.getByRole('heading', { level: 1, name: words.notFoundHeading })).toBeVisible();
    const find = page.getByRole('link', { name: words.notFoundFind });
    await expect(find).toHaveAttribute('href', `/${site.locale}/${site.tripPath}`);
    await expectNoSeriousAxeViolations(page);
    if (testInfo.project.name === 'desktop') {
      const dead = await request.get(`/${site.locale}/${site.tripPath}/${expired}`);
      expect(dead.status()).toBe(404);
      expect(await htmlErrors([{ address: `/${site.locale}/${site.tripPath}/…`, html: await dead.text() }])).toEqual([]);
    }
    await find.click();
    await expect(page.getByRole('heading', { level: 1, name: MESSAGES[site.locale].trip.find.title })).toBeVisible();
  });

  test(`${site.locale}: Find my trip from the footer mails the right pair a link, and says the same for a wrong one`, async ({ page, request }) => {
    const words = MESSAGES[site.locale];
    const { orderNumber } = await book(request, site.locale);
    await page.goto(`/${site.locale}`);
    await page.getByRole('contentinfo').getByRole('link', { name: words.footer.myTrip }).click();
    await expect(page).toHaveURL(new RegExp(`/${site.locale}/${site.tripPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: words.trip.find.title })).toBeVisible();
    const form = page.getByRole('region', { name: words.trip.find.heading });
    await expectNoSeriousAxeViolations(page);

    // A wrong email: the page says what it says to anyone.
    await (await hydrated(form.getByLabel(words.trip.find.orderNumber))).fill(String(orderNumber));
    const wrong = `someone.else.${randomUUID().slice(0, 8)}@example.com`;
    await form.getByLabel(words.trip.find.email).fill(wrong);
    await form.getByRole('button', { name: words.trip.find.submit }).click();
    await expect(page.getByTestId('trip-find-sent')).toBeVisible();
    await form.getByRole('button', { name: words.trip.find.again }).click();

    // The right pair: a link to the trip arrives at the booking's address, and opens it.
    await form.getByLabel(words.trip.find.orderNumber).fill(String(orderNumber));
    await form.getByLabel(words.trip.find.email).fill(CONTACT.email.toUpperCase());
    await form.getByRole('button', { name: words.trip.find.submit }).click();
    // The form takes the address as typed and sends it as the shop keeps addresses: trimmed, in lower case.
    await expect(page.getByTestId('trip-find-sent')).toContainText(CONTACT.email.toLowerCase());
    const subject = words.mail.tripLink.subject.replace('{orderNumber}', String(orderNumber));
    const link = await tripLinkMailed(request, subject, site.tripPath);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(String(orderNumber));
    // Nothing went to the wrong address (the right pair's mail was sent after it).
    expect(await mailsTo(request, wrong)).toEqual([]);
  });
}
