import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The site of the route's `[locale]` segment. Any other first segment (a
 * request for `/apple-touch-icon.png` reaches `[locale]` too) is a 404 before
 * a layout or page reads the site's texts and settings, which it has none of.
 */
export async function siteLocale(params: Promise<{ locale?: string }>): Promise<Locale> {
  const asked = (await params).locale ?? (await getLocale());
  if (!isLocale(asked)) notFound();
  return asked;
}
