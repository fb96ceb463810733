import type { Metadata } from 'next';
import { absoluteUrl, alternatesFor } from '@/app/_shared/seo';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/app/_shared/client-messages';
import { MatchAlertButton } from '@/features/inquiries/match-alert-button';
import { pageEdition, pageQuery, seasonOn } from '@/app/_shared/clock';
import { PackageCard } from '@/features/packages/package-card';
import { CardSlider } from '@/components/ui/card-slider';
import type { Club } from '@/lib/api/contract/catalogue';
import { createApiClient } from '@/lib/api/client';
import { nullIfNotFound } from '@/lib/api/not-found';
import { getAnnouncedMatches, getClub } from '@/lib/api/endpoints/catalogue';
import { getPackages } from '@/lib/api/endpoints/packages';
import { formatEventTime } from '@/lib/i18n/event-time';
import { Link } from '@/lib/i18n/navigation';
import catalogue from '@/features/catalogue/catalogue.module.css';
import { ClubJsonLd } from './club-json-ld';
import styles from './club.module.css';
import { siteLocale } from '@/app/_shared/site-locale';
import { notFoundMetadata } from '@/app/_shared/not-found-screen';

type Props = { params: Promise<{ locale: Locale; edition: string; slug: string }>; searchParams: Promise<{ matches?: string | string[] }> };

const FILTERS = ['home', 'away', 'all'] as const;
type MatchFilter = (typeof FILTERS)[number];
/** Upcoming matches on a club page (browsing spec §9). */
const UPCOMING_LIMIT = 20;
/** The club's guiding texts in the order the page shows them (browsing spec §3 Club). */
const GUIDES = ['stadiumTourText', 'hotelText', 'premiumText'] as const satisfies readonly (keyof Club['guidingTexts'])[];

/** Once per render: generateMetadata and the page share the answer. */
const loadClub = cache((locale: Locale, slug: string) => nullIfNotFound(() => getClub(createApiClient({ locale }), slug)));

/** Rendered on its first request, then kept (the edition segment's layout). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const locale = await siteLocale(params);
  const club = await loadClub(locale, slug);
  // An unknown one is the 404's page, under the 404's title.
  if (!club) return notFoundMetadata({ params });
  const t = await getTranslations({ locale, namespace: 'catalogue.club' });
  return {
    title: t('heading', { club: club.name }),
    description: t('description', { club: club.name }),
    alternates: alternatesFor(locale, { pathname: '/football-trips/[slug]', params: { slug: club.slug } }),
  };
}

/**
 * A club's football trips (browsing spec §2, §4): the club's guiding texts,
 * then its upcoming matches in a slider, filtered home, away or all. Home is
 * the default; when the club has no home matches for sale, the page falls
 * back to all. An explicit `?matches=home` keeps home, even when empty.
 */
export default async function ClubPage({ params, searchParams }: Props) {
  const { slug } = await params;
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const club = await loadClub(locale, slug);
  if (!club) notFound();
  const edition = await pageEdition(params);
  const asked = (await pageQuery(edition, searchParams)).matches;
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
  let fellBack = false;
  if (filter === 'home' && asked === undefined && packages.length === 0) {
    filter = 'all';
    fellBack = true;
    ({ packages } = await upcoming('all'));
  }
  const [t, season, eventWords, announced] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogue.club' }),
    seasonOn(edition),
    getTranslations({ locale, namespace: 'eventTime' }),
    // A backend without the list (API_BASE_URL) leaves it out.
    nullIfNotFound(() => getAnnouncedMatches(api, club.slug)).then((matches) => matches ?? []),
  ]);
  const guides = GUIDES.flatMap((key) => {
    const text = club.guidingTexts[key];
    return text ? [{ key, text }] : [];
  });

  return (
    <section className="section" aria-labelledby="club-heading">
      <ClubJsonLd
        club={club}
        packages={packages}
        packageUrl={(packageSlug) => absoluteUrl(locale, { pathname: '/packages/[slug]', params: { slug: packageSlug } })}
      />
      <header className={catalogue.header}>
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG crest */}
        <img src={club.logo.originalUrl} alt="" width={72} height={72} />
        <h1 id="club-heading">{t('heading', { club: club.name })}</h1>
      </header>

      {guides.length > 0 && (
        <section aria-labelledby="club-guides">
          <h2 id="club-guides" className="visually-hidden">
            {t('guides.heading', { club: club.name })}
          </h2>
          <ul className={styles.guides}>
            {guides.map(({ key, text }) => (
              <li key={key} className={styles.guide}>
                <h3>{t(`guides.${key}`)}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="club-matches">
        <h2 id="club-matches">{t('matches')}</h2>
        <nav aria-label={t('filterLabel')}>
          <ul className={styles.segmented}>
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
        {fellBack && <p className={styles.notice}>{t('noHomeMatches', { club: club.name })}</p>}
        {packages.length === 0 ? (
          <p className="empty-state">{t(filter === 'all' ? 'noMatches' : `noMatchesOf.${filter}`, { club: club.name })}</p>
        ) : (
          <CardSlider
            label={t('matches')}
            previousLabel={t('previousSlides')}
            nextLabel={t('nextSlides')}
            items={packages.map((pkg, index) => ({
              key: String(pkg.id),
              label: t('slideLabel', { index: index + 1, total: packages.length }),
              content: <PackageCard pkg={pkg} season={season} headingLevel={3} />,
            }))}
          />
        )}
      </section>

      {announced.length > 0 && (
        <section aria-labelledby="club-announced">
          <h2 id="club-announced">{t('announced')}</h2>
          <p>{t('announcedLead')}</p>
          <ClientMessages locale={locale} namespaces={['inquiries']}>
            <ul className={styles.announced}>
              {announced.map((match) => (
                <li key={match.id} className={styles.announcedMatch}>
                  <div>
                    <h3>{match.title}</h3>
                    <p>
                      <time dateTime={match.eventDateTime}>{formatEventTime(locale, eventWords, match)}</time>
                      <br />
                      {match.tournament} · {match.venue}, {match.city}
                    </p>
                  </div>
                  <MatchAlertButton eventId={match.id} match={match.title} />
                </li>
              ))}
            </ul>
          </ClientMessages>
        </section>
      )}
    </section>
  );
}
