import type { Metadata } from 'next';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { alternatesFor } from '@/app/_shared/seo';
import { siteLocale } from '@/app/_shared/site-locale';
import { ComplaintsPage } from '@/features/content/complaints-page';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await siteLocale(params);
  const t = await getTranslations({ locale, namespace: 'complaints' });
  return { title: t('title'), alternates: alternatesFor(locale, '/info/complaints') };
}

/** How to complain, per site (/info/klager|klage|klagomal): the route to the organiser, then the country's board. */
export default async function ComplaintsRoute({ params }: Props) {
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  return <ComplaintsPage locale={locale} />;
}
