/**
 * Withdrawing from a gift card bought online (Consumer Rights Directive
 * 2011/83/EU art. 9, and art. 11a's withdrawal function): within 14 days of
 * the order (lib/gift-cards/withdrawal.ts), the buyer states the withdrawal
 * with a name, the order number and an address for the acknowledgement.
 *
 * One database transaction, under the invoice's lock and then the card's (the
 * order every payment takes them in): the card becomes `withdrawn` with a
 * balance of 0, so its code is refused from this commit on (a booking taking
 * from it at the same moment waits on the card's row and then finds nothing
 * left, 409 prices_changed); the invoice is cancelled and its payments still
 * open are closed; what was left on the card is marked to go back, through
 * the paid payments' own gateways, newest first (`refunding`, with
 * `refund_amount` when less than a whole payment); the acknowledgement goes
 * into the outbox. The refund itself is the payments' refund path
 * (../payments/refunds.ts): leased, asked of the gateway under the payment's
 * uuid, marked refunded once, retried by the payments worker.
 *
 * A card not paid yet is withdrawn too: nothing goes back and nothing is due.
 * A card used up has nothing left to withdraw from (409).
 */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { NOT_THIS_ORDER, type GiftCardWithdrawalResponse, type ParsedGiftCardWithdrawalBody } from '@/lib/api/contract/gift-cards';
import { refundLastDay, withdrawalEndsAt } from '@/lib/gift-cards/withdrawal';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { giftCards, invoices } from '@/server/db/schema';
import { refundThroughPayments } from '../payments/refunds';
import { HttpError } from '@/server/http/errors';
import type { WriteResult } from '@/server/http/idempotency';
import { enqueueMail } from '../mail/outbox';
import { closeOpenPayments, type ClosedPayment } from '../payments/payments';
import { giftCardWithdrawalMail } from './mail';

export const GIFT_CARD_NOT_FOUND = 'Gift card not found';
export const ALREADY_WITHDRAWN = 'This gift card has been withdrawn from already';
export const PERIOD_OVER = 'The 14 days to withdraw from this gift card have ended';
export const NOTHING_LEFT = 'Nothing is left on this gift card to withdraw from';

export interface Withdrawn extends WriteResult<GiftCardWithdrawalResponse> {
  /** Payments the withdrawal closed: their gateways are asked to close them after the commit. */
  closed: ClosedPayment[];
}

export async function withdrawGiftCard(tx: Executor, invoiceUuid: string, body: ParsedGiftCardWithdrawalBody, now: Date): Promise<Withdrawn> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.uuid, invoiceUuid)).for('update');
  if (!invoice || invoice.giftCardId === null) throw new HttpError(404, GIFT_CARD_NOT_FOUND, 'gift_card_not_found');
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, invoice.giftCardId)).for('update');
  if (!card) throw new HttpError(404, GIFT_CARD_NOT_FOUND, 'gift_card_not_found');
  if (body.orderNumber !== card.orderNumber) throw new HttpError(422, 'The request has invalid fields', 'validation_failed', { orderNumber: [NOT_THIS_ORDER] });
  if (card.status === 'withdrawn') throw new HttpError(409, ALREADY_WITHDRAWN, 'gift_card_withdrawn');
  if (now.getTime() >= withdrawalEndsAt(card.createdAt, SITES[card.locale].timeZone).getTime()) throw new HttpError(409, PERIOD_OVER, 'withdrawal_period_over');
  const paid = card.status === 'issued';
  if (paid && card.balance === 0) throw new HttpError(409, NOTHING_LEFT, 'gift_card_used');
  const refund = paid ? card.balance : 0;

  // The code stops working in this transaction: no longer issued, nothing on it.
  const [withdrawn] = await tx
    .update(giftCards)
    .set({ status: 'withdrawn', balance: 0, withdrawnAt: now, withdrawalName: body.name, withdrawalEmail: body.email, withdrawalRefund: refund })
    .where(and(eq(giftCards.id, card.id), eq(giftCards.status, card.status)))
    .returning();
  await tx.update(invoices).set({ status: 'cancelled' }).where(eq(invoices.id, invoice.id));
  const closed = await closeOpenPayments(tx, { invoiceId: invoice.id }, now);

  // What was left goes back through the payments that brought it, newest first.
  const { parts: refundTo, left } = await refundThroughPayments(tx, invoice.id, refund, 'withdrawn', now);
  // Paid otherwise than through a gateway (a bank transfer the staff booked): the staff send that part back by hand.
  if (left > 0) console.warn('[gift-cards] withdrawal of order %d: %d was not paid through a gateway and goes back by hand', card.orderNumber, left);

  await enqueueMail(tx, giftCardWithdrawalMail(withdrawn!, { invoiceUuid, receivedAt: now, name: body.name, email: body.email, refund, paid }), now);
  return {
    status: 201,
    body: {
      withdrawal: {
        orderNumber: card.orderNumber,
        receivedAt: now.toISOString(),
        refund,
        refundTo,
        refundBy: refundLastDay(now, SITES[card.locale].timeZone),
        currency: card.currency,
        email: body.email,
      },
    },
    closed,
  };
}
