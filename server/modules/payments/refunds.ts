/**
 * Sending money back: a transaction marked `refunding` (paid after its
 * booking was released, beyond what the invoice asked, a traveller's share
 * paid twice, or paid after it was cancelled) is refunded through its gateway
 * and then marked `refunded`, with a mail to whoever paid it in the same
 * database transaction: the traveller who paid a share, or the contact.
 *
 * Three steps, as the outbox sends mails, so no database transaction waits on
 * a gateway: (1) lease due rows with FOR UPDATE SKIP LOCKED (two refunders
 * never take the same one); (2) ask the gateway, with the transaction's uuid
 * as the refund's idempotency key; (3) mark it refunded where it is still
 * `refunding`. A refunder that dies after (1) leaves its lease to run out, and
 * the next one asks the gateway again under the same key: refunded once.
 * When one refund goes back through several payments (a cancelled trip, a
 * withdrawn gift card), each part's mail says which part of how many it is
 * and what the whole refund comes to.
 */
import 'server-only';
import { and, asc, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { getDb, type Executor } from '@/server/db';
import { invoices, paymentTransactions, type RefundReason } from '@/server/db/schema';
import { enqueueMail } from '../mail/outbox';
import { pokeMailWorker } from '../mail/runner';
import { paymentGateways } from './gateways';
import { invoiceMailFacts, refundMail, shareMailFacts, shareRefundMail, shareTravellerName, type RefundPartOf } from './mails';

/**
 * Sends `amount` of an invoice's paid money back through the payments that
 * brought it, newest first, each no more than it brought: each is marked
 * `refunding` (whole, or `refundAmount` of it) for `refundDue` to carry out.
 * Inside the caller's transaction, under the invoice's lock. Answers each
 * part by gateway, and what no gateway took (paid otherwise, by a bank
 * transfer staff booked: it goes back by hand).
 */
export async function refundThroughPayments(
  tx: Executor,
  invoiceId: number,
  amount: number,
  reason: RefundReason,
  now: Date,
): Promise<{ parts: { gateway: string; amount: number }[]; left: number }> {
  let left = amount;
  const parts: { gateway: string; amount: number }[] = [];
  const payments = await tx
    .select({ id: paymentTransactions.id, amount: paymentTransactions.amount, gateway: paymentTransactions.gateway })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.invoiceId, invoiceId), eq(paymentTransactions.status, 'paid')))
    .orderBy(desc(paymentTransactions.id));
  for (const payment of payments) {
    if (left === 0) break;
    const part = Math.min(left, payment.amount);
    await tx
      .update(paymentTransactions)
      .set({ status: 'refunding', refundReason: reason, refundAmount: part === payment.amount ? null : part, updatedAt: now })
      .where(and(eq(paymentTransactions.id, payment.id), eq(paymentTransactions.status, 'paid')));
    parts.push({ gateway: payment.gateway, amount: part });
    left -= part;
  }
  return { parts, left };
}

/** How long a leased refund is its refunder's before another may try it. */
export const REFUND_LEASE_MS = 5 * 60_000;

/** The reasons whose refund is one sum split over the payments that brought it (refundThroughPayments). */
const SPLIT_REASONS: readonly RefundReason[] = ['cancelled', 'withdrawn'];

/**
 * Which part of its refund a payment just refunded is, when the refund goes back through more than one payment of
 * the invoice: its place among the parts refunded so far (the one just marked included), how many parts there are,
 * and the whole refund. Null for a refund of one payment, or one not split (a payment that came too late).
 */
async function refundPartOf(tx: Executor, invoiceId: number, reason: RefundReason): Promise<RefundPartOf | null> {
  if (!SPLIT_REASONS.includes(reason)) return null;
  const parts = await tx
    .select({ status: paymentTransactions.status, amount: paymentTransactions.amount, refundAmount: paymentTransactions.refundAmount })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.invoiceId, invoiceId), eq(paymentTransactions.refundReason, reason), inArray(paymentTransactions.status, ['refunding', 'refunded'])));
  if (parts.length < 2) return null;
  return {
    part: parts.filter((part) => part.status === 'refunded').length,
    parts: parts.length,
    total: parts.reduce((sum, part) => sum + (part.refundAmount ?? part.amount), 0),
  };
}

export interface RefundRound {
  refunded: number;
  failed: number;
}

/** Refunds up to `limit` due transactions; answers how many went back and how many the gateway refused for now. */
export async function refundDue(now: Date, { limit = 20 }: { limit?: number } = {}): Promise<RefundRound> {
  const db = await getDb();
  const due = db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.status, 'refunding'), or(isNull(paymentTransactions.refundLeaseUntil), lte(paymentTransactions.refundLeaseUntil, now))))
    .orderBy(asc(paymentTransactions.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const leased = await db
    .update(paymentTransactions)
    .set({ refundLeaseUntil: new Date(now.getTime() + REFUND_LEASE_MS) })
    .where(inArray(paymentTransactions.id, due))
    .returning();
  const round: RefundRound = { refunded: 0, failed: 0 };
  for (const row of leased) {
    const gateway = paymentGateways().get(row.gateway);
    try {
      if (!gateway) throw new Error(`the ${row.gateway} gateway is not configured`);
      await gateway.refund(row.gatewayReference ?? '', row.refundAmount ?? row.amount, row.uuid);
    } catch (error) {
      round.failed += 1;
      console.error('[payments] refund %d could not be made: %s', row.id, error instanceof Error ? error.message : 'error');
      continue;
    }
    await db.transaction(async (tx) => {
      // The invoice's lock first, as every payment takes it: two parts of one refund finishing at once count their parts one after the other.
      await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, row.invoiceId)).for('update');
      const [refunded] = await tx
        .update(paymentTransactions)
        .set({ status: 'refunded', updatedAt: now })
        .where(and(eq(paymentTransactions.id, row.id), eq(paymentTransactions.status, 'refunding')))
        .returning({ id: paymentTransactions.id });
      if (!refunded) return;
      round.refunded += 1;
      const refund = { amount: row.refundAmount ?? row.amount, reason: row.refundReason ?? 'released' };
      // The traveller who paid a share hears of it in the booking's language; the contact only when the shop has no address of theirs.
      if (row.shareId !== null && row.payerEmail !== null) {
        const facts = await shareMailFacts(tx, row.shareId, row.payerEmail);
        if (facts) await enqueueMail(tx, shareRefundMail(facts, refund), now);
        return;
      }
      const facts = await invoiceMailFacts(tx, row.invoiceId);
      const traveller = row.shareId === null ? undefined : await shareTravellerName(tx, row.shareId);
      const part = await refundPartOf(tx, row.invoiceId, refund.reason);
      if (facts) await enqueueMail(tx, refundMail(facts, { ...refund, traveller, part }), now);
    });
  }
  if (round.refunded > 0) pokeMailWorker();
  return round;
}
