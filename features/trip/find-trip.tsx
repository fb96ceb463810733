'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmailField, Form, FormError, FORM_ERROR, SubmitButton, TextField, type FormApi } from '@/components/ui/form';
import { ApiError } from '@/lib/api/api-error';
import { useAttemptKey, useMutationOnDemand } from '@/lib/api/query/writes';
import { rateLimitText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import fieldStyles from '@/components/ui/form/field.module.css';
import styles from './trip.module.css';

const loadLookupForm = () => import('@/lib/api/contract/trips').then((contract) => contract.tripLookupBody);

/**
 * Find my trip (`/min-rejse`): the order number and the email the trip was
 * booked with; the shop mails that email a link to the trip. The page says
 * the same whether the pair was right or not (the mail is the proof), so it
 * tells nobody whether an order exists; too many tries get their own words.
 */
export function FindTrip({ locale }: { locale: Locale }) {
  const t = useTranslations('trip.find');
  const errors = useTranslations('errors');
  const attempt = useAttemptKey();
  const lookUp = useMutationOnDemand(() => import('@/lib/api/queries/trips').then((queries) => queries.tripLookupMutation(locale)));
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(values: { orderNumber: number; email: string }, form: FormApi) {
    try {
      await lookUp({ body: values, idempotencyKey: await attempt.keyFor(values) });
      attempt.succeeded();
      setSentTo(values.email.trim());
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : null;
      form.setError(FORM_ERROR, status === 429 ? t('tooMany', { wait: rateLimitText(errors, failure) }) : t('failed'));
    }
  }

  return (
    <section className={styles.find} aria-labelledby="trip-find-heading">
      <h2 id="trip-find-heading">{t('heading')}</h2>
      {sentTo === null ? (
        <>
          <p>{t('lead')}</p>
          <Form schema={loadLookupForm} defaultValues={{ orderNumber: '', email: '' }} onSubmit={submit} className={styles.findForm}>
            <TextField className={fieldStyles.field} name="orderNumber" label={t('orderNumber')} inputMode="numeric" autoComplete="off" maxLength={12} />
            <EmailField className={fieldStyles.field} name="email" label={t('email')} autoComplete="email" />
            <FormError />
            <SubmitButton label={t('submit')} busyLabel={t('sending')} />
          </Form>
        </>
      ) : (
        <div role="status" className={styles.findSent} data-testid="trip-find-sent">
          <p>{t.rich('sent', { email: sentTo, strong: (chunks) => <strong><bdi>{chunks}</bdi></strong> })}</p>
          <p>{t('sentHint')}</p>
          <Button type="button" variant="secondary" onClick={() => setSentTo(null)}>
            {t('again')}
          </Button>
        </div>
      )}
    </section>
  );
}
