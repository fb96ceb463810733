import { z } from 'zod';
import { COUPON_EXPIRED, COUPON_INACTIVE, COUPON_NOT_FOUND, COUPON_NOT_YET_VALID, GIFT_CARD_OTHER_SITE } from './constants';

export { COUPON_EXPIRED, COUPON_INACTIVE, COUPON_NOT_FOUND, COUPON_NOT_YET_VALID, GIFT_CARD_OTHER_SITE };

// ─── Coupons (`GET coupons/{code}`) ─────────────────────────────────────────


export const COUPON_CODE_MAX = 50;

/** A code as a visitor types it: spaces are dropped (a gift card's `7K3M Q9XP 2WZD H4TR`) and case does not matter (codes are kept upper case). */
export const couponParams = z.object({
  code: z
    .string()
    .overwrite((code) => code.replace(/\s+/g, ''))
    .min(1, 'is required')
    .max(COUPON_CODE_MAX, `must be at most ${COUPON_CODE_MAX} characters`)
    .regex(/^[A-Za-z0-9_-]*$/, 'must be letters, digits, dashes or underscores')
    .transform((code) => code.toUpperCase()),
});

export const COUPON_TYPES = ['percent', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

/**
 * Booking spec §3 "Coupon". `amount` is a percent (0-100) of the subtotal, or a
 * fixed amount in the site's currency (whole units, rounded up from DKK), taken
 * once per passenger when `isPerPassenger` (booking spec §9).
 */
export const coupon = z.object({
  code: z.string(),
  type: z.enum(COUPON_TYPES),
  amount: z.number(),
  isPerPassenger: z.boolean(),
});
export type Coupon = z.infer<typeof coupon>;

export const couponResponse = z.object({ coupon });
export type CouponResponse = z.infer<typeof couponResponse>;
