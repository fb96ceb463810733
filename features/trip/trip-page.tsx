import { getTranslations } from 'next-intl/server';
import type { TripResponse } from '@/lib/api/contract/trips';
import type { Locale } from '@/lib/i18n/locales';
import { ChangeDeadlines } from './change-deadlines';
import { DocumentsTimeline } from './documents-timeline';
import { TripPlan } from './trip-plan';
import { TripSummary } from './trip-summary';
import { MyData } from './my-data';
import { CalendarLinks } from './calendar-links';
import { TripChanges } from './changes/trip-changes';
import { TripFixtures } from './fixtures/trip-fixtures';

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
export async function TripPage(props: TripSectionProps) {
  const { trip, locale } = props;
  const t = await getTranslations({ locale, namespace: 'trip.page' });
  return (
    <div className="content-page">
      <h1>{t('heading', { orderNumber: trip.invoice.orderNumber })}</h1>
      <TripSummary {...props} />
      <TripFixtures trip={trip} token={props.token} locale={locale} />
      <DocumentsTimeline {...props} />
      <ChangeDeadlines {...props} />
      <TripChanges trip={trip} token={props.token} locale={locale} />
      <TripPlan {...props} />
      <CalendarLinks trip={trip} locale={locale} />
      <MyData {...props} />
    </div>
  );
}
