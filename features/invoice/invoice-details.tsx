import { Fragment } from 'react';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { InvoiceResponse } from '@/lib/api/contract/booking';
import { calendarDay, formatTravelPeriod } from '@/lib/i18n/formats';
import { isolate } from '@/lib/i18n/isolate';
import type { Locale } from '@/lib/i18n/locales';
import { moneyIn } from '@/lib/i18n/money';
import { Link } from '@/lib/i18n/navigation';
import { tripWords } from '@/lib/sport-words';
import { localIsoDate } from '@/lib/seasons';
import { SITES } from '@/lib/site/sites';
import { cancellationWords } from '@/lib/trips/cancellation';
import { BookedTrip, PriceLines } from './booked-trip';
import { ContractTerms } from './contract-terms';
import { GiftCardWithdrawal } from './gift-card-withdrawal';
import { PayInvoice } from './pay-invoice';
import { PaymentOutcome } from './payment-outcome';
import { SHARE_STATUS_CLASS } from './share-status';
import { SplitPayment } from './split-payment';
import styles from './invoice.module.css';

/**
 * The invoice (booking spec §2 "Invoice page", §3 "Invoice"): the order, the
 * trip and its travellers, what was bought (./booked-trip.tsx) and the price
 * lines the total is made of, the amounts and the status, the payments with
 * their status words, what became of the payment the visitor comes back
 * from, and the form that pays what is due; for a booking, last, the
 * package travel contract's terms as the confirmation mail gave them
 * (./contract-terms.tsx). A gift card's invoice is the card's page: its
 * code, its balance, and its right of withdrawal.
 */
export async function InvoiceDetails({ invoice, locale, today, returnedFrom }: { invoice: InvoiceResponse['invoice']; locale: Locale; today: string; returnedFrom?: string }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'invoice' }), getFormatter({ locale })]);
  // Back from a gateway: what became of that payment (the callback may still be on its way).
  const returned = returnedFrom === undefined ? undefined : invoice.transactions.find((transaction) => transaction.id === returnedFrom);
  const day = (date: string) => format.dateTime(calendarDay(date), { day: 'numeric', month: 'long', year: 'numeric' });
  // The invoice's own money, whichever site shows it.
  const money = moneyIn(invoice.currency);
  const { booking, giftCard, cancellation } = invoice;
  // A gift card withdrawn from: closed by the buyer, with nothing due and no due date, and what goes back instead.
  const withdrawal = giftCard?.withdrawal.withdrawnAt ? giftCard.withdrawal : null;
  // A preorder has nothing to pay yet; a booking and a gift card are paid from here.
  const billsMoney = booking?.kind !== 'preorder';
  const payable = billsMoney && invoice.status === 'pending' && invoice.amountDue > 0;
  // Paid: the day it was paid in full (the last payment's) in the place of a pay-by date.
  const paidOn = invoice.status === 'paid' ? invoice.transactions.filter((transaction) => transaction.status === 'paid').at(-1)?.createdAt : undefined;
  // A trip cancelled (by the traveller, by us, or after its match changed): what was kept and what goes back, nothing due.
  const gatewayName = cancellation ? await getTranslations({ locale, namespace: 'invoice.payment.gatewayNames' }) : null;
  const settled =
    cancellation &&
    cancellationWords(invoice, cancellation, {
      say: (key, values) => t(`cancellation.${key}`, values),
      refundLabel: (status) => t(`withdrawal.${status}`),
      money,
      day,
      gateway: (name) => (gatewayName?.has(name as 'test') ? gatewayName(name as 'test') : name),
      list: (items) => format.list(items, { type: 'conjunction' }),
    });
  return (
    <div className="content-page">
      <h1>{t(booking?.kind === 'preorder' ? 'preorderHeading' : 'orderHeading', { orderNumber: invoice.orderNumber })}</h1>
      {returned && <PaymentOutcome locale={locale} transaction={returned} />}
      {booking?.kind === 'preorder' && <p className="content-page__lead">{t('preorderNote')}</p>}
      {invoice.status === 'cancelled' && !giftCard && !cancellation && <p className="content-page__lead">{t('cancelledNote')}</p>}
      <dl className={styles.facts}>
        <dt>{t('status')}</dt>
        <dd>
          {/* A preorder awaits no payment: it is a place in the queue, with nothing due. */}
          {booking?.kind === 'preorder' && invoice.status === 'pending' ? (
            <span className={`${styles.status} ${styles.preorder}`}>{t('preorderStatus')}</span>
          ) : withdrawal?.withdrawnAt ? (
            // Its invoice is closed by the buyer, not for want of payment: withdrawn, and on which day (the site's).
            <span className={`${styles.status} ${styles.cancelled ?? ''}`} data-testid="invoice-status">
              {t('withdrawal.statusOn', { date: format.dateTime(new Date(withdrawal.withdrawnAt), 'dayMonthYear') })}
            </span>
          ) : cancellation ? (
            // Cancelled by the traveller (or by us, or after a match changed), not released for want of payment: by whom and on which day.
            <span className={`${styles.status} ${styles.cancelled ?? ''}`} data-testid="invoice-status">
              {t(`cancellation.status.${cancellation.by}`, { date: format.dateTime(new Date(cancellation.at), 'dayMonthYear'), sport: booking ? tripWords(booking.tickets) : 'match' })}
            </span>
          ) : (
            <span className={`${styles.status} ${styles[invoice.status] ?? ''}`} data-testid="invoice-status">
              {t(`statuses.${invoice.status}`)}
            </span>
          )}
        </dd>
        <dt>{t('orderNumber')}</dt>
        <dd>{invoice.orderNumber}</dd>
        <dt>{t('orderDate')}</dt>
        <dd>{day(invoice.orderDate)}</dd>
        {booking && (
          <>
            <dt>{t('trip')}</dt>
            <dd>
              <Link href={{ pathname: '/packages/[slug]', params: { slug: booking.package.slug } }}>{booking.package.title}</Link>
            </dd>
            {/* A day trip is its one date. */}
            <dt>{booking.startDate === booking.endDate ? t('date') : t('period')}</dt>
            <dd>{formatTravelPeriod(format, (days) => t('periodRange', days), booking, 'dayMonthYear')}</dd>
            {booking.destination && (
              <>
                <dt>{t('destination')}</dt>
                <dd>{`${booking.destination.city}, ${booking.destination.country}`}</dd>
              </>
            )}
          </>
        )}
      </dl>
      {giftCard && (
        <>
          <h2>{t('giftCard.heading')}</h2>
          <dl className={styles.facts} data-testid="invoice-gift-card">
            <dt>{t('giftCard.amount')}</dt>
            <dd>{money(giftCard.amount)}</dd>
            <dt>{t('giftCard.to')}</dt>
            <dd>
              <bdi>{giftCard.to}</bdi>
            </dd>
            <dt>{t('giftCard.from')}</dt>
            <dd>
              <bdi>{giftCard.from}</bdi>
            </dd>
            <dt>{t('giftCard.delivery')}</dt>
            <dd>{giftCard.sendByPost ? t('giftCard.byPost', { name: isolate(giftCard.recipientName) }) : t('giftCard.byMail')}</dd>
            {/* A withdrawn card's code is refused everywhere: it is not shown as if it still held something. */}
            {giftCard.code && giftCard.withdrawal.withdrawnAt === null && (
              <>
                <dt>{t('giftCard.code')}</dt>
                <dd className={styles.giftCode} data-testid="gift-card-code">
                  {giftCard.code}
                </dd>
                <dt>{t('giftCard.balance')}</dt>
                <dd>{money(giftCard.balance ?? 0)}</dd>
              </>
            )}
          </dl>
          <GiftCardWithdrawal giftCard={giftCard} invoiceUuid={invoice.uuid} currency={invoice.currency} paid={invoice.totalPaid > 0} locale={locale} today={today} />
        </>
      )}
      {booking && (
        <>
          <h2>{t('travellers')}</h2>
          <ol>
            {booking.travellers.map((traveller, index) => (
              <li key={index}>
                {/* Typed by the visitor: a right-to-left mark in a name turns only the name. */}
                <bdi>{[traveller.firstName, traveller.lastName].filter(Boolean).join(' ')}</bdi>
                {traveller.hasTicket && booking.kind === 'booking' ? ` (${t('hasTicket', { sport: tripWords(booking.tickets) })})` : ''}
              </li>
            ))}
          </ol>
        </>
      )}
      {booking && <BookedTrip booking={booking} locale={locale} />}
      {booking && billsMoney && <PriceLines booking={booking} currency={invoice.currency} locale={locale} />}
      {settled ? (
        <>
          <dl className={styles.amounts} data-testid="invoice-amounts">
            <dt>{t('total')}</dt>
            <dd data-testid="invoice-total">{money(invoice.total)}</dd>
            {settled.rows.map((row) => (
              <Fragment key={row.id}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </Fragment>
            ))}
          </dl>
          <div className={styles.settled} data-testid="invoice-cancellation">
            {settled.refund && <p>{settled.refund}</p>}
            {settled.parts && <p>{settled.parts}</p>}
            <p>{settled.due}</p>
          </div>
        </>
      ) : withdrawal ? (
        <dl className={styles.amounts} data-testid="invoice-amounts">
          <dt>{t('total')}</dt>
          <dd data-testid="invoice-total">{money(invoice.total)}</dd>
          {withdrawal.refund ? (
            <>
              <dt>{t(withdrawal.refundStatus === 'refunded' ? 'withdrawal.refunded' : 'withdrawal.refunding')}</dt>
              <dd>{money(withdrawal.refund)}</dd>
            </>
          ) : (
            <>
              <dt>{t('due')}</dt>
              <dd>{money(invoice.amountDue)}</dd>
            </>
          )}
        </dl>
      ) : billsMoney && (
        <dl className={styles.amounts} data-testid="invoice-amounts">
          {invoice.discount > 0 && (
            <>
              <dt>{t('amount')}</dt>
              <dd>{money(invoice.amount)}</dd>
              <dt>{t('discount')}</dt>
              <dd>−{money(invoice.discount)}</dd>
            </>
          )}
          <dt>{t('total')}</dt>
          <dd data-testid="invoice-total">{money(invoice.total)}</dd>
          <dt>{t('paid')}</dt>
          <dd>{money(invoice.totalPaid)}</dd>
          <dt>{t('due')}</dt>
          <dd>{money(invoice.amountDue)}</dd>
          {/* A pay-by date only while there is something to pay by it; a paid invoice says when it was paid. */}
          {payable && invoice.dueDate && (
            <>
              <dt>{t('dueDate')}</dt>
              <dd>{day(invoice.dueDate)}</dd>
            </>
          )}
          {paidOn && (
            <>
              <dt>{t('paidOn')}</dt>
              <dd>{format.dateTime(new Date(paidOn), 'dayMonthYear')}</dd>
            </>
          )}
        </dl>
      )}
      {invoice.transactions.length > 0 && (
        <>
          <h2>{t('payment.transactions')}</h2>
          <ul className={styles.transactions} data-testid="invoice-transactions">
            {invoice.transactions.map((transaction) => (
              <li key={transaction.id}>
                {/* The day on the site's clock: a payment at 00.30 Danish time was made on that day, not the UTC one before it. */}
                {day(localIsoDate(new Date(transaction.createdAt), SITES[locale].timeZone))} · {money(transaction.amount)} ·{' '}
                <span className={`${styles.status} ${styles[transaction.status] ?? ''}`}>
                  {/* Part of a payment going back (a cancellation's fee kept, a gift card used in part) says how much of it. */}
                  {transaction.refundAmount !== null && (transaction.status === 'refunding' || transaction.status === 'refunded')
                    ? t(`payment.transactionStatuses.${transaction.status}Part`, { amount: money(transaction.refundAmount) })
                    : t(`payment.transactionStatuses.${transaction.status}`)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
      {payable && invoice.paymentGateways.length > 0 && (
        <PayInvoice
          locale={locale}
          target={{ kind: 'invoice', uuid: invoice.uuid }}
          due={invoice.amountDue}
          currency={invoice.currency}
          gateways={invoice.paymentGateways.map((gateway) => gateway.name)}
        />
      )}
      {payable && booking && booking.travellers.length > 1 && (
        <SplitPayment
          locale={locale}
          uuid={invoice.uuid}
          currency={invoice.currency}
          remaining={invoice.amountDue - invoice.shares.filter((share) => share.status === 'open').reduce((sum, share) => sum + share.amount, 0)}
          travellers={booking.travellers.map((traveller, index) => ({ position: index + 1, name: isolate([traveller.firstName, traveller.lastName].filter(Boolean).join(' ')) }))}
          shares={invoice.shares}
        />
      )}
      {!payable && invoice.shares.length > 0 && (
        <>
          <h2>{t('split.links')}</h2>
          <ul className={styles.shares} data-testid="invoice-shares">
            {invoice.shares.map((share) => (
              <li key={share.id}>
                <bdi>{share.traveller.name}</bdi> · {money(share.amount)} ·{' '}
                <span className={`${styles.status} ${styles[SHARE_STATUS_CLASS[share.status]] ?? ''}`}>{t(`split.statuses.${share.status}`)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {payable && (
        <section className={styles.bank} aria-labelledby="invoice-bank-heading">
          <h2 id="invoice-bank-heading">{t('bank.heading')}</h2>
          <p>{t('bank.lead')}</p>
          <dl className={styles.facts}>
            <dt>{t('bank.referenceCode')}</dt>
            <dd data-testid="invoice-reference-code">{invoice.referenceCode}</dd>
            <dt>{t('bank.messageReference')}</dt>
            <dd>{invoice.messageReference}</dd>
            <dt>{t('bank.accountNumber')}</dt>
            <dd>{invoice.accountNumber}</dd>
            <dt>{t('bank.financialInstitution')}</dt>
            <dd>{invoice.financialInstitution}</dd>
            <dt>{t('due')}</dt>
            <dd>{money(invoice.amountDue)}</dd>
          </dl>
        </section>
      )}
      {invoice.contract && booking && <ContractTerms contract={invoice.contract} booking={booking} locale={locale} />}
    </div>
  );
}
