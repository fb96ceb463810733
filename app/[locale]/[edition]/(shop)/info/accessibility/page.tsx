import type { Metadata } from 'next';
import type { Locale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { alternatesFor } from '@/app/_shared/seo';
import { siteLocale } from '@/app/_shared/site-locale';
import { AccessibilityStatement } from '@/features/content/accessibility-statement';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await siteLocale(params);
  const t = await getTranslations({ locale, namespace: 'accessibility' });
  return { title: t('title'), alternates: alternatesFor(locale, '/info/accessibility') };
}

/** The accessibility statement, per site (/info/tilgaengelighed|tilgjengelighet|tillganglighet). */
export default async function AccessibilityRoute({ params }: Props) {
  const locale = await siteLocale(params);
  setRequestLocale(locale);
  return <AccessibilityStatement locale={locale} />;
}
