/**
 * Retention (the booking issue's privacy rule): the personal data of a
 * booking, the contact person, the travellers' names, birth dates and
 * nationalities, the addresses travellers paid their shares with, the
 * comment and the mails written to them, are blanked once
 * the trip ended more than N months ago. Amounts, dates, the selection and the
 * invoice stay for the books.
 *
 * Inquiries and availability alerts follow the same months: an inquiry's
 * name, address, phone and fields are blanked once it is older than that (the
 * staff answer within days), the inquiry mails with it; an alert is deleted
 * once its trip ended, or its match was played, that long ago (whether it was
 * still waiting, mailed or unsubscribed), and its mails are blanked. The
 * staff's sign-in audit lines (name and address of each attempt) are deleted
 * once they are that old too: the limits read only the last day's attempts.
 */
import 'server-only';
import { and, eq, exists, gte, inArray, isNotNull, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import { addMonths } from '@/lib/calendar-day';
import type { Executor } from '@/server/db';
import { availabilityAlerts, bookingChanges, bookingPassengers, bookings, events, inquiries, invoices, outboxMails, packageEvents, packages, paymentTransactions, staffMarks, staffSignIns } from '@/server/db/schema';

/** A mail with nothing of its recipient or contents left. */
const BLANK_MAIL = { recipient: '', subject: '', text: '', html: '' };

/** Blanks the personal data of bookings whose trip ended before `today` less `months`; answers how many. */
export async function purgePersonalData(db: Executor, { today, months, now }: { today: string; months: number; now: Date }): Promise<number> {
  const cutoff = addMonths(today, -months);
  const purged = await db
    .update(bookings)
    .set({ contact: null, comment: null, personalDataPurgedAt: now })
    .where(and(lt(bookings.endDate, cutoff), isNull(bookings.personalDataPurgedAt)))
    .returning({ id: bookings.id });
  const ids = purged.map((row) => row.id);
  if (ids.length === 0) return 0;
  await blankBookingData(db, ids);
  return ids.length;
}

/** What the purge blanks beside the booking's own row: the travellers, the addresses shares were paid from, the mails. */
async function blankBookingData(db: Executor, ids: number[]): Promise<void> {
  await db
    .update(bookingPassengers)
    .set({ title: null, firstName: null, lastName: null, birthDate: null, nationalityId: null })
    .where(inArray(bookingPassengers.bookingId, ids));
  await db
    .update(paymentTransactions)
    .set({ payerEmail: null })
    .where(inArray(paymentTransactions.invoiceId, db.select({ id: invoices.id }).from(invoices).where(inArray(invoices.bookingId, ids))));
  await db.update(outboxMails).set(BLANK_MAIL).where(inArray(outboxMails.bookingId, ids));
}

/** A booking erased on request: whom to tell, in which language. */
export interface ErasedBooking {
  id: number;
  orderNumber: number;
  locale: string;
  email: string | null;
}

/**
 * The traveller's erasure requests (GDPR art. 17, asked on the trip page:
 * ../trips/erasure.ts), carried out by the purge's rules, whatever the
 * months: a booking that asked is blanked as the purge blanks it once
 *
 * - its trip is over (it ended before `today`), or it was cancelled or
 *   released, so the shop no longer serves the trip; and
 * - bookkeeping allows: nothing is owed (its invoice is paid, cancelled, or
 *   has nothing left to pay) and no payment or refund is under way (a
 *   refund must still reach its payer, a payment still be booked to it).
 *   The amounts, dates, order number and invoice stay for the books.
 *
 * Each erased booking's trip links stop working (`trip_links_since`), a
 * change `erased` by the system records it (no data in it), and a last mail
 * says it is done; that mail's recipient and text are blanked by the next
 * round once it is sent (`blankSentErasureMails`). Claimed with FOR UPDATE
 * SKIP LOCKED, so two rounds at once never erase one booking twice; run by
 * every payments round (../payments/worker.ts) and `npm run privacy:purge`.
 */
export async function eraseRequestedData(db: Executor, { today, now, limit = 100 }: { today: string; now: Date; limit?: number }): Promise<ErasedBooking[]> {
  const unsettled = db
    .select({ one: sql`1` })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.invoiceId, invoices.id), inArray(paymentTransactions.status, ['pending', 'refunding'])));
  const due = await db
    .select({ id: bookings.id, orderNumber: bookings.orderNumber, locale: bookings.locale, contact: bookings.contact })
    .from(bookings)
    .leftJoin(invoices, eq(invoices.bookingId, bookings.id))
    .where(
      and(
        isNotNull(bookings.erasureRequestedAt),
        isNull(bookings.personalDataPurgedAt),
        or(lt(bookings.endDate, today), isNotNull(bookings.cancelledAt), eq(invoices.status, 'cancelled')),
        or(isNull(invoices.id), ne(invoices.status, 'pending'), gte(invoices.totalPaid, invoices.total)),
        notExists(unsettled),
      ),
    )
    .orderBy(bookings.id)
    .limit(limit)
    .for('update', { of: bookings, skipLocked: true });
  if (due.length === 0) return [];
  const ids = due.map((booking) => booking.id);
  await db.update(bookings).set({ contact: null, comment: null, personalDataPurgedAt: now, tripLinksSince: now }).where(inArray(bookings.id, ids));
  await blankBookingData(db, ids);
  await db.insert(bookingChanges).values(ids.map((bookingId) => ({ bookingId, kind: 'erased', actor: 'system', detail: {}, amount: 0, createdAt: now })));
  return due.map((booking) => ({ id: booking.id, orderNumber: booking.orderNumber, locale: booking.locale, email: booking.contact?.email ?? null }));
}

/** The "it is done" mails of erased bookings, once sent: nothing of their recipient left. */
export async function blankSentErasureMails(db: Executor, kind: string): Promise<void> {
  await db
    .update(outboxMails)
    .set(BLANK_MAIL)
    .where(and(eq(outboxMails.kind, kind), isNotNull(outboxMails.sentAt), ne(outboxMails.recipient, '')));
}

/** Blanks inquiries older than `months` and deletes alerts whose trip or match is that long past, with their mails and inbox marks; answers how many of each. */
export async function purgeInquiries(db: Executor, { today, months }: { today: string; months: number }): Promise<{ inquiries: number; alerts: number; signIns: number }> {
  const cutoff = addMonths(today, -months);
  const before = new Date(`${cutoff}T00:00:00Z`);
  const blanked = await db
    .update(inquiries)
    .set({ name: '', email: '', phone: '', fields: {} })
    .where(and(lt(inquiries.createdAt, before), ne(inquiries.email, '')))
    .returning({ id: inquiries.id });
  // A postponed match keeps its old date until it has a new one: its alerts, and those of the trips to it, wait for that date.
  const notPostponed = or(isNull(events.fixtureStatus), ne(events.fixtureStatus, 'postponed'));
  const withPostponedMatch = db
    .select({ one: sql`1` })
    .from(packageEvents)
    .innerJoin(events, eq(events.id, packageEvents.eventId))
    .where(and(eq(packageEvents.packageId, packages.id), eq(events.fixtureStatus, 'postponed')));
  const deleted = await db
    .delete(availabilityAlerts)
    .where(
      or(
        exists(db.select({ one: sql`1` }).from(packages).where(and(eq(packages.id, availabilityAlerts.packageId), lt(packages.endDate, cutoff), notExists(withPostponedMatch)))),
        exists(db.select({ one: sql`1` }).from(events).where(and(eq(events.id, availabilityAlerts.eventId), lt(events.eventDateTime, before), notPostponed))),
      ),
    )
    .returning({ id: availabilityAlerts.id });
  // A deleted alert's inbox mark names an entry that is gone.
  if (deleted.length > 0) await db.delete(staffMarks).where(and(eq(staffMarks.kind, 'alert'), inArray(staffMarks.refId, deleted.map((alert) => alert.id))));
  await db
    .update(outboxMails)
    .set(BLANK_MAIL)
    .where(and(isNull(outboxMails.bookingId), inArray(outboxMails.kind, ['inquiry-staff', 'inquiry-receipt', 'availability-alert', 'availability-alert-closed']), lt(outboxMails.createdAt, before), ne(outboxMails.recipient, '')));
  const signIns = await db.delete(staffSignIns).where(lt(staffSignIns.at, before)).returning({ id: staffSignIns.id });
  return { inquiries: blanked.length, alerts: deleted.length, signIns: signIns.length };
}
