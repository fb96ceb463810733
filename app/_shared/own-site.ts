import { SITE_BASICS } from '@/lib/site/site-basics';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

/**
 * The site an order was bought on, by its currency, when that is another
 * site than the one asked: an invoice or a payment share opened under
 * another country's address (an invoice looked up there, a link passed on)
 * is shown on its own site, in its own currency and with its own bank
 * details, never priced in the asking site's currency. null: this site.
 */
export function ownSiteOf(currency: string, asked: Locale): Locale | null {
  if (SITE_BASICS[asked].currency === currency) return null;
  return LOCALES.find((locale) => SITE_BASICS[locale].currency === currency) ?? null;
}
