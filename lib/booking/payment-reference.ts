/**
 * What a bank transfer quotes so the shop knows which invoice it pays
 * (booking spec §3 "Invoice": reference code, message reference). The
 * reference code is the order number with a modulus-10 (Luhn) check digit:
 * the check Norwegian KID and Swedish OCR references carry, and the one a
 * Danish payment id ends in; Danish ids are 15 digits, zero-padded. The
 * message reference is what the payer writes in the transfer's message when
 * the bank has no reference field.
 */
import type { Locale } from '@/lib/i18n/locales';

/** The Luhn check digit of a string of digits. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a string of digits ends in its own Luhn check digit. */
export function isLuhnValid(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

const DANISH_ID_DIGITS = 15;

export function referenceCodeOf(orderNumber: number, locale: Locale): string {
  const body = locale === 'da' ? String(orderNumber).padStart(DANISH_ID_DIGITS - 1, '0') : String(orderNumber);
  return `${body}${luhnCheckDigit(body)}`;
}

export function messageReferenceOf(orderNumber: number): string {
  return `FT-${orderNumber}`;
}
