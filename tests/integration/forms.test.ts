import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST } from '@/app/api/v1/[...path]/route';
import { SITES } from '@/lib/site/sites';
import { campaigns, departureAirportGroups, inquiries, offers, outboxMails, packageHotels, packages } from '@/server/db/schema';
import { withTestDatabase } from '../support/database';

const test = withTestDatabase();

async function post(path: string, body: unknown, { key, locale = 'da' }: { key?: string; locale?: string } = {}) {
  const headers: Record<string, string> = { 'accept-language': locale, 'content-type': 'application/json' };
  if (key !== undefined) headers['idempotency-key'] = key;
  const response = await POST(new Request(`http://localhost/api/v1/${path}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }));
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function aPackage() {
  const [row] = await test.db
    .select({ id: packages.id, hotelId: packageHotels.hotelId })
    .from(packages)
    .innerJoin(packageHotels, and(eq(packageHotels.packageId, packages.id), eq(packageHotels.isDefault, true)))
    .orderBy(packages.id)
    .limit(1);
  return row!;
}

const counts = async () => ({
  inquiries: (await test.db.select({ n: count() }).from(inquiries))[0]!.n,
  offers: (await test.db.select({ n: count() }).from(offers))[0]!.n,
  mails: (await test.db.select({ n: count() }).from(outboxMails))[0]!.n,
});

const mailsOf = (kind: string) => test.db.select().from(outboxMails).where(eq(outboxMails.kind, kind));

/** Who asks, as a person fills a form: it took them ten seconds. */
const person = { name: 'Ida Holm', email: ' Ida.Holm@Example.com ', phone: '+4512345678', filledMs: 10_000 };

describe('the inquiry forms (POST forms/{form})', () => {
  it('takes an offer request: stored, the trip saved as an offer, the staff told in Danish and the visitor sent a receipt in their language', async () => {
    const pkg = await aPackage();
    const before = await counts();
    const answer = await post('forms/offer-request', { ...person, message: 'Vi er fire, kan I finde fly fra Billund?', packageId: pkg.id, offerLink: `packageId=${pkg.id}&adults=4` }, { locale: 'no' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.inquiry).toEqual({ id: expect.any(Number), form: 'offer-request', offerId: expect.any(Number) });
    const after = await counts();
    expect(after).toEqual({ inquiries: before.inquiries + 1, offers: before.offers + 1, mails: before.mails + 2 });

    const [row] = await test.db.select().from(inquiries).where(eq(inquiries.id, answer.body.inquiry.id));
    expect(row).toMatchObject({ form: 'offer-request', locale: 'no', name: 'Ida Holm', email: 'ida.holm@example.com', phone: '+4512345678', packageId: pkg.id, offerId: answer.body.inquiry.offerId });
    expect(row!.fields).toMatchObject({ message: 'Vi er fire, kan I finde fly fra Billund?' });

    const [staff] = (await mailsOf('inquiry-staff')).filter((mail) => mail.text.includes(`nr. ${answer.body.inquiry.id} `) || mail.subject.includes(`nr. ${answer.body.inquiry.id} `));
    expect(staff).toMatchObject({ locale: 'da', recipient: SITES.no.contact.email });
    expect(staff!.subject).toBe(`Tilbudsforespørgsel nr. ${answer.body.inquiry.id} fra Ida Holm`);
    expect(staff!.text).toContain('Besked: Vi er fire, kan I finde fly fra Billund?');
    expect(staff!.text).toContain(`utm_source=pdf_offer&offerId=${answer.body.inquiry.offerId}`);

    const receipt = (await mailsOf('inquiry-receipt')).find((mail) => mail.subject.includes(`nr. ${answer.body.inquiry.id})`));
    expect(receipt).toMatchObject({ locale: 'no', recipient: 'ida.holm@example.com' });
    expect(receipt!.text).toContain('Takk for forespørselen din. Vi kommer tilbake til deg innen 24 timer (trolig før).');
    // Nothing the visitor typed is sent to the address they typed.
    expect(receipt!.text).not.toContain('Billund');
    expect(receipt!.text).not.toContain('Ida Holm');
  });

  it.each([
    ['da', 'skal udfyldes'],
    ['no', 'må fylles ut'],
    ['sv', 'måste fyllas i'],
  ])('%s: answers a form with fields missing 422 with each field in the language of the site, and keeps nothing', async (locale, required) => {
    const pkg = await aPackage();
    const before = await counts();
    const answer = await post('forms/offer-request', { email: 'not an address', phone: '12 34 x', packageId: pkg.id, filledMs: 10_000 }, { locale });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.name).toEqual([required]);
    expect(answer.body.errors.message).toEqual([required]);
    expect(Object.keys(answer.body.errors)).toEqual(expect.arrayContaining(['email', 'phone']));
    expect(answer.body.errors.email[0]).not.toMatch(/email address/);
    expect(await counts()).toEqual(before);
  });

  it('refuses a form whose hidden field was filled, or that was filled faster than a person can, and keeps nothing', async () => {
    const pkg = await aPackage();
    const before = await counts();
    const body = { ...person, message: 'Køb billige ure', packageId: pkg.id };
    const trapped = await post('forms/offer-request', { ...body, website: 'https://spam.example' }, { locale: 'no' });
    expect(trapped.status).toBe(422);
    expect(trapped.body).toMatchObject({ code: 'form_rejected', message: 'Skjemaet kunne ikke sendes' });
    const hasty = await post('forms/offer-request', { ...body, filledMs: 300 });
    expect(hasty.status).toBe(422);
    expect(hasty.body).toMatchObject({ code: 'form_too_quick', message: 'Formularen blev sendt for hurtigt; prøv igen' });
    const unmeasured = await post('forms/business-inquiry', { ...person, filledMs: undefined, company: 'FC Fjord', people: 12, message: 'x' });
    expect(unmeasured.status).toBe(422);
    expect(Object.keys(unmeasured.body.errors)).toEqual(['filledMs']);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['offer-request', ['name', 'email', 'phone', 'message', 'packageId']],
    ['offer-contact', ['name', 'email', 'phone', 'message']],
    ['business-inquiry', ['company', 'name', 'email', 'phone', 'people', 'message']],
    ['package-inquiry', ['persons', 'departureGroupId', 'name', 'email', 'phone', 'packageId']],
  ])('%s: names every missing field in each site’s language', async (form, fields) => {
    for (const [locale, required] of [['da', 'skal udfyldes'], ['no', 'må fylles ut'], ['sv', 'måste fyllas i']]) {
      const answer = await post(`forms/${form}`, { filledMs: 10_000 }, { locale });
      expect(answer.status).toBe(422);
      for (const field of fields) expect(answer.body.errors[field], `${form} ${locale} ${field}`).toEqual([required]);
    }
  });

  it('stores markup as the text it is, and mails it escaped', async () => {
    const pkg = await aPackage();
    const markup = '<script>alert(1)</script><b>Hej</b> & "farvel"';
    const answer = await post('forms/offer-request', { ...person, message: markup, packageId: pkg.id });
    expect(answer.status).toBe(201);
    const [row] = await test.db.select().from(inquiries).where(eq(inquiries.id, answer.body.inquiry.id));
    expect(row!.fields.message).toBe(markup);
    const staff = (await mailsOf('inquiry-staff')).find((mail) => mail.subject.includes(`nr. ${answer.body.inquiry.id} `))!;
    expect(staff.text).toContain(markup);
    expect(staff.html).not.toContain('<script>');
    expect(staff.html).toContain('&#60;script&#62;');
  });

  it('takes one inquiry for one Idempotency-Key, however often it is sent', async () => {
    const pkg = await aPackage();
    const before = await counts();
    const body = { ...person, message: 'Samme forespørgsel', packageId: pkg.id, offerLink: `packageId=${pkg.id}` };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('forms/offer-request', body, { key: 'offer-request-1' })));
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.inquiry.id)).size).toBe(1);
    expect(await counts()).toEqual({ inquiries: before.inquiries + 1, offers: before.offers + 1, mails: before.mails + 2 });
  });

  it('refuses what names nothing the shop has (422 with the field) and leaves the database as it was', async () => {
    const pkg = await aPackage();
    const before = await counts();
    const cases: [string, unknown, string][] = [
      ['forms/offer-request', { ...person, message: 'x', packageId: 2_147_483_647 }, 'packageId'],
      ['forms/offer-request', { ...person, message: 'x', packageId: pkg.id, offerLink: 'packageId=1&adults=99' }, 'offerLink'],
      ['forms/offer-request', { ...person, message: 'x', packageId: pkg.id, offerLink: `packageId=${pkg.id === 1 ? 2 : 1}` }, 'offerLink'],
      ['forms/offer-contact', { ...person, message: 'x', campaign: 'findes-ikke' }, 'campaign'],
      ['forms/business-inquiry', { ...person, company: 'FC Fjord', people: 0, message: 'x' }, 'people'],
      ['forms/package-inquiry', { ...person, persons: 4, departureGroupId: 999_999, packageId: pkg.id }, 'departureGroupId'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await post(path, body);
      expect(answer.status, `${path} ${field}`).toBe(422);
      expect(Object.keys(answer.body.errors), `${path} ${field}`).toContain(field);
    }
    for (const [path, body] of [
      ['forms/no-such-form', { ...person }],
      ['forms/offer-request', 'not json'],
      ['forms/offer-request', []],
      ['forms/offer-request', { ...person, message: 'x'.repeat(5_000), packageId: pkg.id }],
      ['forms/offer-request', { ...person, message: 42, packageId: '99999999999999999999' }],
    ] as const) {
      const answer = await post(path, body);
      expect([400, 404, 413, 422], path).toContain(answer.status);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect(await counts()).toEqual(before);
  });

  it('takes the offer page contact, the business inquiry and the package inquiry with what each names', async () => {
    const pkg = await aPackage();
    const [campaign] = await test.db.select({ slug: campaigns.slug }).from(campaigns).where(eq(campaigns.locale, 'sv')).limit(1);
    const [group] = await test.db.select({ id: departureAirportGroups.id, name: departureAirportGroups.name }).from(departureAirportGroups).where(eq(departureAirportGroups.region, 'SE')).limit(1);
    const [foreign] = await test.db.select({ id: departureAirportGroups.id }).from(departureAirportGroups).where(eq(departureAirportGroups.region, 'DK')).limit(1);

    const contact = await post('forms/offer-contact', { ...person, message: 'Gäller erbjudandet i mars?', campaign: campaign!.slug }, { locale: 'sv' });
    expect(contact.status, JSON.stringify(contact.body)).toBe(201);
    const business = await post('forms/business-inquiry', { ...person, company: 'IK Fjärran', people: '24', message: 'Klubbresa i maj' }, { locale: 'sv' });
    expect(business.status, JSON.stringify(business.body)).toBe(201);
    const inquiry = await post('forms/package-inquiry', { ...person, persons: '6', departureGroupId: String(group!.id), packageId: pkg.id }, { locale: 'sv' });
    expect(inquiry.status, JSON.stringify(inquiry.body)).toBe(201);
    // A departure area of another site is not one this site flies from.
    expect((await post('forms/package-inquiry', { ...person, persons: 6, departureGroupId: foreign!.id, packageId: pkg.id }, { locale: 'sv' })).status).toBe(422);

    const rows = await test.db.select().from(inquiries).where(inArray(inquiries.id, [contact.body.inquiry.id, business.body.inquiry.id, inquiry.body.inquiry.id])).orderBy(inquiries.id);
    expect(rows.map((row) => [row.form, row.locale])).toEqual([
      ['offer-contact', 'sv'],
      ['business-inquiry', 'sv'],
      ['package-inquiry', 'sv'],
    ]);
    expect(rows[1]!.fields).toEqual({ company: 'IK Fjärran', people: 24, message: 'Klubbresa i maj' });
    expect(rows[2]!.fields).toMatchObject({ persons: 6, departure: group!.name });
    const receipts = (await mailsOf('inquiry-receipt')).filter((mail) => rows.some((row) => mail.subject.includes(`nr ${row.id})`)));
    expect(receipts).toHaveLength(3);
    expect(receipts.every((mail) => mail.locale === 'sv' && mail.subject.startsWith('Vi har tagit emot din förfrågan'))).toBe(true);
  });
});
