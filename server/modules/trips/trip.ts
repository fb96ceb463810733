/**
 * The traveller's trip ("My trip"): the booking as its invoice shows it, and
 * what has happened to it since. Read in one snapshot, by a trip link's
 * booking (./links.ts), never by the invoice's uuid from the outside. The
 * booking and its invoice are read once, here, and every part of the trip
 * (documents, deadlines, calendar, changes) is made from that one reading.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import type { TripResponse } from '@/lib/api/contract/trips';
import type { Executor } from '@/server/db';
import { bookings, invoices } from '@/server/db/schema';
import { now } from '@/server/clock';
import { fixtureStatusesOf } from '../fixtures/statuses';
import { findInvoice } from '../invoices/invoices';
import { deadlinesOf, documentsOf } from './documents';
import { calendarLinksOf } from './calendar';
import { quote } from './changes';

/** The trip of a booking; null when the booking or its invoice is gone. */
export async function findTrip(db: Executor, bookingId: number, locale: Locale): Promise<TripResponse | null> {
  const [row] = await db.select({ booking: bookings, invoice: invoices }).from(bookings).innerJoin(invoices, eq(invoices.bookingId, bookings.id)).where(eq(bookings.id, bookingId));
  if (!row) return null;
  const { booking } = row;
  const found = await findInvoice(db, row.invoice.uuid, locale);
  if (!found?.invoice.booking) return null;
  const at = now();
  return {
    trip: {
      invoice: found.invoice,
      cancelled: booking.cancelledAt && booking.cancelledBy ? { at: booking.cancelledAt.toISOString(), by: booking.cancelledBy } : null,
      erasureRequestedAt: booking.erasureRequestedAt?.toISOString() ?? null,
      documents: await documentsOf(db, booking, found.invoice.booking, locale),
      deadlines: deadlinesOf(booking),
      calendar: await calendarLinksOf(booking),
      changes: await quote(db, row, at),
      fixtures: await fixtureStatusesOf(db, bookingId, { locale, now: at }),
    },
  };
}
