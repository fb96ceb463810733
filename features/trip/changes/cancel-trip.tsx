'use client';

import { useTranslations } from 'next-intl';
import { useAttemptKey, useMutationOnDemand } from '@/lib/api/query/writes';
import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import { ConfirmDialog } from './confirm-dialog';

interface Props {
  locale: Locale;
  token: string;
  /** The fee as quoted: the cancellation is made at it or not at all. */
  fee: number;
  percent: number;
  refund: number;
  feeDue: number;
}

/** Cancelling the trip with the termination fee shown first (PTD art. 12(1)). */
export function CancelTrip({ locale, token, fee, percent, refund, feeDue }: Props) {
  const t = useTranslations('trip.changes.cancellation');
  const attempt = useAttemptKey();
  const cancel = useMutationOnDemand(() => import('@/lib/api/queries/trip-changes').then((queries) => queries.cancellationMutation(locale, token)));
  const money = (amount: number) => formatPrice(amount, locale);

  async function run() {
    const body = { acceptedFee: fee };
    await cancel({ body, idempotencyKey: await attempt.keyFor(body) });
    attempt.succeeded();
    return t('done');
  }

  return (
    <ConfirmDialog opener={t('button')} title={t('dialogTitle')} confirm={t('confirm', { fee: money(fee) })} confirming={t('confirming')} run={run}>
      <p>{t('open', { percent, fee: money(fee) })}</p>
      {refund > 0 ? <p>{t('refund', { amount: money(refund) })}</p> : null}
      {feeDue > 0 ? <p>{t('feeDue', { amount: money(feeDue) })}</p> : null}
      <p>{t('dialogLead')}</p>
    </ConfirmDialog>
  );
}
