/**
 * Find my trip (`POST trips/lookup`): the order number and the booking's
 * email → a mail to that email with a trip link valid 24 hours. The answer is
 * the same 202 for a right pair, a wrong email and an unknown number, and
 * takes the same time: the same statement and comparison as the invoice
 * lookup (../invoices/lookup.ts), then every answer waits until a floor of
 * time has passed since the request began, so the right pair's mail, queued
 * in the outbox in one more statement, does not show in the time either.
 * Guessing is limited per visitor and per order number, as the invoice
 * lookup is; the mail goes only to the booking's own address, so a guesser
 * who gets the pair right learns nothing either.
 */
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/site/origin';
import { LOOKUP_LINK_HOURS } from '@/lib/trips/deadlines';
import type { Executor } from '@/server/db';
import { bookings, packages } from '@/server/db/schema';
import { consumeLimit, type Limit } from '@/server/http/rate-limit';
import { composeMail, mailTranslator } from '../mail/compose';
import { sameEmail } from '../invoices/lookup';
import { enqueueMail } from '../mail/outbox';
import { tripLinkSignerIn } from './links';

/** Lookups per visitor: 10 in 15 minutes. */
export const TRIP_LOOKUPS_PER_VISITOR: Limit = { name: 'trip-lookup', points: 10, durationS: 15 * 60 };
/** Lookups per order number, from anyone: 10 an hour (also the most trip-link mails one booking gets an hour). */
export const TRIP_LOOKUPS_PER_ORDER: Limit = { name: 'trip-lookup-order', points: 10, durationS: 60 * 60 };
/** Every answer takes at least this long from the request's start: longer than the lookup and the mail's statement take. */
export const TRIP_LOOKUP_FLOOR_MS = 400;


/** The booking's trip-link mail, in the booking's language, linking its own site. */
export function tripLinkMail(booking: { id: number; locale: Locale; orderNumber: number; recipient: string; firstName: string; packageTitle: string }, token: string) {
  const t = mailTranslator(booking.locale, 'tripLink');
  return composeMail({
    kind: 'trip-link',
    bookingId: booking.id,
    locale: booking.locale,
    recipient: booking.recipient,
    subject: t('subject', { orderNumber: booking.orderNumber }),
    lines: [
      t('lead', { name: booking.firstName, title: booking.packageTitle }),
      '',
      { label: t('link'), href: siteUrl(booking.locale, '/trip/[token]', { token }) },
      '',
      t('expires', { hours: LOOKUP_LINK_HOURS }),
      t('notYou'),
    ],
  });
}

/**
 * Looks the pair up and, when it is right, queues the mail (in `tx`). The
 * caller has made the trip-link key (`prepareTripLinks`) before the
 * transaction. Answers whether a mail was queued, for the tests; the
 * visitor's answer never says.
 */
export async function lookUpTrip(tx: Executor, body: { orderNumber: number; email: string }, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({
      id: bookings.id,
      locale: bookings.locale,
      contact: bookings.contact,
      packageTitle: sql<string>`${packages.title} ->> ${bookings.locale}`,
    })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(and(eq(bookings.orderNumber, body.orderNumber), eq(bookings.kind, 'booking')));
  const email = row?.contact?.email ?? null;
  const matches = sameEmail(email, body.email);
  if (!row || !row.contact || !matches) return false;
  const sign = await tripLinkSignerIn(tx);
  if (!sign) return false;
  const token = sign(row.id, 'trip', now, new Date(now.getTime() + LOOKUP_LINK_HOURS * 60 * 60 * 1000));
  const locale = row.locale as Locale;
  await enqueueMail(tx, tripLinkMail({ id: row.id, locale, orderNumber: body.orderNumber, recipient: row.contact.email, firstName: row.contact.firstName, packageTitle: row.packageTitle }, token), now);
  return true;
}

/** The limits a lookup takes before anything is read. */
export async function takeTripLookup(orderNumber: number, visitor: string | null): Promise<void> {
  if (visitor !== null) await consumeLimit(TRIP_LOOKUPS_PER_VISITOR, visitor);
  await consumeLimit(TRIP_LOOKUPS_PER_ORDER, String(orderNumber));
}
