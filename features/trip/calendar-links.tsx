import { getTranslations } from 'next-intl/server';
import buttons from '@/components/ui/buttons.module.css';
import type { TripResponse } from '@/lib/api/contract/trips';
import type { Locale } from '@/lib/i18n/locales';
import styles from './calendar-links.module.css';

interface CalendarLinksProps {
  trip: Pick<TripResponse['trip'], 'calendar' | 'cancelled'>;
  locale: Locale;
}

/**
 * The trip in the traveller's calendar: a subscription (`webcal:`, the feed
 * a calendar app polls, so a moved flight or match moves there too) and the
 * same calendar as a file to download. Both addresses are the booking's own
 * (server/modules/trips/calendar.ts); none for a cancelled trip.
 */
export async function CalendarLinks({ trip, locale }: CalendarLinksProps) {
  if (!trip.calendar || trip.cancelled) return null;
  const t = await getTranslations({ locale, namespace: 'trip.calendar' });
  return (
    <section className={styles.calendar} aria-labelledby="trip-calendar-heading">
      <h2 id="trip-calendar-heading">{t('heading')}</h2>
      <p>{t('lead')}</p>
      <ul className={styles.links}>
        <li>
          <a className={`${buttons.button} ${buttons.primary}`} href={trip.calendar.subscribe}>
            {t('subscribe')}
          </a>
        </li>
        <li>
          <a className={`${buttons.button} ${buttons.secondary}`} href={trip.calendar.download} download>
            {t('download')}
          </a>
        </li>
      </ul>
      <p className={styles.note}>{t('note')}</p>
    </section>
  );
}
