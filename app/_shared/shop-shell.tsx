import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { currentSeason, shopNow } from '@/app/_shared/clock';
import { domainsOfRequest } from '@/app/_shared/site-of-host';
import { loadInitialData } from '@/features/layout/initial-data';
import { SeasonBanner } from '@/features/layout/season-banner';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';
import { NewsletterSignup } from '@/features/newsletter/newsletter-signup';
import { SearchBox } from '@/features/search/search-box';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The shop's shell: seasonal banner, navbar, footer (browsing spec §2). The
 * shop layout and the root not-found both draw it. Booking pages live outside
 * it (booking spec §2).
 */
export async function ShopShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [{ menu, cms, popularClubs }, t, { domains, current }, now, season] = await Promise.all([
    loadInitialData(locale),
    getTranslations({ locale, namespace: 'layout' }),
    domainsOfRequest(),
    shopNow(),
    currentSeason(locale),
  ]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SeasonBanner season={season} />
      <SiteHeader
        menu={menu}
        landing={cms.landing}
        searchSlot={<SearchBox popularClubs={popularClubs.map(({ slug, name, logoThumbUrl }) => ({ slug, name, logoThumbUrl }))} />}
        domains={current ? (Object.fromEntries(domains.map((d) => [d.defaultLocale, d.domain])) as Record<Locale, string>) : null}
      />
      <main id="main">{children}</main>
      <SiteFooter now={now} newsletter={<NewsletterSignup />} />
    </>
  );
}
