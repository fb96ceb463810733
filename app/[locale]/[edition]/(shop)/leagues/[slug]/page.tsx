import type { Metadata } from 'next';
import { alternatesFor } from '@/app/_shared/seo';
import { notFound } from 'next/navigation';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PAGE_SIZE } from '@/features/packages/package-filters';
import { pageEdition, seasonOn } from '@/app/_shared/clock';
import { PackageList } from '@/features/packages/package-list';
import { loadInitialData } from '@/features/layout/initial-data';
import { createApiClient } from '@/lib/api/client';
import { getPackages } from '@/lib/api/endpoints/packages';
import { ClientMessages } from '@/app/_shared/client-messages';
import { siteLocale } from '@/app/_shared/site-locale';
import catalogue from '@/features/catalogue/catalogue.module.css';
import { notFoundMetadata } from '@/app/_shared/not-found-screen';

type Props = { params: Promise<{ locale: Locale; edition: string; slug: string }> };

async function findLeague(locale: Locale, slug: string) {
  const { tournaments, popularTournaments } = await loadInitialData(locale);
  return [...tournaments, ...popularTournaments].find((tournament) => tournament.slug === slug) ?? null;
}

/** Rendered on its first request, then kept (the edition segment's layout). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const locale = await siteLocale(params);
  const league = await findLeague(locale, slug);
  return league ? { title: league.name, alternates: alternatesFor(locale, { pathname: '/leagues/[slug]', params: { slug: league.slug } }) } : notFoundMetadata({ params });
}

/** A league's page (browsing spec §2): its packages, newest matches first. */
export default async function LeaguePage({ params }: Props) {
  const { slug } = await params;
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const league = await findLeague(locale, slug);
  if (!league) notFound();
  const listParams = { tournaments: [league.slug], available: true };
  const [t, { packages, totalResults }, season] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogue.league' }),
    getPackages(createApiClient({ locale }), { ...listParams, limit: PAGE_SIZE, offset: 0 }),
    pageEdition(params).then(seasonOn),
  ]);
  return (
    <ClientMessages locale={locale} namespaces={['packages']}>
      <section className="section" aria-labelledby="league-heading">
        <header className={catalogue.header}>
          {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG badge */}
          <img src={league.logo.originalUrl} alt="" width={64} height={64} />
          <h1 id="league-heading">{league.name}</h1>
        </header>
        <p>{t('lead', { league: league.name })}</p>
        <PackageList initial={packages} total={totalResults} params={listParams} season={season} />
      </section>
    </ClientMessages>
  );
}
