/**
 * The payment reminder: an invoice not yet paid in full gets one mail, the
 * site's `reminderDaysBefore` days before its due time (lib/site/sites.ts).
 * Run by the payments worker and by `npm run payments:work` for a scheduler;
 * the invoice's `reminded_at` is set in the statement that claims it, so two
 * runs at once, or one run twice, send one reminder.
 */
import 'server-only';
import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { LOCALES } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';
import { getDb } from '@/server/db';
import { bookings, invoices } from '@/server/db/schema';
import { enqueueMail } from '../mail/outbox';
import { pokeMailWorker } from '../mail/runner';
import { invoiceMailFacts, reminderMail } from './mails';

const DAY_MS = 86_400_000;

/** Writes the reminders due at `now` to the outbox; answers how many. */
export async function sendPaymentReminders(now: Date, { limit = 200 }: { limit?: number } = {}): Promise<number> {
  const db = await getDb();
  let sent = 0;
  for (const locale of LOCALES) {
    const remindFrom = new Date(now.getTime() + SITES[locale].payment.reminderDaysBefore * DAY_MS);
    sent += await db.transaction(async (tx) => {
      const due = tx
        .select({ id: invoices.id })
        .from(invoices)
        .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
        .where(
          and(
            eq(bookings.locale, locale),
            eq(invoices.status, 'pending'),
            isNull(invoices.remindedAt),
            gt(invoices.total, invoices.totalPaid),
            lte(invoices.dueAt, remindFrom),
            gt(invoices.dueAt, now),
          ),
        )
        .orderBy(asc(invoices.dueAt))
        .limit(limit)
        .for('update', { of: invoices, skipLocked: true });
      const claimed = await tx
        .update(invoices)
        .set({ remindedAt: now })
        .where(inArray(invoices.id, due))
        .returning({ id: invoices.id });
      for (const { id } of claimed) {
        const facts = await invoiceMailFacts(tx, id);
        if (facts) await enqueueMail(tx, reminderMail(facts), now);
      }
      return claimed.length;
    });
  }
  if (sent > 0) pokeMailWorker();
  return sent;
}
