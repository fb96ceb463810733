/**
 * The specification's field rules as zod pieces (booking spec §5, browsing
 * spec §5): required, email, min and phone, and the length limit. Pure: the
 * contract builds its bodies from them, the API validates with those bodies
 * and the storefront's forms validate with the same ones.
 *
 * A field that is absent (`undefined`) is "required"; a form's empty text
 * field arrives absent too (components/ui/form), so an empty field reads
 * 'Dette felt er påkrævet' on the page and `is required` from the API. Each
 * issue's message is the rule's English text (./messages.ts): the API
 * translates it with its catalogue, a form shows the site's `forms` sentence.
 *
 *   z.object({ firstName: required(), mobile: phone(), email: email(), note: required().check(min(10)) })
 */
import { z } from 'zod';
import { BIRTH_YEAR_MIN } from '@/lib/api/contract/form-limits';
import { isCalendarDay } from '@/lib/calendar-day';
import { hasUnusableCharacters } from './characters';
import { ruleText } from './messages';
import { hasPhoneLength, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, withoutSeparators } from './phone';

/** What the shop stores of an address at most (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

const absent = (input: unknown) => input === undefined;

/**
 * Only characters the shop can keep: no NUL, no half of a surrogate pair
 * (./characters.ts), which the database refuses. Every text field has it:
 * `required()` and `text()` check it first, so such a text reads `contains
 * characters that cannot be used` and nothing else.
 */
export const usable = () => z.refine<string>((value) => !hasUnusableCharacters(value), { error: ruleText('characters'), abort: true });

/** A text that must be given: trimmed, not empty. `must be text` for a value of another type. */
export const required = () =>
  z
    .string({ error: (issue) => (absent(issue.input) ? ruleText('required') : 'must be text') })
    .check(usable())
    .trim()
    // A missing text is one message, not also too short or no phone.
    .min(1, { error: ruleText('required'), abort: true });

/** A text that may be left out or blank, trimmed: `text().check(max(200))`. Blank or absent is the caller's to map. */
export const text = () => z.string({ error: 'must be text' }).check(usable()).trim();

/** At least `length` characters (after trimming, when the text is trimmed first): `required().check(min(2))`. */
export const min = (length: number) => z.minLength(length, ruleText('min', { min: length }));

/** At most `length` characters: `required().check(max(100))`. */
export const max = (length: number) => z.maxLength(length, ruleText('max', { max: length }));

/**
 * An order number as a visitor types it (digits, spaces around dropped) or
 * an API client sends it (a number): a whole number the orders table can hold.
 */
export const orderNumber = () =>
  z
    .union([z.number(), z.string().trim().regex(/^\d{1,10}$/).transform(Number)], { error: (issue) => ruleText(absent(issue.input) || issue.input === '' ? 'required' : 'orderNumber') })
    .pipe(z.number().int(ruleText('orderNumber')).min(1, ruleText('orderNumber')).max(2_147_483_647, ruleText('orderNumber')));

/**
 * An email address that must be given: trimmed and lower-cased, since one
 * address is one person however it was typed. Anything given that is not an
 * address, an empty text or a number alike, `must be a valid email address`.
 */
export const email = () =>
  z
    .string({ error: (issue) => ruleText(absent(issue.input) ? 'required' : 'email') })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: ruleText('email') }).check(max(EMAIL_MAX)));

/** The spec's phone: an optional plus followed by digits only (`+4512345678`, `12345678`). */
export const PHONE_PATTERN = /^\+?\d+$/;

/** A phone number's length rule, in its words (./phone.ts `hasPhoneLength`). */
export const phoneLengthText = () => ruleText('phoneLength', { min: PHONE_MIN_DIGITS, max: PHONE_MAX_DIGITS });

/**
 * A phone number that must be given: required, then the phone rule, then a
 * plausible length (at least 6 digits after a country code typed in it, at
 * most 15 in all, E.164), each with its own message. It is kept without what
 * it was typed with between its digits (`20 30 40 50`, `20-30-40-50` are
 * `20304050`), which is no part of the number. A mobile beside a chosen
 * country code has the code counted in by its form (the contract's contact).
 */
export const phone = () =>
  required()
    .overwrite(withoutSeparators)
    .regex(PHONE_PATTERN, { error: ruleText('phone'), abort: true })
    .refine((number) => hasPhoneLength('', number), { error: phoneLengthText(), abort: true });

/** A calendar day that must be given, `YYYY-MM-DD` (`2026-02-30` is no day). */
export const calendarDate = () =>
  z
    .string({ error: (issue) => ruleText(absent(issue.input) ? 'required' : 'date') })
    .trim()
    .min(1, { error: ruleText('required'), abort: true })
    .refine(isCalendarDay, { error: ruleText('date'), abort: true });

/**
 * A birth date that must be given: a calendar day from 1 January 1910. Whether
 * it is before today, and old enough for the traveller, depends on the day and
 * the trip (lib/booking/details.ts).
 */
export const birthDate = () => calendarDate().refine((day) => day >= `${BIRTH_YEAR_MIN}-01-01`, ruleText('birthDate', { year: BIRTH_YEAR_MIN }));

/** A box that must be ticked: anything but `true` (unticked, absent) reads `must be accepted`. */
export const accepted = () => z.literal(true, { error: ruleText('accepted') });

/** A yes or no that must be answered (booking spec §5, insurance): absent or null reads `is required`. */
export const answer = () => z.boolean({ error: (issue) => (issue.input === undefined || issue.input === null ? ruleText('required') : 'must be true or false') });

/**
 * A choice from a list of ids (a select): the API sends a number, a form's
 * select its text; nothing chosen reads `is required`.
 */
export const chosenId = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value.trim()) ? Number(value.trim()) : value),
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === '' ? ruleText('required') : 'must be a number') })
      .int('must be a whole number')
      .positive('must be positive')
      .max(2_147_483_647, 'must be at most 2147483647'),
  );
