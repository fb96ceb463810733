import { Fragment } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { calendarDay } from '@/lib/i18n/formats';
import { moneyIn } from '@/lib/i18n/money';
import { tripWords } from '@/lib/sport-words';
import type { TripSectionProps } from './trip-page';
import styles from './trip.module.css';

/**
 * What can still be changed and until when (lib/trips/deadlines.ts): a
 * traveller's place to another person until the 7th day before departure,
 * insurance until its cut-off, and cancellation until departure with what it
 * costs today by the fee schedule kept with the booking.
 */
export async function ChangeDeadlines({ trip, locale, today }: TripSectionProps) {
  const booking = trip.invoice.booking!;
  if (trip.cancelled || booking.kind !== 'booking' || trip.invoice.status === 'cancelled') return null;
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'trip.deadlines' }), getFormatter({ locale })]);
  const { deadlines } = trip;
  const day = (date: string) => format.dateTime(calendarDay(date), 'dayMonthYear');
  const open = (deadline: { lastDay: string }) => deadline.lastDay >= today;
  const insured = booking.insurance.match === true && booking.insurance.travel === true;
  // Today's fee as the trip's changes quote it: the schedule's percentage of the trip's price as sold, in the booking's money.
  const { percent, fee } = trip.changes.cancellation;
  const sport = tripWords(booking.tickets);
  const rows = [
    { id: 'transfer' as const, text: open(deadlines.transfer) ? t('transferUntil', { date: day(deadlines.transfer.lastDay) }) : t('transferClosed', { date: day(deadlines.transfer.lastDay) }), isOpen: open(deadlines.transfer) },
    {
      id: 'insurance' as const,
      text: insured ? t('insuranceTaken') : open(deadlines.insurance) ? t('insuranceUntil', { date: day(deadlines.insurance.lastDay), sport }) : t('insuranceClosed', { date: day(deadlines.insurance.lastDay) }),
      isOpen: !insured && open(deadlines.insurance),
    },
    {
      id: 'cancellation' as const,
      text: open(deadlines.cancellation)
        ? t('cancellationUntil', { date: day(deadlines.cancellation.lastDay) }) +
          ` ${t('cancellationFee', { percent, amount: moneyIn(trip.changes.currency)(fee) })}`
        : t('cancellationClosed'),
      isOpen: open(deadlines.cancellation),
    },
  ];
  return (
    <section aria-labelledby="trip-deadlines-heading" data-testid="trip-deadlines">
      <h2 id="trip-deadlines-heading">{t('heading')}</h2>
      <dl className={styles.facts}>
        {rows.map((row) => (
          <Fragment key={row.id}>
            <dt>{t(`kinds.${row.id}`)}</dt>
            <dd className={row.isOpen ? undefined : styles.closed} data-testid={`trip-deadline-${row.id}`}>
              {row.text}
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
