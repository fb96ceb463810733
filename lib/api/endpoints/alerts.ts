import { unwrap, type ApiClient } from '../client';
import { alertResponse, unsubscribeResponse, type AlertInput } from '../contract/alerts';

/** Waits for a sold-out package (`POST alerts`): the same answer whether the address waited already or not. One key per body. */
export async function subscribeToAlert(client: ApiClient, body: AlertInput, idempotencyKey: string): Promise<void> {
  alertResponse.parse(unwrap(await client.post<unknown>('alerts', { body, headers: { 'Idempotency-Key': idempotencyKey } })));
}

/** Ends the alert an unsubscribe link names (`POST alerts/unsubscribe`). */
export async function unsubscribeFromAlert(client: ApiClient, token: string): Promise<void> {
  unsubscribeResponse.parse(unwrap(await client.post<unknown>('alerts/unsubscribe', { body: { token } })));
}
