'use client';

import { useLocale } from 'next-intl';
import { useParams, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import type { Classes } from '@/components/ui/classes';
import { getPathname, Link, usePathname } from '@/lib/i18n/navigation';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

type Props = {
  /** Its class names (./navbar.module.css), handed down by ./site-header.tsx (components/ui/classes.ts). */
  classes: Classes<'localeSwitcher' | 'localeCode' | 'localeLink'>;
  label: string;
  names: Record<Locale, string>;
  /** Each site's country code (DK, NO, SE): the switcher chooses a country, so it shows the country's code, not its language's. */
  codes: Record<Locale, string>;
  /** Each site's language tag (the site table's `htmlLang`), handed down so the table stays out of the browser's bundle. */
  langs: Record<Locale, string>;
  /** Each site's domain when the visitor is on a country domain; null on a shared host such as localhost. */
  domains: Record<Locale, string> | null;
};

/**
 * Keeps the visitor on the same page and slug in the other site (browsing
 * spec §2), and on the same query once the page runs in the browser: a kept
 * page is rendered without the request's query (app/[locale]/[edition]).
 */
export function LocaleSwitcher(props: Props) {
  return (
    <Suspense fallback={<LocaleLinks {...props} query={undefined} />}>
      <LocaleLinksWithQuery {...props} />
    </Suspense>
  );
}

function LocaleLinksWithQuery(props: Props) {
  const search = useSearchParams();
  return <LocaleLinks {...props} query={search.size > 0 ? Object.fromEntries(search.entries()) : undefined} />;
}

function LocaleLinks({ classes: styles, label, names, codes, langs, domains, query }: Props & { query: Record<string, string> | undefined }) {
  const current = useLocale();
  const pathname = usePathname();
  // The edition is the route's own segment (app/[locale]/[edition]), not part of any address.
  const { locale: _locale, edition: _edition, ...params } = useParams<Record<string, string>>();
  const href = { pathname, params, query } as Parameters<typeof getPathname>[0]['href'];

  return (
    <ul className={styles.localeSwitcher} aria-label={label}>
      {LOCALES.map((locale) => {
        const content = (
          <>
            <span className={styles.localeCode} aria-hidden="true">
              {codes[locale]}
            </span>{' '}
            {names[locale]}
          </>
        );
        const common = { hrefLang: langs[locale], lang: langs[locale], className: styles.localeLink };
        if (locale === current) {
          return (
            <li key={locale}>
              <span lang={common.lang} className={common.className} aria-current="true">
                {content}
              </span>
            </li>
          );
        }
        return (
          <li key={locale}>
            {domains ? (
              // Another country domain: a full page load on that site.
              <a {...common} href={`//${domains[locale]}${getPathname({ locale, href })}`}>
                {content}
              </a>
            ) : (
              <Link {...common} href={href} locale={locale}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
