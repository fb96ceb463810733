/**
 * The traveller's request to erase the booking's personal data (GDPR art.
 * 17), from the trip page. The request is recorded at once (the booking's
 * `erasure_requested_at`, a `erasure_requested` change with no data in it)
 * and confirmed by mail to the contact, in the booking's language. The data
 * itself goes later, by the privacy purge's rules
 * (../booking/privacy.ts `eraseRequestedData`): once the trip is over (or
 * was cancelled) and no payment or refund is still under way, because until
 * then the shop needs the contact to serve the trip and to send money back.
 * What bookkeeping keeps (amounts, dates, order number, the invoice) stays,
 * as after the retention purge. The erasure voids every trip link.
 *
 * Asking twice changes nothing: the first request's time is answered again,
 * and no second mail is written.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { ErasureResponse } from '@/lib/api/contract/trip-data';
import { addDays } from '@/lib/calendar-day';
import type { Locale } from '@/lib/i18n/locales';
import { localIsoDate } from '@/lib/seasons';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { bookingChanges, bookings, invoices } from '@/server/db/schema';
import type { WriteResult } from '@/server/http/idempotency';
import { blankSentErasureMails, eraseRequestedData } from '../booking/privacy';
import { composeMail, formatMailDay, mailTranslator } from '../mail/compose';
import { enqueueMail, type OutboxMail } from '../mail/outbox';
import { formatReceived } from '../gift-cards/mail';

/** The first day a booking's data may be erased: the day after its trip, or the request's day for a cancelled trip (never before the request's day). */
export function erasableFrom(booking: { endDate: string; cancelledAt: Date | null; locale: string }, requestedAt: Date): string {
  const requestDay = localIsoDate(requestedAt, SITES[booking.locale as Locale].timeZone);
  if (booking.cancelledAt) return requestDay;
  const after = addDays(booking.endDate, 1);
  return after > requestDay ? after : requestDay;
}

/**
 * Records the request for the booking, under its invoice's lock (the lock
 * every change of the trip takes, so a cancellation and a request see each
 * other); null when the booking is gone or its data already purged.
 */
export async function requestErasure(tx: Executor, bookingId: number, now: Date): Promise<WriteResult<ErasureResponse> | null> {
  await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.bookingId, bookingId)).for('update');
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking || booking.personalDataPurgedAt !== null) return null;
  if (booking.erasureRequestedAt) {
    return { status: 200, body: { erasure: { requestedAt: booking.erasureRequestedAt.toISOString(), erasableFrom: erasableFrom(booking, booking.erasureRequestedAt) } } };
  }
  const from = erasableFrom(booking, now);
  await tx.update(bookings).set({ erasureRequestedAt: now }).where(eq(bookings.id, bookingId));
  await tx.insert(bookingChanges).values({ bookingId, kind: 'erasure_requested', actor: 'traveller', detail: { erasableFrom: from }, amount: 0, createdAt: now });
  if (booking.contact) {
    await enqueueMail(tx, erasureRequestMail({ bookingId, orderNumber: booking.orderNumber, locale: booking.locale as Locale, recipient: booking.contact.email, cancelledBy: booking.cancelledAt !== null ? (booking.cancelledBy ?? 'staff') : null }, now, from), now);
  }
  return { status: 201, body: { erasure: { requestedAt: now.toISOString(), erasableFrom: from } } };
}

/** The kind of the mail that says the data is gone. */
const ERASED_MAIL = 'trip-erased';

interface MailTarget {
  bookingId: number;
  orderNumber: number;
  locale: Locale;
  recipient: string;
}

/** The request's confirmation: received when, erased from when and on what condition, what goes and what stays. */
export function erasureRequestMail(target: MailTarget & { cancelledBy: string | null }, receivedAt: Date, from: string): OutboxMail {
  const { locale } = target;
  const t = mailTranslator(locale, 'tripErasure');
  return composeMail({
    kind: 'trip-erasure-request',
    bookingId: target.bookingId,
    locale,
    recipient: target.recipient,
    subject: t('requestSubject', { orderNumber: target.orderNumber }),
    lines: [
      t('requestLead', { orderNumber: target.orderNumber }),
      `${t('received')}: ${formatReceived(locale, receivedAt)}`,
      '',
      target.cancelledBy ? t('whenCancelled', { by: target.cancelledBy }) : t('when', { date: formatMailDay(locale, from) }),
      t('what'),
      t('kept'),
      '',
      t('untilThen'),
    ],
  });
}

/** The word that it is done, written as the data is blanked (its recipient is blanked too once it is sent). */
export function erasedMail(target: MailTarget): OutboxMail {
  const { locale } = target;
  const t = mailTranslator(locale, 'tripErasure');
  return composeMail({
    kind: ERASED_MAIL,
    bookingId: target.bookingId,
    locale,
    recipient: target.recipient,
    subject: t('doneSubject', { orderNumber: target.orderNumber }),
    lines: [t('doneLead', { orderNumber: target.orderNumber }), t('kept'), t('linksVoid')],
  });
}

/**
 * One round of erasures (../booking/privacy.ts `eraseRequestedData`), in one
 * transaction: the bookings whose time has come are blanked, each gets the
 * mail that it is done, and the done mails sent since the last round are
 * blanked. Answers the erased bookings' order numbers.
 */
export async function carryOutErasures(db: Executor, { today, now }: { today: string; now: Date }): Promise<number[]> {
  return db.transaction(async (tx) => {
    await blankSentErasureMails(tx, ERASED_MAIL);
    const erased = await eraseRequestedData(tx, { today, now });
    for (const booking of erased) {
      if (booking.email) await enqueueMail(tx, erasedMail({ bookingId: booking.id, orderNumber: booking.orderNumber, locale: booking.locale as Locale, recipient: booking.email }), now);
    }
    return erased.map((booking) => booking.orderNumber);
  });
}
