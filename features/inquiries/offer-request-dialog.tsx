'use client';

import { useTranslations } from 'next-intl';
import { Dialog } from '@/components/ui/dialog';
import { Form, SubmitButton, type FormApi } from '@/components/ui/form';
import type { OfferRequestInput } from '@/lib/api/contract/forms';
import type { OfferRequestProps } from '@/lib/inquiries/popups';
import { ContactFields } from './contact-fields';
import styles from './inquiries.module.css';
import { useSendInquiry } from './use-send-inquiry';

/** The fields' rules, the API's own (booking spec §5), loaded with the popup. */
const loadSchema = () => import('@/lib/api/contract/forms').then(({ offerRequestBody }) => offerRequestBody.pick({ name: true, email: true, phone: true, message: true }));

const BLANK = { name: '', email: '', phone: '', message: '' };
type Values = Pick<OfferRequestInput, 'name' | 'email' | 'phone' | 'message'>;

/**
 * "Request an offer" (booking spec §2 "More options", §5, §8): a consultant
 * is asked for an offer on this package, with the trip as the visitor has
 * customised it attached (saved as an offer the staff open as it is). The
 * spec's success text when sent, the server's message when not; the popup
 * closes when it is sent and keeps what was typed when it is not.
 */
export default function OfferRequestDialog({ open, onClose, packageId, packageTitle, offerLink }: OfferRequestProps) {
  const t = useTranslations('inquiries.offerRequest');
  const tc = useTranslations('inquiries');
  const { send, honeypot } = useSendInquiry('offer-request', t('sent'));

  async function submit(values: Values, form: FormApi<Values>) {
    const sent = await send({ ...values, packageId, offerLink: await offerLink() }, form as FormApi<never>);
    if (sent) {
      form.reset();
      onClose();
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t('title')} description={t('lead', { package: packageTitle })} closeLabel={tc('close')}>
      <Form schema={loadSchema} defaultValues={BLANK} onSubmit={submit} className={styles.form}>
        {honeypot}
        <ContactFields />
        <SubmitButton label={t('submit')} busyLabel={tc('sending')} />
      </Form>
    </Dialog>
  );
}
