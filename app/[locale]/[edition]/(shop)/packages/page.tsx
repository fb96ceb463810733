import type { Metadata } from 'next';
import type { Locale } from 'next-intl';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { pageEdition, pageQuery, seasonOn } from '@/app/_shared/clock';
import type { Option } from '@/components/ui/option';
import { PackageFilterPanel } from '@/features/packages/package-filter-panel';
import {
  currentQuery,
  PAGE_SIZE,
  queryWithout,
  readPackageFilters,
  type ActiveFilter,
  type SearchParams,
} from '@/features/packages/package-filters';
import { PackageList } from '@/features/packages/package-list';
import { loadInitialData } from '@/features/layout/initial-data';
import { createApiClient, type ApiClient } from '@/lib/api/client';
import { MATCH_TYPES, PACKAGE_TYPE_FILTERS } from '@/lib/api/contract/packages';
import { getClubs } from '@/lib/api/endpoints/catalogue';
import { getPackages } from '@/lib/api/endpoints/packages';
import { calendarDay } from '@/lib/i18n/formats';
import { Link } from '@/lib/i18n/navigation';
import { ClientMessages } from '@/app/_shared/client-messages';

type Props = { params: Promise<{ locale: Locale; edition: string }>; searchParams: Promise<SearchParams> };

/** The API's largest page of clubs; the seeded catalogue has fewer. */
const CLUB_LIMIT = 200;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'packages' });
  return { title: t('heading') };
}

/**
 * The club filter's choices, by name. A failure leaves the filter empty and
 * the list as it is: club load failures are only logged (browsing spec §8).
 */
async function loadClubChoices(api: ApiClient, locale: Locale): Promise<{ value: string; label: string; id: number }[]> {
  try {
    const { clubs } = await getClubs(api, { limit: CLUB_LIMIT });
    const collator = new Intl.Collator(locale);
    return clubs.map((club) => ({ value: club.slug, label: club.name, id: club.id })).sort((a, b) => collator.compare(a.label, b.label));
  } catch (error) {
    console.error('[packages] clubs for the filter failed', error);
    return [];
  }
}

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/**
 * The packages list (browsing spec §2, §4): filters and sorting from the URL,
 * first page rendered here, the filter panel beside it (a drawer on mobile).
 */
export default async function PackagesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const edition = await pageEdition(params);
  const search = await pageQuery(edition, searchParams);
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

  const chosenCategories = filters.params.sportCategories ?? [];
  const choices = {
    tournaments: tournaments.map((tournament): Option => ({ value: tournament.slug, label: tournament.name })),
    clubs: clubs.map(({ value, label }): Option => ({ value, label })),
    // An inactive category is not offered (its menu entry is disabled, §4), unless the URL chose it.
    sportCategories: sportCategories
      .filter((category) => category.isActive || chosenCategories.includes(category.slug))
      .map((category): Option => ({ value: category.slug, label: category.name })),
  };

  return (
    <ClientMessages locale={locale} namespaces={['packages']}>
      <section className="section" aria-labelledby="packages-heading">
        <h1 id="packages-heading">{t('heading')}</h1>
        {/* A live region: a screen reader hears the new count after each filter change. */}
        <p className="packages__count" role="status">
          {t('count', { count: totalResults })}
        </p>
        <PackageFilterPanel query={currentQuery(search)} choices={choices} total={totalResults}>
          {filters.active.length > 0 && (
            <nav aria-label={t('activeFilters')} className="filter-chips">
              <ul>
                {filters.active.map((filter) => (
                  <li key={filter.key}>
                    <Link
                      href={{ pathname: '/packages', query: queryWithout(search, filter.key) }}
                      className="filter-chip"
                      aria-label={t('removeFilter', { filter: chipLabel(filter) })}
                    >
                      {chipLabel(filter)} <span aria-hidden="true">×</span>
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
        </PackageFilterPanel>
      </section>
    </ClientMessages>
  );
}
