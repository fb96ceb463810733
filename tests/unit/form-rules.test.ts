/**
 * The specification's field rules (booking spec §5, browsing spec §5) as the
 * schema pieces of lib/forms: what each accepts, the English text its issue
 * carries, and how each half says it on every site: the storefront's form
 * with the `forms` messages and the field's label, the API with its
 * catalogue (server/messages).
 */
import fc from 'fast-check';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newsletterSubscriptionBody } from '@/lib/api/contract/newsletter';
import { localizeFieldMessage, ruleOf, ruleText, RULE_TEXTS } from '@/lib/forms/messages';
import { hasUnusableCharacters } from '@/lib/forms/characters';
import { hasPhoneLength, withoutSeparators } from '@/lib/forms/phone';
import { email, EMAIL_MAX, max, min, phone, required, text } from '@/lib/forms/rules';
import type { Locale } from '@/lib/i18n/locales';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import { translation } from '@/server/messages';

const MESSAGES = { da, no, sv } as const;

/** The messages a schema gives each field: `{ field: [English texts] }`, as the API's `errors`. */
function issues(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return errors;
}

/** The first message of one field in the storefront's words, labelled `field`. */
function onPage(locale: Locale, message: string, field: string) {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'forms' });
  return localizeFieldMessage(message, (rule, values) => t(rule, { field, ...values }));
}

const form = z.object({
  firstName: required().check(min(2)),
  note: required().check(max(5)),
  email: email(),
  mobile: phone(),
});
const valid = { firstName: 'Ann', note: 'Hej', email: 'ann@example.com', mobile: '+4512345678' };

describe('required', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['blank', '   '],
  ])('refuses a %s text with "is required", and only that', (_, firstName) => {
    expect(issues(form, { ...valid, firstName })).toEqual({ firstName: ['is required'] });
  });

  it('takes a text, trimmed', () => {
    expect(required().parse('  Ann  ')).toBe('Ann');
  });

  it('says "must be text" for a value of another type', () => {
    expect(issues(form, { ...valid, firstName: 42 })).toEqual({ firstName: ['must be text'] });
  });

  it.each([
    ['da', 'Dette felt er påkrævet', 'skal udfyldes'],
    ['no', 'Dette feltet er påkrevd', 'må fylles ut'],
    ['sv', 'Detta fält är obligatoriskt', 'måste fyllas i'],
  ] as const)('%s: the page says "%s", the API "%s"', (locale, page, api) => {
    expect(onPage(locale, 'is required', 'Fornavn')).toBe(page);
    expect(translation('is required', locale)).toBe(api);
  });
});

describe('min and max', () => {
  it('counts the characters after trimming', () => {
    expect(issues(form, { ...valid, firstName: ' A ' })).toEqual({ firstName: ['must be at least 2 characters'] });
    expect(issues(form, { ...valid, firstName: 'Al' })).toEqual({});
    expect(issues(form, { ...valid, note: 'Hej du' })).toEqual({ note: ['must be at most 5 characters'] });
    expect(issues(form, { ...valid, note: ' Hej! ' })).toEqual({});
  });

  it.each([
    ['da', 'Fornavn skal være mindst 2 tegn', 'skal være mindst 2 tegn', 'Besked må højst være 5 tegn'],
    ['no', 'Fornavn må være minst 2 tegn', 'må være minst 2 tegn', 'Besked kan være høyst 5 tegn'],
    ['sv', 'Fornavn måste vara minst 2 tecken', 'måste vara minst 2 tecken', 'Besked får vara högst 5 tecken'],
  ] as const)('%s: the page says "%s", the API "%s"', (locale, page, api, tooLong) => {
    expect(onPage(locale, 'must be at least 2 characters', 'Fornavn')).toBe(page);
    expect(translation('must be at least 2 characters', locale)).toBe(api);
    expect(onPage(locale, 'must be at most 5 characters', 'Besked')).toBe(tooLong);
  });
});

describe('email', () => {
  it('takes an address trimmed and lower-cased: one address is one person', () => {
    expect(email().parse('  Ann.Hansen@Example.COM ')).toBe('ann.hansen@example.com');
  });

  it('says "is required" when it is missing, and "must be a valid email address" for anything given that is none', () => {
    expect(issues(form, { ...valid, email: undefined })).toEqual({ email: ['is required'] });
    for (const given of ['not-an-email', 'ann@example', '', '   ', 42, null]) {
      expect(issues(form, { ...valid, email: given }), String(given)).toEqual({ email: ['must be a valid email address'] });
    }
  });

  it(`takes at most ${EMAIL_MAX} characters`, () => {
    const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(issues(form, { ...valid, email: address(EMAIL_MAX) })).toEqual({});
    expect(issues(form, { ...valid, email: address(EMAIL_MAX + 1) }).email).toContain(`must be at most ${EMAIL_MAX} characters`);
  });

  it.each([
    ['da', 'Indtast en gyldig e-mailadresse', 'skal være en gyldig e-mailadresse'],
    ['no', 'Skriv inn en gyldig e-postadresse', 'må være en gyldig e-postadresse'],
    ['sv', 'Ange en giltig e-postadress', 'måste vara en giltig e-postadress'],
  ] as const)('%s: the page says "%s", the API "%s"', (locale, page, api) => {
    expect(onPage(locale, 'must be a valid email address', 'E-mail')).toBe(page);
    expect(translation('must be a valid email address', locale)).toBe(api);
  });
});

describe('phone: an optional plus followed by digits only', () => {
  it.each(['+4512345678', '12345678', '  +4712345678 ', '0046701234567'])('takes %j', (mobile) => {
    expect(issues(form, { ...valid, mobile })).toEqual({});
  });

  it.each([
    ['+45 12 34 56 78', '+4512345678'],
    ['45-12-34-56', '45123456'],
    ['(0) 20.30.40.50', '020304050'],
  ])('takes %j as it is typed, and keeps the digits alone: %j', (mobile, kept) => {
    expect(issues(form, { ...valid, mobile })).toEqual({});
    expect(phone().parse(mobile)).toBe(kept);
  });

  it.each(['++4512345678', '+', '12345678+', 'tlf. 12345678', '١٢٣', '- -'])('refuses %j', (mobile) => {
    expect(issues(form, { ...valid, mobile })).toEqual({ mobile: ['is not a valid phone number'] });
  });

  it('is required first: an empty number is one message', () => {
    expect(issues(form, { ...valid, mobile: '' })).toEqual({ mobile: ['is required'] });
  });

  it('agrees with the rule for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const accepted = phone().safeParse(text).success;
        const number = withoutSeparators(text.trim());
        expect(accepted).toBe(!hasUnusableCharacters(text) && /^\+?[0-9]+$/.test(number) && hasPhoneLength('', number));
      }),
    );
    fc.assert(
      fc.property(fc.boolean(), fc.stringMatching(/^[1-9][0-9]{5,13}$/), (plus, digits) => {
        // A plus before digits that start with no offered code: all of them are the number's own.
        const number = `${plus ? '+1' : ''}${digits}`;
        expect(phone().parse(` ${number} `)).toBe(number);
      }),
    );
  });

  describe('a plausible length: at least 6 digits after the country code, at most 15 in all (E.164)', () => {
    const LENGTH = 'must have at least 6 digits, and at most 15 with the country code';

    it.each(['1', '123', '12345', '+45 1', '+4512345', '0045 123 45'])('refuses %j, with one message', (mobile) => {
      expect(issues(form, { ...valid, mobile })).toEqual({ mobile: [LENGTH] });
    });

    it.each(['123456', '+298 123456', '+4512345678', '123456789012345', '+1 212 555 0100'])('takes %j', (mobile) => {
      expect(issues(form, { ...valid, mobile })).toEqual({});
    });

    it('refuses more than 15 digits in all', () => {
      expect(issues(form, { ...valid, mobile: '1234567890123456' })).toEqual({ mobile: [LENGTH] });
      expect(issues(form, { ...valid, mobile: '+358 1234567890123' })).toEqual({ mobile: [LENGTH] });
    });

    it('refuses letters as no phone number, not as a length', () => {
      expect(issues(form, { ...valid, mobile: 'abc' })).toEqual({ mobile: ['is not a valid phone number'] });
    });

    it.each([
      ['da', 'Mobil skal have mindst 6 cifre og højst 15 med landekoden', 'skal have mindst 6 cifre og højst 15 med landekoden'],
      ['no', 'Mobil må ha minst 6 sifre og høyst 15 med landskoden', 'må ha minst 6 sifre og høyst 15 med landskoden'],
      ['sv', 'Mobil måste ha minst 6 siffror och högst 15 med landsnumret', 'måste ha minst 6 siffror och högst 15 med landsnumret'],
    ] as const)('%s: the page says "%s"; the API "%s" under the field', (locale, page, api) => {
      expect(onPage(locale, LENGTH, 'Mobil')).toBe(page);
      expect(translation(LENGTH, locale)).toBe(api);
    });
  });

  it.each([
    ['da', 'Mobil er ikke et gyldigt telefonnummer', 'er ikke et gyldigt telefonnummer'],
    ['no', 'Mobil er ikke et gyldig telefonnummer', 'er ikke et gyldig telefonnummer'],
    ['sv', 'Mobil är inte ett giltigt telefonnummer', 'är inte ett giltigt telefonnummer'],
  ] as const)('%s: the page names the field, "%s"; the API says "%s" under the field', (locale, page, api) => {
    expect(onPage(locale, 'is not a valid phone number', 'Mobil')).toBe(page);
    expect(translation('is not a valid phone number', locale)).toBe(api);
  });
});

describe('characters: no NUL and no half of a surrogate pair in any text', () => {
  const typed = z.object({ firstName: required().check(max(100)), comment: text().check(max(10)).optional() });
  const CANNOT = 'contains characters that cannot be used';

  it.each([
    ['a NUL', 'Ann\u0000e'],
    ['a NUL alone', '\u0000'],
    ['a high surrogate alone', 'Ann\ud83d'],
    ['a low surrogate alone', '\ude00Ann'],
    ['two high surrogates', '\ud83d\ud83d\ude00'],
  ])('refuses %s, with that message only, in a required text and an optional one', (_, value) => {
    expect(issues(typed, { firstName: value })).toEqual({ firstName: [CANNOT] });
    expect(issues(typed, { firstName: 'Ann', comment: value })).toEqual({ comment: [CANNOT] });
    expect(issues(typed, { firstName: value.repeat(60) })).toEqual({ firstName: [CANNOT] });
  });

  it('takes whole characters of any plane, and control characters PostgreSQL keeps', () => {
    expect(typed.parse({ firstName: ' Åse 😀 Øster\tgaard ', comment: '١٢٣ 𝄞' })).toEqual({ firstName: 'Åse 😀 Øster\tgaard', comment: '١٢٣ 𝄞' });
  });

  it('agrees, for any text, with what survives a trip through UTF-8 and holds no NUL', () => {
    const encoding = (value: string) => new TextDecoder().decode(new TextEncoder().encode(value)) === value && !value.includes('\0');
    fc.assert(
      fc.property(fc.string({ unit: fc.oneof(fc.constantFrom('\0', '\ud800', '\udbff', '\udc00', '\udfff', 'a', '😀'), fc.string({ unit: 'binary', maxLength: 1 })) }), (value) => {
        expect(hasUnusableCharacters(value)).toBe(!encoding(value));
      }),
    );
  });

  it.each([
    ['da', 'Fornavn indeholder tegn, der ikke kan bruges', 'indeholder tegn, der ikke kan bruges'],
    ['no', 'Fornavn inneholder tegn som ikke kan brukes', 'inneholder tegn som ikke kan brukes'],
    ['sv', 'Fornavn innehåller tecken som inte kan användas', 'innehåller tecken som inte kan användas'],
  ] as const)('%s: the page says "%s", the API "%s"', (locale, page, api) => {
    expect(onPage(locale, CANNOT, 'Fornavn')).toBe(page);
    expect(translation(CANNOT, locale)).toBe(api);
  });
});

describe('the rules’ texts', () => {
  it('are each recognised with their numbers, and another text is not a rule', () => {
    expect(ruleOf('is required')).toEqual({ rule: 'required', values: {} });
    expect(ruleOf(ruleText('min', { min: 12 }))).toEqual({ rule: 'min', values: { min: 12 } });
    expect(ruleOf('must be at most 100 characters')).toEqual({ rule: 'max', values: { max: 100 } });
    expect(ruleOf('must be at least 3')).toBeNull();
    expect(ruleOf('Koden er ikke gyldig')).toBeNull();
  });

  it('leave any other message as it is: the API has already said it in the site’s language', () => {
    expect(onPage('da', 'skal være en gyldig e-mailadresse', 'E-mail')).toBe('skal være en gyldig e-mailadresse');
  });

  it.each(['da', 'no', 'sv'] as const)('%s: every rule has a text on the page and in the API', (locale) => {
    for (const [rule, text] of Object.entries(RULE_TEXTS)) {
      const english = text.replace(/\{\w+\}/g, '3');
      expect(onPage(locale, english, 'Navn'), rule).not.toBe(english);
      expect(translation(english, locale), rule).not.toBe(english);
    }
  });
});

describe('the newsletter body is built from the pieces', () => {
  it('answers as the API always has: a missing address is required, an empty one is no address', () => {
    expect(issues(newsletterSubscriptionBody, {})).toEqual({ email: ['is required'] });
    expect(issues(newsletterSubscriptionBody, { email: '' })).toEqual({ email: ['must be a valid email address'] });
    expect(issues(newsletterSubscriptionBody, { email: 'nope', name: 7 })).toEqual({ email: ['must be a valid email address'], name: ['must be text'] });
    expect(issues(newsletterSubscriptionBody, { email: 'a@b.dk', name: 'x'.repeat(101) })).toEqual({ name: ['must be at most 100 characters'] });
    expect(newsletterSubscriptionBody.parse({ email: ' Ann@Example.com ', name: '  ' })).toEqual({ email: 'ann@example.com', name: null });
    expect(issues(newsletterSubscriptionBody, { email: 'a@b.dk', name: 'Ann\u0000' })).toEqual({ name: ['contains characters that cannot be used'] });
  });
});
