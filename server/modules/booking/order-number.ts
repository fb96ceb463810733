import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db';
import { bookings, orderCounters } from '@/server/db/schema';

/** The first order number the shop gives. */
export const FIRST_ORDER_NUMBER = 100_001;

export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'orderNumber'>;

/**
 * Writes a booking row under the next order number, in one statement: one
 * gapless sequence for all three sites (the number is the order's name with
 * staff and on the invoice; a sequence with gaps reads like lost orders to a
 * bookkeeper). The counter row stays locked until the booking commits, so a
 * booking writes this row as late as it can: after its seats and rooms are
 * taken, before the rows that hang on the booking. A booking that rolls back
 * gives its number back.
 */
/** The next order number, taken as a data-modifying CTE of the statement that writes the order (a booking or a gift card). */
export function nextOrderNumber(tx: Executor) {
  return tx.$with('next_order_number').as(
    tx
      .insert(orderCounters)
      .values({ name: 'order', value: FIRST_ORDER_NUMBER })
      .onConflictDoUpdate({ target: orderCounters.name, set: { value: sql`${orderCounters.value} + 1` } })
      .returning({ value: orderCounters.value }),
  );
}

export async function insertNumberedBooking(tx: Executor, booking: NewBooking): Promise<{ id: number; orderNumber: number }> {
  const next = nextOrderNumber(tx);
  const [row] = await tx
    .with(next)
    .insert(bookings)
    .values({ ...booking, orderNumber: sql`(select ${next.value} from ${next})` })
    .returning({ id: bookings.id, orderNumber: bookings.orderNumber });
  if (!row) throw new Error('The booking insert answered nothing');
  return row;
}
