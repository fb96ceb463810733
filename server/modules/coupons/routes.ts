import { COUPON_NOT_FOUND, couponParams } from '@/lib/api/contract/coupons';
import { today } from '@/server/clock';
import { getDb } from '@/server/db';
import { notFound } from '@/server/http/errors';
import { json, parseParams, type Router } from '@/server/http/router';
import { findUsableCoupon } from './coupons';

export function registerCouponsRoutes(router: Router): void {
  // Never cached: whether a code applies depends on the day and may change at any time (STYLE §3, live booking).
  router.get('coupons/:code', async ({ params, locale }) => {
    const { code } = parseParams(couponParams, params);
    const coupon = await findUsableCoupon(await getDb(), code, today(), locale);
    if (!coupon) throw notFound('The coupon code is not valid', COUPON_NOT_FOUND);
    return json({ coupon });
  });
}
