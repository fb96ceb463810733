'use client';

import { useTranslations } from 'next-intl';
import { useAttemptKey, useMutationOnDemand } from '@/lib/api/query/writes';
import type { Locale } from '@/lib/i18n/locales';
import { moneyIn } from '@/lib/i18n/money';
import { ConfirmDialog } from './confirm-dialog';

interface Props {
  locale: Locale;
  token: string;
  /** The booking's currency: its amounts are written in it. */
  currency: string;
  /** The termination fee as quoted, its percentage and the price as sold it is of. */
  fee: number;
  percent: number;
  price: number;
  /** Transfer fees already charged, kept beside the fee. */
  transferFees: number;
  /** All that is kept: the cancellation is made at it or not at all. */
  kept: number;
  refund: number;
  feeDue: number;
}

/**
 * Cancelling the trip with what it costs shown first (PTD art. 12(1)): the
 * fee and what goes back in the dialog, and on its confirm button the action
 * and the fee, never an amount that reads as a refund. The button ends the
 * contract, so it is drawn as a destructive action, not as the page's call
 * to action.
 */
export function CancelTrip({ locale, token, currency, fee, percent, price, transferFees, kept, refund, feeDue }: Props) {
  const t = useTranslations('trip.changes.cancellation');
  const attempt = useAttemptKey();
  const cancel = useMutationOnDemand(() => import('@/lib/api/queries/trip-changes').then((queries) => queries.cancellationMutation(locale, token)));
  const money = moneyIn(currency);

  async function run() {
    const body = { acceptedFee: kept };
    await cancel({ body, idempotencyKey: await attempt.keyFor(body) });
    attempt.succeeded();
    return t('done');
  }

  const confirm = kept === 0 ? t('confirmFree') : transferFees > 0 ? t('confirmFees', { fee: money(kept) }) : t('confirm', { fee: money(kept) });
  return (
    <ConfirmDialog opener={t('button')} title={t('dialogTitle')} confirm={confirm} confirming={t('confirming')} run={run} destructive>
      <p>{t('open', { percent, price: money(price), fee: money(fee) })}</p>
      {transferFees > 0 ? <p>{t('transferFees', { amount: money(transferFees), kept: money(kept) })}</p> : null}
      {refund > 0 ? <p>{t('refund', { amount: money(refund) })}</p> : null}
      {feeDue > 0 ? <p>{t('feeDue', { amount: money(feeDue) })}</p> : null}
      <p>{t('dialogLead')}</p>
    </ConfirmDialog>
  );
}
