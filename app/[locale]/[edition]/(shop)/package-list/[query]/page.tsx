import type { Metadata } from 'next';
import type { Locale } from 'next-intl';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { pageEdition, seasonOn } from '@/app/_shared/clock';
import {
  PAGE_SIZE,
  queryWithout,
  readPackageFilters,
  type ActiveFilter,
  type SearchParams,
} from '@/features/packages/package-filters';
import { PackageList } from '@/features/packages/package-list';
import { loadInitialData } from '@/features/layout/initial-data';
import { createApiClient } from '@/lib/api/client';
import { loadClubChoices } from '@/features/packages/load.server';
import { editionSearchParams, parseQuerySegment } from '@/lib/site/edition';
import packagesStyles from '@/features/packages/packages.module.css';
import { ListTotal } from '../list-filter-panel';
import { MATCH_TYPES, PACKAGE_TYPE_FILTERS } from '@/lib/api/contract/packages';
import { getPackages } from '@/lib/api/endpoints/packages';
import { calendarDay } from '@/lib/i18n/formats';
import { Link } from '@/lib/i18n/navigation';
import { siteLocale } from '@/app/_shared/site-locale';

type Props = { params: Promise<{ locale: Locale; edition: string; query: string }> };

/** No query is rendered ahead of time: each on its first request, then kept (docs/adr/0012-render-cache.md). */
export function generateStaticParams(): { query: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await siteLocale(params);
  const t = await getTranslations({ locale, namespace: 'packages' });
  return { title: t('heading') };
}

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/**
 * The packages list of one query (browsing spec §2, §4): the count, the
 * filter chips and the first page, inside the list's layout with its filter
 * panel (a drawer on mobile). The query is the route's own segment, written
 * by the proxy from the address (lib/site/edition-route.ts).
 */
export default async function PackagesPage({ params }: Props) {
  const { query } = await params;
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const edition = await pageEdition(params);
  const canonical = parseQuerySegment(query);
  if (canonical === null) notFound();
  const search: SearchParams = editionSearchParams(canonical);
  const filters = readPackageFilters(search);
  const listParams = { ...filters.params, available: true };
  const api = createApiClient({ locale });
  const [t, format, { packages, totalResults }, { tournaments, sportCategories }, clubs] = await Promise.all([
    getTranslations({ locale, namespace: 'packages' }),
    getFormatter({ locale }),
    getPackages(api, { ...listParams, limit: PAGE_SIZE, offset: 0 }),
    loadInitialData(locale),
    loadClubChoices(api, locale),
  ]);

  const season = seasonOn(edition);

  // Names where the URL holds a slug or an id.
  const names = new Map<string, string>([
    ...tournaments.flatMap((tournament) => [
      [tournament.slug, tournament.name],
      [String(tournament.id), tournament.name],
    ]),
    ...clubs.flatMap((club) => [
      [club.value, club.label],
      [String(club.id), club.label],
    ]),
    ...sportCategories.map((category) => [category.slug, category.name]),
  ] as [string, string][]);
  const day = (isoDate: string) =>
    format.dateTime(calendarDay(isoDate), { day: 'numeric', month: 'long', year: 'numeric' });
  const chipValue = ({ key, value }: ActiveFilter): string => {
    const parts = value.split(',').map((part) => part.trim());
    switch (key) {
      case 'packageType':
        return isOneOf(PACKAGE_TYPE_FILTERS, value) ? t(`filterPanel.packageTypes.${value}`) : value;
      case 'matchTypes':
        return parts.map((part) => (isOneOf(MATCH_TYPES, part) ? t(`filterPanel.matchTypeNames.${part}`) : part)).join(', ');
      case 'dateFrom':
      case 'dateTo':
        return day(value);
      default:
        return parts.map((part) => names.get(part) ?? part).join(', ');
    }
  };
  const chipLabel = (filter: ActiveFilter) => t(`filters.${filter.key}`, { value: chipValue(filter) });

  return (
    <>
      {/* The layout's live region says the new count after a filter change. */}
      <p className={packagesStyles.count}>{t('count', { count: totalResults })}</p>
      <ListTotal total={totalResults} />
      {filters.active.length > 0 && (
        <nav aria-label={t('activeFilters')} className={packagesStyles.chips}>
          <ul>
            {filters.active.map((filter) => (
              <li key={filter.key}>
                <Link
                  href={{ pathname: '/packages', query: queryWithout(search, filter.key) }}
                  className={packagesStyles.chip}
                  aria-label={t('removeFilter', { filter: chipLabel(filter) })}
                >
                  {chipLabel(filter)} <span aria-hidden="true">×</span>
                </Link>
              </li>
            ))}
            <li>
              <Link href={{ pathname: '/packages', query: queryWithout(search, 'all') }} className={`${packagesStyles.chip} ${packagesStyles.chipAll}`}>
                {t('removeAll')}
              </Link>
            </li>
          </ul>
        </nav>
      )}
      <PackageList key={JSON.stringify(listParams)} initial={packages} total={totalResults} params={listParams} season={season} />
    </>
  );
}
