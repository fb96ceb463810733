'use client';

import { useParams } from 'next/navigation';
import { use } from 'react';
import { SITE_BASICS } from '@/lib/site/site-basics';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { loadErrorTexts } from './error-texts';
import { StandaloneErrorDocument } from './standalone-error';

/**
 * The screens of the two root error boundaries (app/error.tsx,
 * app/global-error.tsx), in one chunk that loads when one of them shows: the
 * boundaries are part of every page's script and hold only the way here.
 */

/** The site's own layout failed, almost always because the initial data could not be loaded (browsing spec §4, §8). */
export function InitialDataErrorScreen({ reset }: { reset: () => void }) {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params?.locale) ? params.locale : DEFAULT_LOCALE;
  const t = use(loadErrorTexts(locale));
  return (
    <StandaloneErrorDocument
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

/** The last resort, when even the root layout fails: Danish, the default site. */
export function GlobalErrorScreen({ reset }: { reset: () => void }) {
  const t = use(loadErrorTexts('da'));
  return (
    <StandaloneErrorDocument
      lang="da"
      title={t('title')}
      message={t('serverError')}
      homeHref="/da"
      homeLabel={t('backToFront')}
      retry={{ label: t('retry'), onRetry: reset }}
    />
  );
}
