import { headers } from 'next/headers';
import { siteDomains, type SiteDomain } from '@/lib/i18n/domains';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

/**
 * The country domains, and the one the request came in on (null on any other
 * host, such as plain localhost), as next-intl chooses the site. It only
 * chooses among the configured domains: an absolute address is always built
 * from one of them (app/_shared/seo.ts siteOrigin), never from the headers.
 */
export async function domainsOfRequest(): Promise<{ domains: SiteDomain[]; current: SiteDomain | null }> {
  const requestHeaders = await headers();
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host');
  const domains = siteDomains(process.env.SITE_DOMAINS, process.env.PORT);
  return { domains, current: domains.find((entry) => entry.domain === host) ?? null };
}

/**
 * The sites a request's host serves: its own on a country domain, all three
 * (under their prefixes) on any other host such as plain localhost.
 */
export async function localesOfRequest(): Promise<readonly Locale[]> {
  const { current } = await domainsOfRequest();
  return current ? [current.defaultLocale] : LOCALES;
}
