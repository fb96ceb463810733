import { getTranslations } from 'next-intl/server';
import { ErrorScreen } from '@/features/layout/error-screen';

export default async function NotFound() {
  const t = await getTranslations('errors');
  return <ErrorScreen title={t('notFound')} detail={t('status', { status: 404 })} homeLabel={t('backToFront')} />;
}
