import type { Metadata } from 'next';
import { alternatesFor } from '@/app/_shared/seo';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PAGE_SIZE } from '@/features/packages/package-filters';
import { pageEdition, seasonOn } from '@/app/_shared/clock';
import { PackageList } from '@/features/packages/package-list';
import { createApiClient } from '@/lib/api/client';
import { getPackages } from '@/lib/api/endpoints/packages';
import { ClientMessages } from '@/app/_shared/client-messages';
import { siteLocale } from '@/app/_shared/site-locale';

type Props = { params: Promise<{ locale: Locale; edition: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await siteLocale(params);
  return { title: (await getTranslations({ locale, namespace: 'packages.residualSale' }))('heading'), alternates: alternatesFor(locale, '/residual-sale') };
}

/** Residual sale (browsing spec §2, §4): packages that never include flight, hotel or bus. */
export default async function ResidualSalePage({ params }: Props) {
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const listParams = { residualSale: true, available: true };
  const [t, { packages, totalResults }, season] = await Promise.all([
    getTranslations({ locale, namespace: 'packages.residualSale' }),
    getPackages(createApiClient({ locale }), { ...listParams, limit: PAGE_SIZE, offset: 0 }),
    pageEdition(params).then(seasonOn),
  ]);
  return (
    <ClientMessages locale={locale} namespaces={['packages']}>
      <section className="section" aria-labelledby="residual-sale-heading">
        <h1 id="residual-sale-heading">{t('heading')}</h1>
        <p>{t('lead')}</p>
        <PackageList initial={packages} total={totalResults} params={listParams} season={season} />
      </section>
    </ClientMessages>
  );
}
