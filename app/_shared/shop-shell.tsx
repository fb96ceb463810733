import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { siteDomains } from '@/lib/i18n/domains';
import { activeSeason, localIsoDate } from '@/lib/seasons';
import { SITES } from '@/lib/site/sites';
import { loadInitialData } from '@/features/layout/initial-data';
import { SeasonBanner } from '@/features/layout/season-banner';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';
import { NewsletterSignup } from '@/features/newsletter/newsletter-signup';
import { SearchBox } from '@/features/search/search-box';
import type { Locale } from '@/lib/i18n/locales';
import { ConsentSettings } from './consent';

interface ShellProps {
  locale: Locale;
  /** The page's day (its edition's), or today outside one. */
  now: Date;
  /** Served on one of the country domains. */
  onDomain: boolean;
  children: ReactNode;
}

/**
 * The shop's shell: seasonal banner, navbar, footer (browsing spec §2). The
 * shop layout and the root not-found both draw it. Booking pages live outside
 * it (booking spec §2).
 */
export async function ShopShell({ locale, now, onDomain, children }: ShellProps) {
  const [{ menu, cms, searchClubs }, t] = await Promise.all([loadInitialData(locale), getTranslations({ locale, namespace: 'layout' })]);
  const season = activeSeason(localIsoDate(now, SITES[locale].timeZone));
  // On a country domain the locale switcher goes to the other domains; on any other host, to the other prefixes.
  const domains = onDomain ? siteDomains(process.env.SITE_DOMAINS, process.env.PORT) : null;

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SeasonBanner season={season} />
      <SiteHeader
        menu={menu}
        landing={cms.landing}
        searchSlot={<SearchBox popularClubs={searchClubs} />}
        domains={domains && (Object.fromEntries(domains.map((d) => [d.defaultLocale, d.domain])) as Record<Locale, string>)}
      />
      <main id="main">{children}</main>
      <SiteFooter now={now} newsletter={<NewsletterSignup />} consentSettings={<ConsentSettings locale={locale} />} />
    </>
  );
}
