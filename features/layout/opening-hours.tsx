import { getLocale, getTranslations } from 'next-intl/server';
import { SITES } from '@/lib/site/sites';
import styles from './site-footer.module.css';

/** The site's opening hours (browsing spec §9): weekdays, Saturday by phone only, Sunday closed. */
export async function OpeningHours({ className = '' }: { className?: string }) {
  const [t, locale] = await Promise.all([getTranslations('footer'), getLocale()]);
  const { openingHours } = SITES[locale];
  return (
    <dl className={`${styles.hours} ${className}`.trim()}>
      <dt>{t('weekdays')}</dt>
      <dd>{openingHours.weekdays}</dd>
      <dt>{t('saturday')}</dt>
      <dd>{t('saturdayPhoneOnly', { hours: openingHours.saturday })}</dd>
      <dt>{t('sunday')}</dt>
      <dd>{t('closed')}</dd>
    </dl>
  );
}
