import { getChecked, parsed, unwrap, type ApiClient } from '../client';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency-key';
import type { TripDocumentReceivedResponse, TripLookupBody, TripLookupResponse, TripResponse } from '../contract/trips';
import type { TripDocumentKind } from '@/lib/trips/documents';

/** The response contract (zod): a read's loads on the server only (`checked`), a write's wherever it runs (`parsed`). */
const contract = () => import('../contract/trips');

/** The trip a trip link opens (`GET trips/{token}`); 404 `trip_not_found` for any link that does not open one. */
export async function getTrip(client: ApiClient, token: string): Promise<TripResponse['trip']> {
  return (await getChecked(client, `trips/${encodeURIComponent(token)}`, contract, (c) => c.tripResponse)).trip;
}

/** Find my trip (`POST trips/lookup`): always 202 `{ accepted: true }`; the right pair's mail carries the link. One `idempotencyKey` per attempt. */
export async function lookUpTrip(client: ApiClient, body: TripLookupBody, idempotencyKey: string): Promise<TripLookupResponse> {
  const result = await client.post<unknown>('trips/lookup', { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  return parsed(unwrap(result), contract, (c) => c.tripLookupResponse);
}

/** The traveller has a document in hand (`POST trips/{token}/documents/{kind}/received`). One `idempotencyKey` per attempt. */
export async function markDocumentReceived(client: ApiClient, token: string, kind: TripDocumentKind, idempotencyKey: string): Promise<TripDocumentReceivedResponse> {
  const result = await client.post<unknown>(`trips/${encodeURIComponent(token)}/documents/${kind}/received`, { body: {}, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  return parsed(unwrap(result), contract, (c) => c.tripDocumentReceivedResponse);
}
