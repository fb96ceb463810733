import { DEFAULT_BASE_URL, parsed, unwrap, type ApiClient } from '../client';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency-key';
import type { ErasureResponse } from '../contract/trip-data';

/** The response contract (zod) loads with the first write: see `parsed`. */
const contract = () => import('../contract/trip-data');

/**
 * Where the browser downloads the booking's personal data (`GET
 * trips/{token}/personal-data`, a JSON file the API names): a plain link,
 * so the download needs no script and keeps the browser's own handling.
 */
export function personalDataHref(token: string): string {
  return `${DEFAULT_BASE_URL}/trips/${encodeURIComponent(token)}/personal-data`;
}

/** Asks to erase the booking's personal data (`POST trips/{token}/erasure`): when it was asked, and the first day it may go. One `idempotencyKey` per attempt. */
export async function requestErasure(client: ApiClient, token: string, idempotencyKey: string): Promise<ErasureResponse> {
  const result = await client.post<unknown>(`trips/${encodeURIComponent(token)}/erasure`, { body: {}, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  return parsed(unwrap(result), contract, (c) => c.erasureResponse);
}
