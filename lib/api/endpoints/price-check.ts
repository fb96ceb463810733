import { checked, unwrap, type ApiClient } from '../client';
import type { PriceCheckBody, PriceCheckResponse } from '../contract/price-check';

/** The response contract (zod) loads on the server only: see `checked`. */
const contract = () => import('../contract/price-check');

/**
 * Prices a selection on the server with current availability (booking spec
 * §4 "Price changes"). 422 with field messages for a selection the package
 * does not allow, 404 for an unknown package.
 */
export async function checkPackagePrice(client: ApiClient, packageId: number, body: PriceCheckBody): Promise<PriceCheckResponse> {
  return checked(unwrap(await client.post<unknown>(`packages/${packageId}/service-availability`, { body })), contract, (c) => c.priceCheckResponse);
}
