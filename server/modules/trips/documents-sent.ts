/**
 * Staff sent a travel document (the staff inbox's booking page, `POST
 * /staff/booking/{id}/documents`): the documents timeline of the trip page
 * then reads "Sendt" with the day. One transaction under the invoice's lock,
 * as every write to a trip is; the same day posted again changes nothing
 * (a second submit of the form is no second sending), another day corrects
 * it. Each change is audited in `booking_changes` with the staff member and
 * the day, without personal data.
 */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { isCalendarDay, startOfDayIn } from '@/lib/calendar-day';
import type { Locale } from '@/lib/i18n/locales';
import { localIsoDate } from '@/lib/seasons';
import { SITES } from '@/lib/site/sites';
import type { TripDocumentKind } from '@/lib/trips/documents';
import type { Executor } from '@/server/db';
import { bookingChanges, bookingDocuments, bookings, invoices } from '@/server/db/schema';

/** Why a document cannot be marked sent as asked: not one the trip waits for, or a day before the booking or after today. */
export class DocumentSentRefused extends Error {
  constructor(readonly problem: 'kind' | 'day') {
    super(`The document cannot be marked sent: ${problem}`);
    this.name = 'DocumentSentRefused';
  }
}

/** The instant a sending day stands for: its noon on the booking's site's clock (the timeline shows the day). */
export const sentInstant = (day: string, timeZone: string) => new Date(startOfDayIn(day, timeZone).getTime() + 12 * 60 * 60 * 1000);

/**
 * Marks `kind` sent on `day` (the booking's site's calendar day) by `actor`
 * (`staff:<name>`). `expected`: the documents the trip waits for. Answers
 * whether anything changed; null when the booking or its invoice is gone.
 */
export async function markDocumentSent(
  tx: Executor,
  { bookingId, kind, day, actor, expected }: { bookingId: number; kind: string; day: string; actor: string; expected: readonly TripDocumentKind[] },
  now: Date,
): Promise<{ changed: boolean } | null> {
  const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.bookingId, bookingId)).for('update');
  if (!invoice) return null;
  const [booking] = await tx.select({ locale: bookings.locale, createdAt: bookings.createdAt }).from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) return null;
  if (!(expected as readonly string[]).includes(kind)) throw new DocumentSentRefused('kind');
  const timeZone = SITES[booking.locale as Locale].timeZone;
  const today = localIsoDate(now, timeZone);
  // A day of its own: not before the booking was made, not after today (a day sent, not a plan).
  if (!isCalendarDay(day) || day > today || day < localIsoDate(booking.createdAt, timeZone)) throw new DocumentSentRefused('day');
  const document = kind as TripDocumentKind;
  const [kept] = await tx
    .select({ sentAt: bookingDocuments.sentAt })
    .from(bookingDocuments)
    .where(and(eq(bookingDocuments.bookingId, bookingId), eq(bookingDocuments.kind, document)));
  if (kept?.sentAt && localIsoDate(kept.sentAt, timeZone) === day) return { changed: false };
  const sentAt = sentInstant(day, timeZone);
  await tx
    .insert(bookingDocuments)
    .values({ bookingId, kind: document, sentAt })
    .onConflictDoUpdate({ target: [bookingDocuments.bookingId, bookingDocuments.kind], set: { sentAt } });
  await tx.insert(bookingChanges).values({ bookingId, kind: 'document_sent', actor, detail: { document, sentOn: day }, amount: 0, createdAt: now });
  return { changed: true };
}
