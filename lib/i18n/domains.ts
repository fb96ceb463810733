import { isLocale, LOCALES, type Locale } from './locales';

export interface SiteDomain {
  domain: string;
  defaultLocale: Locale;
  locales: [Locale];
}

/**
 * The country domains, from `SITE_DOMAINS=da=fantur.dk,no=fantur.no,sv=fantur.se`.
 * Without it: `da.localhost:PORT`, `no.localhost:PORT`, `sv.localhost:PORT`
 * (next-intl compares the Host header exactly, port included). Any other host,
 * such as plain `localhost`, serves every site under its prefix.
 */
export function siteDomains(setting: string | undefined, port: string | undefined = '3000'): SiteDomain[] {
  const pairs = setting?.trim()
    ? setting.split(',').map((pair) => {
        const [locale = '', domain = ''] = pair.split('=').map((part) => part.trim());
        if (!isLocale(locale) || !domain) {
          throw new Error(`SITE_DOMAINS must look like da=shop.dk,no=shop.no,sv=shop.se; got "${pair}"`);
        }
        return [locale, domain.toLowerCase()] as const;
      })
    : LOCALES.map((locale) => [locale, `${locale}.localhost:${port}`] as const);
  return pairs.map(([locale, domain]) => ({ domain, defaultLocale: locale, locales: [locale] }));
}

export function domainOf(locale: Locale, domains: readonly SiteDomain[]): string | undefined {
  return domains.find((entry) => entry.defaultLocale === locale)?.domain;
}
