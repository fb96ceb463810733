'use client';

import { useTranslations } from 'next-intl';
import { EmailField, PhoneField, TextAreaField, TextField } from '@/components/ui/form';
import { INQUIRY_MESSAGE_MAX, INQUIRY_NAME_MAX, INQUIRY_PHONE_MAX } from '@/lib/api/contract/form-limits';
import styles from './inquiries.module.css';

/** Who asks and what (booking spec §5 offer request, browsing spec §2 offer contact): name, email, phone and message, all required. */
export function ContactFields() {
  const t = useTranslations('inquiries.fields');
  return (
    <>
      <TextField className={styles.field} name="name" label={t('name')} maxLength={INQUIRY_NAME_MAX} autoComplete="name" />
      <EmailField className={styles.field} name="email" label={t('email')} />
      <PhoneField className={styles.field} name="phone" label={t('phone')} description={t('phoneHint')} maxLength={INQUIRY_PHONE_MAX} />
      <TextAreaField className={styles.field} name="message" label={t('message')} maxLength={INQUIRY_MESSAGE_MAX} rows={5} />
    </>
  );
}
