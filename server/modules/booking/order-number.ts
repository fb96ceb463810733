import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db';
import { bookings, orderNumbers } from '@/server/db/schema';

/** The first order number the shop gives. */
export const FIRST_ORDER_NUMBER = 100_001;

export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'orderNumber'>;

/**
 * The next order number: one sequence for the three sites' bookings,
 * preorders and gift cards (the number is the order's name with staff and on
 * the invoice). A sequence hands out numbers without a lock: no order waits
 * for another's commit to be numbered, which a counter row would make every
 * order of a derby's sale do (issue 32). The price is gaps: a number taken by
 * an attempt that then rolls back (sold out at the last moment, a gift card
 * spent meanwhile, a failure) is not given again. Every order still has its
 * own number, in the order they were written (README, Decisions).
 */
export const nextOrderNumber = () => sql<number>`nextval(${sql.raw(`'${orderNumbers.seqName}'`)})`;

/** Writes a booking row under the next order number, in one statement. */
export async function insertNumberedBooking(tx: Executor, booking: NewBooking): Promise<{ id: number; orderNumber: number }> {
  const [row] = await tx
    .insert(bookings)
    .values({ ...booking, orderNumber: nextOrderNumber() })
    .returning({ id: bookings.id, orderNumber: bookings.orderNumber });
  if (!row) throw new Error('The booking insert answered nothing');
  return row;
}
