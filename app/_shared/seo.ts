import type { Metadata } from 'next';
import { domainOf, siteDomains } from '@/lib/i18n/domains';
import { SITES } from '@/lib/site/sites';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { getPathname } from '@/lib/i18n/navigation';

type Href = Parameters<typeof getPathname>[0]['href'];

/** The public origin of a country site: its own domain (SITE_DOMAINS), https unless it is a local one. */
export function siteOrigin(locale: Locale): string {
  const domain = domainOf(locale, siteDomains(process.env.SITE_DOMAINS, process.env.PORT)) ?? `localhost:${process.env.PORT ?? 3000}`;
  const local = /^(localhost|127\.0\.0\.1|[a-z]+\.localhost)(:\d+)?$/.test(domain);
  return `${local ? 'http' : 'https'}://${domain}`;
}

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
