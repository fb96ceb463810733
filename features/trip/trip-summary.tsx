import { Fragment } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import { calendarDay } from '@/lib/i18n/formats';
import { moneyIn } from '@/lib/i18n/money';
import { Link } from '@/lib/i18n/navigation';
import { daysToDeparture } from '@/lib/trips/deadlines';
import { cancellationWords } from '@/lib/trips/cancellation';
import type { TripSectionProps } from './trip-page';
import styles from './trip.module.css';

/**
 * The top of the trip page: how many days are left to departure (counted on
 * the site's calendar, so the page says the same all day), the 24/7 number
 * for help during the trip, and what is paid and due with the way to pay it
 * (the invoice's page, where every gateway and the bank details are). Once
 * the trip is cancelled: who cancelled it and when, what was kept and what
 * goes back, how and by when, and nothing due (lib/trips/cancellation.ts,
 * the words the invoice page uses too). Amounts are in the booking's own
 * currency, whichever site shows the trip.
 */
export async function TripSummary({ trip, locale, today }: TripSectionProps) {
  const [t, tInvoice, gatewayName, format] = await Promise.all([
    getTranslations({ locale, namespace: 'trip.summary' }),
    getTranslations({ locale, namespace: 'invoice' }),
    getTranslations({ locale, namespace: 'invoice.payment.gatewayNames' }),
    getFormatter({ locale }),
  ]);
  const { invoice, deadlines } = trip;
  const booking = invoice.booking!;
  const days = daysToDeparture(deadlines, today);
  const over = booking.endDate < today;
  const day = (date: string) => format.dateTime(calendarDay(date), 'dayMonthYear');
  const money = moneyIn(invoice.currency);
  const emergency = invoice.contract?.emergency;
  const payable = invoice.status === 'pending' && invoice.amountDue > 0 && trip.cancelled === null;
  const settled =
    invoice.cancellation &&
    cancellationWords(invoice, invoice.cancellation, {
      say: (key, values) => tInvoice(`cancellation.${key}`, values),
      refundLabel: (status) => tInvoice(`withdrawal.${status}`),
      money,
      day,
      gateway: (name) => (gatewayName.has(name as 'test') ? gatewayName(name as 'test') : name),
      list: (items) => format.list(items, { type: 'conjunction' }),
    });
  return (
    <>
      <div className={styles.top}>
        <p className={styles.countdown} data-testid="trip-countdown">
          {trip.cancelled
            ? t('cancelled', { by: trip.cancelled.by, date: format.dateTime(new Date(trip.cancelled.at), 'dayMonthYear') })
            : over
              ? t('over')
              : days > 0
                ? t('daysLeft', { days, date: day(deadlines.departureDay) })
                : days === 0
                  ? t('today')
                  : t('underway')}
        </p>
        {emergency && !over && trip.cancelled === null && (
          <p className={styles.emergency} data-testid="trip-emergency">
            {t.rich('emergency', { phone: emergency.phone, tel: (chunks) => <a href={emergency.phoneHref}>{chunks}</a> })}
          </p>
        )}
      </div>
      <section aria-labelledby="trip-payment-heading">
        <h2 id="trip-payment-heading">{t('payment')}</h2>
        {settled ? (
          <>
            <dl className={styles.facts} data-testid="trip-payment">
              <dt>{t('total')}</dt>
              <dd>{money(invoice.total)}</dd>
              {settled.rows.map((row) => (
                <Fragment key={row.id}>
                  <dt>{row.label}</dt>
                  <dd className={row.id === 'refund' ? styles.due : undefined}>{row.value}</dd>
                </Fragment>
              ))}
            </dl>
            <div data-testid="trip-refund">
              {settled.refund && <p>{settled.refund}</p>}
              {settled.parts && <p>{settled.parts}</p>}
              <p>{settled.due}</p>
            </div>
          </>
        ) : (
          <>
            <dl className={styles.facts} data-testid="trip-payment">
              <dt>{t('total')}</dt>
              <dd>{money(invoice.total)}</dd>
              <dt>{t('paid')}</dt>
              <dd>{money(invoice.totalPaid)}</dd>
              <dt>{t('due')}</dt>
              <dd className={styles.due}>{money(invoice.amountDue)}</dd>
              {payable && invoice.dueDate !== null && (
                <>
                  <dt>{t('dueDate')}</dt>
                  <dd>{day(invoice.dueDate)}</dd>
                </>
              )}
            </dl>
            {payable ? (
              <p>
                <Link href={{ pathname: '/invoice/[slug]', params: { slug: invoice.uuid } }} data-testid="trip-pay">
                  {t('pay', { amount: money(invoice.amountDue) })}
                </Link>
              </p>
            ) : invoice.status === 'paid' ? (
              <p>{t('allPaid')}</p>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
