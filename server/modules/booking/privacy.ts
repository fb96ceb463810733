/**
 * Retention (the booking issue's privacy rule): the personal data of a
 * booking, the contact person, the travellers' names, birth dates and
 * nationalities, the comment and the mails written to them, are blanked once
 * the trip ended more than N months ago. Amounts, dates, the selection and the
 * invoice stay for the books.
 */
import 'server-only';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import { addMonths } from '@/lib/calendar-day';
import type { Executor } from '@/server/db';
import { bookingPassengers, bookings, outboxMails } from '@/server/db/schema';

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
  await db.update(outboxMails).set({ recipient: '', subject: '', text: '', html: '' }).where(inArray(outboxMails.bookingId, ids));
  return ids.length;
}
