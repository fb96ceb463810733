import { describe, expect, it } from 'vitest';
import { isLuhnValid, luhnCheckDigit, messageReferenceOf, referenceCodeOf } from '@/lib/booking/payment-reference';
import { startOfDayIn } from '@/lib/calendar-day';

describe('the reference code a bank transfer quotes', () => {
  it('ends in the modulus-10 (Luhn) check digit that KID and OCR references carry', () => {
    // The textbook example: 7992739871 has the check digit 3.
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('79927398710')).toBe(false);
    expect(isLuhnValid('7')).toBe(false);
  });

  it('is the order number and its check digit in Norway and Sweden, a 15-digit payment id in Denmark', () => {
    expect(referenceCodeOf(100123, 'no')).toBe(`100123${luhnCheckDigit('100123')}`);
    expect(referenceCodeOf(100123, 'sv')).toBe(referenceCodeOf(100123, 'no'));
    const danish = referenceCodeOf(100123, 'da');
    expect(danish).toMatch(/^0{8}100123\d$/);
    for (const code of [danish, referenceCodeOf(100123, 'no'), referenceCodeOf(2_147_483_647, 'da')]) expect(isLuhnValid(code)).toBe(true);
    // A mistyped digit is caught.
    expect(isLuhnValid(danish.replace('100123', '100132'))).toBe(false);
  });

  it('gives the message reference for banks without a reference field', () => {
    expect(messageReferenceOf(100123)).toBe('FT-100123');
  });
});

describe('an invoice’s due time', () => {
  it('is local midnight in the site’s zone, across daylight-saving changes', () => {
    expect(startOfDayIn('2026-01-15', 'Europe/Copenhagen').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startOfDayIn('2026-07-15', 'Europe/Oslo').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    // The days the clocks change: midnight is still before the change.
    expect(startOfDayIn('2026-03-29', 'Europe/Stockholm').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayIn('2026-10-25', 'Europe/Copenhagen').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfDayIn('2026-03-30', 'Europe/Stockholm').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });
});
