import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { TripResponse } from '@/lib/api/contract/trips';
import type { Locale } from '@/lib/i18n/locales';
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
 * due, what can still be changed and until when, the calendar, and the
 * traveller's data. Each section is its own component beside this one;
 * `booked`, what the booking bought as the invoice shows it, comes from the
 * app page (the invoice's view).
 */
export async function TripPage({ booked, ...props }: TripSectionProps & { booked: ReactNode }) {
  const { trip, locale } = props;
  const t = await getTranslations({ locale, namespace: 'trip.page' });
  return (
    <div className="content-page">
      <h1 id="trip-heading" tabIndex={-1}>
        {t('heading', { orderNumber: trip.invoice.orderNumber })}
      </h1>
      <TripSummary {...props} />
      <TripFixtures trip={trip} token={props.token} locale={locale} />
      <DocumentsTimeline {...props} />
      <TripChanges {...props} />
      <TripPlan {...props} booked={booked} />
      <CalendarLinks trip={trip} locale={locale} />
      <MyData {...props} />
    </div>
  );
}
