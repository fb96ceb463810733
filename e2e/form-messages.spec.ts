import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from './fixtures';
import { hydrated } from './hydration';
import type Messages from '../messages/da.json';

/** A site's texts, as the pages have them (messages/*.json). */
const messagesOf = (locale: string) => JSON.parse(fs.readFileSync(path.resolve('messages', `${locale}.json`), 'utf8')) as typeof Messages;

/**
 * The forms of the shop say what is wrong in the site's words, in the
 * browser too: the booking form sent empty twice (a radio group with no
 * choice is no longer an empty text the second time) and with a birth date
 * and a mobile that are not one, the gift card's amount and the invoice
 * lookup's order number left empty, not numbers, and out of range. No field
 * message and no toast may hold English or a field's path. Each schema is
 * walked value by value below the browser (tests/unit/form-messages.test.ts);
 * this is the page's own word for it.
 */

const SITES = [
  { locale: 'da', path: 'pakker', messages: messagesOf('da') },
  { locale: 'no', path: 'pakker', messages: messagesOf('no') },
  { locale: 'sv', path: 'resor', messages: messagesOf('sv') },
] as const;

/** Words of the API's and zod's English that no Danish, Norwegian or Swedish message has. */
const ENGLISH = /\b(must|is|be|the|of|required|invalid|expected|received|input|valid|characters|accepted|whole|amount|option|items|true|false|number|least|most|should|cannot|undefined|NaN|null)\b/i;
/** A body's path (`passengers.1.lastName`) or a key of one (`hasAcceptedGeneralTerms`). */
const PATH = /\b[a-z]+(\.\d+)?\.[a-zA-Z]+\b|\b[a-z]+[A-Z][a-zA-Z]*\b/;

/** Every field message and toast the page shows now: none English, none naming a path. */
async function expectSiteWords(page: Page, where: string) {
  const texts = [...(await page.locator('.field-error').allInnerTexts()), ...(await page.locator('[data-sonner-toast]').allInnerTexts())].map((text) => text.trim()).filter(Boolean);
  expect(texts.length, `${where}: something is said`).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text, where).not.toMatch(ENGLISH);
    expect(text, where).not.toMatch(PATH);
  }
  return texts;
}

async function openPackageSlug(page: Page, locale: string): Promise<string> {
  const answer = await page.request.get('/api/v1/packages?available=true&limit=100&packageType=single', { headers: { 'accept-language': locale } });
  const { packages } = (await answer.json()) as { packages: { slug: string; isSoldOut: boolean; isResidualSale: boolean; isFlightLess: boolean; isHotelLess: boolean }[] };
  return packages.find((pkg) => !pkg.isSoldOut && !pkg.isResidualSale && !pkg.isFlightLess && !pkg.isHotelLess)!.slug;
}

async function fillDate(group: Locator, parts: [string, string, string], labels: [string, string, string]) {
  for (const [index, part] of parts.entries()) await group.getByLabel(labels[index]!, { exact: true }).fill(part);
}

test.skip(({ isMobile }) => isMobile, 'the words do not depend on the screen');

for (const site of SITES) {
  test(`${site.locale}: the booking form, the gift card and the invoice lookup say every refusal in the site’s words`, async ({ page }) => {
    test.slow(); // Three pages, several rounds each.
    const t = site.messages;
    const required = t.forms.required;

    // The booking form: empty, then empty again, then a date and a mobile that are none.
    await page.goto(`/${site.locale}/${site.path}/${await openPackageSlug(page, site.locale)}/book?type=default&rooms=single:1:0,single:1:0`);
    const form = page.getByRole('form');
    const submit = await hydrated(form.getByRole('button', { name: t.booking.submit }));
    await submit.click();
    await expect(form.getByText(required).first()).toBeVisible();
    // The acceptances are asked on the first submit, with the rest.
    await expect(form.getByText(t.forms.accepted).first()).toBeVisible();
    expect(await form.getByText(t.forms.accepted).count()).toBeGreaterThanOrEqual(2);
    await expectSiteWords(page, 'booking, empty');
    await submit.click();
    await expect(form.getByText(required).first()).toBeVisible();
    await expectSiteWords(page, 'booking, empty again');

    const contact = form.getByRole('group', { name: t.booking.contact.heading, exact: true });
    const parts = [t.forms.dateParts.day, t.forms.dateParts.month, t.forms.dateParts.year] as [string, string, string];
    await fillDate(contact.getByRole('group', { name: t.booking.contact.birthDate }), ['31', '2', '84'], parts);
    await contact.getByLabel(t.booking.contact.mobile).fill('abc');
    await contact.getByLabel(t.booking.contact.firstName).fill('Karen');
    await submit.click();
    const birthDateSays = t.forms.date.replace('{field}', t.booking.contact.birthDate);
    await expect(contact.getByText(birthDateSays)).toBeVisible();
    // A field filled in after the first submit loses its message at once.
    await expect(contact.getByLabel(t.booking.contact.firstName)).not.toHaveAttribute('aria-invalid');
    await expectSiteWords(page, 'booking, wrong values');

    // The gift card: no amount, not a number, out of range.
    await page.goto(`/${site.locale}/gavekort`);
    const card = page.getByRole('region', { name: t.giftCard.orderHeading });
    const order = await hydrated(card.getByRole('button', { name: t.giftCard.form.submit }));
    await order.click();
    await expect(card.getByText(required).first()).toBeVisible();
    await expectSiteWords(page, 'gift card, empty');
    const amount = card.getByRole('textbox', { name: new RegExp(`^${t.giftCard.form.amount.split(' ')[0]}`) });
    for (const typed of ['abc', '5', '99999999']) {
      await amount.fill(typed);
      await order.click();
      await expect(card.getByText(new RegExp(t.forms.amount.split(' {min}')[0]!))).toBeVisible();
      await expectSiteWords(page, `gift card, amount ${typed}`);
    }

    // The invoice lookup: no order number, then one that is none.
    await page.goto(`/${site.locale}/faktura`);
    const lookup = page.getByRole('region', { name: t.invoice.lookup.heading });
    const find = await hydrated(lookup.getByRole('button', { name: t.invoice.lookup.submit }));
    await find.click();
    await expect(lookup.getByText(required).first()).toBeVisible();
    await expectSiteWords(page, 'lookup, empty');
    await lookup.getByLabel(t.invoice.lookup.orderNumber).fill('abc');
    await find.click();
    await expect(lookup.getByText(t.forms.orderNumber, { exact: true })).toBeVisible();
    await expectSiteWords(page, 'lookup, not a number');
  });
}

test('da: a link’s coupon the shop refuses is said on the package page, not dropped', async ({ page }) => {
  const slug = await openPackageSlug(page, 'da');
  await page.goto(`/da/pakker/${slug}?coupon=FINDESIKKE`);
  const said = 'Rabatkoden FINDESIKKE fra linket kan ikke bruges: Koden er ikke gyldig';
  const summary = page.getByRole('complementary').filter({ has: page.getByTestId('total') });
  await expect(summary.getByText(said)).toBeVisible();
  // And once as a toast, where the visitor looks first.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: said })).toBeVisible();
});
