/**
 * Releasing unpaid bookings: a booking whose invoice is not paid in full by
 * its due time is cancelled, and its tickets and hotel rooms go back to the
 * inventory, exactly once.
 *
 * Each round is one database transaction: due invoices are claimed with
 * FOR UPDATE SKIP LOCKED (several workers share the work; an invoice being
 * paid at this moment is skipped and looked at next round), marked released,
 * their seats and rooms given back, what a gift card paid put back onto the
 * card, what was already paid marked for refund, the payments still open
 * cancelled (and their gateways asked to close them once the round has
 * committed), and the customer's mail written to the outbox. A worker that dies
 * mid-round rolls all of it back, and the next round does it again: nothing
 * is lost and nothing is given back twice.
 */
import 'server-only';
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { bookingRooms, bookings, invoices, paymentTransactions } from '@/server/db/schema';
import { returnRooms, returnTickets } from '../booking/inventory';
import { returnRedemptions } from '../gift-cards/redemption';
import { addedAfterBookingSql } from '../trips/added-lines';
import { enqueueMail } from '../mail/outbox';
import { pokeMailWorker } from '../mail/runner';
import { invoiceMailFacts, releasedMail } from './mails';
import { closeAtGateways, closeOpenPayments, type ClosedPayment } from './payments';
import { refundDue } from './refunds';

export interface ReleaseOptions {
  /** How many bookings one round releases. */
  limit?: number;
  /** Called after the invoices are claimed and before anything is given back (the crash tests). */
  afterClaim?: (invoiceIds: number[]) => void | Promise<void>;
}

/** Releases up to `limit` bookings past their due time; answers the order numbers released. */
export async function releaseUnpaidBookings(now: Date, { limit = 20, afterClaim }: ReleaseOptions = {}): Promise<number[]> {
  const db = await getDb();
  const closed: ClosedPayment[] = [];
  const released = await db.transaction(async (tx) => {
    closed.length = 0;
    const due = tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.status, 'pending'),
          isNull(invoices.releasedAt),
          isNotNull(invoices.bookingId),
          lte(invoices.dueAt, now),
          gt(invoices.total, invoices.totalPaid),
          // A trip paid as sold is never released over what the traveller added later (insurance, a transfer's fee): that stays due, for staff to follow up.
          sql`${invoices.totalPaid} < ${invoices.total} - ${addedAfterBookingSql(invoices.bookingId)}`,
        ),
      )
      .orderBy(asc(invoices.dueAt), asc(invoices.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    // Bookings' invoices only (the due filter): a gift card holds no seats, and stays payable.
    const claimed = (
      // Nothing stays paid on a released booking: its paid payments are refunded below.
      await tx.update(invoices).set({ status: 'cancelled', releasedAt: now, totalPaid: 0 }).where(inArray(invoices.id, due)).returning({ id: invoices.id, bookingId: invoices.bookingId })
    ).map((invoice) => ({ id: invoice.id, bookingId: invoice.bookingId! }));
    if (claimed.length === 0) return [];
    await afterClaim?.(claimed.map((invoice) => invoice.id));
    const bookingIds = claimed.map((invoice) => invoice.bookingId);

    // The seats and rooms back, in the order bookings take them.
    const booked = await tx.select({ id: bookings.id, orderNumber: bookings.orderNumber, selection: bookings.selection }).from(bookings).where(inArray(bookings.id, bookingIds));
    await returnTickets(
      tx,
      booked.flatMap(({ selection }) => (selection?.tickets ?? []).map((ticket) => ({ ticketId: ticket.ticketId, seats: ticket.holders }))),
    );
    const rooms = await tx
      .select({ roomTypeId: bookingRooms.hotelRoomTypeId, rooms: count() })
      .from(bookingRooms)
      .where(inArray(bookingRooms.bookingId, bookingIds))
      .groupBy(bookingRooms.hotelRoomTypeId);
    await returnRooms(tx, rooms);
    // What a gift card paid goes back onto the card: a gift card's value is never lost with a booking.
    const giftCardReturned = await returnRedemptions(tx, bookingIds, now);

    // What was paid in part goes back to the payer.
    const refunding = await tx
      .update(paymentTransactions)
      .set({ status: 'refunding', refundReason: 'released', updatedAt: now })
      .where(and(inArray(paymentTransactions.invoiceId, claimed.map((invoice) => invoice.id)), eq(paymentTransactions.status, 'paid')))
      .returning({ invoiceId: paymentTransactions.invoiceId });
    const refundingInvoices = new Set(refunding.map((row) => row.invoiceId));
    // A payment still open can no longer be wanted: closed, and should its gateway take it after all, it goes back.
    for (const invoice of claimed) closed.push(...(await closeOpenPayments(tx, { invoiceId: invoice.id }, now)));
    for (const invoice of claimed) {
      const facts = await invoiceMailFacts(tx, invoice.id);
      if (facts) await enqueueMail(tx, releasedMail(facts, refundingInvoices.has(invoice.id), giftCardReturned.get(invoice.bookingId)), now);
    }
    const orderOf = new Map(booked.map((booking) => [booking.id, booking.orderNumber]));
    return claimed.map((invoice) => orderOf.get(invoice.bookingId)!);
  });
  if (released.length > 0) {
    pokeMailWorker();
    await closeAtGateways(closed);
    await refundDue(now);
  }
  return released;
}
