'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { EmailField, Form, SubmitButton, type FormApi } from '@/components/ui/form';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/client';
import type { AlertBody, AlertInput } from '@/lib/api/contract/alerts';
import { HONEYPOT_FIELD, MIN_FILL_MS } from '@/lib/api/contract/form-limits';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import type { AvailabilityAlertProps } from '@/lib/inquiries/popups';
import styles from './inquiries.module.css';

const loadSchema = () => import('@/lib/api/contract/alerts').then(({ alertBody }) => alertBody.pick({ email: true }));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * "Tell me when trips are available" on a sold-out package: an address, and
 * one mail when the trip can be booked again (server/modules/alerts). The
 * honeypot and fill time of the inquiry forms; the answer the same whether
 * the address waited already or not.
 */
export default function AvailabilityAlertForm({ packageId }: AvailabilityAlertProps) {
  const t = useTranslations('inquiries.alert');
  const tc = useTranslations('inquiries');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const id = useId();
  const trap = useRef<HTMLInputElement>(null);
  const startedAt = useRef<number | null>(null);
  const [sent, setSent] = useState(false);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  async function submit({ email }: Pick<AlertBody, 'email'>, form: FormApi<Pick<AlertInput, 'email'>>) {
    const started = startedAt.current ?? Date.now();
    const early = MIN_FILL_MS - (Date.now() - started);
    if (early > 0) await sleep(early);
    try {
      const [{ subscribeToAlert }, { createApiClient }] = await Promise.all([import('@/lib/api/endpoints/alerts'), import('@/lib/api/client')]);
      await subscribeToAlert(createApiClient({ locale }), { email, packageId, [HONEYPOT_FIELD]: trap.current?.value || undefined, filledMs: Date.now() - started }, crypto.randomUUID());
      // Said in place of the form (a live region), where the visitor's eyes are.
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError) form.setServerErrors(error.errors);
      toast.error(errorText(error));
    }
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('heading')}</h3>
      {sent ? (
        <p role="status">{t('sent')}</p>
      ) : (
        <>
          <p className={styles.lead}>{t('lead')}</p>
          <Form schema={loadSchema} defaultValues={{ email: '' }} onSubmit={submit} className={styles.form}>
            <div className={styles.trap} aria-hidden="true">
              <label>
                {tc('honeypot')}
                <input ref={trap} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            <EmailField className={styles.field} name="email" label={t('email')} />
            <SubmitButton label={t('submit')} busyLabel={tc('sending')} />
          </Form>
        </>
      )}
    </section>
  );
}
