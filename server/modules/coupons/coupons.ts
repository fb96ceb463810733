import 'server-only';
import { and, eq, gte, lte } from 'drizzle-orm';
import { COUPON_EXPIRED, COUPON_INACTIVE, COUPON_NOT_YET_VALID, type Coupon } from '@/lib/api/contract/coupons';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import { coupons } from '@/server/db/schema';
import { findGiftCardCoupon } from '../gift-cards/redemption';
import { fromDkk, siteCurrency, type SiteCurrency } from '../money';

/**
 * The coupon with this code (already upper case) if it can be used today, or
 * the issued gift card with this code and a balance (`giftCardId` set):
 * active, and `today` within its validity. A fixed amount is kept in DKK and
 * answered in the site's currency, rounded up (docs/adr/0002); a percent is
 * the same everywhere (`money`: the site's rate, when the caller has it).
 * null otherwise; couponRefusal says why a campaign's coupon that exists
 * cannot be used.
 */
export async function findUsableCoupon(db: Executor, code: string, today: string, locale: Locale, money?: SiteCurrency): Promise<(Coupon & { giftCardId?: number }) | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, code), eq(coupons.isActive, true), lte(coupons.validFrom, today), gte(coupons.validTo, today)))
    .limit(1);
  // Not a campaign's coupon: an issued gift card's code with a balance, as a fixed amount.
  if (!row) return findGiftCardCoupon(db, code, today, locale);
  const amount = row.type === 'fixed' ? fromDkk(row.amount, (money ?? (await siteCurrency(db, locale))).rateFromDkk) : row.amount;
  return { code: row.code, type: row.type, amount, isPerPassenger: row.isPerPassenger };
}

/** Why a campaign's coupon cannot be used today: the API's message and code (booking spec §8 "other coupon failure"). */
export interface CouponRefusal {
  message: 'The coupon code is no longer active' | 'The coupon code is not valid yet' | 'The coupon code has expired';
  code: typeof COUPON_INACTIVE | typeof COUPON_NOT_YET_VALID | typeof COUPON_EXPIRED;
}

/**
 * Why the campaign's coupon with this code (already upper case) cannot be
 * used `today`: withdrawn by the shop, not valid yet, or expired; null when
 * no coupon has the code, or it can be used. A campaign's code is printed on
 * its ads, so saying it has expired tells a guesser nothing worth guessing
 * for; a gift card's code, a secret, is only ever found or not found.
 */
export async function couponRefusal(db: Executor, code: string, today: string): Promise<CouponRefusal | null> {
  const [row] = await db.select({ isActive: coupons.isActive, validFrom: coupons.validFrom, validTo: coupons.validTo }).from(coupons).where(eq(coupons.code, code)).limit(1);
  if (!row) return null;
  if (!row.isActive) return { message: 'The coupon code is no longer active', code: COUPON_INACTIVE };
  if (row.validFrom > today) return { message: 'The coupon code is not valid yet', code: COUPON_NOT_YET_VALID };
  if (row.validTo < today) return { message: 'The coupon code has expired', code: COUPON_EXPIRED };
  return null;
}
