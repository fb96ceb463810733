import { parsed, unwrap, type ApiClient } from '../client';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency-key';
import type { FormId, FormResponse } from '../contract/forms';

/** The response contract (zod) loads with the first write, wherever it runs: see `parsed`. */
const contract = () => import('../contract/forms');

/**
 * Sends an inquiry form (`POST forms/{form}`): its number, and an offer
 * request's saved offer. One `idempotencyKey` per body, so a double click or
 * a retry of the same inquiry is one inquiry.
 */
export async function sendForm(client: ApiClient, form: FormId, body: Record<string, unknown>, idempotencyKey: string): Promise<FormResponse['inquiry']> {
  const result = await client.post<unknown>(`forms/${form}`, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  return (await parsed(unwrap(result), contract, (c) => c.formResponse)).inquiry;
}
