/**
 * The trip's documents timeline (lib/trips/documents.ts for the rules) and
 * its deadlines (lib/trips/deadlines.ts), as `GET trips/{token}` answers
 * them: what is expected when, what staff sent, what the traveller has in
 * hand, and until when each change is taken.
 */
import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { InvoiceResponse } from '@/lib/api/contract/booking';
import type { TripResponse } from '@/lib/api/contract/trips';
import type { Locale } from '@/lib/i18n/locales';
import { localIsoDate } from '@/lib/seasons';
import { SITES } from '@/lib/site/sites';
import { tripDeadlines } from '@/lib/trips/deadlines';
import { documentState, expectedDocuments } from '@/lib/trips/documents';
import type { Executor } from '@/server/db';
import { readAll } from '@/server/db/reads';
import { bookingDocuments, bookings, tickets } from '@/server/db/schema';

type Trip = TripResponse['trip'];
type Booking = NonNullable<InvoiceResponse['invoice']['booking']>;

/** The booking's facts the dates are counted from: when it was made, on which site, and the tickets it holds. */
async function factsOf(db: Executor, bookingId: number) {
  const [row] = await db
    .select({ createdAt: bookings.createdAt, locale: bookings.locale, selection: bookings.selection })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

/** Until when each change is taken, on the booking's site's clock. */
export async function deadlinesOf(db: Executor, bookingId: number, booking: Booking): Promise<Trip['deadlines']> {
  const facts = await factsOf(db, bookingId);
  const timeZone = SITES[(facts?.locale ?? 'da') as Locale].timeZone;
  const found = tripDeadlines({ startDate: booking.startDate, outwardDeparture: booking.flights?.outward?.departure ?? null, bookedAt: facts?.createdAt ?? new Date(0), timeZone });
  const deadline = (d: { lastDay: string; endsAt: Date }) => ({ lastDay: d.lastDay, endsAt: d.endsAt.toISOString() });
  return {
    departureDay: found.departureDay,
    departsAt: found.departsAt.toISOString(),
    transfer: deadline(found.transfer),
    insurance: deadline(found.insurance),
    cancellation: deadline(found.cancellation),
  };
}

/** The documents the trip waits for, in the order they are expected, with their states. */
export async function documentsOf(db: Executor, bookingId: number, booking: Booking, locale: Locale): Promise<Trip['documents']> {
  const facts = await factsOf(db, bookingId);
  if (!facts || booking.kind !== 'booking') return [];
  const timeZone = SITES[facts.locale as Locale].timeZone;
  const firstTicket = [...booking.tickets].sort((a, b) => Date.parse(a.eventDateTime) - Date.parse(b.eventDateTime))[0];
  const ticketIds = [...new Set((facts.selection?.tickets ?? []).map((ticket) => ticket.ticketId))];
  const [marks, deliveries] = await readAll(db, [
    () => db.select().from(bookingDocuments).where(eq(bookingDocuments.bookingId, bookingId)),
    async () =>
      ticketIds.length === 0
        ? []
        : db
            .selectDistinct({ text: sql<string | null>`${tickets.deliveryInfo} ->> ${locale}` })
            .from(tickets)
            .where(inArray(tickets.id, ticketIds)),
  ]);
  const markOf = new Map(marks.map((mark) => [mark.kind, mark]));
  const delivery = deliveries.flatMap((row) => (row.text ? [row.text] : [])).join(' ') || null;
  return expectedDocuments({
    bookedDay: localIsoDate(facts.createdAt, timeZone),
    departureDay: booking.startDate,
    firstEventDay: firstTicket ? localIsoDate(new Date(firstTicket.eventDateTime), firstTicket.timeZone) : null,
    hasHotel: booking.hotel !== null,
    hasFlights: booking.flights !== null && (booking.flights.outward !== null || booking.flights.return !== null),
  }).map(({ kind, expectedBy }) => {
    const mark = markOf.get(kind);
    return {
      kind,
      expectedBy,
      delivery: kind === 'match_tickets' ? delivery : null,
      state: documentState(mark),
      sentAt: mark?.sentAt?.toISOString() ?? null,
      receivedAt: mark?.receivedAt?.toISOString() ?? null,
    };
  });
}
