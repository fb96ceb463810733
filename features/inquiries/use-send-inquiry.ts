'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRef } from 'react';
import type { FormApi } from '@/components/ui/form';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/client';
import type { FormId } from '@/lib/api/contract/forms';
import { useErrorText } from '@/lib/i18n/error-text';
import type { Locale } from '@/lib/i18n/locales';

/** The call and TanStack Query load with the first inquiry sent. */
const send = async (locale: Locale, form: FormId, body: Record<string, unknown>, idempotencyKey: string) => {
  const [{ formMutation }, { runMutation }] = await Promise.all([import('@/lib/api/endpoints/forms'), import('@/lib/api/query/run-mutation')]);
  return runMutation(formMutation(locale, form), { body, idempotencyKey });
};

/**
 * Sends an inquiry form and says how it went (browsing spec §8, booking spec
 * §8): the success toast the caller names, or 'Error: ' with the server's
 * message and its field messages under the fields. One key per body, so a
 * double click or a retry of the same inquiry is one inquiry. True when sent.
 */
export function useSendInquiry(form: FormId, sentText: string) {
  const locale = useLocale() as Locale;
  const errorText = useErrorText();
  const t = useTranslations('inquiries');
  const attempt = useRef<{ text: string; key: string } | null>(null);
  return async (body: Record<string, unknown>, api: FormApi<never>): Promise<boolean> => {
    const text = JSON.stringify(body);
    if (attempt.current?.text !== text) attempt.current = { text, key: crypto.randomUUID() };
    try {
      await send(locale, form, body, attempt.current.key);
      attempt.current = null;
      toast.success(sentText);
      return true;
    } catch (error) {
      if (error instanceof ApiError) api.setServerErrors(error.errors);
      toast.error(error instanceof ApiError ? errorText(error) : t('failed'));
      return false;
    }
  };
}
