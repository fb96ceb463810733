import { headers } from 'next/headers';
import { siteDomains } from '@/lib/i18n/domains';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

/**
 * The sites a request's host serves: its own on a country domain, all three
 * (under their prefixes) on any other host such as plain localhost.
 */
export async function localesOfRequest(): Promise<readonly Locale[]> {
  const requestHeaders = await headers();
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host');
  const site = siteDomains(process.env.SITE_DOMAINS, process.env.PORT).find((entry) => entry.domain === host);
  return site ? [site.defaultLocale] : LOCALES;
}

/** The origin the request came in on, for links in robots.txt. */
export async function requestOrigin(): Promise<string> {
  const requestHeaders = await headers();
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? 'localhost';
  const protocol = requestHeaders.get('x-forwarded-proto') ?? (/localhost|127\.0\.0\.1/.test(host) ? 'http' : 'https');
  return `${protocol}://${host}`;
}
