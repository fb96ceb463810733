import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { siteOrigin } from '@/app/_shared/seo';
import { siteLocale } from '@/app/_shared/site-locale';
import { Toaster } from '@/components/ui/toast';
import { ChunkErrorReload } from '@/features/layout/chunk-error-reload';
import { loadInitialData } from '@/features/layout/initial-data';
import { htmlLang } from '@/lib/i18n/html-lang';
import { routing } from '@/lib/i18n/routing';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
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
  const [t] = await Promise.all([getTranslations({ locale, namespace: 'layout' }), loadInitialData(locale)]);
  return (
    <html lang={htmlLang(locale)}>
      <body>
        <NextIntlClientProvider>
          {children}
          <Toaster label={t('notifications')} closeLabel={t('closeNotification')} />
          <ChunkErrorReload />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
