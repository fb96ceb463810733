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
 * still waiting, mailed or unsubscribed), and its mails are blanked.
 */
import 'server-only';
import { and, eq, exists, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { addMonths } from '@/lib/calendar-day';
import type { Executor } from '@/server/db';
import { availabilityAlerts, bookingPassengers, bookings, events, inquiries, invoices, outboxMails, packages, paymentTransactions, staffMarks } from '@/server/db/schema';

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
  await db
    .update(bookingPassengers)
    .set({ title: null, firstName: null, lastName: null, birthDate: null, nationalityId: null })
    .where(inArray(bookingPassengers.bookingId, ids));
  await db
    .update(paymentTransactions)
    .set({ payerEmail: null })
    .where(inArray(paymentTransactions.invoiceId, db.select({ id: invoices.id }).from(invoices).where(inArray(invoices.bookingId, ids))));
  await db.update(outboxMails).set(BLANK_MAIL).where(inArray(outboxMails.bookingId, ids));
  return ids.length;
}

/** Blanks inquiries older than `months` and deletes alerts whose trip or match is that long past, with their mails and inbox marks; answers how many of each. */
export async function purgeInquiries(db: Executor, { today, months }: { today: string; months: number }): Promise<{ inquiries: number; alerts: number }> {
  const cutoff = addMonths(today, -months);
  const before = new Date(`${cutoff}T00:00:00Z`);
  const blanked = await db
    .update(inquiries)
    .set({ name: '', email: '', phone: '', fields: {} })
    .where(and(lt(inquiries.createdAt, before), ne(inquiries.email, '')))
    .returning({ id: inquiries.id });
  const deleted = await db
    .delete(availabilityAlerts)
    .where(
      or(
        exists(db.select({ one: sql`1` }).from(packages).where(and(eq(packages.id, availabilityAlerts.packageId), lt(packages.endDate, cutoff)))),
        exists(db.select({ one: sql`1` }).from(events).where(and(eq(events.id, availabilityAlerts.eventId), lt(events.eventDateTime, before)))),
      ),
    )
    .returning({ id: availabilityAlerts.id });
  // A deleted alert's inbox mark names an entry that is gone.
  if (deleted.length > 0) await db.delete(staffMarks).where(and(eq(staffMarks.kind, 'alert'), inArray(staffMarks.refId, deleted.map((alert) => alert.id))));
  await db
    .update(outboxMails)
    .set(BLANK_MAIL)
    .where(and(isNull(outboxMails.bookingId), inArray(outboxMails.kind, ['inquiry-staff', 'inquiry-receipt', 'availability-alert']), lt(outboxMails.createdAt, before), ne(outboxMails.recipient, '')));
  return { inquiries: blanked.length, alerts: deleted.length };
}
