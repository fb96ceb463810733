'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EmailField, Form, FormError, FORM_ERROR, SubmitButton, TextField, type FormApi } from '@/components/ui/form';
import { ApiError } from '@/lib/api/api-error';
import type { GiftCardWithdrawalResponse, ParsedGiftCardWithdrawalBody } from '@/lib/api/contract/gift-cards';
import { useAttemptKey, useMutationOnDemand } from '@/lib/api/query/writes';
import { useErrorText } from '@/lib/i18n/error-text';
import { calendarDay } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import { moneyIn } from '@/lib/i18n/money';
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
  /** The card's worth: what was withdrawn from, named in the acknowledgement. */
  amount: number;
  email: string;
  /** What the step stands under until it is confirmed: what is withdrawn from and the instructions (the page's heading with them). */
  children: ReactNode;
}

/** A gateway's name as the site writes it (as the payment form does); a gateway without one is shown by its own name. */
const KNOWN_GATEWAYS = ['test', 'stripe'] as const;
const isKnownGateway = (name: string): name is (typeof KNOWN_GATEWAYS)[number] => (KNOWN_GATEWAYS as readonly string[]).includes(name);

/**
 * The withdrawal's confirmation step (Consumer Rights Directive art. 11a(2)):
 * the buyer's name, the order number and the address for the
 * acknowledgement, then "confirm withdrawal". Once confirmed, the answer
 * takes the place of the whole step, its instructions and its way back
 * included: one acknowledgement (art. 11a(3)) under its own heading, which
 * takes the focus: what was withdrawn from and when it was received, what
 * goes back, through which payment and by when, that the code stopped, and
 * where the mail went; then one way back to the card's page. One
 * Idempotency-Key per attempt: a double click withdraws once.
 */
export function WithdrawGiftCard({ locale, invoiceUuid, orderNumber, amount, email, children }: Props) {
  const t = useTranslations('invoice.withdrawal');
  const gatewayName = useTranslations('invoice.payment.gatewayNames');
  const format = useFormatter();
  const errorText = useErrorText();
  const attempt = useAttemptKey();
  const withdraw = useMutationOnDemand(() => import('@/lib/api/queries/gift-cards').then((queries) => queries.giftCardWithdrawalMutation(locale, invoiceUuid)));
  const [done, setDone] = useState<GiftCardWithdrawalResponse['withdrawal'] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) heading.current?.focus();
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

  const back = (
    <p>
      <Link href={{ pathname: '/invoice/[slug]', params: { slug: invoiceUuid } }}>{t('back')}</Link>
    </p>
  );

  if (done) {
    const money = moneyIn(done.currency);
    const received = format.dateTime(new Date(done.receivedAt), { dateStyle: 'long', timeStyle: 'short', timeZone: SITES[locale].timeZone });
    const refundBy = format.dateTime(calendarDay(done.refundBy), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const methods = [...new Set(done.refundTo.map((part) => part.gateway))].map((name) => (isKnownGateway(name) ? gatewayName(name) : name));
    return (
      <section aria-labelledby="withdrawal-acknowledged-heading" data-testid="withdrawal-acknowledged">
        <h1 id="withdrawal-acknowledged-heading" ref={heading} tabIndex={-1}>
          {t('acknowledgedHeading')}
        </h1>
        <div className={styles.acknowledged}>
          <p>{t('acknowledgedWhat', { amount: money(amount), orderNumber: done.orderNumber, date: received })}</p>
          {done.refund > 0 ? (
            <>
              <p data-testid="withdrawal-acknowledged-refund">
                {methods.length > 0
                  ? t('acknowledgedRefund', { amount: money(done.refund), method: format.list(methods, { type: 'conjunction' }), date: refundBy })
                  : t('acknowledgedRefundOther', { amount: money(done.refund), date: refundBy })}
              </p>
              <p>{t('acknowledgedCode')}</p>
            </>
          ) : (
            <p>{t('acknowledgedUnpaid')}</p>
          )}
          <p>{t('acknowledgedMailed', { email: done.email })}</p>
        </div>
        {back}
      </section>
    );
  }

  return (
    <>
      {children}
      <Form schema={loadSchema} defaultValues={{ name: '', orderNumber: String(orderNumber), email }} onSubmit={submit} className={styles.withdrawForm}>
        <TextField className={fieldStyles.field} name="name" label={t('name')} maxLength={100} autoComplete="name" />
        <TextField className={fieldStyles.field} name="orderNumber" label={t('orderNumber')} inputMode="numeric" autoComplete="off" maxLength={12} />
        <EmailField className={fieldStyles.field} name="email" label={t('email')} description={t('emailHint')} autoComplete="email" />
        <FormError />
        <SubmitButton label={t('confirm')} busyLabel={t('confirming')} />
      </Form>
      {back}
    </>
  );
}
