/**
 * The traveller's trip ("My trip"): the booking as its invoice shows it, and
 * what has happened to it since. Read in one snapshot, by a trip link's
 * booking (./links.ts), never by the invoice's uuid from the outside.
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
import { calendarOf } from './calendar';
import { changesOf } from './changes';

/** The trip of a booking; null when the booking or its invoice is gone. */
export async function findTrip(db: Executor, bookingId: number, locale: Locale): Promise<TripResponse | null> {
  const [row] = await db
    .select({ uuid: invoices.uuid, cancelledAt: bookings.cancelledAt, cancelledBy: bookings.cancelledBy, erasureRequestedAt: bookings.erasureRequestedAt })
    .from(bookings)
    .innerJoin(invoices, eq(invoices.bookingId, bookings.id))
    .where(eq(bookings.id, bookingId));
  if (!row) return null;
  const found = await findInvoice(db, row.uuid, locale);
  if (!found?.invoice.booking) return null;
  const at = now();
  return {
    trip: {
      invoice: found.invoice,
      cancelled: row.cancelledAt && row.cancelledBy ? { at: row.cancelledAt.toISOString(), by: row.cancelledBy } : null,
      erasureRequestedAt: row.erasureRequestedAt?.toISOString() ?? null,
      documents: await documentsOf(db, bookingId, found.invoice.booking, locale),
      deadlines: await deadlinesOf(db, bookingId, found.invoice.booking),
      calendar: await calendarOf(db, bookingId),
      changes: (await changesOf(db, bookingId, at))!,
      fixtures: await fixtureStatusesOf(db, bookingId, { locale, now: at }),
    },
  };
}
