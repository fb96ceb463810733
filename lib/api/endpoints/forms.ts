import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { parsed, unwrap, type ApiClient } from '../client';
import type { FormId, FormResponse } from '../contract/forms';
import { queryApi } from '../query/query-client';

/** The response contract (zod) loads with the first write, wherever it runs: see `parsed`. */
const contract = () => import('../contract/forms');

/**
 * Sends an inquiry form (`POST forms/{form}`): its number, and an offer
 * request's saved offer. One `idempotencyKey` per body, so a double click or
 * a retry of the same inquiry is one inquiry.
 */
export async function sendForm(client: ApiClient, form: FormId, body: Record<string, unknown>, idempotencyKey: string): Promise<FormResponse['inquiry']> {
  const result = await client.post<unknown>(`forms/${form}`, { body, headers: { 'Idempotency-Key': idempotencyKey } });
  return (await parsed(unwrap(result), contract, (c) => c.formResponse)).inquiry;
}

export const formMutation = (locale: Locale, form: FormId) =>
  mutationOptions({
    mutationKey: ['forms', form, locale] as const,
    mutationFn: ({ body, idempotencyKey }: { body: Record<string, unknown>; idempotencyKey: string }) => sendForm(queryApi(locale), form, body, idempotencyKey),
  });
