import { domainOf, siteDomains } from '@/lib/i18n/domains';
import type { Locale } from '@/lib/i18n/locales';
import { pathnames, type RouteName } from '@/lib/i18n/routing';

/**
 * The public origin of a country site: its own domain (SITE_DOMAINS), https
 * unless it is a local one. Configuration, never a request's Host.
 */
export function siteOrigin(locale: Locale): string {
  const domain = domainOf(locale, siteDomains(process.env.SITE_DOMAINS, process.env.PORT)) ?? `localhost:${process.env.PORT ?? 3000}`;
  const local = /^(localhost|127\.0\.0\.1|[a-z]+\.localhost)(:\d+)?$/.test(domain);
  return `${local ? 'http' : 'https'}://${domain}`;
}

/**
 * The absolute address of a route on a site, for what leaves the site (a
 * mail, a PDF): `siteUrl('no', '/invoice/[slug]', { slug })`. Pages build
 * their links with lib/i18n/navigation.
 */
export function siteUrl(locale: Locale, route: RouteName, params: Record<string, string> = {}): string {
  const localized: string = typeof pathnames[route] === 'string' ? pathnames[route] : pathnames[route][locale];
  const path = localized.replace(/\[(\w+)\]/g, (whole, name: string) => encodeURIComponent(params[name] ?? whole));
  return `${siteOrigin(locale)}/${locale}${path === '/' ? '' : path}`;
}
