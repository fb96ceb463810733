import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import type { FormId } from '../contract/forms';
import { sendForm } from '../endpoints/forms';
import { queryApi } from '../query/query-client';

/** An inquiry form (`sendForm`) as a mutation, in the visitor's language: one `idempotencyKey` per attempt. */
export const formMutation = (locale: Locale, form: FormId) =>
  mutationOptions({
    mutationKey: ['forms', form, locale] as const,
    mutationFn: ({ body, idempotencyKey }: { body: Record<string, unknown>; idempotencyKey: string }) => sendForm(queryApi(locale), form, body, idempotencyKey),
  });
