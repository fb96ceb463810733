import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import { priceCheckRequest } from '@/lib/package/price-check';
import { defaultSelection } from '@/lib/package/selection';
import { expectNoSeriousAxeViolations } from './accessibility';
import { MAIL_HTTP_PORT } from '../playwright.config';
import { bookingBodyOf, CONTACT } from '../tests/support/booking-body';
import { hydrated } from './hydration';

/** The invoice's payment words on each site (messages/*.json, invoice.payment and testGateway). */
const SITES = [
  { locale: 'da', receipt: 'Kvittering for ordre', invoice: 'faktura', pay: 'Gå til betaling', approve: 'Godkend betalingen', decline: 'Afvis betalingen', completed: 'Din betaling er gennemført', failed: /Din betaling mislykkedes/, paid: 'Betalt', part: 'En del af beløbet', amount: /Beløb/ },
  { locale: 'no', receipt: 'Kvittering for ordre', invoice: 'faktura', pay: 'Gå til betaling', approve: 'Godkjenn betalingen', decline: 'Avvis betalingen', completed: 'Din betaling er gjennomført', failed: /Din betaling mislyktes/, paid: 'Betalt', part: 'En del av beløpet', amount: /Beløp/ },
  { locale: 'sv', receipt: 'Kvitto för order', invoice: 'faktura', pay: 'Gå till betalning', approve: 'Godkänn betalningen', decline: 'Avvisa betalningen', completed: 'Din betalning är genomförd', failed: /Din betalning misslyckades/, paid: 'Betald', part: 'En del av beloppet', amount: /Belopp/ },
] as const;
type Site = (typeof SITES)[number];

/** Open packages with flight and hotel, one event each, each handed out once in this file. */
const handedOut = new Set<number>();

/**
 * The package's own tickets have seats to spare: the other worker's journeys book packages too,
 * and a ticket that can no longer seat two is priced as the next one between the price check and the booking.
 */
const seatsToSpare = (pkg: PackageDetail) =>
  pkg.defaultServices.tickets.every(({ eventId, ticketId }) => (pkg.events.find((event) => event.id === eventId)?.tickets.find((ticket) => ticket.id === ticketId)?.availability ?? 0) >= 10);
async function openPackage(request: APIRequestContext, locale: string): Promise<PackageDetail> {
  const list = await request.get('/api/v1/packages?available=true&limit=100&packageType=single', { headers: { 'accept-language': locale } });
  for (const listed of ((await list.json()) as { packages: MinimalPackage[] }).packages) {
    if (listed.isResidualSale || handedOut.has(listed.id)) continue;
    handedOut.add(listed.id);
    const pkg = packageResponse.parse(await (await request.get(`/api/v1/packages/${listed.slug}`, { headers: { 'accept-language': locale } })).json()).package;
    if (pkg.defaultServices.flight && pkg.hotels.length > 0 && !pkg.isFlightLess && !pkg.isHotelLess && seatsToSpare(pkg)) return pkg;
  }
  throw new Error('no open package with flight and hotel left');
}

/** A booking of a package's default selection through the API (the booking journey itself is booking.spec.ts): its invoice uuid and total. */
async function book(request: APIRequestContext, locale: string): Promise<{ uuid: string; total: number; orderNumber: number }> {
  const pkg = await openPackage(request, locale);
  const selection = defaultSelection(pkg);
  const check = priceCheckRequest(pkg, selection);
  const priced = await request.post(`/api/v1/packages/${pkg.id}/service-availability`, { headers: { 'accept-language': locale }, data: check });
  expect(priced.status()).toBe(200);
  const acceptedTotal = ((await priced.json()) as { price: { total: { theirPrice: number } } }).price.total.theirPrice;
  const body = bookingBodyOf(pkg, selection, acceptedTotal);
  const booked = await request.post('/api/v1/bookings', { headers: { 'accept-language': locale, 'idempotency-key': randomUUID() }, data: body });
  expect(booked.status(), await booked.text()).toBe(201);
  const answer = (await booked.json()) as { uuid: string; finalPrice: number; orderNumber: number };
  return { uuid: answer.uuid, total: answer.finalPrice, orderNumber: answer.orderNumber };
}

/** The subjects of the mails the shop sent to `to`, the booking's contact unless told (the mail sink, scripts/mail-sink.mjs). */
async function subjectsSent(request: APIRequestContext, to = CONTACT.email): Promise<string[]> {
  const answer = await request.get(`http://127.0.0.1:${MAIL_HTTP_PORT}/mails?to=${encodeURIComponent(to)}`);
  return ((await answer.json()) as { mails: { subject: string }[] }).mails.map((mail) => mail.subject);
}

/** The invoice's status: what its "Status" term says (the same word on every site). */
const invoiceStatus = (page: Page) => page.locator('dt:text-is("Status") + dd');

async function openInvoice(page: Page, site: Site, uuid: string) {
  const response = await page.goto(`/${site.locale}/${site.invoice}/${uuid}`);
  // The address is the key to the invoice: never stored by a cache, never sent on in a Referer.
  expect(response?.headers()['cache-control']).toContain('no-store');
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  await hydrated(page.getByRole('button', { name: site.pay }));
}

/** Pays on the invoice (the whole amount due, or `part`), approving or declining on the test gateway's page; back on the invoice. */
async function pay(page: Page, site: Site, decision: 'approve' | 'decline', part?: number, { checkGatewayPage = false } = {}) {
  if (part !== undefined) {
    await (await hydrated(page.getByLabel(site.part))).check();
    await page.getByRole('textbox', { name: site.amount }).fill(String(part));
  }
  await (await hydrated(page.getByRole('button', { name: site.pay }))).click();
  await expect(page).toHaveURL(new RegExp(`/${site.locale}/test-gateway/tg_`));
  if (checkGatewayPage) {
    await expect(page.getByTestId('test-gateway-amount')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  }
  await (await hydrated(page.getByRole('button', { name: decision === 'approve' ? site.approve : site.decline }))).click();
  await expect(page).toHaveURL(new RegExp(`/${site.locale}/${site.invoice}/[0-9a-f-]{36}\\?transaction=`));
}

for (const site of SITES) {
  test(`${site.locale}: pay an invoice with the test gateway: declined, then paid; the invoice says paid`, async ({ page, request }) => {
    const { uuid, orderNumber } = await book(request, site.locale);
    await openInvoice(page, site, uuid);
    await expect(page.getByTestId('invoice-reference-code')).toHaveText(new RegExp(`${orderNumber}\\d$`));
    await expectNoSeriousAxeViolations(page);

    await pay(page, site, 'decline');
    await expect(page.getByRole('status').filter({ hasText: site.failed })).toBeVisible();

    await pay(page, site, 'approve');
    await expect(page.getByRole('status').filter({ hasText: site.completed })).toBeVisible();
    await expect(invoiceStatus(page)).toHaveText(site.paid);
    await expect(page.getByRole('button', { name: site.pay })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    // The receipt went through the outbox to the customer's mail server, once.
    const receipt = `${site.receipt} ${orderNumber}:`;
    await expect.poll(async () => (await subjectsSent(request)).filter((subject) => subject.startsWith(receipt)).length, { timeout: 60_000 }).toBe(1);
  });
}

for (const site of SITES) {
  test(`${site.locale}: pay an invoice in two parts`, async ({ page, request }) => {
    const { uuid, total } = await book(request, site.locale);
    const part = Math.floor(total / 3);
    await openInvoice(page, site, uuid);
    await pay(page, site, 'approve', part, { checkGatewayPage: site.locale === 'da' });
    await expect(page.getByRole('status').filter({ hasText: site.completed })).toBeVisible();
    await expect(invoiceStatus(page)).not.toHaveText(site.paid);
    await expect(page.getByTestId('invoice-transactions').getByRole('listitem')).toHaveCount(1);

    await pay(page, site, 'approve');
    await expect(invoiceStatus(page)).toHaveText(site.paid);
    await expect(page.getByTestId('invoice-transactions').getByRole('listitem')).toHaveCount(2);
  });
}

test('da: a part above the amount due gets its field message, and nothing starts', async ({ page, request }) => {
  const site = SITES[0];
  const { uuid, total } = await book(request, site.locale);
  await openInvoice(page, site, uuid);
  await (await hydrated(page.getByLabel(site.part))).check();
  await page.getByRole('textbox', { name: site.amount }).fill(String(total + 1));
  await page.getByRole('button', { name: site.pay }).click();
  // The bounds as money, never a bare number.
  await expect(page.getByText(/Skriv et helt beløb fra Kr\. 1,- til Kr\. [\d.]+,-/)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${site.invoice}/${uuid}$`));
});

test('da: find an invoice by order number and email; a wrong email gets one message, in Danish', async ({ page, request }) => {
  const site = SITES[0];
  const { uuid, orderNumber } = await book(request, site.locale);
  await page.goto(`/${site.locale}/${site.invoice}`);
  const form = page.getByRole('region', { name: 'Find din faktura' });
  await (await hydrated(form.getByLabel('Ordrenummer'))).fill(String(orderNumber));
  await form.getByLabel('E-mail').fill('en.anden@example.com');
  await form.getByRole('button', { name: 'Find faktura' }).click();
  await expect(form.getByRole('alert')).toHaveText(/Vi fandt ingen faktura med det ordrenummer og den e-mail/);
  await expectNoSeriousAxeViolations(page);

  await form.getByLabel('E-mail').fill(CONTACT.email.toUpperCase());
  await form.getByRole('button', { name: 'Find faktura' }).click();
  await expect(page).toHaveURL(new RegExp(`/${site.locale}/${site.invoice}/${uuid}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Faktura for ordre ${orderNumber}`);
});

test('da: abandon a payment on the gateway’s page: it reads as cancelled, not awaited, and stays so once the invoice is paid', async ({ page, request }) => {
  const site = SITES[0];
  const { uuid } = await book(request, site.locale);
  await openInvoice(page, site, uuid);
  await (await hydrated(page.getByRole('button', { name: site.pay }))).click();
  await expect(page).toHaveURL(/\/da\/test-gateway\/tg_/);
  await (await hydrated(page.getByRole('button', { name: 'Afbryd og gå tilbage' }))).click();
  await expect(page).toHaveURL(new RegExp(`/da/faktura/${uuid}\\?transaction=`));
  await expect(page.getByRole('status').filter({ hasText: 'Betalingen blev afbrudt, og der er ikke trukket penge.' })).toBeVisible();
  await expect(page.getByText('Vi venter på svar fra betalingen')).toHaveCount(0);
  const attempts = page.getByTestId('invoice-transactions').getByRole('listitem');
  await expect(attempts).toHaveCount(1);
  await expect(attempts.nth(0)).toContainText('afbrudt');
  await expectNoSeriousAxeViolations(page);

  // Back on the gateway's page, the abandoned payment can no longer be approved.
  await page.goBack();
  await expect(page).toHaveURL(/\/da\/test-gateway\/tg_/);
  await page.reload();
  await expect(page.getByText('Denne betaling er afsluttet.')).toBeVisible();
  await expect(page.getByRole('button', { name: site.approve })).toHaveCount(0);

  await openInvoice(page, site, uuid);
  await pay(page, site, 'approve');
  await expect(invoiceStatus(page)).toHaveText(site.paid);
  await expect(attempts).toHaveCount(2);
  await expect(attempts.nth(0)).toContainText('afbrudt');
  await expect(attempts.nth(1)).toContainText('betalt');
  await expect(page.getByTestId('invoice-transactions')).not.toContainText('afventer');
});

test('da: split the payment; another traveller pays their share from their own link in another browser, and the payer the rest', async ({ page, request, browser }) => {
  test.slow();
  const site = SITES[0];
  const { uuid, total, orderNumber } = await book(request, site.locale);
  await openInvoice(page, site, uuid);
  const split = page.getByRole('region', { name: 'Del betalingen' });
  const fields = split.getByRole('textbox', { name: /^Andel for / });
  await expect(fields).toHaveCount(2);
  // Equal shares of what is due are suggested.
  const half = Math.floor(total / 2);
  await expect(fields.nth(0)).toHaveValue(String(total - half));
  await expect(fields.nth(1)).toHaveValue(String(half));
  await (await hydrated(fields.nth(0))).fill(String(total));
  await split.getByRole('button', { name: 'Opret betalingslinks' }).click();
  await expect(split.getByRole('alert')).toHaveText(`Andelene må højst give Kr. ${String(total).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},- i alt`);
  await fields.nth(0).fill(String(total - half));
  await split.getByRole('button', { name: 'Opret betalingslinks' }).click();
  const links = page.getByTestId('invoice-shares').getByRole('listitem');
  await expect(links).toHaveCount(2);
  // The refreshed page's metadata is streamed in again after its body.
  await expect(page).toHaveTitle(/Faktura for ordre/);
  await expectNoSeriousAxeViolations(page);
  const shareUrl = await links.nth(1).getByRole('textbox').inputValue();
  expect(shareUrl).toMatch(/\/da\/faktura\/del\/[0-9a-f-]{36}$/);
  const firstShareUrl = await links.nth(0).getByRole('textbox').inputValue();
  const traveller = `rejsende.${randomUUID().slice(0, 8)}@example.com`;

  // Another traveller, another browser: only their share.
  const other = await browser.newContext();
  try {
    const theirs = await other.newPage();
    await theirs.goto(new URL(shareUrl).pathname);
    await expect(theirs.getByTestId('share-amount')).toHaveText(`Kr. ${half.toLocaleString('da-DK')},-`);
    const payShare = await hydrated(theirs.getByRole('button', { name: site.pay }));
    await expect(theirs.getByRole('radio', { name: /En del af beløbet/ })).toHaveCount(0);
    // Once the page is whole (its title is streamed in with the metadata).
    await expect(theirs).toHaveTitle(/Betal din andel af ordre/);
    await expectNoSeriousAxeViolations(theirs);
    // The receipt goes to the traveller who pays: an address is asked first.
    await payShare.click();
    await expect(theirs.getByText('Dette felt er påkrævet')).toBeVisible();
    await theirs.getByRole('region', { name: 'Betal din andel' }).getByRole('textbox', { name: 'E-mail til kvitteringen' }).fill(traveller);
    await payShare.click();
    await expect(theirs).toHaveURL(/\/da\/test-gateway\/tg_/);
    await (await hydrated(theirs.getByRole('button', { name: site.approve }))).click();
    await expect(theirs).toHaveURL(/\/da\/faktura\/del\/[0-9a-f-]{36}\?transaction=/);
    await expect(theirs.getByRole('status').filter({ hasText: site.completed })).toBeVisible();
    await expect(theirs.getByText('Din andel er betalt. Tak!')).toBeVisible();
    await expect.poll(async () => subjectsSent(request, traveller), { timeout: 60_000 }).toEqual([`Kvittering for din andel af ordre ${orderNumber}`]);
  } finally {
    await other.close();
  }

  // The payer sees who has paid.
  await page.reload();
  await expect(links.nth(1)).toContainText('Betalt');
  await expect(links.nth(0)).toContainText('Ikke betalt');

  // The payer pays the rest: the open share is paid by another, on the invoice and on its own link.
  await pay(page, site, 'approve');
  await expect(invoiceStatus(page)).toHaveText(site.paid);
  await expect(links.nth(0)).toContainText('Betalt af en anden');
  await expect(links.nth(1)).not.toContainText('Betalt af en anden');
  await page.goto(new URL(firstShareUrl).pathname);
  await expect(page.getByText('Fakturaen er betalt, så din andel skal ikke betales. Du behøver ikke gøre mere.')).toBeVisible();
  await expect(page.getByText('kan ikke betales lige nu')).toHaveCount(0);
  await expect(page.getByRole('button', { name: site.pay })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});
