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

const isCurrency = (code: string): code is Currency => code === 'DKK' || code === 'NOK' || code === 'SEK' || code === 'EUR';

/**
 * An amount in the currency it was sold in (an invoice's, a booking's: the
 * `currency` its answer names), written as that currency is written whatever
 * site shows it: a Danish booking opened on the Swedish site reads
 * `Kr. 1.234,-`, never SEK. The texts around it follow the site's language.
 */
export function moneyIn(currency: string): (amount: number) => string {
  if (isCurrency(currency)) return (amount) => formatMoney(amount, currency);
  // A currency the shop does not sell in is written as the Scandinavian ones are: the amount, then its code.
  return (amount) => `${amount < 0 ? '-' : ''}${groupThousands(Math.ceil(Math.abs(amount)), ' ')} ${currency}`;
}
