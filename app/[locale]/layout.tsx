import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { siteOrigin } from '@/app/_shared/seo';
import { SiteDocument } from '@/app/_shared/site-document';
import { siteLocale } from '@/app/_shared/site-locale';
import { loadInitialData } from '@/features/layout/initial-data';
import { routing } from '@/lib/i18n/routing';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  // Metadata resolves beside the layouts: a segment's not-found reads its texts by the locale said here.
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'metadata' });
  return {
    metadataBase: new URL(siteOrigin(locale)),
    title: { template: t('titleTemplate'), default: t('title') },
    description: t('description'),
  };
}

export default async function LocaleLayout({ children, params }: Props) {
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  // Every page needs the initial data; without it the page is a 500 (app/error.tsx).
  await loadInitialData(locale);
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
