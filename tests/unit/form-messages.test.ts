/**
 * Every form of the shop says what is wrong in the site's words (issue "What
 * the booking half shows is true", item 5), below the browser: each form's
 * schema, as its page loads it, through the form's own engine (its resolver
 * and its messages, components/ui/form) in all three locales, with every
 * field in turn left empty, given a value of the wrong kind, and given one
 * out of range. A field's message must be a rule's sentence (never the
 * API's English for its clients, never zod's own default), with no English
 * word and no field path in it; a form's own error is said by its page.
 * (tests/integration/localized-messages.test.ts holds the API's answers to
 * the same standard; e2e/form-messages.spec.ts walks the pages.)
 */
import { createTranslator } from 'next-intl';
import type { ResolverOptions, FieldValues } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { alertEmail } from '@/lib/api/contract/alerts';
import { invoiceLookupBody } from '@/lib/api/contract/booking';
import { businessInquiryBody, offerContactBody, offerRequestBody, packageInquiryBody } from '@/lib/api/contract/forms';
import { giftCardBody } from '@/lib/api/contract/gift-cards';
import { newsletterSubscriptionBody } from '@/lib/api/contract/newsletter';
import { ApiError } from '@/lib/api/api-error';
import { preorderTrip, type BookingTrip } from '@/lib/booking/details';
import { apiErrorMessage } from '@/lib/i18n/error-text';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { flatErrors, formResolver } from '@/components/ui/form/engine';
import { ruleSentences } from '@/components/ui/form/translate';
import { FORM_ERROR, type FormSchema } from '@/components/ui/form/types';
import { bookingForm } from '@/features/booking/form-schema';
import { payForm, splitForm } from '@/features/invoice/form-schema';
import { couponForm, travelPeriodForm } from '@/features/package/form-schemas';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import { packageFixture } from '../support/package-fixture';

const MESSAGES = { da, no, sv } as const;

/** Words of the API's and zod's English that no Danish, Norwegian or Swedish message has. */
const ENGLISH = /\b(must|is|be|the|of|required|invalid|expected|received|input|valid|characters|accepted|whole|amount|option|items|true|false|number|least|most|should|cannot|text|undefined|NaN|null|object|string|array)\b/i;
/** A body's path (`passengers.1.lastName`, `extra.hasAcceptedGeneralTerms`) or a key of one (`lastName`). */
const PATH = /\b[a-z]+(\.\d+)?\.[a-zA-Z]+\b|\b[a-z]+[A-Z][a-zA-Z]*\b|_/;

/** What a message calls a field it has no label for (here: every field), on the Danish and Norwegian sites. */
const LABEL = 'Feltet';

/** What a field is given besides its right value: nothing, the wrong kind, out of range, unusable. */
const WRONG: readonly unknown[] = [undefined, null, '', '   ', 7, -1, true, false, {}, [], 'abc', '0', '-1', '13', '32', '1800', '2999', '99999999999', '1.5', 'x'.repeat(5000), 'Ann\u0000'];

interface FormCase {
  name: string;
  schema: FormSchema;
  /** Values as the form's controls hold them, all valid. */
  valid: Record<string, unknown>;
  /** The page's words for the form's own error (a problem the schema names), when it has one. */
  formError?: (locale: Locale, problem: string) => string;
}

/** Two adults with one room, every question and acceptance asked: the booking form at its fullest. */
const TRIP: BookingTrip = {
  today: '2026-03-01',
  travelDate: '2026-09-01',
  adults: 2,
  children: 1,
  ticketHolders: 3,
  rooms: 1,
  asksInsurance: true,
  needs: { touristTax: true, differentAirports: true, exclusions: true, premiumUpgrade: true, flightOffer: true },
};

const person = (title: string, firstName: string, birth: [string, string, string]) => ({
  title,
  firstName,
  lastName: 'Sørensen',
  birthDate: { day: birth[0], month: birth[1], year: birth[2] },
  nationalityId: '1',
  hasTicket: true,
});

const contactInfo = {
  ...person('mrs', 'Karen', ['17', '5', '1984']),
  email: 'karen@example.com',
  phoneCode: '+45',
  mobile: '20 30 40 50',
  countryId: '1',
  city: 'Aarhus',
  postCode: '8000',
  address: 'Søndergade 12',
  isCompany: false,
  companyName: '',
  companyTaxNumber: '',
};

const accepted = { hasAcceptedExtraordinaryConditions: true, hasAcceptedGeneralTerms: true };
const contact = { name: 'Karen Sørensen', email: 'karen@example.com', phone: '20304050' };

const FORMS: FormCase[] = [
  {
    name: 'booking',
    schema: bookingForm(TRIP),
    valid: {
      contactInfo,
      sameAsContact: false,
      passengers: [person('mrs', 'Karen', ['17', '5', '1984']), person('mr', 'Jens', ['3', '2', '1982']), person('mr', 'Bo', ['1', '6', '2015'])],
      leadGuests: ['1'],
      extra: {
        hasInsurance: 'false',
        hasMatchInsurance: 'true',
        ...accepted,
        hasAcceptedTouristTax: true,
        hasAcceptedDifferentAirports: true,
        hasAcceptedExclusions: true,
        hasAcceptedPremiumUpgrade: true,
        hasAcceptedFlightOffer: true,
      },
      comment: '',
    },
  },
  {
    name: 'booking, the contact as traveller 1, for a company',
    schema: bookingForm(TRIP),
    valid: {
      contactInfo: { ...contactInfo, isCompany: true, companyName: 'FC Fjord', companyTaxNumber: '12345678' },
      sameAsContact: true,
      passengers: [person('', '', ['', '', '']), person('mr', 'Jens', ['3', '2', '1982']), person('mr', 'Bo', ['1', '6', '2015'])],
      leadGuests: ['2'],
      extra: { hasInsurance: 'true', hasMatchInsurance: 'false', ...accepted, hasAcceptedTouristTax: true, hasAcceptedDifferentAirports: true, hasAcceptedExclusions: true, hasAcceptedPremiumUpgrade: true, hasAcceptedFlightOffer: true },
      comment: 'Vi vil gerne sidde sammen.',
    },
  },
  {
    name: 'preorder',
    schema: bookingForm(preorderTrip({ startDate: '2026-09-01', today: '2026-03-01' }, 1, 0)),
    valid: { contactInfo, sameAsContact: false, passengers: [person('mrs', 'Karen', ['17', '5', '1984'])], extra: accepted, comment: '' },
  },
  {
    name: 'gift card',
    schema: giftCardBody,
    valid: { amount: '500', recipientName: 'Ann', email: 'bo@example.com', from: 'Bo', to: 'Ann', message: '', phone: '20304050', sendByPost: false, address: '', postalCode: '', city: '' },
  },
  {
    name: 'gift card by post',
    schema: giftCardBody,
    valid: { amount: '500', recipientName: 'Ann', email: 'bo@example.com', from: 'Bo', to: 'Ann', message: 'Tillykke!', phone: '+4520304050', sendByPost: true, address: 'Søndergade 12', postalCode: '8000', city: 'Aarhus' },
  },
  { name: 'finding an invoice', schema: invoiceLookupBody, valid: { orderNumber: '1001', email: 'karen@example.com' } },
  { name: 'paying a part of an invoice', schema: payForm(8290), valid: { gateway: 'test', share: 'part', amount: '1000' } },
  {
    name: 'splitting an invoice',
    schema: splitForm([1, 2, 3], 8290),
    valid: { amount_1: '1000', amount_2: '', amount_3: '2000' },
  },
  { name: 'coupon', schema: couponForm, valid: { code: 'SOMMER' } },
  { name: 'newsletter', schema: newsletterSubscriptionBody, valid: { email: 'karen@example.com', name: 'Karen' } },
  { name: 'availability alert', schema: alertEmail, valid: { email: 'karen@example.com' } },
  { name: 'offer request', schema: offerRequestBody.pick({ name: true, email: true, phone: true, message: true }), valid: { ...contact, message: 'Vi er fire.' } },
  { name: 'offer contact', schema: offerContactBody.pick({ name: true, email: true, phone: true, message: true }), valid: { ...contact, message: 'Vi er fire.' } },
  { name: 'business inquiry', schema: businessInquiryBody.omit({ website: true, filledMs: true }), valid: { ...contact, company: 'FC Fjord', people: '12', message: 'Klubtur' } },
  { name: 'package inquiry', schema: packageInquiryBody.omit({ packageId: true, website: true, filledMs: true }), valid: { ...contact, persons: '4', departureGroupId: '1' } },
  {
    name: 'travel period',
    schema: travelPeriodForm(packageFixture()),
    valid: { startDate: packageFixture().startDate, endDate: packageFixture().endDate },
    formError: (locale, problem) => createTranslator({ locale, messages: MESSAGES[locale], namespace: 'package.customise.periodProblem' })(problem as 'invalid', { days: 3 }),
  },
];

/** Every value's dotted name in a form's values: the leaves the controls hold. */
function leaves(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => leaves(item, prefix ? `${prefix}.${key}` : key));
  return [prefix];
}

function withValue(values: Record<string, unknown>, name: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(values);
  const keys = name.split('.');
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
}

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as unknown as ResolverOptions<FieldValues>;

/** What the form's engine makes of these values: each field's message before and after it is put in the site's words. */
async function messages(form: FormCase, values: Record<string, unknown>, locale: Locale) {
  const { errors } = await formResolver(form.schema)(values, undefined, OPTIONS);
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'forms' });
  const raw = flatErrors(errors, new Map(), (rule, given) => `${rule}:${JSON.stringify(given)}`);
  // No labels: whatever name an error has, the message must not fall back to it.
  const shown = flatErrors(errors, new Map(), ruleSentences(t, locale));
  return Object.entries(shown).map(([name, { message }]) => ({ name, raw: raw[name]!.message, message }));
}

/** Whether a message was a rule's text: the raw flatErrors above wrote `rule:{…}` for one and left any other text as it was. */
const isRuleSentence = (raw: string) => /^[a-zA-Z]+:\{/.test(raw);

function expectSaidInTheSitesWords(form: FormCase, locale: Locale, shown: Awaited<ReturnType<typeof messages>>, what: string) {
  for (const { name, raw, message } of shown) {
    const where = `${form.name}, ${locale}, ${what}: ${name} says "${message}"`;
    const text = name === FORM_ERROR && form.formError ? form.formError(locale, message) : message;
    if (!(name === FORM_ERROR && form.formError)) expect(isRuleSentence(raw), `${where} (not a rule: "${raw}")`).toBe(true);
    expect(text.trim(), where).not.toBe('');
    expect(text, where).not.toMatch(ENGLISH);
    expect(text, where).not.toMatch(PATH);
    expect(text, where).not.toMatch(/[{}]/);
  }
}

describe.each(FORMS)('the $name form', (form) => {
  it('takes its right values without a word', async () => {
    expect(await messages(form, form.valid, 'da')).toEqual([]);
  });

  it.each(LOCALES)('%s: says each wrong value of each field in the site’s words, naming no path', async (locale) => {
    for (const name of leaves(form.valid)) {
      for (const value of WRONG) {
        expectSaidInTheSitesWords(form, locale, await messages(form, withValue(form.valid, name, value), locale), `${name} = ${JSON.stringify(value)?.slice(0, 20)}`);
      }
    }
  });

  it.each(LOCALES)('%s: says so for a form sent empty, and for one sent again unchanged', async (locale) => {
    const empty = leaves(form.valid).reduce((values, name) => withValue(values, name, ''), form.valid);
    // From the second submit on, a radio group with no choice holds null (react-hook-form), not an empty text.
    const again = leaves(form.valid).reduce((values, name) => (RADIO.test(name) ? withValue(values, name, null) : values), empty);
    for (const [values, what] of [
      [{}, 'nothing'],
      [empty, 'empty'],
      [again, 'empty, again'],
    ] as const) {
      expectSaidInTheSitesWords(form, locale, await messages(form, values, locale), what);
    }
  });
});

/** The radio groups of the forms: Mr or Mrs, and the insurance questions. */
const RADIO = /(^|\.)(title|hasInsurance|hasMatchInsurance|share)$/;

describe('the booking form on its first submit', () => {
  it('refuses a missing answer and acceptance together with the missing names, not only once the rest is right', async () => {
    const values = withValue(withValue(FORMS[0]!.valid, 'contactInfo.firstName', ''), 'extra.hasInsurance', undefined);
    const said = await messages(FORMS[0]!, withValue(values, 'extra.hasAcceptedGeneralTerms', false), 'da');
    expect(said.map(({ name, message }) => [name, message])).toEqual([
      ['contactInfo.firstName', 'Dette felt er påkrævet'],
      ['extra.hasInsurance', 'Dette felt er påkrævet'],
      ['extra.hasAcceptedGeneralTerms', 'Skal accepteres'],
    ]);
  });

  it('says a title not chosen is required, also as the null a radio group holds on a second submit', async () => {
    for (const title of [undefined, '', null]) {
      const said = await messages(FORMS[0]!, withValue(FORMS[0]!.valid, 'contactInfo.title', title), 'sv');
      expect(said.map(({ message }) => message)).toEqual(['Detta fält är obligatoriskt']);
    }
  });

  it('reads a birth date typed as day, month and year, and names what is wrong with it', async () => {
    const birth = (day: string, month: string, year: string) => messages(FORMS[0]!, withValue(FORMS[0]!.valid, 'contactInfo.birthDate', { day, month, year }), 'no');
    expect(await birth('7', '05', '1984')).toEqual([]);
    expect((await birth('', '', '')).map(({ message }) => message)).toEqual(['Dette feltet er påkrevd']);
    for (const [day, month, year] of [['31', '2', '1984'], ['17', '', '1984'], ['17', '5', '84'], ['1a', '5', '1984'], ['17', '13', '1984']]) {
      expect((await birth(day!, month!, year!)).map(({ message }) => message)).toEqual([`${LABEL} må være en gyldig dato med dag, måned og år`]);
    }
    expect((await birth('1', '1', '1800')).map(({ message }) => message)).toEqual([`${LABEL} må være mellom 1910 og i dag`]);
    expect((await birth('1', '1', '2999')).map(({ message }) => message)).toEqual([`${LABEL} må være mellom 1910 og i dag`]);
  });

  it('sends the birth date as the one day the API takes, and a mobile typed with its code once', async () => {
    const values = withValue(withValue(FORMS[0]!.valid, 'contactInfo.mobile', '+45 20 30 40 50'), 'contactInfo.birthDate', { day: '7', month: '5', year: '1984' });
    const result = await formResolver(FORMS[0]!.schema)(values, undefined, OPTIONS);
    const contactOut = (result.values as { contactInfo: { birthDate: string; phoneCode: string; mobile: string } }).contactInfo;
    expect(contactOut).toMatchObject({ birthDate: '1984-05-07', phoneCode: '+45', mobile: '20304050' });
  });
});

describe('amounts in a message are money', () => {
  it.each([
    ['da', 'Skriv et helt beløb fra Kr. 1,- til Kr. 8.290,-'],
    ['no', 'Skriv et helt beløp fra 1 NOK til 8 290 NOK'],
    ['sv', 'Skriv ett helt belopp från 1 SEK till 8 290 SEK'],
  ] as const)('%s: %s', async (locale, text) => {
    const said = await messages(FORMS.find((form) => form.name === 'paying a part of an invoice')!, { gateway: 'test', share: 'part', amount: '9000' }, locale);
    expect(said.map(({ message }) => message)).toEqual([text]);
  });
});

describe('a visitor over a limit (429)', () => {
  const errors = (locale: Locale) => createTranslator({ locale, messages: MESSAGES[locale], namespace: 'errors' });
  const refused = (retryAfter?: number) => new ApiError(429, { code: 'rate_limited', message: 'rate_limited', status: 429, ...(retryAfter === undefined ? {} : { retryAfter }) });

  it.each([
    ['da', 'Fejl: Du har prøvet mange gange på kort tid. Prøv igen om 10 minutter.', 'Fejl: Du har prøvet mange gange på kort tid. Prøv igen om 2 minutter.', 'Fejl: Du har prøvet mange gange på kort tid. Vent lidt, og prøv igen.'],
    ['no', 'Feil: Du har prøvd mange ganger på kort tid. Prøv igjen om 10 minutter.', 'Feil: Du har prøvd mange ganger på kort tid. Prøv igjen om 2 minutter.', 'Feil: Du har prøvd mange ganger på kort tid. Vent litt og prøv igjen.'],
    ['sv', 'Fel: Du har försökt många gånger på kort tid. Försök igen om 10 minuter.', 'Fel: Du har försökt många gånger på kort tid. Försök igen om 2 minuter.', 'Fel: Du har försökt många gånger på kort tid. Vänta en stund och försök igen.'],
  ] as const)('%s: is told it was their own tries, and for how long when the answer said so', (locale, tenMinutes, twoMinutes, unsaid) => {
    expect(apiErrorMessage(errors(locale), refused(600))).toBe(tenMinutes);
    expect(apiErrorMessage(errors(locale), refused(90))).toBe(twoMinutes);
    expect(apiErrorMessage(errors(locale), refused(60))).toBe(unsaid);
    expect(apiErrorMessage(errors(locale), refused())).toBe(unsaid);
  });
});
