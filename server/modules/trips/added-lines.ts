/**
 * The lines a traveller adds to a booked trip after booking (./changes.ts): a
 * transfer's fee and insurance added later. Each is a `booking_changes` row
 * whose `amount` the booking's lines and its invoice grew by, so the trip's
 * price as sold is the invoice's total less them. That price is what the
 * termination fee's percentage is reckoned on (./termination.ts), and what
 * the release of an unpaid booking compares what was paid with
 * (../payments/release.ts): one definition for both.
 *
 * On a cancellation a transfer's fee is kept (it paid for costs already
 * incurred: the new names with the airline, the hotel and the club); insurance
 * added later goes back with the rest, as its cover starts only with the trip
 * and a trip is cancelled here only before it starts.
 */
import 'server-only';
import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '@/server/db';
import { bookingChanges } from '@/server/db/schema';

/** The kinds of change that add a line to the invoice. */
export const ADDED_LINE_KINDS = ['transfer', 'insurance_added'] as const;
/** Of those, the ones a cancellation keeps. */
const KEPT_ON_CANCELLATION: readonly string[] = ['transfer'];

/** What was added to a booking after booking, and of it what a cancellation keeps (the transfer fees). */
export async function addedAfterBooking(db: Executor, bookingId: number): Promise<{ added: number; transferFees: number }> {
  const rows = await db
    .select({ kind: bookingChanges.kind, amount: sql<number>`coalesce(sum(${bookingChanges.amount}), 0)::int` })
    .from(bookingChanges)
    .where(and(eq(bookingChanges.bookingId, bookingId), inArray(bookingChanges.kind, [...ADDED_LINE_KINDS])))
    .groupBy(bookingChanges.kind);
  return {
    added: rows.reduce((sum, row) => sum + Number(row.amount), 0),
    transferFees: rows.filter((row) => KEPT_ON_CANCELLATION.includes(row.kind)).reduce((sum, row) => sum + Number(row.amount), 0),
  };
}

/** The same sum in SQL, for a query over many invoices: what was added to the booking `bookingId` names after booking. */
export const addedAfterBookingSql = (bookingId: SQLWrapper) =>
  sql`coalesce((select sum(${bookingChanges.amount}) from ${bookingChanges} where ${bookingChanges.bookingId} = ${bookingId} and ${inArray(bookingChanges.kind, [...ADDED_LINE_KINDS])}), 0)`;
