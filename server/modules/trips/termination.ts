/**
 * Ending a booked trip before it starts, and settling its money: the
 * traveller's cancellation with the schedule's fee (./changes.ts), and a
 * termination without a fee (a match cancelled or moved out of the trip,
 * issue 37: `percent` 0) take the same path.
 *
 * `settle` reckons what the shop keeps and what goes back: the termination
 * fee is the schedule's percentage of the trip's price as sold (the invoice's
 * total less the lines added after booking, ./added-lines.ts); a transfer's
 * fee already charged is kept beside it; everything else paid goes back
 * (insurance added later among it). `endTrip` then does it, in the caller's
 * transaction under the invoice's lock (the order every payment takes it in):
 * the booking is marked cancelled (once: a second caller gets null), its
 * seats and rooms go back as a release gives them, what goes back is marked
 * for the refund worker through the payments that brought it, newest first
 * (../payments/refunds.ts), the invoice is cancelled and keeps what was paid
 * towards what is kept, the payments still open are closed, the change is
 * audited, and the mail that says all of it goes into the outbox.
 */
import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import type { BookingCancelledBy } from '@/lib/api/contract/booking';
import type { RefundPart } from '@/lib/api/contract/payments';
import { refundLastDay } from '@/lib/gift-cards/withdrawal';
import type { Locale } from '@/lib/i18n/locales';
import { feeAmount } from '@/lib/legal/termination-fees';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { bookingChanges, bookingRooms, bookings, invoices } from '@/server/db/schema';
import { returnRooms, returnTickets } from '../booking/inventory';
import { enqueueMail } from '../mail/outbox';
import { closeOpenPayments, type ClosedPayment } from '../payments/payments';
import { refundThroughPayments } from '../payments/refunds';
import { addedAfterBooking } from './added-lines';
import { cancellationMail, changeMailFacts } from './change-mails';

export interface Trip {
  booking: typeof bookings.$inferSelect;
  invoice: typeof invoices.$inferSelect;
}

/** What ending a trip keeps and gives back, in whole units of the booking's currency. */
export interface Settlement {
  /** The schedule's percentage, of `price`: the trip's price as sold. */
  percent: number;
  price: number;
  /** The termination fee: `percent` of `price`, rounded up as every price is. */
  fee: number;
  /** Transfer fees already charged, kept beside the fee. */
  transferFees: number;
  /** All that is kept: `fee` + `transferFees`. */
  kept: number;
  paid: number;
  /** What was paid above what is kept. */
  refund: number;
  /** What of what is kept the payments do not cover. */
  feeDue: number;
}

/**
 * What ending the trip now keeps and gives back. `percent` is the schedule's
 * for the day (0: terminated without a fee); without a fee nothing at all is
 * kept, the transfer fees included (a full refund of what was paid, PTD
 * art. 12(2)-(4)).
 */
export async function settle(db: Executor, { booking, invoice }: Trip, percent: number): Promise<Settlement> {
  const { added, transferFees } = await addedAfterBooking(db, booking.id);
  const price = invoice.total - added;
  const fee = feeAmount(percent, price);
  const kept = fee + (percent > 0 ? transferFees : 0);
  const paid = invoice.totalPaid;
  return { percent, price, fee, transferFees: kept - fee, kept, paid, refund: Math.max(0, paid - kept), feeDue: Math.max(0, kept - paid) };
}

export interface Ended {
  /** The payments what goes back goes through, newest first, each with its part. */
  refundTo: RefundPart[];
  /** The last day it is back by (`YYYY-MM-DD`, the site's day): 14 days from the day the trip was ended (PTD art. 12(4)). */
  refundBy: string;
  /** Payments closed: their gateways are asked to close them after the commit (closeAtGateways). */
  closed: ClosedPayment[];
}

/**
 * Ends the trip at `settlement` (as `settle` reckoned it under the same lock).
 * Null when the trip was ended already: nothing is done twice.
 */
export async function endTrip(
  tx: Executor,
  trip: Trip,
  { by, actor, settlement, now }: { by: BookingCancelledBy; actor: string; settlement: Settlement; now: Date },
): Promise<Ended | null> {
  const { booking, invoice } = trip;
  const [marked] = await tx
    .update(bookings)
    .set({ cancelledAt: now, cancelledBy: by })
    .where(and(eq(bookings.id, booking.id), sql`${bookings.cancelledAt} is null`))
    .returning({ id: bookings.id });
  if (!marked) return null;

  // The seats and rooms back, as the release gives them.
  await returnTickets(tx, (booking.selection?.tickets ?? []).map((ticket) => ({ ticketId: ticket.ticketId, seats: ticket.holders })));
  const rooms = await tx
    .select({ roomTypeId: bookingRooms.hotelRoomTypeId, rooms: count() })
    .from(bookingRooms)
    .where(eq(bookingRooms.bookingId, booking.id))
    .groupBy(bookingRooms.hotelRoomTypeId);
  await returnRooms(tx, rooms);

  // What was paid above what is kept goes back through the payments that brought it, newest first.
  const { parts: refundTo, left } = await refundThroughPayments(tx, invoice.id, settlement.refund, 'cancelled', now);
  // Paid otherwise than through a gateway (a bank transfer the staff booked): the staff send that part back by hand.
  if (left > 0) console.warn('[trips] cancellation of order %d: %d was not paid through a gateway and goes back by hand', booking.orderNumber, left);

  await tx
    .update(invoices)
    .set({ status: 'cancelled', totalPaid: invoice.totalPaid - settlement.refund })
    .where(eq(invoices.id, invoice.id));
  const closed = await closeOpenPayments(tx, { invoiceId: invoice.id }, now);
  const { percent, price, fee, transferFees, kept, refund, feeDue } = settlement;
  await tx.insert(bookingChanges).values({
    bookingId: booking.id,
    kind: 'cancelled',
    actor,
    detail: { by, percent, price, fee, transferFees, kept, refund, feeDue },
    amount: refund > 0 ? -refund : 0,
    createdAt: now,
  });
  const refundBy = refundLastDay(now, SITES[booking.locale as Locale].timeZone);
  const facts = await changeMailFacts(tx, trip);
  if (facts) await enqueueMail(tx, cancellationMail(facts, { by, settlement, refundTo, refundBy, cancelledAt: now }), now);
  return { refundTo, refundBy, closed };
}
