import type { Metadata } from 'next';
import { alternatesFor } from '@/app/_shared/seo';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { currentSeason } from '@/app/_shared/clock';
import { PackageCard } from '@/features/catalogue/package-card';
import { createApiClient } from '@/lib/api/client';
import { nullIfNotFound } from '@/lib/api/not-found';
import { getClub } from '@/lib/api/endpoints/catalogue';
import { getPackages } from '@/lib/api/endpoints/packages';
import { Link } from '@/lib/i18n/navigation';

type Props = { params: Promise<{ locale: Locale; slug: string }>; searchParams: Promise<{ matches?: string }> };

const FILTERS = ['home', 'away', 'all'] as const;
type MatchFilter = (typeof FILTERS)[number];
/** Upcoming matches on a club page (browsing spec §9). */
const UPCOMING_LIMIT = 20;

/** Once per render: generateMetadata and the page share the answer. */
const loadClub = cache((locale: Locale, slug: string) => nullIfNotFound(() => getClub(createApiClient({ locale }), slug)));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const club = await loadClub(locale, slug);
  if (!club) return {};
  return {
    title: (await getTranslations({ locale, namespace: 'club' }))('heading', { club: club.name }),
    alternates: alternatesFor(locale, { pathname: '/football-trips/[slug]', params: { slug: club.slug } }),
  };
}

/**
 * A club's football trips (browsing spec §2, §4): upcoming matches filtered
 * home, away or all. Home is the default; when the club has no home matches
 * for sale, the page falls back to all.
 */
export default async function ClubPage({ params, searchParams }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const club = await loadClub(locale, slug);
  if (!club) notFound();
  const asked = (await searchParams).matches;
  const api = createApiClient({ locale });
  const upcoming = (filter: MatchFilter) =>
    getPackages(api, {
      clubs: [club.slug],
      isHome: filter === 'all' ? undefined : filter === 'home',
      available: true,
      limit: UPCOMING_LIMIT,
    });

  let filter: MatchFilter = FILTERS.includes(asked as MatchFilter) ? (asked as MatchFilter) : 'home';
  let { packages } = await upcoming(filter);
  if (filter === 'home' && asked === undefined && packages.length === 0) {
    filter = 'all';
    ({ packages } = await upcoming('all'));
  }
  const [t, season] = await Promise.all([getTranslations({ locale, namespace: 'club' }), currentSeason(locale)]);

  return (
    <section className="section" aria-labelledby="club-heading">
      <header className="catalogue-header">
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG crest */}
        <img src={club.logo.originalUrl} alt="" width={72} height={72} />
        <h1 id="club-heading">{t('heading', { club: club.name })}</h1>
      </header>
      {club.guidingTexts.hotelText && <p>{club.guidingTexts.hotelText}</p>}
      <h2>{t('matches')}</h2>
      <nav aria-label={t('filterLabel')}>
        <ul className="segmented">
          {FILTERS.map((option) => (
            <li key={option}>
              <Link
                href={{ pathname: '/football-trips/[slug]', params: { slug: club.slug }, query: { matches: option } }}
                aria-current={option === filter ? 'page' : undefined}
              >
                {t(`filter.${option}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {packages.length === 0 ? (
        <p className="empty-state">{t('noMatches', { club: club.name })}</p>
      ) : (
        <ul className="package-list">
          {packages.map((pkg) => (
            <li key={pkg.id}>
              <PackageCard pkg={pkg} season={season} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
