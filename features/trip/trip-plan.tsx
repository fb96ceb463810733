import type { ReactNode } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { formatTravelPeriod } from '@/lib/i18n/formats';
import { tripWords } from '@/lib/sport-words';
import type { TripSectionProps } from './trip-page';
import styles from './trip.module.css';

/**
 * The trip as booked: where and when, then what was bought (`booked`: the
 * invoice's own view of the tickets, flights on each airport's clock, hotel,
 * bus and insurance, which the app page hands in, so both pages read a trip
 * from one builder), and the travellers. While a moved or postponed match's
 * choice is open it says that this is still the trip as booked.
 */
export async function TripPlan({ trip, locale, booked }: TripSectionProps & { booked: ReactNode }) {
  const [t, tt, format] = await Promise.all([getTranslations({ locale, namespace: 'invoice' }), getTranslations({ locale, namespace: 'trip.plan' }), getFormatter({ locale })]);
  const booking = trip.invoice.booking!;
  const sport = tripWords(booking.tickets);
  return (
    <section aria-labelledby="trip-plan-heading" data-testid="trip-plan">
      <h2 id="trip-plan-heading">{tt('heading')}</h2>
      <dl className={styles.facts}>
        <dt>{t('trip')}</dt>
        <dd>{booking.package.title}</dd>
        <dt>{booking.startDate === booking.endDate ? t('date') : t('period')}</dt>
        <dd>{formatTravelPeriod(format, (days) => t('periodRange', days), booking, 'dayMonthYear')}</dd>
        {booking.destination && (
          <>
            <dt>{t('destination')}</dt>
            <dd>{`${booking.destination.city}, ${booking.destination.country}`}</dd>
          </>
        )}
      </dl>
      {/* A match moved out of the trip or postponed, with the choice still open: what is shown is still what is booked. */}
      {trip.fixtures.some((fixture) => fixture.open && fixture.status !== 'cancelled') ? (
        <p className={styles.hint} data-testid="trip-plan-as-booked">
          {tt('asBooked', { sport })}
        </p>
      ) : null}
      {booked}
      <h3>{t('travellers')}</h3>
      <ol className={styles.list} data-testid="trip-travellers">
        {booking.travellers.map((traveller, index) => (
          <li key={index}>
            {/* Typed by the visitor: a right-to-left mark in a name turns only the name. */}
            <bdi>{[traveller.firstName, traveller.lastName].filter(Boolean).join(' ')}</bdi>
            {traveller.hasTicket ? ` (${t('hasTicket', { sport })})` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
