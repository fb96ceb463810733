import { getTranslations } from 'next-intl/server';
import type { PaymentTransaction } from '@/lib/api/contract/payments';
import type { Locale } from '@/lib/i18n/locales';
import styles from './invoice.module.css';

/**
 * What became of the payment the visitor comes back from (booking spec §4
 * "Payment": completed or failed, each with its message): through, refused,
 * cancelled (abandoned at the gateway, or closed because the invoice was paid
 * otherwise), still awaited, or going back, with the reason why.
 */
export async function PaymentOutcome({ locale, transaction }: { locale: Locale; transaction: PaymentTransaction }) {
  const t = await getTranslations({ locale, namespace: 'invoice.payment' });
  const { status, refundReason } = transaction;
  const text =
    status === 'paid'
      ? t('completed')
      : status === 'refunding' || status === 'refunded'
        ? [refundReason && t(`refundReasons.${refundReason}`), t(status)].filter(Boolean).join(' ')
        : t(status);
  return (
    <p role="status" className={`${styles.outcome} ${styles[status] ?? ''}`}>
      {text}
    </p>
  );
}
