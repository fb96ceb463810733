import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from './fixtures';
import { SITES as SITE_TABLE } from '@/lib/site/sites';
import { MAIL_HTTP_PORT } from '../playwright.config';
import { expectNoSeriousAxeViolations } from './accessibility';
import { hydrated } from './hydration';
import { signInStaff } from './staff';

/**
 * The offer request (booking spec §2 "More options", §5, §8) and the offer
 * landing's contact form (browsing spec §2): a field error in the site's
 * words, then sent with the spec's text, and both mails out through the mail
 * server: the staff's notification and the visitor's receipt.
 */
const SITES = [
  {
    locale: 'da',
    packageInquiry: { open: 'Spørg om rejsen', departure: 'Afrejse fra', name: 'Fulde navn' },
    business: { path: 'erhverv', heading: 'Forespørg på en grupperejse', company: 'Firma eller forening', people: 'Antal personer (ca.)', contact: 'Kontaktperson', sent: 'Din forespørgsel er blevet sendt. Vi vender tilbage til dig så hurtigt som muligt.' },
    landing: 'Skriv til os om tilbuddet',
    path: 'pakker',
    open: 'Få et tilbud fra en rejsekonsulent',
    title: 'Få et tilbud på rejsen',
    fields: { name: 'Navn', email: 'E-mail', phone: 'Telefon', message: 'Besked' },
    submit: 'Send forespørgsel',
    required: 'Dette felt er påkrævet',
    sent: 'Din forespørgsel er sendt. Vi vender tilbage indenfor 24 timer (formentlig før)',
    receipt: 'Vi har modtaget din forespørgsel',
  },
  {
    locale: 'no',
    packageInquiry: { open: 'Spør om reisen', departure: 'Avreise fra', name: 'Fullt navn' },
    business: { path: 'virksomhet', heading: 'Forespør en gruppereise', company: 'Bedrift eller forening', people: 'Antall personer (ca.)', contact: 'Kontaktperson', sent: 'Din forespørsel har blitt sendt. Vi kommer tilbake til deg så snart som mulig.' },
    landing: 'Skriv til oss om tilbudet',
    path: 'pakker',
    open: 'Få et tilbud fra en reisekonsulent',
    title: 'Få et tilbud på reisen',
    fields: { name: 'Navn', email: 'E-post', phone: 'Telefon', message: 'Melding' },
    submit: 'Send forespørsel',
    required: 'Dette feltet er påkrevd',
    sent: 'Din forespørsel er sendt. Vi kommer tilbake innen 24 timer (trolig før)',
    receipt: 'Vi har mottatt forespørselen din',
  },
  {
    locale: 'sv',
    packageInquiry: { open: 'Fråga om resan', departure: 'Avresa från', name: 'Fullständigt namn' },
    business: { path: 'verksamhet', heading: 'Be om offert på en gruppresa', company: 'Företag eller förening', people: 'Antal personer (ca)', contact: 'Kontaktperson', sent: 'Din förfrågan har skickats. Vi återkommer till dig så snart som möjligt.' },
    landing: 'Skriv till oss om erbjudandet',
    path: 'resor',
    open: 'Få en offert från en resekonsult',
    title: 'Få en offert på resan',
    fields: { name: 'Namn', email: 'E-post', phone: 'Telefon', message: 'Meddelande' },
    submit: 'Skicka förfrågan',
    required: 'Detta fält är obligatoriskt',
    sent: 'Din förfrågan är skickad. Vi återkommer inom 24 timmar (troligen tidigare)',
    receipt: 'Vi har tagit emot din förfrågan',
  },
] as const;

/** The mails the shop sent to `address` (the mail sink, scripts/mail-sink.mjs). */
async function mailsTo(request: APIRequestContext, address: string): Promise<{ subject: string; text: string }[]> {
  const answer = await request.get(`http://127.0.0.1:${MAIL_HTTP_PORT}/mails?to=${encodeURIComponent(address)}`);
  return ((await answer.json()) as { mails: { subject: string; text: string }[] }).mails;
}

for (const site of SITES) {
  test(`${site.locale}: the offer request popup refuses an empty name, then sends the trip to a consultant and a receipt to the visitor; the staff mark it handled`, async ({ page, request, browser }, testInfo) => {
    test.slow(); // A popup's code, a form's schema, a mail through the mail server.
    const list = await (await request.get(`/api/v1/packages?available=true&limit=20&packageType=single`, { headers: { 'accept-language': site.locale } })).json();
    const { slug } = (list.packages as { slug: string; isResidualSale: boolean }[]).find((pkg) => !pkg.isResidualSale)!;
    await page.goto(`/${site.locale}/${site.path}/${slug}?adults=3`);
    const opener = await hydrated(page.getByRole('button', { name: site.open }));
    await opener.click();
    const dialog = page.getByRole('dialog', { name: site.title });
    await expect(dialog).toBeVisible();

    const email = `offer-${randomUUID()}@example.com`;
    await dialog.getByLabel(site.fields.email).fill(email);
    await dialog.getByLabel(site.fields.phone).fill('+4512345678');
    await dialog.getByLabel(site.fields.message).fill('Vi er tre <b>venner</b>');
    await dialog.getByRole('button', { name: site.submit }).click();
    // The name is missing: its message under it, and the focus on it.
    await expect(dialog.getByLabel(site.fields.name)).toBeFocused();
    await expect(dialog.getByText(site.required)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await dialog.getByLabel(site.fields.name).fill('Ida Holm');
    await dialog.getByRole('button', { name: site.submit }).click();
    await expect(page.getByText(site.sent)).toBeVisible();
    await expect(dialog).toBeHidden();
    // The focus goes back to the button that opened the popup.
    await expect(opener).toBeFocused();

    await expect.poll(async () => (await mailsTo(request, email)).map((mail) => mail.subject), { timeout: 60_000 }).toContainEqual(expect.stringContaining(site.receipt));
    await expect
      .poll(async () => (await mailsTo(request, SITE_TABLE[site.locale].contact.email)).some((mail) => mail.text.includes(email) && mail.text.includes('Vi er tre <b>venner</b>') && /utm_source=pdf_offer&offerId=\d+/.test(mail.text)), { timeout: 60_000 })
      .toBe(true);
    // The staff see it in their inbox, and mark it handled; without a session the inbox sends to the sign-in.
    const signIn = await request.get('/staff', { maxRedirects: 0 });
    expect(signIn.status()).toBe(303);
    expect(signIn.headers()['location']).toBe('/staff/sign-in');
    const name = `kirsten-${testInfo.project.name}-${site.locale}`;
    const staff = await browser.newContext();
    const inbox = await staff.newPage();
    await signInStaff(inbox, name);
    await inbox.goto(`/staff?q=${encodeURIComponent(email)}`);
    await inbox.getByRole('link', { name: /^\d+$/ }).first().click();
    await expect(inbox.getByText('Vi er tre <b>venner</b>')).toBeVisible();
    await expect(inbox.getByText('Ikke behandlet')).toBeVisible();
    await expectNoSeriousAxeViolations(inbox);
    await inbox.getByRole('button', { name: 'Markér som behandlet' }).click();
    await expect(inbox.getByText(new RegExp(`^${name}, \\d`))).toBeVisible();
    await inbox.getByRole('button', { name: 'Log ud' }).click();
    await expect(inbox.getByLabel('Brugernavn')).toBeVisible();
    await staff.close();
  });

  test(`${site.locale}: the offer landing's contact form sends a question with the landing`, async ({ page, request }) => {
    const campaigns = await (await request.get('/api/v1/campaigns?limit=1', { headers: { 'accept-language': site.locale } })).json();
    await page.goto(`/${site.locale}/tilbud/${(campaigns.campaigns as { slug: string }[])[0]!.slug}`);
    const email = `landing-${randomUUID()}@example.com`;
    const form = page.getByRole('region', { name: site.landing });
    await (await hydrated(form.getByLabel(site.fields.name))).fill('Ola Nordmann');
    await form.getByLabel(site.fields.email).fill(email);
    await form.getByLabel(site.fields.phone).fill('12345678');
    await form.getByRole('button', { name: site.submit }).click();
    await expect(form.getByLabel(site.fields.message)).toBeFocused();
    await form.getByLabel(site.fields.message).fill('Gælder det også i marts?');
    await form.getByRole('button', { name: site.submit }).click();
    await expect(page.getByText(site.sent)).toBeVisible();
    await expect(form.getByLabel(site.fields.name)).toHaveValue('');
    await expect.poll(async () => (await mailsTo(request, email)).length, { timeout: 60_000 }).toBe(1);
  });

  test(`${site.locale}: the business page's group inquiry refuses a count that is no number, then reaches the staff`, async ({ page, request }) => {
    await page.goto(`/${site.locale}/info/${site.business.path}`);
    const form = page.getByRole('region', { name: site.business.heading });
    const email = `group-${randomUUID()}@example.com`;
    await (await hydrated(form.getByLabel(site.business.company))).fill('FC Fjord');
    await form.getByLabel(site.business.contact).fill('Ola Nordmann');
    await form.getByLabel(site.fields.email).fill(email);
    await form.getByLabel(site.fields.phone).fill('+4712345678');
    await form.getByLabel(site.fields.message).fill('Klubbtur i mai');
    await form.getByRole('button', { name: site.submit }).click();
    await expect(form.getByLabel(site.business.people)).toBeFocused();
    await expect(form.getByText(site.required)).toBeVisible();
    await form.getByLabel(site.business.people).fill('24');
    await form.getByRole('button', { name: site.submit }).click();
    await expect(page.getByText(site.business.sent)).toBeVisible();
    await expect
      .poll(async () => (await mailsTo(request, SITE_TABLE[site.locale].contact.email)).some((mail) => mail.text.includes(email) && mail.text.includes('FC Fjord')), { timeout: 60_000 })
      .toBe(true);
  });

  test(`${site.locale}: the package inquiry asks where from, then reaches the staff with the package`, async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the popup is the offer request’s, which runs on a phone too');
    const list = await (await request.get(`/api/v1/packages?available=true&limit=20&packageType=single`, { headers: { 'accept-language': site.locale } })).json();
    const { slug, title } = (list.packages as { slug: string; title: string; isResidualSale: boolean }[]).find((pkg) => !pkg.isResidualSale)!;
    await page.goto(`/${site.locale}/${site.path}/${slug}`);
    await (await hydrated(page.getByRole('button', { name: site.packageInquiry.open }))).click();
    const dialog = page.getByRole('dialog', { name: site.packageInquiry.open });
    const email = `package-${randomUUID()}@example.com`;
    await dialog.getByLabel(site.packageInquiry.name).fill('Ida Holm');
    await dialog.getByLabel(site.fields.email).fill(email);
    await dialog.getByLabel(site.fields.phone).fill('+4512345678');
    await dialog.getByRole('button', { name: site.submit }).click();
    await expect(dialog.getByLabel(site.packageInquiry.departure)).toBeFocused();
    // The site's own departure areas, loaded with the popup.
    const departure = dialog.getByLabel(site.packageInquiry.departure);
    await expect(departure.locator('option')).not.toHaveCount(1);
    await departure.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: site.submit }).click();
    await expect(page.getByText(site.business.sent)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await mailsTo(request, SITE_TABLE[site.locale].contact.email)).some((mail) => mail.text.includes(email) && mail.text.includes(title)), { timeout: 60_000 })
      .toBe(true);
  });
}
