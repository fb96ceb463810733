import { getTranslations } from 'next-intl/server';
import type { TripResponse } from '@/lib/api/contract/trips';
import type { Locale } from '@/lib/i18n/locales';
import { TripChanges } from './changes/trip-changes';

export interface TripSectionProps {
  trip: TripResponse['trip'];
  /** The trip link the page was opened with: the key of the trip's own calls. */
  token: string;
  locale: Locale;
  /** The site's day (YYYY-MM-DD). */
  today: string;
}

/**
 * The traveller's trip page: the trip, what comes when, what is paid and
 * due, the calendar, what can still be changed, and the traveller's data.
 * Each section is its own component beside this one.
 */
export async function TripPage({ trip, token, locale }: TripSectionProps) {
  const t = await getTranslations({ locale, namespace: 'trip.page' });
  return (
    <div className="content-page">
      <h1>{t('heading', { orderNumber: trip.invoice.orderNumber })}</h1>
      <TripChanges trip={trip} token={token} locale={locale} />
    </div>
  );
}
