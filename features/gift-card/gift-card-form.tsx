'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { CheckboxField, EmailField, Form, FormError, FORM_ERROR, PhoneField, SubmitButton, TextAreaField, TextField, useFormApi, type FormApi } from '@/components/ui/form';
import { ApiError } from '@/lib/api/api-error';
import type { ParsedGiftCardBody } from '@/lib/api/contract/gift-cards';
import { GIFT_CARD_AMOUNT, GIFT_CARD_MESSAGE_MAX } from '@/lib/api/contract/form-limits';
import { useAttemptKey, useMutationOnDemand } from '@/lib/api/query/writes';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import { useRouter } from '@/lib/i18n/navigation';
import fieldStyles from '@/components/ui/form/field.module.css';
import styles from './gift-card.module.css';

const loadSchema = () => import('@/lib/api/contract/gift-cards').then((contract) => contract.giftCardBody);

const DEFAULTS = { amount: '', recipientName: '', email: '', from: '', to: '', message: '', phone: '', sendByPost: false, address: '', postalCode: '', city: '' };

/**
 * Ordering a gift card (browsing spec §2 "Gift card"): the amount, who it is
 * for and from, a greeting, the buyer's email and phone, and an address when
 * it also goes by post; then on to the invoice to pay it. One
 * Idempotency-Key per attempt (useAttemptKey): a double click or a retry
 * orders one card.
 */
export function GiftCardForm({ locale, currency }: { locale: Locale; currency: string }) {
  const t = useTranslations('giftCard.form');
  const errorText = useErrorText();
  const router = useRouter();
  const attempt = useAttemptKey();
  const order = useMutationOnDemand(() => import('@/lib/api/queries/gift-cards').then((queries) => queries.giftCardMutation(locale)));
  const [leaving, setLeaving] = useState(false);

  async function submit(values: ParsedGiftCardBody, form: FormApi) {
    try {
      const { gift_card } = await order({ body: values, idempotencyKey: await attempt.keyFor(values) });
      attempt.succeeded();
      setLeaving(true);
      router.push({ pathname: '/invoice/[slug]', params: { slug: gift_card.invoice.uuid } });
    } catch (failure) {
      const unplaced = failure instanceof ApiError ? form.setServerErrors(failure.errors) : {};
      if (!(failure instanceof ApiError && failure.errors) || Object.keys(unplaced).length > 0) form.setError(FORM_ERROR, t('error', { message: errorText(failure) }));
    }
  }

  return (
    <Form schema={loadSchema} defaultValues={DEFAULTS} onSubmit={submit} className={styles.form}>
      <TextField
        className={fieldStyles.field}
        name="amount"
        label={t('amount', { currency })}
        description={t('amountHint', { min: formatPrice(GIFT_CARD_AMOUNT.min, locale), max: formatPrice(GIFT_CARD_AMOUNT.max, locale) })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={9}
      />
      <TextField className={fieldStyles.field} name="to" label={t('to')} maxLength={100} autoComplete="off" />
      <TextField className={fieldStyles.field} name="from" label={t('from')} maxLength={100} autoComplete="name" />
      <TextAreaField className={fieldStyles.field} name="message" label={t('message')} optional maxLength={GIFT_CARD_MESSAGE_MAX} rows={4} />
      <TextField className={fieldStyles.field} name="recipientName" label={t('recipientName')} maxLength={100} autoComplete="off" />
      <EmailField className={fieldStyles.field} name="email" label={t('email')} description={t('emailHint')} autoComplete="email" />
      <PhoneField className={fieldStyles.field} name="phone" label={t('phone')} maxLength={20} />
      <CheckboxField className={styles.check} name="sendByPost" label={t('sendByPost')} />
      <PostalAddress address={t('address')} postalCode={t('postalCode')} city={t('city')} />
      <FormError />
      <SubmitButton label={t('submit')} busyLabel={t('submitting')} busy={leaving} />
    </Form>
  );
}

/** The address, asked only when the card also goes by post. */
function PostalAddress({ address, postalCode, city }: { address: string; postalCode: string; city: string }) {
  const { values } = useFormApi();
  if (values.sendByPost !== true) return null;
  return (
    <>
      <TextField className={fieldStyles.field} name="address" label={address} maxLength={200} autoComplete="address-line1" />
      <TextField className={fieldStyles.field} name="postalCode" label={postalCode} maxLength={10} autoComplete="postal-code" />
      <TextField className={fieldStyles.field} name="city" label={city} maxLength={100} autoComplete="address-level2" />
    </>
  );
}

