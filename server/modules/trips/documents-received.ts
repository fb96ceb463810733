/**
 * The traveller says a document is in hand (`POST trips/{token}/documents/{kind}/received`):
 * the documents timeline then reads "Modtaget" for it. Written once (a second
 * press keeps the first time), in one transaction under the invoice's lock, as
 * every change to a trip is; not a change to the booking, so no `booking_changes` row.
 */
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { TripDocumentKind } from '@/lib/trips/documents';
import type { Executor } from '@/server/db';
import { bookingDocuments, invoices } from '@/server/db/schema';

/** Marks the document received at `now` (kept when it was already); false when the booking has no invoice. */
export async function markDocumentReceived(tx: Executor, bookingId: number, kind: TripDocumentKind, now: Date): Promise<{ receivedAt: Date } | null> {
  const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.bookingId, bookingId)).for('update');
  if (!invoice) return null;
  const [row] = await tx
    .insert(bookingDocuments)
    .values({ bookingId, kind, receivedAt: now })
    .onConflictDoUpdate({ target: [bookingDocuments.bookingId, bookingDocuments.kind], set: { receivedAt: sql`coalesce(${bookingDocuments.receivedAt}, excluded.received_at)` } })
    .returning({ receivedAt: bookingDocuments.receivedAt });
  return { receivedAt: row!.receivedAt! };
}
