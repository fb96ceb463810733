import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { expectNoSeriousAxeViolations } from './accessibility';
import { hydrated } from './hydration';
import { MESSAGES } from './messages';
import { packageResponse } from '@/lib/api/contract/packages';
import { defaultSelection } from '@/lib/package/selection';

/** The booking form's words on each site (messages/*.json, namespace booking). */
const SITES = [
  {
    locale: 'da',
    path: 'pakker',
    contact: 'Kontaktperson',
    participants: 'Deltagere',
    rooms: 'Værelser',
    answers: 'Forsikring og betingelser',
    mrs: 'Fru',
    mr: 'Hr.',
    firstName: 'Fornavn',
    lastName: 'Efternavn',
    email: 'E-mail',
    birthDate: 'Fødselsdato',
    dateParts: ['Dag', 'Måned', 'År'],
    mobile: 'Mobil',
    country: 'Land',
    nationality: 'Nationalitet',
    address: 'Adresse',
    postCode: 'Postnummer',
    city: 'By',
    sameAsContact: 'Samme som kontaktperson',
    second: 'Voksen 2',
    no: 'Nej',
    yes: 'Ja',
    // A race's trip asks for the race's cancellation insurance: either, as the list gives it.
    matchInsurance: /kampaflysningsforsikring|aflysningsforsikring for løbet/,
    fillFirst: 'Udfyld først passagerfelterne',
    submit: 'Bestil med betalingspligt',
    submitChanged: 'Godkend de nye priser og bestil med betalingspligt',
    changed: /Prisen på .+ er ændret fra/,
    pending: 'Afventer betaling',
    required: 'Dette felt er påkrævet',
  },
  {
    locale: 'no',
    path: 'pakker',
    contact: 'Kontaktperson',
    participants: 'Deltakere',
    rooms: 'Rom',
    answers: 'Forsikring og vilkår',
    mrs: 'Fru',
    mr: 'Herr',
    firstName: 'Fornavn',
    lastName: 'Etternavn',
    email: 'E-post',
    birthDate: 'Fødselsdato',
    dateParts: ['Dag', 'Måned', 'År'],
    mobile: 'Mobil',
    country: 'Land',
    nationality: 'Nasjonalitet',
    address: 'Adresse',
    postCode: 'Postnummer',
    city: 'By',
    sameAsContact: 'Samme som kontaktperson',
    second: 'Voksen 2',
    no: 'Nei',
    yes: 'Ja',
    matchInsurance: /kampavlysningsforsikring|avlysningsforsikring for løpet/,
    fillFirst: 'Fyll ut passasjerfeltene først',
    submit: 'Bestill med betalingsplikt',
    submitChanged: 'Godta de nye prisene og bestill med betalingsplikt',
    changed: /Prisen på .+ er endret fra/,
    pending: 'Venter på betaling',
    required: 'Dette feltet er påkrevd',
  },
  {
    locale: 'sv',
    path: 'resor',
    contact: 'Kontaktperson',
    participants: 'Deltagare',
    rooms: 'Rum',
    answers: 'Försäkring och villkor',
    mrs: 'Fru',
    mr: 'Herr',
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    email: 'E-post',
    birthDate: 'Födelsedatum',
    dateParts: ['Dag', 'Månad', 'År'],
    mobile: 'Mobil',
    country: 'Land',
    nationality: 'Nationalitet',
    address: 'Adress',
    postCode: 'Postnummer',
    city: 'Ort',
    sameAsContact: 'Samma som kontaktperson',
    second: 'Vuxen 2',
    no: 'Nej',
    yes: 'Ja',
    matchInsurance: /matchförsäkring|försäkring för loppet/,
    fillFirst: 'Fyll i passagerarfälten först',
    submit: 'Beställ med betalningsskyldighet',
    submitChanged: 'Godkänn de nya priserna och beställ med betalningsskyldighet',
    changed: /Priset på .+ har ändrats från/,
    pending: 'Väntar på betalning',
    required: 'Detta fält är obligatoriskt',
  },
] as const;

type Site = (typeof SITES)[number];

/** Open packages with flight and hotel, from the API the pages use; each test takes its own, so bookings never compete for seats. */
async function openPackages(request: APIRequestContext, locale: string): Promise<string[]> {
  const response = await request.get('/api/v1/packages?available=true&limit=100&packageType=single', { headers: { 'accept-language': locale } });
  const { packages } = (await response.json()) as { packages: { slug: string; isSoldOut: boolean; isResidualSale: boolean; isFlightLess: boolean; isHotelLess: boolean }[] };
  return packages.filter((pkg) => !pkg.isSoldOut && !pkg.isResidualSale && !pkg.isFlightLess && !pkg.isHotelLess).map((pkg) => pkg.slug);
}

/** Two adults in two single rooms: two lead guests to choose. */
const TWO_ROOMS = 'type=default&rooms=single:1:0,single:1:0';

async function openBooking(page: Page, site: Site, slug: string, query = TWO_ROOMS) {
  await page.goto(`/${site.locale}/${site.path}/${slug}/book?${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page.getByRole('form');
}

/** A birth date as the form asks it: day, month and year in three fields of the date's group. */
async function fillBirthDate(scope: Locator, site: Site, day: string, month: string, year: string) {
  const date = scope.getByRole('group', { name: site.birthDate });
  for (const [index, part] of [day, month, year].entries()) await date.getByLabel(site.dateParts[index]!, { exact: true }).fill(part);
}

async function fillContact(form: Locator, site: Site) {
  const contact = form.getByRole('group', { name: site.contact, exact: true });
  await (await hydrated(contact.getByLabel(site.firstName))).fill('Karen');
  await contact.getByRole('radio', { name: site.mrs }).check();
  await contact.getByLabel(site.lastName).fill('Sørensen');
  await contact.getByLabel(site.email).fill('karen.sorensen@example.com');
  await fillBirthDate(contact, site, '17', '5', '1984');
  await contact.getByLabel(site.mobile).fill('20304050');
  await contact.getByLabel(site.country, { exact: true }).selectOption({ index: 1 });
  await contact.getByLabel(site.nationality).selectOption({ index: 1 });
  await contact.getByLabel(site.address).fill('Søndergade 12');
  await contact.getByLabel(site.postCode).fill('8000');
  await contact.getByLabel(site.city, { exact: true }).fill('Aarhus');
}

async function fillTravellers(form: Locator, site: Site) {
  const participants = form.getByRole('group', { name: site.participants, exact: true });
  await participants.getByLabel(site.sameAsContact).check();
  const second = participants.getByRole('group', { name: site.second });
  await second.getByRole('radio', { name: site.mr }).check();
  await second.getByLabel(site.firstName).fill('Jens');
  await second.getByLabel(site.lastName).fill('Sørensen');
  await fillBirthDate(second, site, '3', '2', '1982');
  await second.getByLabel(site.nationality).selectOption({ index: 1 });
}

async function answerAndAccept(form: Locator, site: Site) {
  const answers = form.getByRole('group', { name: site.answers, exact: true });
  for (const question of await answers.getByRole('group').all()) await question.getByRole('radio', { name: site.no }).check();
  for (const box of await answers.getByRole('checkbox').all()) await box.check();
}

async function chooseLeadGuests(form: Locator, site: Site) {
  const rooms = form.getByRole('group', { name: site.rooms, exact: true });
  const selects = rooms.getByRole('combobox');
  await expect(selects).toHaveCount(2);
  await selects.nth(0).selectOption({ label: 'Karen Sørensen' });
  await selects.nth(1).selectOption({ label: 'Jens Sørensen' });
}

test.describe('booking', () => {
  for (const site of SITES) {
    test(`${site.locale}: fill the form with the contact as traveller 1 and two rooms, book, and land on the invoice with the page’s total`, async ({ page, request, isMobile }) => {
      test.slow(); // A whole form, then the price check and the booking.
      test.skip(isMobile && site.locale !== 'da', 'One locale is enough on the phone layout');
      const [slug] = await openPackages(request, site.locale);
      const form = await openBooking(page, site, slug!);
      const total = (await page.getByTestId('booking-total').textContent())!.trim();
      // The trip's box names the ticket category of its match, in the site's language.
      const pkg = packageResponse.parse(await (await request.get(`/api/v1/packages/${slug}`, { headers: { 'accept-language': site.locale } })).json()).package;
      const category = pkg.events[0]!.tickets.find((ticket) => ticket.id === defaultSelection(pkg).tickets[0]!.ticketId)!.venueBlock.name;
      await expect(page.getByRole('complementary', { name: MESSAGES[site.locale].booking.summary.heading })).toContainText(category);
      // On a phone the total stays at the foot of the screen while the form is filled in.
      await expect(page.getByTestId('booking-sticky-total')).toBeVisible({ visible: isMobile });
      if (isMobile) await expect(page.getByTestId('booking-sticky-total')).toHaveText(total);

      await fillContact(form, site);
      // The rooms wait for the travellers' names.
      const rooms = form.getByRole('group', { name: site.rooms, exact: true });
      await expect(rooms.getByRole('combobox').first()).toBeDisabled();
      await expect(rooms.getByRole('combobox').first()).toContainText(site.fillFirst);
      await fillTravellers(form, site);
      await chooseLeadGuests(form, site);
      await answerAndAccept(form, site);

      await form.getByRole('button', { name: site.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${site.locale}/faktura/[0-9a-f-]{36}$`));
      await expect(page.getByTestId('invoice-total')).toHaveText(total);
      await expect(page.getByText(site.pending)).toBeVisible();
      const travellers = page.getByRole('listitem');
      await expect(travellers.filter({ hasText: 'Karen Sørensen' }).first()).toBeVisible();
      await expect(travellers.filter({ hasText: 'Jens Sørensen' }).first()).toBeVisible();
    });
  }

  for (const [index, site] of SITES.entries()) {
    test(`${site.locale}: the insurance answered otherwise than on the package page: the summary follows, and the invoice charges what it shows`, async ({ page, request, isMobile }) => {
      test.slow(); // A whole form, then the price check and the booking.
      test.skip(isMobile, 'the same form on a phone');
      const slug = (await openPackages(request, site.locale))[5 + index]!;
      const form = await openBooking(page, site, slug, `${TWO_ROOMS}&insurance=no&matchInsurance=no`);
      const answers = form.getByRole('group', { name: site.answers, exact: true });
      const matchInsurance = answers.getByRole('group', { name: site.matchInsurance });
      // The package page's answers come along.
      await expect(matchInsurance.getByRole('radio', { name: site.no })).toBeChecked();
      const summaryTotal = page.getByTestId('booking-total');
      const before = (await summaryTotal.textContent())!.trim();

      await fillContact(form, site);
      await fillTravellers(form, site);
      await chooseLeadGuests(form, site);
      await matchInsurance.getByRole('radio', { name: site.yes }).check();
      await expect(summaryTotal).not.toHaveText(before);
      const shown = (await summaryTotal.textContent())!.trim();
      for (const box of await answers.getByRole('checkbox').all()) await box.check();

      await form.getByRole('button', { name: site.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${site.locale}/faktura/[0-9a-f-]{36}$`));
      await expect(page.getByTestId('invoice-total')).toHaveText(shown);
    });
  }

  test('says what is missing in the site’s words, and keeps what was typed through a reload', async ({ page, request }) => {
    const site = SITES[1];
    const [, slug] = await openPackages(request, site.locale);
    const form = await openBooking(page, site, slug!);
    await (await hydrated(form.getByRole('button', { name: site.submit }))).click();
    const contact = form.getByRole('group', { name: site.contact, exact: true });
    await expect(contact.getByLabel(site.firstName)).toHaveAttribute('aria-invalid', 'true');
    await expect(contact.getByText(site.required).first()).toBeVisible();
    // The first field the visitor missed has the focus: the title, a pair of radio buttons.
    await expect(contact.getByRole('radio', { name: site.mr })).toBeFocused();

    await contact.getByLabel(site.firstName).fill('Ola');
    await contact.getByLabel(site.email).fill('ola@example.no');
    await page.reload();
    const again = page.getByRole('form').getByRole('group', { name: site.contact, exact: true });
    await expect(again.getByLabel(site.firstName)).toHaveValue('Ola');
    await expect(again.getByLabel(site.email)).toHaveValue('ola@example.no');
    expect(page.url()).not.toContain('Ola');
  });

  test('shows the prices that changed since the page priced them, and books at the new ones on the second submit', async ({ page, request }) => {
    test.slow();
    const site = SITES[0];
    const [, , slug] = await openPackages(request, site.locale);
    // The page priced the tickets lower than they are now: the price check tells.
    await page.route('**/service-availability', async (route) => {
      const body = route.request().postDataJSON() as { services: { tickets: { price?: number }[] } };
      for (const ticket of body.services.tickets) if (ticket.price !== undefined) ticket.price = Math.max(0, ticket.price - 100);
      await route.continue({ postData: JSON.stringify(body) });
    });
    const form = await openBooking(page, site, slug!);
    await fillContact(form, site);
    await fillTravellers(form, site);
    await chooseLeadGuests(form, site);
    await answerAndAccept(form, site);
    await form.getByRole('button', { name: site.submit }).click();
    await expect(form.getByRole('alert').getByText(site.changed).first()).toBeVisible();
    await form.getByRole('button', { name: site.submitChanged }).click();
    await expect(page).toHaveURL(/\/da\/faktura\/[0-9a-f-]{36}$/);
  });

  test('a double click books once', async ({ page, request }) => {
    test.slow();
    const site = SITES[2];
    const [, , , slug] = await openPackages(request, site.locale);
    // The answers' bodies, read as they come; awaited once the invoice is open.
    const answers: Promise<{ orderNumber: number }>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/v1/bookings') && response.request().method() === 'POST') answers.push(response.json());
    });
    const form = await openBooking(page, site, slug!);
    await fillContact(form, site);
    await fillTravellers(form, site);
    await chooseLeadGuests(form, site);
    await answerAndAccept(form, site);
    await form.getByRole('button', { name: site.submit }).dblclick();
    await expect(page).toHaveURL(/\/sv\/faktura\/[0-9a-f-]{36}$/);
    const booked = (await Promise.all(answers)).map((answer) => answer.orderNumber);
    expect(booked.length).toBeGreaterThanOrEqual(1);
    expect(new Set(booked).size).toBe(1);
  });

  test('the conditions to accept are a click away beside their boxes, and the general ones in full in a new tab', async ({ page, request }) => {
    const site = SITES[0];
    const [slug] = await openPackages(request, site.locale);
    const form = await openBooking(page, site, slug!);
    const answers = form.getByRole('group', { name: site.answers, exact: true });
    await (await hydrated(answers.getByRole('button', { name: 'Læs betingelserne (Særlige betingelser)' }))).click();
    const extraordinary = page.getByRole('dialog', { name: 'Særlige betingelser' });
    await expect(extraordinary).toContainText('Kampbilletter købes specifikt til din rejse');
    await page.keyboard.press('Escape');
    await expect(extraordinary).toBeHidden();
    await answers.getByRole('button', { name: 'Læs betingelserne (Rejsebetingelser)' }).click();
    const general = page.getByRole('dialog', { name: 'Rejsebetingelser' });
    await expect(general).toContainText('lov om pakkerejser');
    const whole = general.getByRole('link', { name: /Læs de generelle betingelser i fuld længde/ });
    await expect(whole).toHaveAttribute('target', '_blank');
    await expect(whole).toHaveAttribute('href', '/da/info/generelle-betingelser');
    await expectNoSeriousAxeViolations(page);
  });

  test('the booking page has no serious accessibility violations, with its errors shown', async ({ page, request }) => {
    const site = SITES[0];
    const [slug] = await openPackages(request, site.locale);
    const form = await openBooking(page, site, slug!);
    await (await hydrated(form.getByRole('button', { name: site.submit }))).click();
    await expect(form.getByText(site.required).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
