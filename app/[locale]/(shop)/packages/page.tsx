import type { Metadata } from 'next';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { currentSeason } from '@/app/_shared/clock';
import { loadInitialData } from '@/features/layout/initial-data';
import { PAGE_SIZE, queryWithout, readPackageFilters, type SearchParams } from '@/features/catalogue/package-filters';
import { PackageList } from '@/features/catalogue/package-list';
import { createApiClient } from '@/lib/api/client';
import { getPackages } from '@/lib/api/endpoints/packages';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'packages' });
  return { title: t('heading') };
}

/** The packages list (browsing spec §2, §4): filters from the URL, first page rendered here. */
export default async function PackagesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const search = await searchParams;
  const filters = readPackageFilters(search);
  const listParams = { ...filters.params, available: true };
  const [t, { packages, totalResults }, { tournaments, sportCategories }, season] = await Promise.all([
    getTranslations({ locale, namespace: 'packages' }),
    getPackages(createApiClient({ locale }), { ...listParams, limit: PAGE_SIZE, offset: 0 }),
    loadInitialData(locale),
    currentSeason(locale),
  ]);

  // Names for the filter chips where the URL holds a slug.
  const names: Record<string, string> = Object.fromEntries([
    ...tournaments.map((tournament) => [tournament.slug, tournament.name]),
    ...sportCategories.map((category) => [category.slug, category.name]),
  ]);
  const chipLabel = (key: (typeof filters.active)[number]['key'], value: string) =>
    t(`filters.${key}`, { value: value.split(',').map((part) => names[part] ?? part).join(', ') });

  return (
    <section className="section" aria-labelledby="packages-heading">
      <h1 id="packages-heading">{t('heading')}</h1>
      <p className="packages__count">{t('count', { count: totalResults })}</p>
      {filters.active.length > 0 && (
        <nav aria-label={t('activeFilters')} className="filter-chips">
          <ul>
            {filters.active.map(({ key, value }) => (
              <li key={key}>
                <Link
                  href={{ pathname: '/packages', query: queryWithout(search, key) }}
                  className="filter-chip"
                  aria-label={t('removeFilter', { filter: chipLabel(key, value) })}
                >
                  {chipLabel(key, value)} <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
            <li>
              <Link href={{ pathname: '/packages', query: queryWithout(search, 'all') }} className="filter-chip filter-chip--all">
                {t('removeAll')}
              </Link>
            </li>
          </ul>
        </nav>
      )}
      <PackageList key={JSON.stringify(listParams)} initial={packages} total={totalResults} params={listParams} season={season} />
    </section>
  );
}
