'use client';

import { useTranslations } from 'next-intl';
import { Form, SubmitButton, type FormApi } from '@/components/ui/form';
import type { OfferContactInput } from '@/lib/api/contract/forms';
import { ContactFields } from './contact-fields';
import styles from './inquiries.module.css';
import { useSendInquiry } from './use-send-inquiry';

const loadSchema = () => import('@/lib/api/contract/forms').then(({ offerContactBody }) => offerContactBody.pick({ name: true, email: true, phone: true, message: true }));

const BLANK = { name: '', email: '', phone: '', message: '' };
type Values = Pick<OfferContactInput, 'name' | 'email' | 'phone' | 'message'>;

/**
 * The offer landing's contact form (browsing spec §2, `/tilbud/{slug}`):
 * name, email, phone and message, sent with the landing it was written on
 * as an offer request (issue: the same texts as the package page's).
 */
export function OfferContactForm({ campaign, headingId }: { campaign: string; headingId: string }) {
  const t = useTranslations('inquiries.offerContact');
  const tc = useTranslations('inquiries');
  const { send, honeypot } = useSendInquiry('offer-contact', tc('offerRequest.sent'));

  async function submit(values: Values, form: FormApi<Values>) {
    if (await send({ ...values, campaign }, form as FormApi<never>)) form.reset();
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      <p className={styles.lead}>{t('lead')}</p>
      <Form schema={loadSchema} defaultValues={BLANK} onSubmit={submit} className={styles.form}>
        {honeypot}
        <ContactFields />
        <SubmitButton label={t('submit')} busyLabel={tc('sending')} />
      </Form>
    </section>
  );
}
