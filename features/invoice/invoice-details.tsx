import { getFormatter, getTranslations } from 'next-intl/server';
import type { InvoiceResponse } from '@/lib/api/contract/booking';
import { calendarDay } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import { Link } from '@/lib/i18n/navigation';

/**
 * The invoice (booking spec §2 "Invoice page", §3 "Invoice"): the order, the
 * trip and its travellers, the amounts and the status. Payment comes with
 * the payment gateways.
 */
export async function InvoiceDetails({ invoice, locale }: { invoice: InvoiceResponse['invoice']; locale: Locale }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'invoice' }), getFormatter({ locale })]);
  const day = (date: string) => format.dateTime(calendarDay(date), { day: 'numeric', month: 'long', year: 'numeric' });
  const money = (amount: number) => formatPrice(amount, locale);
  const { booking } = invoice;
  return (
    <div className="content-page invoice">
      <h1>{t('orderHeading', { orderNumber: invoice.orderNumber })}</h1>
      {booking.kind === 'preorder' && <p className="content-page__lead">{t('preorderNote')}</p>}
      <dl className="invoice__facts">
        <dt>{t('status')}</dt>
        <dd>
          <span className={`invoice__status invoice__status--${invoice.status}`}>{t(`statuses.${invoice.status}`)}</span>
        </dd>
        <dt>{t('orderNumber')}</dt>
        <dd>{invoice.orderNumber}</dd>
        <dt>{t('orderDate')}</dt>
        <dd>{day(invoice.orderDate)}</dd>
        <dt>{t('trip')}</dt>
        <dd>
          <Link href={{ pathname: '/packages/[slug]', params: { slug: booking.package.slug } }}>{booking.package.title}</Link>
        </dd>
        <dt>{t('period')}</dt>
        <dd>
          {day(booking.startDate)} – {day(booking.endDate)}
        </dd>
      </dl>
      <h2>{t('travellers')}</h2>
      <ol className="invoice__travellers">
        {booking.travellers.map((traveller, index) => (
          <li key={index}>
            {[traveller.firstName, traveller.lastName].filter(Boolean).join(' ')}
            {traveller.hasTicket && booking.kind === 'booking' ? ` (${t('hasTicket')})` : ''}
          </li>
        ))}
      </ol>
      {booking.kind === 'booking' && (
        <dl className="invoice__amounts">
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
          <dt>{t('dueDate')}</dt>
          <dd>{day(invoice.dueDate)}</dd>
        </dl>
      )}
    </div>
  );
}
