/**
 * Finding an invoice by its order number and the email of the booking or
 * the gift card it bills (the `/faktura` page). The answer never tells whether an order number exists
 * for another email: a wrong email and an unknown order number are the same
 * 404, reached by the same statement and the same comparison (the emails'
 * digests compared in constant time, a stand-in digest when there is no
 * order). Guessing is rate-limited twice: per visitor, and per order number,
 * so that many visitors together cannot try one order's emails either.
 */
import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { INVOICE_LOOKUP_MISS, type InvoiceLookupResponse } from '@/lib/api/contract/booking';
import type { Executor } from '@/server/db';
import { readAll } from '@/server/db/reads';
import { bookings, giftCards, invoices } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import { consumeLimit, type Limit } from '@/server/http/rate-limit';

/** Lookups per visitor: 10 in 15 minutes. */
export const LOOKUPS_PER_VISITOR: Limit = { name: 'invoice-lookup', points: 10, durationS: 15 * 60 };
/** Lookups per order number, from anyone: 10 an hour. */
export const LOOKUPS_PER_ORDER: Limit = { name: 'invoice-lookup-order', points: 10, durationS: 60 * 60 };
/** Invoice addresses that do not exist, per visitor: 30 an hour, then every invoice address is 429 for the rest of it. */
export const INVOICE_MISSES: Limit = { name: 'invoice-miss', points: 30, durationS: 60 * 60 };

const digest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest();
const NO_ORDER = digest('no order has this number');

/**
 * Whether the email typed is the order's, compared in constant time on the
 * emails' digests; with no order (or no email kept), a stand-in digest is
 * compared the same way, so a miss takes as long as a wrong email.
 */
export const sameEmail = (kept: string | null | undefined, typed: string): boolean => timingSafeEqual(kept ? digest(kept) : NO_ORDER, digest(typed));

export const lookupMiss = () => new HttpError(404, INVOICE_LOOKUP_MISS, 'invoice_not_found');

export async function lookUpInvoice(db: Executor, body: { orderNumber: number; email: string }, visitor: string | null): Promise<InvoiceLookupResponse> {
  if (visitor !== null) await consumeLimit(LOOKUPS_PER_VISITOR, visitor);
  await consumeLimit(LOOKUPS_PER_ORDER, String(body.orderNumber));
  // An order is a booking or a gift card: both are always asked, so either answer takes the same two statements.
  const [[booked], [card]] = await readAll(db, [
    () =>
      db
        .select({ uuid: invoices.uuid, email: sql<string | null>`${bookings.contact} ->> 'email'` })
        .from(bookings)
        .innerJoin(invoices, eq(invoices.bookingId, bookings.id))
        .where(eq(bookings.orderNumber, body.orderNumber)),
    () =>
      db
        .select({ uuid: invoices.uuid, email: giftCards.email })
        .from(giftCards)
        .innerJoin(invoices, eq(invoices.giftCardId, giftCards.id))
        .where(eq(giftCards.orderNumber, body.orderNumber)),
  ] as const);
  const row = booked ?? card;
  const matches = sameEmail(row?.email, body.email);
  if (!row || !matches) throw lookupMiss();
  return { invoice: { uuid: row.uuid } };
}
