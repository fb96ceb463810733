import { parsed, unwrap, type ApiClient } from '../client';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency-key';
import type { AlertInput } from '../contract/alerts';

/** The response contract (zod) loads with the first write, wherever it runs: see `parsed`. */
const contract = () => import('../contract/alerts');

/** Waits for a sold-out package (`POST alerts`): the same answer whether the address waited already or not. One key per body. */
export async function subscribeToAlert(client: ApiClient, body: AlertInput, idempotencyKey: string): Promise<void> {
  await parsed(unwrap(await client.post<unknown>('alerts', { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } })), contract, (c) => c.alertResponse);
}

/** Ends the alert an unsubscribe link names (`POST alerts/unsubscribe`). */
export async function unsubscribeFromAlert(client: ApiClient, token: string): Promise<void> {
  await parsed(unwrap(await client.post<unknown>('alerts/unsubscribe', { body: { token } })), contract, (c) => c.unsubscribeResponse);
}
