'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ChoiceField, EmailField, Form, TextField, useFormApi } from '@/components/ui/form';
import { toast } from '@/components/ui/toast';
import { useAttemptKey, useMutationOnDemand } from '@/lib/api/query/writes';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import { moneyIn } from '@/lib/i18n/money';
import fieldStyles from '@/components/ui/form/field.module.css';
import type { PayValues } from './form-schema';
import styles from './invoice.module.css';

/** Both forms give what paying sends (PayValues); their fields differ. */
type PaySchema = z.ZodType<PayValues, Record<string, unknown>>;
const loadPayForm = (due: number) => (): Promise<PaySchema> => import('./form-schema').then((schemas) => schemas.payForm(due));
const loadSharePayForm = (): Promise<PaySchema> => import('./form-schema').then((schemas) => schemas.sharePayForm());

interface Props {
  locale: Locale;
  /** What is paid: the invoice (all that is due, or a part), or a traveller's share (its amount). */
  target: { kind: 'invoice'; uuid: string } | { kind: 'share'; id: string };
  due: number;
  currency: string;
  gateways: readonly string[];
  /** The section's heading, when not the invoice's own ("Pay the invoice"). */
  heading?: string;
}

/**
 * Paying from the invoice: the gateway, the whole amount due or a part, and
 * on to the gateway's page; from a traveller's share, its amount, with the
 * traveller's address for the receipt. One Idempotency-Key per attempt
 * (useAttemptKey): a double click or a retry starts one payment.
 */
export function PayInvoice({ locale, target, due, currency, gateways, heading }: Props) {
  const t = useTranslations('invoice.payment');
  const tShare = useTranslations('invoice.share');
  const errorText = useErrorText();
  const attempt = useAttemptKey();
  // The invoice's uuid or the share's id: each mutation is run only for its own kind of target.
  const id = target.kind === 'share' ? target.id : target.uuid;
  const payInvoice = useMutationOnDemand(() => import('@/lib/api/queries/payments').then((queries) => queries.paymentMutation(locale, id)));
  const payShare = useMutationOnDemand(() => import('@/lib/api/queries/payments').then((queries) => queries.sharePaymentMutation(locale, id)));
  const [pending, setPending] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const withKey = async <B,>(body: B) => ({ body, idempotencyKey: await attempt.keyFor(body) });

  async function submit(values: PayValues) {
    if (pending || leaving) return;
    setPending(true);
    try {
      const { paymentInfo } =
        target.kind === 'share'
          ? await payShare(await withKey({ gateway: values.gateway, email: values.email ?? '' }))
          : await payInvoice(await withKey({ gateway: values.gateway, amount: values.amount }));
      attempt.succeeded();
      setLeaving(true);
      window.location.assign(paymentInfo.redirectUrl);
    } catch (failure) {
      toast.error(t('error', { message: errorText(failure) }));
    } finally {
      setPending(false);
    }
  }

  const busy = pending || leaving;
  // A gateway's name as the site writes it; a gateway without one is shown by its own name.
  const gatewayOptions = gateways.map((name) => ({ value: name, label: name === 'test' || name === 'stripe' ? t(`gatewayNames.${name}`) : name }));
  return (
    <section className={styles.pay} aria-labelledby="invoice-pay-heading">
      <h2 id="invoice-pay-heading">{heading ?? t('heading')}</h2>
      <Form
        schema={target.kind === 'share' ? loadSharePayForm : loadPayForm(due)}
        defaultValues={{ gateway: gateways.length === 1 ? gateways[0] : undefined, ...(target.kind === 'share' ? { email: '' } : { share: 'whole', amount: '' }) }}
        onSubmit={submit}
        className={styles.payForm}
      >
        <ChoiceField name="gateway" label={t('gateway')} options={gatewayOptions} className={styles.choice} />
        {target.kind === 'share' && (
          <EmailField name="email" label={tShare('email')} description={tShare('emailHint')} maxLength={254} className={fieldStyles.field} />
        )}
        {target.kind === 'invoice' && (
          <>
            <ChoiceField
              name="share"
              label={t('share')}
              options={[
                { value: 'whole', label: t('whole', { amount: moneyIn(currency)(due) }) },
                { value: 'part', label: t('part') },
              ]}
              className={styles.choice}
            />
            <PartAmount label={t('partAmount', { currency })} hint={t('partHint', { amount: moneyIn(currency)(due) })} />
          </>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('paying') : t('pay')}
        </Button>
      </Form>
    </section>
  );
}

/** The part's amount, asked only when the visitor pays a part. */
function PartAmount({ label, hint }: { label: string; hint: string }) {
  const { values } = useFormApi();
  if (values.share !== 'part') return null;
  return <TextField name="amount" label={label} description={hint} inputMode="numeric" autoComplete="off" maxLength={12} className={fieldStyles.field} />;
}
