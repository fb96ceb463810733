/**
 * Gift cards: ordered and billed (`POST gift-cards`), issued once their
 * invoice is paid (a code nobody can guess, the whole amount as balance, the
 * mail through the outbox and, when asked, a letter in the post queue), and
 * redeemed in the package page's coupon box as a fixed amount.
 *
 * Redeeming a card is ./redemption.ts.
 */
import 'server-only';
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { GiftCardResponse, ParsedGiftCardBody } from '@/lib/api/contract/gift-cards';
import { addDays } from '@/lib/calendar-day';
import type { Locale } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { giftCards, invoices, postalQueue } from '@/server/db/schema';
import type { WriteResult } from '@/server/http/idempotency';
import { dueAtOf, newInvoice } from '../booking/booking';
import { nextOrderNumber } from '../booking/order-number';
import { enqueueMail } from '../mail/outbox';
import { giftCardMail, giftCardOrderMail } from './mail';
import { GIFT_CARD_ALPHABET as ALPHABET } from './redemption';


/** A new code: 80 random bits as 16 characters in four groups (`7K3M-Q9XP-2WZD-H4TR`). */
export function newGiftCardCode(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 0; i < 16; i += 1) {
    code = ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code.match(/.{4}/g)!.join('-');
}

export interface GiftCardContext {
  locale: Locale;
  today: string;
  now: Date;
}

/** `POST gift-cards`: the card awaiting payment and its invoice, in one transaction. */
export async function orderGiftCard(tx: Executor, body: ParsedGiftCardBody, context: GiftCardContext): Promise<WriteResult<GiftCardResponse>> {
  const site = SITES[context.locale];
  const [card] = await tx
    .insert(giftCards)
    .values({
      orderNumber: nextOrderNumber(),
      locale: context.locale,
      currency: site.currency,
      amount: body.amount,
      recipientName: body.recipientName,
      email: body.email,
      fromName: body.from,
      toName: body.to,
      message: body.message,
      phone: body.phone,
      sendByPost: body.sendByPost,
      address: body.sendByPost ? body.address : null,
      postalCode: body.sendByPost ? body.postalCode : null,
      city: body.sendByPost ? body.city : null,
      status: 'awaiting_payment',
      createdAt: context.now,
    })
    .returning();
  // No trip to pay before: a gift card is due in the site's payment days.
  const dueDate = addDays(context.today, site.payment.dueDays);
  const uuid = randomUUID();
  await tx.insert(invoices).values({
    uuid,
    giftCardId: card!.id,
    currency: site.currency,
    amount: body.amount,
    discount: 0,
    total: body.amount,
    dueDate,
    dueAt: dueAtOf(dueDate, context.locale),
    status: 'pending',
    createdAt: context.now,
  });
  // The invoice to this address at once, as the form says; the card follows when it is paid.
  await enqueueMail(tx, giftCardOrderMail(card!, { uuid, dueDate }), context.now);
  const invoice = newInvoice({ uuid, orderNumber: card!.orderNumber, orderDate: context.today, currency: site.currency, total: body.amount, discount: 0, dueDate });
  return { status: 201, body: { gift_card: { invoice } } };
}

/**
 * Issues the card its paid invoice bills (the caller holds the invoice's
 * lock and has just seen it become paid): the code, the balance, the mail,
 * and the letter when it goes by post. Once: a card already issued is left
 * as it is.
 */
export async function issueGiftCard(tx: Executor, invoice: { giftCardId: number; uuid: string }, now: Date): Promise<void> {
  const [card] = await tx
    .update(giftCards)
    .set({ status: 'issued', code: newGiftCardCode(), balance: sql`${giftCards.amount}`, issuedAt: now })
    .where(and(eq(giftCards.id, invoice.giftCardId), eq(giftCards.status, 'awaiting_payment')))
    .returning();
  if (!card) return;
  await enqueueMail(tx, giftCardMail(card, invoice.uuid), now);
  if (card.sendByPost) {
    await tx.insert(postalQueue).values({
      kind: 'gift-card',
      giftCardId: card.id,
      recipientName: card.recipientName,
      address: card.address ?? '',
      postalCode: card.postalCode ?? '',
      city: card.city ?? '',
      createdAt: now,
    });
  }
}
