'use client';

import { useParams } from 'next/navigation';
import { use } from 'react';
import { SITE_BASICS } from '@/lib/site/site-basics';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { loadStandaloneError } from './_shared/error-texts';
import './globals.css';

/**
 * The site's own layout failed, almost always because the initial data could
 * not be loaded (browsing spec §4, §8): the page answers 500 and says so in the
 * site's language. It stands outside the site's layout, so it brings its own
 * document and texts.
 */
export default function InitialDataError({ reset }: { error: Error; reset: () => void }) {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params?.locale) ? params.locale : DEFAULT_LOCALE;
  const { t, Document } = use(loadStandaloneError(locale));
  return (
    <Document
      lang={SITE_BASICS[locale].htmlLang}
      title={t('title')}
      message={t('initialData')}
      detail={t('status', { status: 500 })}
      homeHref={`/${locale}`}
      homeLabel={t('backToFront')}
      retry={{ label: t('retry'), onRetry: reset }}
    />
  );
}
