'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { EmailField, Form, SubmitButton, type FormApi } from '@/components/ui/form';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/api-error';
import type { AlertBody, AlertInput } from '@/lib/api/contract/alerts';
import { useAttemptKey, useMutationOnDemand } from '@/lib/api/query/writes';
import { useErrorText } from '@/lib/i18n/error-text';
import type { AvailabilityAlertProps } from '@/lib/inquiries/popups';
import type { Locale } from '@/lib/i18n/locales';
import styles from './inquiries.module.css';
import { useBotCheck } from './use-send-inquiry';

const loadSchema = () => import('@/lib/api/contract/alerts').then(({ alertEmail }) => alertEmail);

/**
 * "Tell me when trips are available" on a sold-out package: an address, and
 * one mail when the trip can be booked again (server/modules/alerts). The
 * honeypot and fill time of the inquiry forms; the answer the same whether
 * the address waited already or not.
 */
export default function AvailabilityAlertForm({ packageId }: AvailabilityAlertProps) {
  const t = useTranslations('inquiries.alert');
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('heading')}</h3>
      <AlertForm target={{ packageId }} lead={t('lead')} sentText={t('sent')} />
    </section>
  );
}

/** The address field, the honeypot and the answer, for a sold-out package or (./match-alert-dialog.tsx) a match with no trip yet. */
export function AlertForm({ target, lead, sentText }: { target: { packageId: number } | { eventId: number }; lead: string; sentText: string }) {
  const t = useTranslations('inquiries.alert');
  const tc = useTranslations('inquiries');
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const { measure, honeypot } = useBotCheck();
  const [sent, setSent] = useState(false);
  // One key per attempt (useAttemptKey): a retry of the same address sends the same body with the same key.
  const attempt = useAttemptKey();
  const subscribeToAlert = useMutationOnDemand(() => import('@/lib/api/queries/alerts').then((queries) => queries.alertMutation(locale)));
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) status.current?.focus();
  }, [sent]);

  async function submit({ email }: Pick<AlertBody, 'email'>, form: FormApi<Pick<AlertInput, 'email'>>) {
    try {
      const { key, body } = await attempt.attempt({ email, target }, async (): Promise<AlertInput> => ({ email, ...target, ...(await measure()) }));
      await subscribeToAlert({ body, idempotencyKey: key });
      attempt.succeeded();
      // Said in place of the form (a live region), where the visitor's eyes are.
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError) form.setServerErrors(error.errors);
      toast.error(errorText(error));
    }
  }

  return (
    <>
      {/* In the page from the start, so its words are announced when they come; the focus goes to them from the button that is gone. */}
      <p role="status" ref={status} tabIndex={-1} className={sent ? undefined : 'visually-hidden'}>
        {sent ? sentText : ''}
      </p>
      {!sent && (
        <>
          <p className={styles.lead}>{lead}</p>
          <Form schema={loadSchema} defaultValues={{ email: '' }} onSubmit={submit} className={styles.form}>
            {honeypot}
            <EmailField className={styles.field} name="email" label={t('email')} />
            <SubmitButton label={t('submit')} busyLabel={tc('sending')} />
          </Form>
        </>
      )}
    </>
  );
}
