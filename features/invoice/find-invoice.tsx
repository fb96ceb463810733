'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { EmailField, Form, FormError, FORM_ERROR, SubmitButton, TextField, type FormApi } from '@/components/ui/form';
import { ApiError } from '@/lib/api/api-error';
import { useMutationOnDemand } from '@/lib/api/query/writes';
import { rateLimitText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import { useRouter } from '@/lib/i18n/navigation';
import fieldStyles from '@/components/ui/form/field.module.css';
import styles from './invoice.module.css';

const loadLookupForm = () => import('@/lib/api/contract/booking').then((contract) => contract.invoiceLookupBody);

/**
 * Finding an invoice without the mail's link (`/faktura`): the order number
 * and the email the trip was booked with, then on to the invoice. A wrong
 * pair gets one message whichever half was wrong; too many tries, another.
 */
export function FindInvoice({ locale }: { locale: Locale }) {
  const t = useTranslations('invoice.lookup');
  const router = useRouter();
  const [leaving, setLeaving] = useState(false);
  const lookUp = useMutationOnDemand(() => import('@/lib/api/queries/booking').then((queries) => queries.invoiceLookupMutation(locale)));
  const errors = useTranslations('errors');
  /** Too many tries from this visitor: for how long, when the answer said it, and who else can help. */
  const tooMany = (failure: unknown) => t('tooMany', { wait: rateLimitText(errors, failure) });

  async function submit(values: { orderNumber: number; email: string }, form: FormApi) {
    try {
      const { invoice } = await lookUp(values);
      setLeaving(true);
      router.push({ pathname: '/invoice/[slug]', params: { slug: invoice.uuid } });
    } catch (failure) {
      const status = failure instanceof ApiError ? failure.status : null;
      form.setError(FORM_ERROR, status === 429 ? tooMany(failure) : t(status === 404 ? 'notFound' : 'failed'));
    }
  }

  return (
    <section className={styles.lookup} aria-labelledby="invoice-lookup-heading">
      <h2 id="invoice-lookup-heading">{t('heading')}</h2>
      <p>{t('lead')}</p>
      <Form schema={loadLookupForm} defaultValues={{ orderNumber: '', email: '' }} onSubmit={submit} className={styles.lookupForm}>
        <TextField className={fieldStyles.field} name="orderNumber" label={t('orderNumber')} inputMode="numeric" autoComplete="off" maxLength={12} />
        <EmailField className={fieldStyles.field} name="email" label={t('email')} autoComplete="email" />
        <FormError />
        <SubmitButton busy={leaving} label={t('submit')} busyLabel={t('searching')} />
      </Form>
    </section>
  );
}

