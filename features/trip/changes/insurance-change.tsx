'use client';

import { useTranslations } from 'next-intl';
import type { InsuranceKind } from '@/lib/api/contract/trip-changes';
import { useAttemptKey, useMutationOnDemand } from '@/lib/api/query/writes';
import type { Locale } from '@/lib/i18n/locales';
import { moneyIn } from '@/lib/i18n/money';
import type { SportWords } from '@/lib/sport-words';
import { ConfirmDialog } from './confirm-dialog';

interface Props {
  locale: Locale;
  token: string;
  kind: InsuranceKind;
  /** The amount the invoice grows by, as quoted (0 for travel insurance, which staff arrange). */
  amount: number;
  /** The booking's currency: its amounts are written in it. */
  currency: string;
  sport: SportWords;
}

/**
 * Adding match cancellation insurance after booking, at the amount shown; or
 * asking for an offer on travel insurance, which has no price here (staff
 * send the offer), so nothing is added to the invoice.
 */
export function InsuranceChange({ locale, token, kind, amount, currency, sport }: Props) {
  const t = useTranslations('trip.changes.insurance');
  const attempt = useAttemptKey();
  const add = useMutationOnDemand(() => import('@/lib/api/queries/trip-changes').then((queries) => queries.insuranceMutation(locale, token)));
  const money = moneyIn(currency)(amount);
  const match = kind === 'match';

  async function run() {
    const body = { kind, acceptedAmount: amount };
    const { insurance } = await add({ body, idempotencyKey: await attempt.keyFor(body) });
    attempt.succeeded();
    return match ? t('doneMatch', { amount: moneyIn(currency)(insurance.amountDue) }) : t('doneTravel');
  }

  return (
    <ConfirmDialog
      opener={match ? t('addMatch', { sport }) : t('addTravel')}
      title={match ? t('dialogMatch', { sport }) : t('dialogTravel')}
      confirm={match ? t('confirmMatch', { amount: money }) : t('confirmTravel')}
      confirming={match ? t('confirming') : t('sending')}
      run={run}
    >
      <p>{match ? t('leadMatch', { amount: money }) : t('leadTravel')}</p>
    </ConfirmDialog>
  );
}
