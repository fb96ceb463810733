import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { checked, unwrap, type ApiClient } from '../client';
import { queryApi } from '../query/query-client';
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

/** The price check (`checkPackagePrice`) as a mutation: run when the visitor goes on to booking. */
export const packagePriceMutation = (locale: Locale, packageId: number) =>
  mutationOptions({
    mutationKey: ['packages', 'price-check', locale, packageId] as const,
    mutationFn: (body: PriceCheckBody) => checkPackagePrice(queryApi(locale), packageId, body),
  });
