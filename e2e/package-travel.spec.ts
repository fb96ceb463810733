import { expect, test, type APIRequestContext, type Locator } from './fixtures';
import { expectNoSeriousAxeViolations } from './accessibility';
import { MESSAGES } from './messages';
import { htmlErrors } from './nu-checker';
import { packageResponse, type PackageDetail } from '@/lib/api/contract/packages';
import { TRAVELLER_RIGHTS } from '@/lib/legal/package-travel';
import { documentCaseOf } from '@/lib/legal/travel-documents';
import { ORGANISER, SITES as SITE_TABLE, TRAVEL_GUARANTEE } from '@/lib/site/sites';

/**
 * Package travel law before the order (Package Travel Directive art. 5,
 * Annex I part A; Consumer Rights Directive art. 8(2)): on every site the
 * package page and the booking page show the standard information form and
 * the trip's facts, the booking page directly above an order button that
 * says ordering obliges to pay; both pages pass axe and the Nu HTML Checker.
 */
const SITES = [
  { locale: 'da', path: 'pakker' },
  { locale: 'no', path: 'pakker' },
  { locale: 'sv', path: 'resor' },
] as const;

/** A message's words without its tags and arguments: a part a page's text must contain. */
const plain = (message: string) => message.replace(/<[^>]+>/g, '').split(/\{[^{}]*\}/)[0]!.trim();

/** An open package with flight and hotel on the site, and its detail as the site sells it. */
async function openPackage(request: APIRequestContext, locale: string): Promise<PackageDetail> {
  const response = await request.get('/api/v1/packages?available=true&limit=100&packageType=single', { headers: { 'accept-language': locale } });
  const { packages } = (await response.json()) as { packages: { slug: string; isSoldOut: boolean; isResidualSale: boolean; isFlightLess: boolean; isHotelLess: boolean }[] };
  const slug = packages.find((pkg) => !pkg.isSoldOut && !pkg.isResidualSale && !pkg.isFlightLess && !pkg.isHotelLess)!.slug;
  return packageResponse.parse(await (await request.get(`/api/v1/packages/${slug}`, { headers: { 'accept-language': locale } })).json()).package;
}

/** The three statements of the form, the rights behind their disclosure, the law named. */
async function expectStandardForm(form: Locator, locale: (typeof SITES)[number]['locale']) {
  const t = MESSAGES[locale].packageTravel.form;
  await expect(form).toContainText(plain(t.isPackage));
  await expect(form).toContainText(`${ORGANISER.name} ${plain(t.organiser.replace('{organiser} ', ''))}`);
  await expect(form).toContainText(TRAVEL_GUARANTEE.fund);
  await expect(form).toContainText(TRAVEL_GUARANTEE.memberNumber);
  if (locale !== 'da') await expect(form).toContainText(SITE_TABLE[locale].company.name);
  const rights = form.getByRole('list');
  await expect(rights).toBeHidden();
  await form.getByText(t.rightsHeading, { exact: true }).click();
  await expect(rights.getByRole('listitem')).toHaveCount(TRAVELLER_RIGHTS.length);
  await expect(rights.getByRole('link', { name: SITE_TABLE[locale].emergency.phone })).toHaveAttribute('href', SITE_TABLE[locale].emergency.phoneHref);
}

/** The facts: destination, passport and visa for the site's citizens, the fee table, the organiser. */
async function expectFacts(facts: Locator, locale: (typeof SITES)[number]['locale'], pkg: PackageDetail) {
  const t = MESSAGES[locale].packageTravel.facts;
  await expect(facts).toContainText(`${pkg.destination.city.name}, ${pkg.destination.country.name}`);
  await expect(facts).toContainText(pkg.hotels.find((hotel) => hotel.isDefault)!.name);
  await expect(facts).toContainText(plain(t.mobilityValue[pkg.reducedMobility]));
  const documents = documentCaseOf(SITE_TABLE[locale].country, pkg.destination.country.code);
  await expect(facts).toContainText(plain(t.documentsValue[documents]));
  const fees = facts.getByRole('table', { name: t.feesCaption });
  await expect(fees.getByRole('row')).toHaveCount(pkg.terminationFees.length + 1);
  await expect(fees).toContainText(`${pkg.terminationFees.at(-1)!.percent} %`);
  await expect(facts).toContainText(ORGANISER.address.join(', '));
  // The organiser's contact is the facts' last (on the Danish site the mobility question goes to the same number and address).
  await expect(facts.getByRole('link', { name: ORGANISER.email }).last()).toHaveAttribute('href', `mailto:${ORGANISER.email}`);
  await expect(facts.getByRole('link', { name: ORGANISER.phone }).last()).toHaveAttribute('href', ORGANISER.phoneHref);
}

test.describe('package travel information before the order', () => {
  for (const site of SITES) {
    test(`${site.locale}: the package page shows the standard form and the trip's facts`, async ({ page, request, isMobile }) => {
      test.skip(isMobile && site.locale !== 'da', 'One locale is enough on the phone layout');
      const t = MESSAGES[site.locale].packageTravel;
      const pkg = await openPackage(request, site.locale);
      await page.goto(`/${site.locale}/${site.path}/${pkg.slug}`);
      const form = page.getByRole('region', { name: t.form.heading });
      await expect(form).toBeVisible();
      const facts = page.getByRole('region', { name: t.facts.headingPackage });
      // The facts wait behind a line that says what they hold.
      await expect(facts.getByRole('table')).toBeHidden();
      await facts.getByText(t.facts.more, { exact: true }).click();
      await expect(facts.getByRole('table')).toBeVisible();
      await expectFacts(facts, site.locale, pkg);
      await expectStandardForm(form, site.locale);
      await expect(facts).toContainText(plain(t.facts.pricePackage));
      await expectNoSeriousAxeViolations(page);
    });

    test(`${site.locale}: the booking page shows them directly above a button that says ordering obliges to pay`, async ({ page, request, isMobile }) => {
      test.skip(isMobile && site.locale !== 'da', 'One locale is enough on the phone layout');
      const messages = MESSAGES[site.locale];
      const t = messages.packageTravel;
      const pkg = await openPackage(request, site.locale);
      await page.goto(`/${site.locale}/${site.path}/${pkg.slug}/book?type=default`);
      const orderForm = page.getByRole('form');
      const facts = orderForm.getByRole('region', { name: t.facts.heading });
      // In view without a click: every fact, the fee table with its days.
      await expect(facts.getByRole('table', { name: t.facts.feesCaption })).toBeVisible();
      await expectFacts(facts, site.locale, pkg);
      await expect(facts).toContainText(plain(t.facts.paymentDue));
      await expect(facts).toContainText(plain(t.facts.priceIncludes));
      await expect(facts).toContainText((await page.getByTestId('booking-total').textContent())!.trim());
      await expectStandardForm(orderForm.getByRole('region', { name: t.form.heading }), site.locale);

      const submit = orderForm.getByRole('button', { name: messages.booking.submit, exact: true });
      await expect(submit).toBeVisible();
      // Nothing between the facts and the button.
      expect(await submit.evaluate((button) => button.previousElementSibling?.getAttribute('data-testid'))).toBe('trip-facts');
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('the package and booking pages of every site are valid HTML', async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the server sends a phone the same HTML');
    test.slow(); // Six pages, then the checker's Java start.
    const sent: { address: string; html: string }[] = [];
    for (const site of SITES) {
      const pkg = await openPackage(request, site.locale);
      for (const address of [`/${site.locale}/${site.path}/${pkg.slug}`, `/${site.locale}/${site.path}/${pkg.slug}/book?type=default`]) {
        const response = await request.get(address);
        expect(response.status(), address).toBe(200);
        sent.push({ address, html: await response.text() });
      }
    }
    expect(await htmlErrors(sent)).toEqual([]);
  });
});
