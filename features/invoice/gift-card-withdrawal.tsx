import { getFormatter, getTranslations } from 'next-intl/server';
import type { InvoiceResponse } from '@/lib/api/contract/booking';
import { calendarDay } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import { moneyIn } from '@/lib/i18n/money';
import { Link } from '@/lib/i18n/navigation';
import { SITES } from '@/lib/site/sites';
import { WithdrawGiftCard } from './withdraw-gift-card';
import buttons from '@/components/ui/buttons.module.css';
import styles from './invoice.module.css';

type GiftCard = NonNullable<InvoiceResponse['invoice']['giftCard']>;

/**
 * Whether the withdrawal can still be made on `today` (the site's day): not
 * made yet, within the 14 days, and something left on the card (or the card
 * not paid yet). The server decides the same at the withdrawal itself.
 */
function canWithdraw(giftCard: GiftCard, today: string): boolean {
  const { withdrawal } = giftCard;
  return withdrawal.withdrawnAt === null && today <= withdrawal.lastDay && (giftCard.code === null || (giftCard.balance ?? 0) > 0);
}

/**
 * The gift card's right of withdrawal on its page (Consumer Rights Directive
 * art. 11a): while it lasts, the action "withdraw from the contract here",
 * prominent and with its last day; once used, when the withdrawal was
 * received and what goes back, and whether it has gone back (or, for a card
 * not paid, that nothing is to be paid); after the 14 days, nothing.
 */
export async function GiftCardWithdrawal({ giftCard, invoiceUuid, currency, paid, locale, today }: { giftCard: GiftCard; invoiceUuid: string; currency: string; paid: boolean; locale: Locale; today: string }) {
  const money = moneyIn(currency);
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'invoice.withdrawal' }), getFormatter({ locale })]);
  const { withdrawal } = giftCard;
  if (withdrawal.withdrawnAt !== null) {
    const received = format.dateTime(new Date(withdrawal.withdrawnAt), { dateStyle: 'long', timeStyle: 'short', timeZone: SITES[locale].timeZone });
    const refund = withdrawal.refund ?? 0;
    return (
      <section className={styles.withdrawal} aria-labelledby="gift-card-withdrawal-heading" data-testid="gift-card-withdrawn">
        <h2 id="gift-card-withdrawal-heading">{t('withdrawnHeading')}</h2>
        <p>{t('withdrawnLead', { date: received })}</p>
        {!paid ? (
          <p>{t('withdrawnUnpaid')}</p>
        ) : (
          <>
            {giftCard.amount > refund && <p>{t('withdrawnUsed', { amount: money(giftCard.amount - refund) })}</p>}
            <p>{refund === 0 ? t('withdrawnNothing') : t(withdrawal.refundStatus === 'refunded' ? 'withdrawnRefunded' : 'withdrawnRefund', { amount: money(refund) })}</p>
          </>
        )}
      </section>
    );
  }
  if (!canWithdraw(giftCard, today)) return null;
  const lastDay = format.dateTime(calendarDay(withdrawal.lastDay), 'dayMonthYear');
  return (
    <section className={styles.withdrawal} aria-labelledby="gift-card-withdrawal-heading">
      <h2 id="gift-card-withdrawal-heading">{t('heading')}</h2>
      <p>{t('lead', { date: lastDay })}</p>
      {giftCard.code !== null && giftCard.balance !== null && giftCard.balance < giftCard.amount && <p>{t('partLead', { amount: money(giftCard.balance) })}</p>}
      <Link className={`${buttons.button} ${buttons.primary}`} href={{ pathname: '/invoice/[slug]/withdraw', params: { slug: invoiceUuid } }}>
        {t('action')}
      </Link>
    </section>
  );
}

/**
 * The withdrawal's own page (reached by the action on the card's page and the
 * link in its mail): what is withdrawn from and what goes back, then the
 * confirmation step (./withdraw-gift-card.tsx), which, once confirmed, puts
 * its acknowledgement in the place of all of it. After the 14 days, once
 * withdrawn, or with nothing left on the card, it says so instead.
 */
export async function WithdrawalPage({ invoice, giftCard, locale, today }: { invoice: InvoiceResponse['invoice']; giftCard: GiftCard; locale: Locale; today: string }) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'invoice.withdrawal' }), getFormatter({ locale })]);
  const money = moneyIn(invoice.currency);
  const lastDay = format.dateTime(calendarDay(giftCard.withdrawal.lastDay), 'dayMonthYear');
  const open = canWithdraw(giftCard, today);
  const paid = giftCard.code !== null;
  const statement = (
    <>
      <h1>{t('pageHeading')}</h1>
      <dl className={styles.facts}>
        <dt>{t('orderNumber')}</dt>
        <dd>{invoice.orderNumber}</dd>
        <dt>{t('amount')}</dt>
        <dd>{money(giftCard.amount)}</dd>
        {paid && giftCard.withdrawal.withdrawnAt === null && (
          <>
            <dt>{t('goesBack')}</dt>
            <dd data-testid="withdrawal-refund">{money(giftCard.balance ?? 0)}</dd>
          </>
        )}
        <dt>{t('lastDay')}</dt>
        <dd>{lastDay}</dd>
      </dl>
    </>
  );
  if (open) {
    return (
      <div className="content-page">
        <WithdrawGiftCard locale={locale} invoiceUuid={invoice.uuid} orderNumber={invoice.orderNumber} amount={giftCard.amount} email={invoice.member?.email ?? ''}>
          {statement}
          <p className="content-page__lead">{paid ? t('pageLead') : t('pageLeadUnpaid')}</p>
        </WithdrawGiftCard>
      </div>
    );
  }
  return (
    <div className="content-page">
      {statement}
      <p className="content-page__lead" data-testid="withdrawal-closed">
        {giftCard.withdrawal.withdrawnAt !== null ? t('closedWithdrawn') : today > giftCard.withdrawal.lastDay ? t('closedPeriod', { date: lastDay }) : t('closedUsed')}
      </p>
      <p>
        <Link href={{ pathname: '/invoice/[slug]', params: { slug: invoice.uuid } }}>{t('back')}</Link>
      </p>
    </div>
  );
}
