'use client';

import { useTranslations } from 'next-intl';
import { EmailField, Form, PhoneField, SubmitButton, TextAreaField, TextField, type FormApi } from '@/components/ui/form';
import { INQUIRY_COMPANY_MAX, INQUIRY_MESSAGE_MAX, INQUIRY_NAME_MAX, INQUIRY_PHONE_MAX } from '@/lib/api/contract/form-limits';
import type { BusinessInquiryBody, BusinessInquiryInput } from '@/lib/api/contract/forms';

type Bot = 'website' | 'filledMs';
import styles from './inquiries.module.css';
import { useSendInquiry } from './use-send-inquiry';

const loadSchema = () => import('@/lib/api/contract/forms').then(({ businessInquiryBody }) => businessInquiryBody.omit({ website: true, filledMs: true }));

const BLANK = { company: '', name: '', email: '', phone: '', people: '', message: '' };

/**
 * The business page's group-trip inquiry (browsing spec §2, §8): company,
 * contact name, email, phone, about how many people and a message; the
 * inquiry's own texts when it is sent and when it is not.
 */
export function BusinessInquiryForm({ headingId }: { headingId: string }) {
  const t = useTranslations('inquiries.business');
  const tc = useTranslations('inquiries');
  const tf = useTranslations('inquiries.fields');
  const { send, honeypot } = useSendInquiry('business-inquiry', tc('sent'), 'inquiry');

  async function submit(values: Omit<BusinessInquiryBody, Bot>, form: FormApi<Omit<BusinessInquiryInput, Bot>>) {
    if (await send(values, form as FormApi<never>)) form.reset();
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      <p className={styles.lead}>{t('lead')}</p>
      <Form schema={loadSchema} defaultValues={BLANK} onSubmit={submit} className={styles.form}>
        {honeypot}
        <TextField className={styles.field} name="company" label={t('company')} maxLength={INQUIRY_COMPANY_MAX} autoComplete="organization" />
        <TextField className={styles.field} name="name" label={t('name')} maxLength={INQUIRY_NAME_MAX} autoComplete="name" />
        <EmailField className={styles.field} name="email" label={tf('email')} />
        <PhoneField className={styles.field} name="phone" label={tf('phone')} description={tf('phoneHint')} maxLength={INQUIRY_PHONE_MAX} />
        <TextField className={styles.field} name="people" label={t('people')} type="number" inputMode="numeric" min={1} step={1} autoComplete="off" />
        <TextAreaField className={styles.field} name="message" label={tf('message')} maxLength={INQUIRY_MESSAGE_MAX} rows={5} description={t('messageHint')} />
        <SubmitButton label={t('submit')} busyLabel={tc('sending')} />
      </Form>
    </section>
  );
}
