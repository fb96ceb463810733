import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClubGrid } from '@/features/catalogue/club-grid';
import { createApiClient } from '@/lib/api/client';
import { getClubs } from '@/lib/api/endpoints/catalogue';

type Props = { params: Promise<{ locale: Locale }> };

// The catalogue lives in the database, so the page renders per request.
export const dynamic = 'force-dynamic';

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const api = createApiClient({ locale });
  const [t, { clubs }] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getClubs(api, { isPopular: true, limit: 99 }),
  ]);
  return (
    <>
      <section className="hero hero--under-navbar">
        <h1>{t('heading')}</h1>
        <p>{t('lead')}</p>
      </section>
      <section className="section" aria-labelledby="popular-clubs">
        <h2 id="popular-clubs">{t('popularClubs')}</h2>
        <ClubGrid clubs={clubs} emptyText={t('noClubs')} />
      </section>
    </>
  );
}
