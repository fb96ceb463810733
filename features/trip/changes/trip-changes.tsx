import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';
import type { TripResponse } from '@/lib/api/contract/trips';
import { SHELL_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { calendarDay } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import { moneyIn } from '@/lib/i18n/money';
import { Link } from '@/lib/i18n/navigation';
import { tripWords } from '@/lib/sport-words';
import { CancelTrip } from './cancel-trip';
import { InsuranceChange } from './insurance-change';
import { loadNationalities } from './load.server';
import { TransferPlace } from './transfer-place';
import styles from './changes.module.css';

interface Props {
  trip: TripResponse['trip'];
  token: string;
  locale: Locale;
}

/**
 * "What can still be changed and until when" (issue 36 items 2 and 4): a
 * traveller's place to another person, insurance, the trip cancelled, each
 * with its last day and its price as the trip's `changes` quote them, and
 * each confirmed in a dialog that shows the cost first.
 */
export async function TripChanges({ trip, token, locale }: Props) {
  const [t, format, messages] = await Promise.all([getTranslations({ locale, namespace: 'trip.changes' }), getFormatter({ locale }), getMessages({ locale })]);
  // The dialogs' texts go to the browser with the shell's, and nothing more of the trip's.
  const clientMessages = { ...Object.fromEntries(SHELL_NAMESPACES.map((namespace) => [namespace, messages[namespace]])), trip: { changes: messages.trip.changes } };
  const { changes, invoice } = trip;
  const booking = invoice.booking;
  if (!booking) return null;
  // The booking's own money, whichever site shows the trip.
  const money = moneyIn(changes.currency);
  const day = (date: string) => format.dateTime(calendarDay(date), 'dayMonthYear');
  const sport = tripWords(booking.tickets);
  const { transfer, insurance, cancellation } = changes;
  const refusal = (code: string | null) => (code ? t(`refusals.${code as 'cancelled'}`) : null);
  const nationalities = transfer.available ? await loadNationalities(locale) : [];
  const places = booking.travellers.map((traveller, index) => ({ value: String(index + 1), label: [traveller.firstName, traveller.lastName].filter(Boolean).join(' ') || String(index + 1) }));
  const payable = invoice.status === 'pending' && invoice.amountDue > 0;

  return (
    <NextIntlClientProvider locale={locale} messages={clientMessages}>
    <section className={styles.changes} aria-labelledby="trip-changes-heading" data-testid="trip-changes">
      <h2 id="trip-changes-heading">{t('heading')}</h2>

      <div className={styles.change} data-testid="trip-change-transfer">
        <h3>{t('transfer.heading')}</h3>
        {transfer.available ? (
          <>
            <p>{t('transfer.open', { date: day(transfer.lastDay), fee: money(transfer.fee) })}</p>
            <div className={styles.actions}>
              <TransferPlace locale={locale} token={token} fee={transfer.fee} currency={changes.currency} places={places} nationalities={nationalities} />
            </div>
          </>
        ) : (
          <p>{transfer.refusal === 'deadline_passed' ? t('transfer.closed', { date: day(transfer.lastDay) }) : refusal(transfer.refusal)}</p>
        )}
      </div>

      <div className={styles.change} data-testid="trip-change-insurance">
        <h3>{t('insurance.heading')}</h3>
        {insurance.match.refusal === 'deadline_passed' ? (
          <p>{t('insurance.closed', { date: day(insurance.lastDay) })}</p>
        ) : (
          <>
            {insurance.match.available || insurance.travel.available ? <p>{t('insurance.open', { date: day(insurance.lastDay) })}</p> : null}
            <p>
              {t('insurance.match', { sport, amount: money(insurance.match.amount), perPerson: money(insurance.match.perPerson) })}
              {insurance.match.refusal ? ` – ${refusal(insurance.match.refusal)}` : ''}
            </p>
            <p>
              {t('insurance.travel')}
              {insurance.travel.refusal ? ` – ${refusal(insurance.travel.refusal)}` : ''}
            </p>
            <div className={styles.actions}>
              {insurance.match.available ? <InsuranceChange locale={locale} token={token} kind="match" amount={insurance.match.amount} currency={changes.currency} sport={sport} /> : null}
              {insurance.travel.available ? <InsuranceChange locale={locale} token={token} kind="travel" amount={0} currency={changes.currency} sport={sport} /> : null}
            </div>
          </>
        )}
      </div>

      <div className={styles.change} data-testid="trip-change-cancellation">
        <h3>{t('cancellation.heading')}</h3>
        {cancellation.available ? (
          <>
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
          <p>{cancellation.refusal === 'deadline_passed' ? t('cancellation.closed') : refusal(cancellation.refusal)}</p>
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
