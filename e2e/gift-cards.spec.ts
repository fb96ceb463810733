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
