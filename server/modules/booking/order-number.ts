import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '@/server/db';
import { orderCounters } from '@/server/db/schema';

/** The first order number the shop gives. */
export const FIRST_ORDER_NUMBER = 100_001;

/**
 * The next order number: one gapless sequence for all three sites (the
 * number is the order's name with staff and on the invoice; a sequence with
 * gaps reads like lost orders to a bookkeeper). The counter row is locked
 * until the booking commits, so a booking takes it as late as it can: as its
 * last step before writing the booking's rows. A booking that rolls back
 * gives its number back.
 */
export async function nextOrderNumber(tx: Executor): Promise<number> {
  const [row] = await tx
    .insert(orderCounters)
    .values({ name: 'order', value: FIRST_ORDER_NUMBER })
    .onConflictDoUpdate({ target: orderCounters.name, set: { value: sql`${orderCounters.value} + 1` } })
    .returning({ value: orderCounters.value });
  if (!row) throw new Error('The order counter answered nothing');
  return row.value;
}
