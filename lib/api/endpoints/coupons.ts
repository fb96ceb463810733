import { getChecked, type ApiClient } from '../client';
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
