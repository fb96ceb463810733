/**
 * The trip's documents timeline (lib/trips/documents.ts for the rules) and
 * its deadlines (lib/trips/deadlines.ts), as `GET trips/{token}` answers
 * them: what is expected when, what staff sent, what the traveller has in
 * hand, and until when each change is taken.
 */
import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { InvoiceResponse } from '@/lib/api/contract/booking';
import type { TripResponse } from '@/lib/api/contract/trips';
import type { Locale } from '@/lib/i18n/locales';
import { localIsoDate } from '@/lib/seasons';
import { SITES } from '@/lib/site/sites';
import { tripDeadlines } from '@/lib/trips/deadlines';
import { documentState, expectedDocuments } from '@/lib/trips/documents';
import type { Executor } from '@/server/db';
import { readAll } from '@/server/db/reads';
import { bookingDocuments, bookings, events, tickets } from '@/server/db/schema';

type Trip = TripResponse['trip'];
type Booking = NonNullable<InvoiceResponse['invoice']['booking']>;

/** The booking as its row holds it: when it was made, on which site, its days, the flights and the tickets it bought. */
type BookingRow = Pick<typeof bookings.$inferSelect, 'id' | 'createdAt' | 'locale' | 'selection' | 'startDate'>;

/**
 * Until when each change is taken, on the booking's site's clock: the dates
 * the change endpoints keep (./changes.ts reads them from the same row), so
 * the page and the server agree on every instant.
 */
export function deadlinesOf(booking: BookingRow): Trip['deadlines'] {
  const timeZone = SITES[booking.locale as Locale].timeZone;
  const found = tripDeadlines({ startDate: booking.startDate, outwardDeparture: booking.selection?.flights?.outward?.departure ?? null, bookedAt: booking.createdAt, timeZone });
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
export async function documentsOf(db: Executor, facts: BookingRow, booking: Booking, locale: Locale): Promise<Trip['documents']> {
  if (booking.kind !== 'booking') return [];
  const bookingId = facts.id;
  const timeZone = SITES[facts.locale as Locale].timeZone;
  const firstTicket = [...booking.tickets].sort((a, b) => Date.parse(a.eventDateTime) - Date.parse(b.eventDateTime))[0];
  const ticketIds = [...new Set((facts.selection?.tickets ?? []).map((ticket) => ticket.ticketId))];
  const [marks, deliveries] = await readAll(db, [
    () => db.select().from(bookingDocuments).where(eq(bookingDocuments.bookingId, bookingId)),
    async () =>
      ticketIds.length === 0
        ? []
        : db
            .select({ text: sql<string | null>`${tickets.deliveryInfo} ->> ${locale}`, days: tickets.deliveryDays, kickoff: events.eventDateTime })
            .from(tickets)
            .innerJoin(events, eq(events.id, tickets.eventId))
            .where(inArray(tickets.id, ticketIds))
            .orderBy(asc(events.eventDateTime), asc(tickets.id)),
  ]);
  const markOf = new Map(marks.map((mark) => [mark.kind, mark]));
  const delivery = [...new Set(deliveries.flatMap((row) => (row.text ? [row.text] : [])))].join(' ') || null;
  return expectedDocuments({
    bookedDay: localIsoDate(facts.createdAt, timeZone),
    departureDay: booking.startDate,
    firstEventDay: firstTicket ? localIsoDate(new Date(firstTicket.eventDateTime), firstTicket.timeZone) : null,
    // As the first match's ticket says it comes: the date and the ticket's own words agree.
    matchTicketsDaysBefore: deliveries[0]?.days ?? null,
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
