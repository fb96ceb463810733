import type { Metadata } from 'next';
import { alternatesFor } from '@/app/_shared/seo';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClubsList } from '@/features/catalogue/clubs-list';
import { createApiClient } from '@/lib/api/client';
import { getClubs } from '@/lib/api/endpoints/catalogue';
import { siteLocale } from '@/app/_shared/site-locale';
import catalogue from '@/features/catalogue/catalogue.module.css';

type Props = { params: Promise<{ locale: Locale }> };

/** The API's largest page of clubs; the seeded catalogue has fewer. */
const CLUB_LIMIT = 200;


export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await siteLocale(params);
  const t = await getTranslations({ locale, namespace: 'catalogue.clubs' });
  return { title: t('heading'), alternates: alternatesFor(locale, '/clubs') };
}

/**
 * Clubs list (browsing spec §2, /klubber): every club, by letter, each
 * leading to its football-trips page.
 */
export default async function ClubsRoute({ params }: Props) {
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  const [t, { clubs }] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogue.clubs' }),
    getClubs(createApiClient({ locale }), { limit: CLUB_LIMIT }),
  ]);
  return (
    <div className={catalogue.clubsPage}>
      <header className={catalogue.clubsHeader}>
        <h1>{t('heading')}</h1>
        <p>{t('lead')}</p>
      </header>
      <ClubsList clubs={clubs} locale={locale} emptyText={t('empty')} indexLabel={t('index')} otherHeading={t('other')} />
    </div>
  );
}
