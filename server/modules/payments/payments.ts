/**
 * Paying invoices, exactly once (booking spec §4 "Payment"; the model:
 * Saleor's transaction events).
 *
 * Starting a payment is two steps, so that no database transaction waits on
 * a gateway: (1) under the invoice's row lock a pending transaction is
 * written for (part of) the amount due, or the one an earlier try with the
 * same `Idempotency-Key` wrote is found; (2) the gateway is asked for the
 * payment and its page, and the transaction keeps both. A retry repeats
 * whichever step is missing.
 *
 * A callback is applied in one database transaction: the invoice's row is
 * locked, the event is stored under its unique `(gateway, event id)` (a
 * second delivery stops here), the transaction moves only forward (pending
 * to paid or failed, never back), and the invoice's paid total and status are
 * recomputed from all its transactions, never by adding a delta. A paid word
 * after a failed one is kept and put before the staff (alertLatePayment).
 *
 * A payment the visitor abandons at the gateway is `cancelled`: the gateway
 * says so (a callback), or the visitor comes back by its cancel link and the
 * shop has the gateway close it (cancelTransaction). When an invoice is paid
 * in full, or a traveller's share is, the payments still open for it are
 * cancelled too, and their gateways asked to close them. A cancelled payment
 * the gateway takes after all is never booked: it goes back (refunds.ts).
 */
import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { GATEWAY_NOT_FOUND, type PaymentTransaction, type RefundReason, type TransactionBody, type TransactionResponse } from '@/lib/api/contract/payments';
import { CANCELLED_PARAM } from '@/lib/api/contract/constants';
import type { Locale } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/site/origin';
import { getDb, type Executor } from '@/server/db';
import { bookings, giftCards, invoices, paymentEvents, paymentShares, paymentTransactions } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import { CallbackRejected, type GatewayPaymentStatus, type PaymentGateway } from '@/server/suppliers/payments/types';
import { issueGiftCard } from '../gift-cards/gift-cards';
import { enqueueMail } from '../mail/outbox';
import { pokeMailWorker } from '../mail/runner';
import { paymentGateways } from './gateways';
import { invoiceMailFacts, latePaymentMail, receiptMail, shareMailFacts, shareReceiptMail } from './mails';
import { refundDue } from './refunds';

type TransactionRow = typeof paymentTransactions.$inferSelect;

export function presentTransaction(row: TransactionRow): PaymentTransaction {
  return { id: row.uuid, gateway: row.gateway, amount: row.amount, status: row.status, refundReason: row.refundReason, refundAmount: row.refundAmount, createdAt: row.createdAt.toISOString() };
}

/** An invoice's transactions, or one traveller's share's, oldest first. */
export async function transactionsOf(db: Executor, of: { invoiceId: number } | { shareId: number }): Promise<PaymentTransaction[]> {
  const where = 'shareId' in of ? eq(paymentTransactions.shareId, of.shareId) : eq(paymentTransactions.invoiceId, of.invoiceId);
  const rows = await db.select().from(paymentTransactions).where(where).orderBy(asc(paymentTransactions.id));
  return rows.map(presentTransaction);
}

const gatewayNotFound = () => new HttpError(422, GATEWAY_NOT_FOUND, 'gateway_not_found', { gateway: [GATEWAY_NOT_FOUND] });

const digestOf = (gateway: string, amount: number | string | undefined) => createHash('sha256').update(`${gateway}\n${amount ?? 'due'}`).digest('hex');

/** What a payment is started for: the invoice (the amount due, or a part of it), or a traveller's share of it (its amount, by the traveller whose address is given). */
export type PaymentTarget = { kind: 'invoice'; uuid: string } | { kind: 'share'; uuid: string; payerEmail: string };

/** A share that a paid transaction has settled. */
export async function isSharePaid(tx: Executor, shareId: number): Promise<boolean> {
  const [paid] = await tx
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.shareId, shareId), eq(paymentTransactions.status, 'paid')))
    .limit(1);
  return paid !== undefined;
}

/** Step 1: the pending transaction for this start, written under the invoice's lock (or found again by its key). */
async function claimTransaction(target: PaymentTarget, body: TransactionBody & { gateway: string }, key: string | null, now: Date): Promise<TransactionRow> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    let share: typeof paymentShares.$inferSelect | undefined;
    if (target.kind === 'share') {
      [share] = await tx.select().from(paymentShares).where(eq(paymentShares.uuid, target.uuid));
      if (!share) throw new HttpError(404, 'Payment link not found', 'share_not_found');
    }
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(share ? eq(invoices.id, share.invoiceId) : eq(invoices.uuid, target.uuid))
      .for('update');
    if (!invoice) throw new HttpError(404, 'Invoice not found', 'invoice_not_found');
    const digest = digestOf(body.gateway, share ? `share ${share.id}` : body.amount);
    if (key !== null) {
      const [earlier] = await tx
        .select()
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.invoiceId, invoice.id), eq(paymentTransactions.idempotencyKey, key)));
      if (earlier && earlier.requestDigest !== digest) {
        throw new HttpError(422, 'This Idempotency-Key was already used for another request', 'idempotency_key_reused');
      }
      if (earlier) return earlier;
    }
    if (invoice.status === 'cancelled') throw new HttpError(409, 'The booking was released: its invoice can no longer be paid', 'invoice_cancelled');
    if (share && (await isSharePaid(tx, share.id))) throw new HttpError(409, 'This share is paid', 'share_paid');
    const due = Math.max(0, invoice.total - invoice.totalPaid);
    const amount = share?.amount ?? body.amount ?? due;
    if (due === 0) throw new HttpError(422, 'The invoice is paid', 'invoice_paid', { amount: ['nothing is due'] });
    if (amount > due) throw new HttpError(422, 'The amount is more than is due', 'validation_failed', { amount: [`must be at most ${due}`] });
    const [row] = await tx
      .insert(paymentTransactions)
      .values({
        uuid: randomUUID(),
        invoiceId: invoice.id,
        shareId: share?.id ?? null,
        payerEmail: target.kind === 'share' ? target.payerEmail : null,
        gateway: body.gateway,
        amount,
        currency: invoice.currency,
        status: 'pending',
        idempotencyKey: key,
        requestDigest: digest,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row!;
  });
}

/** Step 2: the gateway's payment for the transaction, asked once; a concurrent retry's answer wins if it came first. */
async function startAtGateway(gateway: PaymentGateway, row: TransactionRow, target: PaymentTarget, locale: Locale): Promise<TransactionRow> {
  if (row.gatewayReference !== null && row.redirectUrl !== null) return row;
  const db = await getDb();
  const [order] = await db
    .select({ orderNumber: sql<number>`coalesce(${bookings.orderNumber}, ${giftCards.orderNumber})` })
    .from(invoices)
    .leftJoin(bookings, eq(bookings.id, invoices.bookingId))
    .leftJoin(giftCards, eq(giftCards.id, invoices.giftCardId))
    .where(eq(invoices.id, row.invoiceId));
  // The browser comes back to where the payment was started: the invoice, or the traveller's share.
  const page = target.kind === 'share' ? siteUrl(locale, '/invoice/share/[share]', { share: target.uuid }) : siteUrl(locale, '/invoice/[slug]', { slug: target.uuid });
  const returnUrl = `${page}?transaction=${row.uuid}`;
  let started;
  try {
    started = await gateway.startPayment({
      transactionUuid: row.uuid,
      amount: row.amount,
      currency: row.currency,
      locale,
      returnUrl,
      cancelUrl: `${returnUrl}&${CANCELLED_PARAM}=1`,
      description: `Order ${order?.orderNumber ?? ''}`.trim(),
    });
  } catch (error) {
    console.error('[payments] the %s gateway could not start a payment: %s', gateway.name, error instanceof Error ? error.name : 'error');
    throw new HttpError(502, 'The payment gateway did not answer; try again', 'gateway_unavailable');
  }
  const [kept] = await db
    .update(paymentTransactions)
    .set({ gatewayReference: started.reference, redirectUrl: started.redirectUrl, updatedAt: new Date() })
    .where(and(eq(paymentTransactions.id, row.id), isNull(paymentTransactions.gatewayReference)))
    .returning();
  if (kept) return kept;
  const [winner] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, row.id));
  return winner!;
}

/** `POST invoices/{uuid}/transactions` and `POST shares/{id}/transactions`. */
export async function startTransaction(target: PaymentTarget, body: TransactionBody, key: string | null, locale: Locale, now: Date): Promise<TransactionResponse> {
  const gateway = paymentGateways().get(body.gateway);
  if (!gateway) throw gatewayNotFound();
  const claimed = await claimTransaction(target, { ...body, gateway: gateway.name }, key, now);
  const row = await startAtGateway(gateway, claimed, target, locale);
  // A share's payer sees the share's payments, not the whole invoice's.
  const transactions = await transactionsOf(await getDb(), claimed.shareId === null ? { invoiceId: row.invoiceId } : { shareId: claimed.shareId });
  return {
    invoice: { transactions },
    paymentInfo: { transactionId: row.uuid, gateway: gateway.name, redirectUrl: row.redirectUrl! },
  };
}

export type CallbackOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Recomputes the invoice's paid total and status from all its transactions
 * (the caller holds the invoice's lock): its status now, and whether this
 * made it paid in full.
 */
async function recomputeInvoice(tx: Executor, invoice: typeof invoices.$inferSelect): Promise<{ status: typeof invoice.status; becamePaid: boolean }> {
  const [paid] = await tx
    .select({ total: sql<number>`coalesce(sum(${paymentTransactions.amount}), 0)::int` })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.invoiceId, invoice.id), eq(paymentTransactions.status, 'paid')));
  const totalPaid = Number(paid?.total ?? 0);
  const status = invoice.status === 'cancelled' ? 'cancelled' : totalPaid >= invoice.total ? 'paid' : 'pending';
  await tx.update(invoices).set({ totalPaid, status }).where(eq(invoices.id, invoice.id));
  return { status, becamePaid: status === 'paid' && invoice.status !== 'paid' };
}

/**
 * Where a payment the gateway took goes: onto the invoice, or back to the
 * payer, whole (what was still due stays due), when the booking was released
 * before it came, when it pays a traveller's share a second time, when the
 * invoice was paid in full already, when it is more than was still due (two
 * payments started at once, both approved), or when it had been cancelled.
 */
function settlePaid(
  invoice: typeof invoices.$inferSelect,
  amount: number,
  { shareAlreadyPaid, cancelled }: { shareAlreadyPaid: boolean; cancelled: boolean },
): { status: 'paid' } | { status: 'refunding'; refundReason: RefundReason } {
  const back = (refundReason: RefundReason) => ({ status: 'refunding' as const, refundReason });
  if (invoice.status === 'cancelled') return back('released');
  if (shareAlreadyPaid) return back('share_paid');
  if (invoice.totalPaid >= invoice.total) return back('overpaid');
  if (invoice.totalPaid + amount > invoice.total) return back('exceeds_due');
  if (cancelled) return back('abandoned');
  return { status: 'paid' };
}

/** A payment the shop closed: its gateway is asked to close it too, once the database transaction has committed. */
export type ClosedPayment = { gateway: string; gatewayReference: string | null };

/**
 * Cancels the payments still open for what was just paid (the caller holds
 * the invoice's lock): all of the invoice's once it is paid in full (or
 * released), else the other open payments of the share just paid.
 */
export async function closeOpenPayments(tx: Executor, of: { invoiceId: number } | { shareId: number }, now: Date): Promise<ClosedPayment[]> {
  const whose = 'shareId' in of ? eq(paymentTransactions.shareId, of.shareId) : eq(paymentTransactions.invoiceId, of.invoiceId);
  return tx
    .update(paymentTransactions)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(whose, eq(paymentTransactions.status, 'pending')))
    .returning({ gateway: paymentTransactions.gateway, gatewayReference: paymentTransactions.gatewayReference });
}

/**
 * Asks the gateways to close payments the shop cancelled, so that none can be
 * paid later. Best effort: a gateway that cannot be asked now, or took the
 * payment meanwhile, tells its outcome by callback, and a cancelled payment
 * that is paid after all goes back.
 */
export async function closeAtGateways(closed: readonly ClosedPayment[]): Promise<void> {
  for (const { gateway: name, gatewayReference } of closed) {
    const gateway = paymentGateways().get(name);
    if (!gateway || gatewayReference === null) continue;
    try {
      await gateway.cancelPayment(gatewayReference);
    } catch (error) {
      console.warn('[payments] the %s gateway could not close a payment: %s', name, error instanceof Error ? error.name : 'error');
    }
  }
}

/**
 * A paid word on a payment the shop had taken as failed (the caller holds
 * the invoice's lock; the event is stored already). The payment stays
 * failed, as a settled one never moves, but money may have moved: the staff
 * are told, in the transaction that stored the event, so once per event.
 */
async function alertLatePayment(tx: Executor, found: { id: number; invoiceId: number; amount: number }, gateway: string, reference: string, now: Date): Promise<void> {
  const [current] = await tx
    .select({ status: paymentTransactions.status, uuid: paymentTransactions.uuid, currency: paymentTransactions.currency })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, found.id));
  if (current?.status !== 'failed') return;
  console.warn('[payments] the %s gateway called transaction %d paid after it had failed; the staff are told', gateway, found.id);
  const mail = await latePaymentMail(tx, { invoiceId: found.invoiceId, gateway, reference, transactionUuid: current.uuid, amount: found.amount, currency: current.currency });
  await enqueueMail(tx, mail, now);
}

/** `POST payments/{gateway}/callback`: verifies, stores and applies one callback, exactly once. */
export async function applyCallback(gatewayName: string, headers: Headers, rawBody: Uint8Array, now: Date): Promise<CallbackOutcome> {
  const gateway = paymentGateways().get(gatewayName);
  if (!gateway) throw new HttpError(404, GATEWAY_NOT_FOUND, 'gateway_not_found');
  let event;
  try {
    event = await gateway.readCallback({ headers, rawBody }, now);
  } catch (error) {
    if (error instanceof CallbackRejected) throw new HttpError(400, `The callback was rejected: ${error.message}`, 'callback_rejected');
    throw error;
  }
  if (event === null) return 'ignored';
  // A gateway that does not sign its callbacks is asked what the payment's status is.
  let outcome: GatewayPaymentStatus = event.outcome;
  if (!gateway.signsCallbacks) outcome = await gateway.paymentStatus(event.reference);

  const db = await getDb();
  const applied = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: paymentTransactions.id, invoiceId: paymentTransactions.invoiceId, shareId: paymentTransactions.shareId, amount: paymentTransactions.amount })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.gateway, gateway.name), eq(paymentTransactions.gatewayReference, event.reference)));
    if (!found) throw new HttpError(404, 'No payment has this reference', 'payment_not_found');
    // The invoice's lock first: every change to its transactions and totals happens under it.
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, found.invoiceId)).for('update');
    const stored = await tx
      .insert(paymentEvents)
      .values({ gateway: gateway.name, gatewayEventId: event.eventId, transactionId: found.id, outcome: event.outcome, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (stored.length === 0) return { outcome: 'duplicate' as const, refund: false, closed: [] };
    // Read under the lock: every change of a payment's status is made under its invoice's.
    const [current] = await tx.select({ status: paymentTransactions.status, payerEmail: paymentTransactions.payerEmail }).from(paymentTransactions).where(eq(paymentTransactions.id, found.id));
    // Only forward: a pending transaction settles once; a cancelled one the gateway took after all goes back; a later word on a settled one changes nothing.
    let settled: { status: 'paid' | 'failed' | 'cancelled' } | { status: 'refunding'; refundReason: RefundReason } | null = null;
    if (outcome === 'paid' && (current?.status === 'pending' || current?.status === 'cancelled')) {
      const shareAlreadyPaid = found.shareId !== null && (await isSharePaid(tx, found.shareId));
      settled = settlePaid(invoice!, found.amount, { shareAlreadyPaid, cancelled: current.status === 'cancelled' });
    } else if ((outcome === 'failed' || outcome === 'cancelled') && current?.status === 'pending') {
      settled = { status: outcome };
    }
    const moved = settled
      ? await tx
          .update(paymentTransactions)
          .set({ ...settled, updatedAt: now })
          .where(and(eq(paymentTransactions.id, found.id), eq(paymentTransactions.status, current!.status)))
          .returning({ status: paymentTransactions.status })
      : [];
    if (outcome === 'paid' && moved.length === 0) await alertLatePayment(tx, { ...found, invoiceId: invoice!.id }, gateway.name, event.reference, now);
    const paidNow = moved[0]?.status === 'paid';
    // The traveller who paid a share gets its receipt.
    if (paidNow && found.shareId !== null && current?.payerEmail) {
      const facts = await shareMailFacts(tx, found.shareId, current.payerEmail);
      if (facts) await enqueueMail(tx, shareReceiptMail(facts, found.amount), now);
    }
    const recomputed = await recomputeInvoice(tx, invoice!);
    if (recomputed.becamePaid) {
      // Paid in full: a gift card is issued (its mail is the receipt); a booking gets its receipt.
      if (invoice!.giftCardId !== null) await issueGiftCard(tx, { giftCardId: invoice!.giftCardId, uuid: invoice!.uuid }, now);
      const facts = await invoiceMailFacts(tx, invoice!.id);
      if (facts) await enqueueMail(tx, receiptMail(facts), now);
    }
    // What was just paid needs no other payment: those still open for it are closed.
    const closed = !paidNow
      ? []
      : recomputed.status === 'paid'
        ? await closeOpenPayments(tx, { invoiceId: invoice!.id }, now)
        : found.shareId !== null
          ? await closeOpenPayments(tx, { shareId: found.shareId }, now)
          : [];
    return { outcome: 'applied' as const, refund: moved[0]?.status === 'refunding', closed };
  });
  pokeMailWorker();
  await closeAtGateways(applied.closed);
  // Money that goes back is sent back now; if the gateway does not answer, the payments worker tries again.
  if (applied.refund) await refundDue(now, { limit: 5 });
  return applied.outcome;
}

/**
 * `POST transactions/{id}/cancel`: the visitor came back by the gateway's
 * cancel link. The gateway closes the payment first, so that it can no longer
 * be paid, then the payment is marked cancelled. A payment the gateway has
 * paid or refused meanwhile, or one settled already, is answered as it
 * stands: its callback tells the rest.
 */
export async function cancelTransaction(uuid: string, now: Date): Promise<PaymentTransaction> {
  const db = await getDb();
  const [row] = await db.select().from(paymentTransactions).where(eq(paymentTransactions.uuid, uuid));
  if (!row) throw new HttpError(404, 'Payment not found', 'payment_not_found');
  if (row.status !== 'pending') return presentTransaction(row);
  const gateway = paymentGateways().get(row.gateway);
  if (gateway && row.gatewayReference !== null) {
    let closed: 'cancelled' | 'settled';
    try {
      closed = await gateway.cancelPayment(row.gatewayReference);
    } catch (error) {
      console.error('[payments] the %s gateway could not close a payment: %s', gateway.name, error instanceof Error ? error.name : 'error');
      throw new HttpError(502, 'The payment gateway did not answer; try again', 'gateway_unavailable');
    }
    if (closed === 'settled') return presentTransaction(row);
  }
  const after = await db.transaction(async (tx) => {
    await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, row.invoiceId)).for('update');
    const [cancelled] = await tx
      .update(paymentTransactions)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(paymentTransactions.id, row.id), eq(paymentTransactions.status, 'pending')))
      .returning();
    if (cancelled) return cancelled;
    const [current] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.id, row.id));
    return current!;
  });
  return presentTransaction(after);
}
