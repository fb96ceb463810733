'use client';

import { useLocale, useTranslations } from 'next-intl';
import { use, useEffect } from 'react';
import { isChunkLoadError, shownStatus } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/locales';

const MESSAGE_KEY = { 403: 'forbidden', 404: 'notFound', 500: 'serverError', 503: 'unavailable' } as const;

let screen: Promise<typeof import('@/features/layout/error-screen')> | null = null;

/**
 * The error screen's code with its class names, loaded when a page fails: the
 * boundary is part of every page's script, its screen need not be. A load that
 * failed (a deploy, a lost connection) is asked for again next time.
 */
function loadErrorScreen() {
  screen ??= import('@/features/layout/error-screen').catch((error: unknown) => {
    screen = null;
    throw error;
  });
  return screen;
}

/** A page of a site failed: 'Something went wrong' with its status (browsing spec §2, §8). */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  const locale = useLocale() as Locale;
  const status = shownStatus(error);
  useEffect(() => {
    if (!isChunkLoadError(error)) console.error(error);
  }, [error]);
  const { ErrorScreen } = use(loadErrorScreen());
  return (
    <ErrorScreen
      locale={locale}
      title={t('title')}
      message={t(MESSAGE_KEY[status])}
      detail={t('status', { status })}
      homeLabel={t('backToFront')}
      retry={{ label: t('retry'), onRetry: reset }}
    />
  );
}
