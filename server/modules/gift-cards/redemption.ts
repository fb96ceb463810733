/**
 * Redeeming a gift card: its code in the package page's coupon box is a
 * fixed amount, its balance. The booking takes the discount from the balance
 * in its own transaction with one conditional update (`balance = balance - n
 * WHERE balance >= n`), in the statement that takes its seats
 * (../booking/inventory.ts takeInventory): of bookings redeeming one card at
 * once, each either takes what the price check promised or finds the balance
 * changed and books nothing (409 prices_changed), so the balance never goes
 * below 0.
 */
import 'server-only';
import { and, eq, gt, gte } from 'drizzle-orm';
import type { Coupon } from '@/lib/api/contract/coupons';
import { addMonths } from '@/lib/calendar-day';
import type { Locale } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { giftCards } from '@/server/db/schema';

/** How long a card may be used: three years from its issue (the gift card page says so). */
export const GIFT_CARD_VALID_MONTHS = 36;

/** An issued card with a balance and within its three years, as the coupon box applies it: a fixed amount, on the site it was bought on. */
export async function findGiftCardCoupon(db: Executor, code: string, today: string, locale: Locale): Promise<(Coupon & { giftCardId: number }) | null> {
  const issuedSince = new Date(`${addMonths(today, -GIFT_CARD_VALID_MONTHS)}T00:00:00Z`);
  const [card] = await db
    .select({ id: giftCards.id, code: giftCards.code, balance: giftCards.balance })
    .from(giftCards)
    .where(
      and(eq(giftCards.code, code), eq(giftCards.status, 'issued'), eq(giftCards.currency, SITES[locale].currency), gt(giftCards.balance, 0), gte(giftCards.issuedAt, issuedSince)),
    )
    .limit(1);
  if (!card?.code) return null;
  return { code: card.code, type: 'fixed', amount: card.balance, isPerPassenger: false, giftCardId: card.id };
}
