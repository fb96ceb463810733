import { getChecked, type ApiClient } from '../client';
import type { TripResponse } from '../contract/trips';

/** The response contract (zod): a read's loads on the server only (`checked`). */
const contract = () => import('../contract/trips');

/** The trip a trip link opens (`GET trips/{token}`); 404 `trip_not_found` for any link that does not open one. */
export async function getTrip(client: ApiClient, token: string): Promise<TripResponse['trip']> {
  return (await getChecked(client, `trips/${encodeURIComponent(token)}`, contract, (c) => c.tripResponse)).trip;
}
