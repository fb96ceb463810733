import { unwrap, type ApiClient } from '../client';
import { priceCheckResponse, type PriceCheckBody, type PriceCheckResponse } from '../contract/price-check';

/**
 * Prices a selection on the server with current availability (booking spec
 * §4 "Price changes"). 422 with field messages for a selection the package
 * does not allow, 404 for an unknown package.
 */
export async function checkServiceAvailability(client: ApiClient, packageId: number, body: PriceCheckBody): Promise<PriceCheckResponse> {
  return priceCheckResponse.parse(unwrap(await client.post<unknown>(`packages/${packageId}/service-availability`, { body })));
}
