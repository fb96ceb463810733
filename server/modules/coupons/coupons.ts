import 'server-only';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Coupon } from '@/lib/api/contract/coupons';
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
 * the same everywhere (`money`: the site's rate, when the caller has it). null otherwise: a withdrawn or expired code reads to the
 * visitor like an unknown one, and tells a guesser nothing.
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
