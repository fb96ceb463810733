import { describe, expect, it } from 'vitest';
import { formatMoney, formatPrice } from '@/lib/i18n/money';

describe('money as each site writes it', () => {
  it.each([
    [1234, 'DKK', 'Kr. 1.234,-'],
    [0, 'DKK', 'Kr. 0,-'],
    [999, 'DKK', 'Kr. 999,-'],
    [1234567, 'DKK', 'Kr. 1.234.567,-'],
    [1234, 'NOK', '1 234 NOK'],
    [12345, 'SEK', '12 345 SEK'],
    [1234, 'EUR', '€1,234'],
  ] as const)('%d %s is "%s"', (amount, currency, text) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });

  it('rounds up to whole units', () => {
    expect(formatMoney(1233.01, 'DKK')).toBe('Kr. 1.234,-');
    expect(formatMoney(1234.0, 'SEK')).toBe('1 234 SEK');
  });

  it('keeps the sign of a deduction', () => {
    expect(formatMoney(-1500, 'NOK')).toBe('-1 500 NOK');
  });

  it('picks the currency of the site', () => {
    expect(formatPrice(1234, 'da')).toBe('Kr. 1.234,-');
    expect(formatPrice(1234, 'no')).toBe('1 234 NOK');
    expect(formatPrice(1234, 'sv')).toBe('1 234 SEK');
  });
});
