import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { MAIL_HTTP_PORT } from '../playwright.config';
import { expectNoSeriousAxeViolations } from './accessibility';
import { hydrated } from './hydration';

/** The mails the shop sent to `address` (the mail sink, scripts/mail-sink.mjs). */
async function mailsTo(request: APIRequestContext, address: string): Promise<{ subject: string; text: string }[]> {
  const answer = await request.get(`http://127.0.0.1:${MAIL_HTTP_PORT}/mails?to=${encodeURIComponent(address)}`);
  return ((await answer.json()) as { mails: { subject: string; text: string }[] }).mails;
}

/** A package with flight and hotel that can be booked now, from the API. */
async function bookablePackage(request: APIRequestContext): Promise<string> {
  const list = await (await request.get('/api/v1/packages?available=true&limit=100&packageType=single')).json();
  for (const { slug, isResidualSale } of list.packages as { slug: string; isResidualSale: boolean }[]) {
    if (isResidualSale) continue;
    const { package: pkg } = await (await request.get(`/api/v1/packages/${slug}`)).json();
    if (pkg.defaultServices.flight && pkg.hotels.length > 0 && !pkg.isFlightLess && !pkg.isHotelLess) return slug;
  }
  throw new Error('no bookable package');
}

/** "Kr. 9.190,-" → 9190. */
const kroner = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function fillCard(page: Page, email: string) {
  const form = page.getByRole('region', { name: 'Bestil et gavekort' });
  await (await hydrated(form.getByLabel('Beløb (DKK)'))).fill('1500');
  await form.getByLabel('Til', { exact: true }).fill('Mads');
  await form.getByLabel('Fra', { exact: true }).fill('Lone');
  await form.getByLabel('Hilsen (valgfri)').fill('Tillykke med de 40!');
  await form.getByLabel('Modtagerens navn').fill('Mads Holm');
  await form.getByLabel('Din e-mail').fill(email);
  await form.getByLabel('Dit telefonnummer').fill('+4512345678');
  return form;
}

test('da: buy a gift card, pay it, get its code by mail, and take it off a trip on the package page', async ({ page, request }) => {
  test.slow();
  const email = `gavekort-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/da/gavekort');
  const form = await fillCard(page, email);
  // By post, the address is asked for, and required.
  await form.getByLabel('Send også gavekortet med posten').check();
  await form.getByRole('button', { name: 'Bestil og gå til betaling' }).click();
  await expect(form.getByLabel('Adresse')).toBeFocused();
  await expect(form.getByText('Dette felt er påkrævet')).toHaveCount(3);
  await expectNoSeriousAxeViolations(page);
  await form.getByLabel('Send også gavekortet med posten').uncheck();
  await form.getByRole('button', { name: 'Bestil og gå til betaling' }).click();

  // The invoice of the card, paid with the test gateway.
  await expect(page).toHaveURL(/\/da\/faktura\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('invoice-gift-card')).toContainText('Mads');
  await (await hydrated(page.getByRole('button', { name: 'Gå til betaling' }))).click();
  await expect(page).toHaveURL(/\/da\/test-gateway\/tg_/);
  await (await hydrated(page.getByRole('button', { name: 'Godkend betalingen' }))).click();
  await expect(page.getByRole('status').filter({ hasText: 'Din betaling er gennemført' })).toBeVisible();
  const code = (await page.getByTestId('gift-card-code').textContent())!.trim();
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);

  // The code came by mail, through the outbox.
  await expect
    .poll(async () => (await mailsTo(request, email)).some((mail) => mail.subject.startsWith('Dit gavekort fra Fantur') && mail.text.includes(code)), { timeout: 60_000 })
    .toBe(true);

  // On a package page, the coupon box takes the card's amount off the total.
  await page.goto(`/da/pakker/${await bookablePackage(request)}`);
  const total = page.getByTestId('total');
  const summary = page.getByRole('complementary').filter({ has: total });
  await expect(total).toHaveText(/Kr\. [\d.]+,-/);
  const before = kroner(await total.textContent());
  await (await hydrated(summary.getByRole('textbox', { name: 'Rabatkode' }))).fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Anvend' }).click();
  await expect(page).toHaveURL(new RegExp(`coupon=${code}`));
  await expect.poll(async () => kroner(await total.textContent())).toBe(before - 1500);
});

test('sv: the gift card form answers in Swedish', async ({ page }) => {
  await page.goto('/sv/gavekort');
  const form = page.getByRole('region', { name: 'Beställ ett presentkort' });
  await (await hydrated(form.getByLabel('Belopp (SEK)'))).fill('50');
  await form.getByRole('button', { name: 'Beställ och gå till betalning' }).click();
  await expect(form.getByText('Skriv ett helt belopp från 100 SEK till 25 000 SEK')).toBeVisible();
  await expect(form.getByText('Detta fält är obligatoriskt').first()).toBeVisible();
});

/** Buys a card on the Danish site and pays it at the test gateway: back on its page, the code shown. */
async function buyAndPay(page: Page, email: string): Promise<{ code: string; invoiceUrl: string }> {
  await page.goto('/da/gavekort');
  const form = await fillCard(page, email);
  await form.getByRole('button', { name: 'Bestil og gå til betaling' }).click();
  await expect(page).toHaveURL(/\/da\/faktura\/[0-9a-f-]{36}$/);
  const invoiceUrl = page.url();
  await (await hydrated(page.getByRole('button', { name: 'Gå til betaling' }))).click();
  await expect(page).toHaveURL(/\/da\/test-gateway\/tg_/);
  await (await hydrated(page.getByRole('button', { name: 'Godkend betalingen' }))).click();
  await expect(page.getByRole('status').filter({ hasText: 'Din betaling er gennemført' })).toBeVisible();
  return { code: (await page.getByTestId('gift-card-code').textContent())!.trim(), invoiceUrl };
}

test('da: withdraw from a gift card within 14 days from its page: confirmed, acknowledged by mail, refunded once, the code refused', async ({ page, request }) => {
  test.slow();
  const email = `fortryd-${randomUUID().slice(0, 8)}@example.com`;
  const { code, invoiceUrl } = await buyAndPay(page, email);

  // The card's mail carries the action too.
  await expect
    .poll(async () => (await mailsTo(request, email)).find((mail) => mail.subject.startsWith('Dit gavekort fra Fantur'))?.text ?? '', { timeout: 60_000 })
    .toMatch(/Fortryd aftalen her: \S+\/da\/faktura\/[0-9a-f-]{36}\/fortryd/);

  // On the card's page: the right of withdrawal, with its action.
  const right = page.getByRole('region', { name: 'Fortrydelsesret' });
  await expect(right).toContainText('til og med');
  await expectNoSeriousAxeViolations(page);
  await right.getByRole('link', { name: 'Fortryd aftalen her' }).click();

  // The confirmation step: name, order number and the address for the acknowledgement.
  await expect(page).toHaveURL(/\/da\/faktura\/[0-9a-f-]{36}\/fortryd$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fortryd købet af gavekortet' })).toBeVisible();
  await expect(page.getByTestId('withdrawal-refund')).toHaveText('Kr. 1.500,-');
  const confirm = await hydrated(page.getByRole('button', { name: 'Bekræft fortrydelse' }));
  await confirm.click();
  await expect(page.getByLabel('Dit navn')).toBeFocused();
  await expect(page.getByText('Dette felt er påkrævet')).toBeVisible();
  await page.getByLabel('Dit navn').fill('Lone Holm');
  await expect(page.getByLabel('E-mail til kvitteringen')).toHaveValue(email);
  await expectNoSeriousAxeViolations(page);
  await confirm.click();
  // One acknowledgement in the place of the step: its heading takes the focus; what was withdrawn, what goes back,
  // through which payment and by when, where the mail went; the step's instructions gone, and one way back.
  const acknowledged = page.getByTestId('withdrawal-acknowledged');
  await expect(page.getByRole('heading', { level: 1, name: 'Vi har modtaget din fortrydelse' })).toBeFocused();
  await expect(acknowledged).toContainText('Du har fortrudt købet af gavekortet på Kr. 1.500,- (ordre');
  await expect(acknowledged).toContainText(/Vi sender Kr\. 1\.500,- retur via Testbetaling \(kort\), som du betalte med, inden for 14 dage og senest \d{1,2}\. \w+ \d{4}\./);
  await expect(acknowledged).toContainText(`Vi har sendt en kvittering for fortrydelsen til ${email}.`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByText('Udfyld dit navn')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bekræft fortrydelse' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Tilbage til gavekortet' })).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);

  // The acknowledgement by mail, with the time it was received.
  await expect
    .poll(async () => (await mailsTo(request, email)).find((mail) => mail.subject.startsWith('Vi har modtaget din fortrydelse'))?.text ?? '', { timeout: 60_000 })
    .toMatch(/Modtaget: .+ kl\. \d{2}\.\d{2}/);

  // The code is refused at once.
  expect((await request.get(`/api/v1/coupons/${code}`, { headers: { 'accept-language': 'da' } })).status()).toBe(404);

  // Back on the card's page by the one link: withdrawn on today's date, refunded, nothing due and no due date,
  // the one payment refunded once, and no action any more.
  await page.getByRole('link', { name: 'Tilbage til gavekortet' }).click();
  // The link names the site's own domain (da.localhost here), so the path is what is compared.
  await expect(page).toHaveURL(new RegExp(`${new URL(invoiceUrl).pathname}$`));
  await expect(page.getByTestId('invoice-status')).toHaveText(/^Fortrudt den \d{1,2}\. \w+ \d{4}$/);
  await expect(page.getByText('Betalt', { exact: true })).toHaveCount(0);
  const amounts = page.getByTestId('invoice-amounts');
  await expect(amounts).toContainText('TilbagebetaltKr. 1.500,-');
  await expect(amounts).not.toContainText('Betales senest');
  await expect(page.getByText('Betales senest')).toHaveCount(0);
  await expect(page.getByTestId('gift-card-withdrawn')).toContainText('Kr. 1.500,- er tilbagebetalt');
  await expect(page.getByTestId('invoice-transactions').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('invoice-transactions')).toContainText('tilbageført');
  await expect(page.getByRole('link', { name: 'Fortryd aftalen her' })).toHaveCount(0);
});

test('da: after the 14 days the withdrawal action is gone from the gift card’s page', async ({ page, context, request, baseURL }) => {
  const ordered = await request.post('/api/v1/gift-cards', {
    headers: { 'accept-language': 'da', 'idempotency-key': randomUUID() },
    data: { amount: 500, recipientName: 'Mads Holm', email: 'sent@example.com', from: 'Lone', to: 'Mads', phone: '+4512345678', sendByPost: false },
  });
  expect(ordered.status()).toBe(201);
  const { uuid } = (await ordered.json()).gift_card.invoice as { uuid: string };
  await page.goto(`/da/faktura/${uuid}`);
  await expect(page.getByRole('link', { name: 'Fortryd aftalen her' })).toBeVisible();

  // Fifteen days on (the shop's day, by the browser tests' clock cookie).
  const later = new Date(Date.now() + 15 * 86_400_000).toISOString().slice(0, 10);
  await context.addCookies([{ name: 'shop-now', value: later, url: baseURL! }]);
  await page.goto(`/da/faktura/${uuid}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fortryd aftalen her' })).toHaveCount(0);
  await page.goto(`/da/faktura/${uuid}/fortryd`);
  await expect(page.getByTestId('withdrawal-closed')).toContainText('Fristen for at fortryde købet udløb');
  await expect(page.getByRole('button', { name: 'Bekræft fortrydelse' })).toHaveCount(0);
});
