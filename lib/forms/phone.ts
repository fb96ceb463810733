/**
 * A mobile number beside its country code (booking spec §3 "Contact
 * person"): the code is chosen on its own, so a number typed with a code of
 * its own (`+45 20 30 40 50`, `0045 20304050`) would be kept twice
 * (`+45 +4520304050`). Pure, no zod: the contract's schema uses it, and so
 * does the form through the same schema.
 */

/** The country codes the phone field offers: the three sites' first, then the neighbours most of our travellers live in. */
export const PHONE_CODES = ['+45', '+47', '+46', '+358', '+354', '+298', '+299', '+49', '+44', '+31', '+48', '+353'] as const;

/** What a number is typed with but is no digit of it: spaces, dashes, dots and brackets (`20 30-40.50`, `(0)20…`). */
export const withoutSeparators = (number: string) => number.replace(/[\s\-.()]/g, '');

/**
 * The number without a country code typed into it, and the code it is
 * reached by: the chosen one, or the one typed at the number's start when
 * that is another of the offered codes (the typed one is what the traveller
 * meant). `+` and `00` both start a code.
 */
export function splitCountryCode(phoneCode: string, mobile: string): { phoneCode: string; mobile: string } {
  const number = withoutSeparators(mobile);
  const international = number.startsWith('00') ? `+${number.slice(2)}` : number;
  if (!international.startsWith('+')) return { phoneCode, mobile: number };
  // The chosen code first (none for a number typed whole), then the others, longest first (+358 before +35…).
  const codes = [...(phoneCode ? [phoneCode] : []), ...[...PHONE_CODES].sort((a, b) => b.length - a.length)];
  const code = codes.find((candidate) => international.startsWith(candidate) && international.length > candidate.length);
  return code ? { phoneCode: code, mobile: international.slice(code.length) } : { phoneCode, mobile: number };
}

/** E.164: a number has at most 15 digits, its country code's included. */
export const PHONE_MAX_DIGITS = 15;

/** The fewest digits a number has after its country code: the Nordic mobiles have 8, Iceland's 7, the Faroes' 6. */
export const PHONE_MIN_DIGITS = 6;

const digitCount = (text: string) => text.replace(/\D/g, '').length;

/**
 * Whether a phone number is long enough to be one, and not too long (the
 * rule `phoneLength`, lib/forms/rules.ts): at least PHONE_MIN_DIGITS after
 * its country code, and at most PHONE_MAX_DIGITS in all. The code is one
 * typed at the number's start, else `phoneCode`, the one chosen beside it
 * ('' for a number typed whole in one field, its code in it or not).
 */
export function hasPhoneLength(phoneCode: string, number: string): boolean {
  const split = splitCountryCode(phoneCode, number);
  const national = digitCount(split.mobile);
  return national >= PHONE_MIN_DIGITS && digitCount(split.phoneCode) + national <= PHONE_MAX_DIGITS;
}
