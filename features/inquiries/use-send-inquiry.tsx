'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import type { FormApi } from '@/components/ui/form';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/api-error';
import { HONEYPOT_FIELD, MIN_FILL_MS } from '@/lib/api/contract/form-limits';
import type { FormId } from '@/lib/api/contract/forms';
import { useAttemptKey, useMutationOnDemand } from '@/lib/api/query/writes';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';
import styles from './inquiries.module.css';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What tells a person from a script on a public form: the honeypot (a field
 * people never see, rendered by the form as `honeypot`) and the time the form
 * took to fill. `measure` answers both for the body; a person quicker than
 * MIN_FILL_MS waits the rest of it there (a script that posts at once is
 * refused by the API). `restart` starts the clock again after a send.
 */
export function useBotCheck() {
  const t = useTranslations('inquiries');
  const startedAt = useRef<number | null>(null);
  const trap = useRef<HTMLInputElement>(null);
  useEffect(() => {
    startedAt.current = Date.now();
  }, []);

  async function measure(): Promise<{ [HONEYPOT_FIELD]?: string; filledMs: number }> {
    const started = startedAt.current ?? Date.now();
    const early = MIN_FILL_MS - (Date.now() - started);
    if (early > 0) await sleep(early);
    return { [HONEYPOT_FIELD]: trap.current?.value || undefined, filledMs: Date.now() - started };
  }

  const honeypot: ReactNode = (
    // Out of sight and out of the tab order; a screen reader is told to leave it (and never reaches it).
    <div className={styles.trap} aria-hidden="true">
      <label>
        {t('honeypot')}
        <input ref={trap} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
  return { measure, honeypot, restart: () => (startedAt.current = Date.now()) };
}

/**
 * Sends an inquiry form and says how it went (browsing spec §8, booking spec
 * §8): the success toast the caller names; on failure the server's field
 * messages under the fields, and the toast the form's kind calls for: an
 * offer request's 'Error: ' with the server's message (`server`), an
 * inquiry's own "could not be sent, please try again" (`inquiry`).
 *
 * With the visitor's values go the honeypot and the fill time (useBotCheck;
 * render `honeypot` in the form). One key per attempt (useAttemptKey), and a retry of the same values sends the very same
 * body, so a double click or a retry is one inquiry. `send` answers true when sent. The call and TanStack Query load with
 * the first inquiry sent.
 */
export function useSendInquiry(form: FormId, sentText: string, failure: 'server' | 'inquiry' = 'server') {
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const t = useTranslations('inquiries');
  const { measure, honeypot, restart } = useBotCheck();
  const attempt = useAttemptKey();
  const post = useMutationOnDemand(() => import('@/lib/api/queries/forms').then((queries) => queries.formMutation(locale, form)));

  async function send(values: Record<string, unknown>, api: FormApi<never>): Promise<boolean> {
    try {
      const { key, body } = await attempt.attempt(values, async (): Promise<Record<string, unknown>> => ({ ...values, ...(await measure()) }));
      await post({ body, idempotencyKey: key });
      attempt.succeeded();
      restart();
      toast.success(sentText);
      return true;
    } catch (error) {
      if (error instanceof ApiError) api.setServerErrors(error.errors);
      toast.error(failure === 'server' && error instanceof ApiError ? errorText(error) : t('failed'));
      return false;
    }
  }

  return { send, honeypot };
}
