import { parsed, unwrap, type ApiClient } from '../client';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency-key';
import type { CancellationBody, CancellationResponse, InsuranceBody, InsuranceResponse, TransferBody, TransferResponse } from '../contract/trip-changes';

/** The response contract (zod) loads with the first write, wherever it runs: see `parsed`. */
const contract = () => import('../contract/trip-changes');

const tripPath = (token: string, change: string) => `trips/${encodeURIComponent(token)}/${change}`;

/** Transfers a traveller's place to another person (`POST trips/{token}/transfers`) at the fee shown. One `idempotencyKey` per attempt. */
export async function transferPlace(client: ApiClient, token: string, body: TransferBody, idempotencyKey: string): Promise<TransferResponse> {
  const result = await client.post<unknown>(tripPath(token, 'transfers'), { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  return parsed(unwrap(result), contract, (c) => c.transferResponse);
}

/** Adds insurance to the trip (`POST trips/{token}/insurance`) at the amount shown. One `idempotencyKey` per attempt. */
export async function addInsurance(client: ApiClient, token: string, body: InsuranceBody, idempotencyKey: string): Promise<InsuranceResponse> {
  const result = await client.post<unknown>(tripPath(token, 'insurance'), { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  return parsed(unwrap(result), contract, (c) => c.insuranceResponse);
}

/** Cancels the trip (`POST trips/{token}/cancellation`) at the fee shown. One `idempotencyKey` per attempt. */
export async function cancelTrip(client: ApiClient, token: string, body: CancellationBody, idempotencyKey: string): Promise<CancellationResponse> {
  const result = await client.post<unknown>(tripPath(token, 'cancellation'), { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  return parsed(unwrap(result), contract, (c) => c.cancellationResponse);
}
