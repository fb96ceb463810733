import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { getChecked, type ApiClient } from '../client';
import { queryApi } from '../query/query-client';
import type { Coupon } from '../contract/coupons';

/** The response contract (zod) loads on the server only: see `checked`. */
const contract = () => import('../contract/coupons');

/**
 * A coupon that applies today, a fixed amount in the client's currency. An
 * unknown, withdrawn or out-of-date code is an ApiError with status 404 and
 * code `requested_coupon_not_found` (COUPON_NOT_FOUND); a malformed one a 400.
 */
export async function getCoupon(client: ApiClient, code: string): Promise<Coupon> {
  return (await getChecked(client, `coupons/${encodeURIComponent(code.trim())}`, contract, (c) => c.couponResponse)).coupon;
}

/** Looking a typed code up (`getCoupon`) as a mutation: the visitor asks for it, once per Apply. */
export const couponMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ['coupons', 'lookup', locale] as const,
    mutationFn: (code: string) => getCoupon(queryApi(locale), code),
  });
