import type { Metadata } from 'next';
import { siteOrigin } from '@/lib/site/origin';
import { SITES } from '@/lib/site/sites';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

type Href = Parameters<typeof getPathname>[0]['href'];

export { siteOrigin };

/** The absolute address of a route on a site. */
export function absoluteUrl(locale: Locale, href: Href): string {
  return siteOrigin(locale) + getPathname({ locale, href });
}

/**
 * Canonical address and hreflang alternates of a page across the three
 * country domains: the same route, each under its own localized path.
 */
export function alternatesFor(locale: Locale, href: Href): Metadata['alternates'] {
  return {
    canonical: absoluteUrl(locale, href),
    languages: {
      ...Object.fromEntries(LOCALES.map((other) => [SITES[other].htmlLang, absoluteUrl(other, href)])),
      'x-default': absoluteUrl('da', href),
    },
  };
}
