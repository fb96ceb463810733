import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/app/_shared/client-messages';
import { siteLocale } from '@/app/_shared/site-locale';
import type { Option } from '@/components/ui/option';
import { loadClubChoices } from '@/features/packages/load.server';
import { loadInitialData } from '@/features/layout/initial-data';
import { createApiClient } from '@/lib/api/client';
import { ListFilterPanel } from './list-filter-panel';

type Props = { children: ReactNode; params: Promise<{ locale: Locale; edition: string }> };

/**
 * The packages list's frame (browsing spec §2, §4): heading and filter panel,
 * the same for every query; the list itself is the page below it, one per
 * query (`[query]`), so changing a filter renders a new list in an unchanged
 * frame.
 */
export default async function PackageListLayout({ children, params }: Props) {
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const [t, { tournaments, sportCategories }, clubs] = await Promise.all([
    getTranslations({ locale, namespace: 'packages' }),
    loadInitialData(locale),
    loadClubChoices(createApiClient({ locale }), locale),
  ]);
  const choices = {
    tournaments: tournaments.map((tournament): Option => ({ value: tournament.slug, label: tournament.name })),
    clubs: clubs.map(({ value, label }): Option => ({ value, label })),
    // An inactive category is not offered (its menu entry is disabled, §4), unless the address chose it.
    sportCategories: sportCategories.filter((category) => category.isActive).map((category): Option => ({ value: category.slug, label: category.name })),
  };
  const inactive = sportCategories.filter((category) => !category.isActive).map((category): Option => ({ value: category.slug, label: category.name }));

  return (
    <ClientMessages locale={locale} namespaces={['packages']}>
      <section className="section" aria-labelledby="packages-heading">
        <h1 id="packages-heading">{t('heading')}</h1>
        <ListFilterPanel choices={choices} inactiveSportCategories={inactive}>
          {children}
        </ListFilterPanel>
      </section>
    </ClientMessages>
  );
}
