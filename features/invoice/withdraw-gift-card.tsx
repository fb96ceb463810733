'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { EmailField, Form, FormError, FORM_ERROR, SubmitButton, TextField, type FormApi } from '@/components/ui/form';
import { ApiError } from '@/lib/api/api-error';
import type { GiftCardWithdrawalResponse, ParsedGiftCardWithdrawalBody } from '@/lib/api/contract/gift-cards';
import { useAttemptKey, useMutationOnDemand } from '@/lib/api/query/writes';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import { Link } from '@/lib/i18n/navigation';
import { SITES } from '@/lib/site/sites';
import fieldStyles from '@/components/ui/form/field.module.css';
import styles from './invoice.module.css';

const loadSchema = () => import('@/lib/api/contract/gift-cards').then((contract) => contract.giftCardWithdrawalBody);

interface Props {
  locale: Locale;
  invoiceUuid: string;
  /** The contract and the address the card was bought with: filled in, to be checked or changed. */
  orderNumber: number;
  email: string;
}

/**
 * The withdrawal's confirmation step (Consumer Rights Directive art. 11a(2)):
 * the buyer's name, the order number and the address for the
 * acknowledgement, then "confirm withdrawal". The answer is shown at once
 * (when it was received, what goes back) and the same comes by mail. One
 * Idempotency-Key per attempt: a double click withdraws once.
 */
export function WithdrawGiftCard({ locale, invoiceUuid, orderNumber, email }: Props) {
  const t = useTranslations('invoice.withdrawal');
  const format = useFormatter();
  const errorText = useErrorText();
  const attempt = useAttemptKey();
  const withdraw = useMutationOnDemand(() => import('@/lib/api/queries/gift-cards').then((queries) => queries.giftCardWithdrawalMutation(locale, invoiceUuid)));
  const [done, setDone] = useState<GiftCardWithdrawalResponse['withdrawal'] | null>(null);
  const acknowledgement = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) acknowledgement.current?.focus();
  }, [done]);

  async function submit(values: ParsedGiftCardWithdrawalBody, form: FormApi) {
    try {
      const { withdrawal } = await withdraw({ body: values, idempotencyKey: await attempt.keyFor(values) });
      attempt.succeeded();
      setDone(withdrawal);
    } catch (failure) {
      const unplaced = failure instanceof ApiError ? form.setServerErrors(failure.errors) : {};
      if (!(failure instanceof ApiError && failure.errors) || Object.keys(unplaced).length > 0) form.setError(FORM_ERROR, t('error', { message: errorText(failure) }));
    }
  }

  if (done) {
    const received = format.dateTime(new Date(done.receivedAt), { dateStyle: 'long', timeStyle: 'short', timeZone: SITES[locale].timeZone });
    return (
      <div ref={acknowledgement} tabIndex={-1} role="status" className={styles.acknowledged} data-testid="withdrawal-acknowledged">
        <p>{t('received', { orderNumber: done.orderNumber, date: received })}</p>
        <p>{done.refund > 0 ? t('refund', { amount: formatPrice(done.refund, locale) }) : t('noRefund')}</p>
        <p>{t('mailed', { email: done.email })}</p>
        <p>
          <Link href={{ pathname: '/invoice/[slug]', params: { slug: invoiceUuid } }}>{t('back')}</Link>
        </p>
      </div>
    );
  }

  return (
    <Form schema={loadSchema} defaultValues={{ name: '', orderNumber: String(orderNumber), email }} onSubmit={submit} className={styles.withdrawForm}>
      <TextField className={fieldStyles.field} name="name" label={t('name')} maxLength={100} autoComplete="name" />
      <TextField className={fieldStyles.field} name="orderNumber" label={t('orderNumber')} inputMode="numeric" autoComplete="off" maxLength={12} />
      <EmailField className={fieldStyles.field} name="email" label={t('email')} description={t('emailHint')} autoComplete="email" />
      <FormError />
      <SubmitButton label={t('confirm')} busyLabel={t('confirming')} />
    </Form>
  );
}
