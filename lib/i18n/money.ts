import { SITE_BASICS, type SiteCurrency } from '@/lib/site/site-basics';
import type { Locale } from './locales';

export type Currency = SiteCurrency | 'EUR';

function groupThousands(value: number, separator: string): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Money without decimals, as each site writes it (browsing spec §9):
 * DKK `Kr. 1.234,-`, NOK `1 234 NOK`, SEK `1 234 SEK`; English uses EUR.
 * Amounts are rounded up to whole units, as prices are (booking spec §9).
 */
export function formatMoney(amount: number, currency: Currency): string {
  const whole = Math.ceil(Math.abs(amount));
  const sign = amount < 0 && whole > 0 ? '-' : '';
  switch (currency) {
    case 'DKK':
      return `${sign}Kr. ${groupThousands(whole, '.')},-`;
    case 'NOK':
    case 'SEK':
      return `${sign}${groupThousands(whole, ' ')} ${currency}`;
    case 'EUR':
      return `${sign}€${groupThousands(whole, ',')}`;
  }
}

export function formatPrice(amount: number, locale: Locale): string {
  return formatMoney(amount, SITE_BASICS[locale].currency);
}
