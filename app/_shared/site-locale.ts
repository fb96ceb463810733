import { notFound } from 'next/navigation';
import { getLocale, setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The site of the route's `[locale]` segment. Any other first segment (a
 * request for `/apple-touch-icon.png` reaches `[locale]` too) is a 404 before
 * a layout or page reads the site's texts and settings, which it has none of.
 */
export async function siteLocale(params: Promise<{ locale?: string }>): Promise<Locale> {
  const asked = (await params).locale ?? (await getLocale());
  if (!isLocale(asked)) notFound();
  // Next renders layouts and pages side by side: each that reads the site
  // says it to next-intl itself, or next-intl would read the request's headers
  // and the page could not be kept (docs/adr/0012-render-cache.md).
  setRequestLocale(asked);
  return asked;
}
