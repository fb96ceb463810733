import { getFormatter, getTranslations } from 'next-intl/server';
import type { ShareResponse } from '@/lib/api/contract/payments';
import { calendarDay } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import { moneyIn } from '@/lib/i18n/money';
import { PayInvoice } from './pay-invoice';
import { PaymentOutcome } from './payment-outcome';
import { SHARE_STATUS_CLASS } from './share-status';
import styles from './invoice.module.css';

/**
 * A traveller's share of an invoice, as its payment link opens it: the trip,
 * whose share it is and its amount, the payment form while it is open, and
 * what became of the payment the visitor comes back from. Once the invoice is
 * paid without it, the share says so; once the booking is released, that.
 * Nothing more of the invoice: the link is the traveller's, the invoice is
 * the payer's.
 */
export async function ShareDetails({ share, locale, returnedFrom }: { share: ShareResponse['share']; locale: Locale; returnedFrom?: string }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'invoice.share' }), getFormatter({ locale })]);
  const tInvoice = await getTranslations({ locale, namespace: 'invoice' });
  const returned = returnedFrom === undefined ? undefined : share.transactions.find((transaction) => transaction.id === returnedFrom);
  const day = (date: string) => format.dateTime(calendarDay(date), { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <div className="content-page">
      <h1>{t('heading', { orderNumber: share.orderNumber })}</h1>
      {returned && <PaymentOutcome locale={locale} transaction={returned} />}
      <dl className={styles.facts}>
        <dt>{tInvoice('trip')}</dt>
        <dd>{share.packageTitle}</dd>
        <dt>{tInvoice('period')}</dt>
        <dd>
          {day(share.startDate)} – {day(share.endDate)}
        </dd>
        <dt>{t('traveller')}</dt>
        <dd>{share.traveller}</dd>
        <dt>{t('amount')}</dt>
        <dd data-testid="share-amount">{moneyIn(share.currency)(share.amount)}</dd>
        <dt>{tInvoice('status')}</dt>
        <dd>
          <span className={`${styles.status} ${styles[SHARE_STATUS_CLASS[share.status]] ?? ''}`}>{tInvoice(`split.statuses.${share.status}`)}</span>
        </dd>
      </dl>
      {share.status === 'open' ? (
        !share.payable && <p className="content-page__lead">{t('closed')}</p>
      ) : (
        <p className="content-page__lead">{t(share.status)}</p>
      )}
      {share.payable && share.paymentGateways.length > 0 && (
        <PayInvoice heading={t('payHeading')} locale={locale} target={{ kind: 'share', id: share.id }} due={share.amount} currency={share.currency} gateways={share.paymentGateways.map((gateway) => gateway.name)} />
      )}
    </div>
  );
}
