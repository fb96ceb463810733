'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorScreen } from '@/features/layout/error-screen';
import { isChunkLoadError, shownStatus } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/locales';
import buttons from '@/components/ui/buttons.module.css';

const MESSAGE_KEY = { 403: 'forbidden', 404: 'notFound', 500: 'serverError', 503: 'unavailable' } as const;

/** A page of a site failed: 'Something went wrong' with its status (browsing spec §2, §8). */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  const locale = useLocale() as Locale;
  const status = shownStatus(error);
  useEffect(() => {
    if (!isChunkLoadError(error)) console.error(error);
  }, [error]);
  return (
    <ErrorScreen
      locale={locale}
      title={t('title')}
      message={t(MESSAGE_KEY[status])}
      detail={t('status', { status })}
      homeLabel={t('backToFront')}
      action={
        <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={reset}>
          {t('retry')}
        </button>
      }
    />
  );
}
