import { headers } from 'next/headers';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { currentSeason, shopNow } from '@/app/_shared/clock';
import { loadInitialData } from '@/features/layout/initial-data';
import { SeasonBanner } from '@/features/layout/season-banner';
import { SiteFooter } from '@/features/layout/site-footer';
import { SiteHeader } from '@/features/layout/site-header';
import { SearchBox } from '@/features/search/search-box';
import { siteDomains } from '@/lib/i18n/domains';
import type { Locale } from '@/lib/i18n/locales';

type Props = { children: ReactNode; params: Promise<{ locale: Locale }> };

/** The shop's shell: seasonal banner, navbar, footer. Booking pages live outside it (booking spec §2). */
export default async function ShopLayout({ children, params }: Props) {
  const locale = (await params).locale ?? (await getLocale());
  const [{ menu, cms, popularClubs }, t, requestHeaders] = await Promise.all([
    loadInitialData(locale),
    getTranslations({ locale, namespace: 'layout' }),
    headers(),
  ]);
  const domains = siteDomains(process.env.SITE_DOMAINS, process.env.PORT);
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host');
  const onCountryDomain = domains.some((entry) => entry.domain === host);
  const [now, season] = await Promise.all([shopNow(), currentSeason(locale)]);

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
        domains={onCountryDomain ? (Object.fromEntries(domains.map((d) => [d.defaultLocale, d.domain])) as Record<Locale, string>) : null}
      />
      <main id="main">{children}</main>
      <SiteFooter year={now.getUTCFullYear()} />
    </>
  );
}
