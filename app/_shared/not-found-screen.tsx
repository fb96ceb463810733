import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/features/layout/error-screen';

/** The localized 404 (browsing spec §2 "error pages"): what happened and the way back to the front page. */
export async function NotFoundScreen() {
  const t = await getTranslations('errors');
  return <ErrorScreen title={t('notFound')} detail={t('status', { status: 404 })} homeLabel={t('backToFront')} />;
}

/** The 404's title as the site writes titles ("… – Fantur"). */
export async function notFoundTitle(): Promise<string> {
  const [t, tMetadata] = await Promise.all([getTranslations('errors'), getTranslations('metadata')]);
  return tMetadata('titleTemplate').replace('%s', t('notFound'));
}

export async function notFoundMetadata(): Promise<Metadata> {
  return { title: { absolute: await notFoundTitle() } };
}
