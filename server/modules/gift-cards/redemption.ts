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
import { and, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Coupon } from '@/lib/api/contract/coupons';
import { addMonths } from '@/lib/calendar-day';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { giftCardRedemptions, giftCards } from '@/server/db/schema';

/** How long a card may be used: three years from its issue (the gift card page says so). */
export const GIFT_CARD_VALID_MONTHS = 36;

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed is not misread. */
export const GIFT_CARD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A gift card's code as it is kept (`7K3M-Q9XP-2WZD-H4TR`) from one typed
 * without its dashes, or with spaces (`7k3m q9xp 2wzd h4tr`), or with a
 * letter that reads as a digit (O for 0, I or L for 1, as Crockford's
 * alphabet has it); null for a text that is no card's code.
 */
export function giftCardCode(typed: string): string | null {
  const characters = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (characters.length !== 16 || [...characters].some((character) => !GIFT_CARD_ALPHABET.includes(character))) return null;
  return characters.match(/.{4}/g)!.join('-');
}

/** The cards that can be used today: issued, with a balance, within their three years. */
function usable(today: string) {
  const issuedSince = new Date(`${addMonths(today, -GIFT_CARD_VALID_MONTHS)}T00:00:00Z`);
  return and(eq(giftCards.status, 'issued'), gt(giftCards.balance, 0), gte(giftCards.issuedAt, issuedSince));
}

/** An issued card with a balance and within its three years, as the coupon box applies it: a fixed amount, on the site it was bought on. */
export async function findGiftCardCoupon(db: Executor, typed: string, today: string, locale: Locale): Promise<(Coupon & { giftCardId: number }) | null> {
  const code = giftCardCode(typed);
  if (!code) return null;
  const [card] = await db
    .select({ id: giftCards.id, code: giftCards.code, balance: giftCards.balance })
    .from(giftCards)
    .where(and(eq(giftCards.code, code), eq(giftCards.currency, SITES[locale].currency), usable(today)))
    .limit(1);
  if (!card?.code) return null;
  return { code: card.code, type: 'fixed', amount: card.balance, isPerPassenger: false, giftCardId: card.id };
}

/**
 * The site a usable card was bought on, when it is another than `locale`'s:
 * a card is spent in its own currency only, and the visitor who typed it on
 * the wrong site is told where it belongs. null for a card of this site, or
 * no usable card.
 */
export async function giftCardSiteElsewhere(db: Executor, typed: string, today: string, locale: Locale): Promise<Locale | null> {
  const code = giftCardCode(typed);
  if (!code) return null;
  const [card] = await db.select({ currency: giftCards.currency }).from(giftCards).where(and(eq(giftCards.code, code), usable(today))).limit(1);
  const site = card ? LOCALES.find((candidate) => SITES[candidate].currency === card.currency) : undefined;
  return site !== undefined && site !== locale ? site : null;
}

/**
 * Gives back to their cards what these bookings took from them, when a
 * booking is released unpaid or cancelled: each redemption is marked returned
 * in the statement that finds it unreturned, in the caller's transaction, so
 * a second call (a retried round, another process) finds nothing more to
 * give back. Answers the amount returned per booking.
 */
export async function returnRedemptions(tx: Executor, bookingIds: readonly number[], now: Date): Promise<Map<number, number>> {
  const returned = new Map<number, number>();
  if (bookingIds.length === 0) return returned;
  const rows = await tx
    .update(giftCardRedemptions)
    .set({ returnedAt: now })
    .where(and(inArray(giftCardRedemptions.bookingId, [...bookingIds]), isNull(giftCardRedemptions.returnedAt)))
    .returning({ giftCardId: giftCardRedemptions.giftCardId, bookingId: giftCardRedemptions.bookingId, amount: giftCardRedemptions.amount });
  const perCard = new Map<number, number>();
  for (const row of rows) {
    perCard.set(row.giftCardId, (perCard.get(row.giftCardId) ?? 0) + row.amount);
    returned.set(row.bookingId, (returned.get(row.bookingId) ?? 0) + row.amount);
  }
  // In id order, as every writer of cards takes them, so two such transactions never wait on each other crosswise.
  for (const [giftCardId, amount] of [...perCard].sort(([a], [b]) => a - b)) {
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${amount}` })
      .where(eq(giftCards.id, giftCardId));
  }
  return returned;
}
