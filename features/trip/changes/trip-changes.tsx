import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';
import { SHELL_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { calendarDay } from '@/lib/i18n/formats';
import { moneyIn } from '@/lib/i18n/money';
import { Link } from '@/lib/i18n/navigation';
import { localIsoDate } from '@/lib/seasons';
import { SITES } from '@/lib/site/sites';
import { tripWords } from '@/lib/sport-words';
import type { TripSectionProps } from '../trip-page';
import { CancelTrip } from './cancel-trip';
import { InsuranceChange } from './insurance-change';
import { loadNationalities } from './load.server';
import { TransferPlace } from './transfer-place';
import styles from './changes.module.css';

/**
 * "What can still be changed and until when" (issue 36 items 2 and 4), once
 * on the page: a traveller's place to another person, insurance, the trip
 * cancelled, each with the instant it closes and its price as the trip's
 * `changes` quote them (the server decides what is open now, by the dates of
 * lib/trips/deadlines.ts), and each confirmed in a dialog that shows the cost
 * first. A cancelled trip has nothing left to change: the section is not
 * there (the top of the page says the trip was cancelled); a preorder says
 * once that it is changed by phone; a trip whose changed match waits for the
 * traveller's choice says that it waits.
 */
export async function TripChanges({ trip, token, locale, today }: TripSectionProps) {
  const { changes, invoice } = trip;
  const booking = invoice.booking;
  if (!booking || trip.cancelled || invoice.status === 'cancelled') return null;
  const [t, format, messages] = await Promise.all([getTranslations({ locale, namespace: 'trip.changes' }), getFormatter({ locale }), getMessages({ locale })]);
  if (booking.kind !== 'booking') {
    return (
      <section className={styles.changes} aria-labelledby="trip-changes-heading" data-testid="trip-changes">
        <h2 id="trip-changes-heading" tabIndex={-1}>{t('heading')}</h2>
        <p>{t('refusals.preorder')}</p>
      </section>
    );
  }
  // A changed match waits for the traveller's choice (the fixtures' section above): nothing else is changed
  // meanwhile, and ending the trip is that choice's termination, offered there without a fee.
  const sport = tripWords(booking.tickets);
  if (changes.cancellation.endsFixtureChoice) {
    return (
      <section className={styles.changes} aria-labelledby="trip-changes-heading" data-testid="trip-changes">
        {/* Not "what you can still change": nothing can be, until the choice is made. */}
        <h2 id="trip-changes-heading" tabIndex={-1}>{t('waitingHeading')}</h2>
        <p data-testid="trip-changes-waiting">{t('waiting', { sport })}</p>
      </section>
    );
  }
  // The dialogs' texts go to the browser with the shell's, and nothing more of the trip's.
  const clientMessages = { ...Object.fromEntries(SHELL_NAMESPACES.map((namespace) => [namespace, messages[namespace]])), trip: { changes: messages.trip.changes } };
  // The booking's own money, whichever site shows the trip.
  const money = moneyIn(changes.currency);
  const day = (date: string) => format.dateTime(calendarDay(date), 'dayMonthYear');
  /**
   * Until when a change is open, in words: a deadline that ends as a day
   * begins is open to the end of the day before ("til og med"); one that ends
   * at a time of day (a known flight's departure) names that time.
   */
  const until = (lastDay: string, endsAt: string) => {
    const instant = new Date(endsAt);
    const atTime = localIsoDate(instant, SITES[locale].timeZone) === lastDay;
    return { day: day(lastDay), time: atTime ? format.dateTime(instant, { hour: '2-digit', minute: '2-digit' }) : 'none' };
  };
  const { transfer, insurance, cancellation } = changes;
  const nationalities = transfer.available ? await loadNationalities(locale) : [];
  const places = booking.travellers.map((traveller, index) => ({ value: String(index + 1), label: [traveller.firstName, traveller.lastName].filter(Boolean).join(' ') || String(index + 1) }));
  const payable = invoice.status === 'pending' && invoice.amountDue > 0;
  const transferUntil = until(transfer.lastDay, transfer.until);
  const cancellationUntil = until(trip.deadlines.cancellation.lastDay, trip.deadlines.cancellation.endsAt);
  const { match, travel } = insurance;
  const insuranceOpen = match.available || travel.available;
  const insuranceClosed = match.refusal === 'deadline_passed' || travel.refusal === 'deadline_passed';

  return (
    <NextIntlClientProvider locale={locale} messages={clientMessages}>
      <section className={styles.changes} aria-labelledby="trip-changes-heading" data-testid="trip-changes">
        <h2 id="trip-changes-heading" tabIndex={-1}>{t('heading')}</h2>

        <div className={styles.change} data-testid="trip-change-transfer">
          <h3>{t('transfer.heading')}</h3>
          {transfer.available ? (
            <>
              <p data-testid="trip-deadline-transfer">{t('transfer.open', { ...transferUntil, fee: money(transfer.fee) })}</p>
              <div className={styles.actions}>
                <TransferPlace locale={locale} token={token} fee={transfer.fee} currency={changes.currency} places={places} nationalities={nationalities} today={today} travelDate={booking.startDate} adults={booking.adults} />
              </div>
            </>
          ) : (
            <p data-testid="trip-deadline-transfer" className={styles.closed}>
              {t('transfer.closed', transferUntil)}
            </p>
          )}
        </div>

        {match.refusal === 'not_offered' ? null : (
          <div className={styles.change} data-testid="trip-change-insurance">
            <h3>{t('insurance.heading')}</h3>
            {insuranceOpen ? (
              <p data-testid="trip-deadline-insurance">
                {match.available && travel.available
                  ? t('insurance.open', { date: day(insurance.lastDay), sport })
                  : match.available
                    ? t('insurance.openMatch', { date: day(insurance.lastDay), sport })
                    : t('insurance.openTravel', { date: day(insurance.lastDay) })}
              </p>
            ) : insuranceClosed ? (
              <p data-testid="trip-deadline-insurance" className={styles.closed}>
                {t('insurance.closed', { date: day(insurance.lastDay) })}
              </p>
            ) : null}
            <p>{match.refusal === 'added' ? t('insurance.matchTaken', { sport }) : t('insurance.match', { sport, amount: money(match.amount), perPerson: money(match.perPerson) })}</p>
            {/* Travel insurance has no price here: the traveller asks for it and gets an offer; it never reads as bought. */}
            {travel.refusal === 'added' ? <p data-testid="trip-travel-wished">{t('insurance.travelWished')}</p> : travel.available ? <p>{t('insurance.travel')}</p> : null}
            {insuranceOpen ? (
              <div className={styles.actions}>
                {match.available ? <InsuranceChange locale={locale} token={token} kind="match" amount={match.amount} currency={changes.currency} sport={sport} /> : null}
                {travel.available ? <InsuranceChange locale={locale} token={token} kind="travel" amount={0} currency={changes.currency} sport={sport} /> : null}
              </div>
            ) : null}
          </div>
        )}

        <div className={styles.change} data-testid="trip-change-cancellation">
          <h3>{t('cancellation.heading')}</h3>
          {cancellation.available ? (
            <>
              <p data-testid="trip-deadline-cancellation">{t('cancellation.until', cancellationUntil)}</p>
              <p>
                {t('cancellation.open', { percent: cancellation.percent, price: money(cancellation.price), fee: money(cancellation.fee) })}
                {cancellation.percentUntil ? ` ${t('cancellation.rises', { date: day(cancellation.percentUntil) })}` : ''}
              </p>
              {cancellation.transferFees > 0 ? <p>{t('cancellation.transferFees', { amount: money(cancellation.transferFees), kept: money(cancellation.kept) })}</p> : null}
              {cancellation.refund > 0 ? <p>{t('cancellation.refund', { amount: money(cancellation.refund) })}</p> : null}
              {cancellation.feeDue > 0 ? <p>{t('cancellation.feeDue', { amount: money(cancellation.feeDue) })}</p> : null}
              <div className={styles.actions}>
                <CancelTrip
                  locale={locale}
                  token={token}
                  currency={changes.currency}
                  fee={cancellation.fee}
                  percent={cancellation.percent}
                  price={cancellation.price}
                  transferFees={cancellation.transferFees}
                  kept={cancellation.kept}
                  refund={cancellation.refund}
                  feeDue={cancellation.feeDue}
                />
              </div>
            </>
          ) : (
            <p data-testid="trip-deadline-cancellation" className={styles.closed}>
              {t('cancellation.closed')}
            </p>
          )}
        </div>

        {payable ? (
          <p>
            <Link href={{ pathname: '/invoice/[slug]', params: { slug: invoice.uuid } }}>{t('payLink')}</Link>
          </p>
        ) : null}
      </section>
    </NextIntlClientProvider>
  );
}
