/**
 * The trip's calendar ("a calendar that stays true", issue 36 item 3): the
 * booking's matches (kick-off on the venue's clock, two hours), its flights
 * (each end on its own airport's clock) and its hotel stay (whole days, check-in
 * to check-out), as an `.ics` download and the same feed a calendar app
 * subscribes to (`webcal:`).
 *
 * - The feed's link is a trip link for the `calendar` purpose (./links.ts),
 *   made the same every time for a booking: issued when the booking was made
 *   (or when its links were last voided), expiring 30 days after the trip's
 *   end. So a subscription keeps one address, the trip page shows that
 *   address again on every visit, and an erasure or a lost link voids it with
 *   the others.
 * - Each event has a stable UID, `<booking id>-<kind>-<n>@<site's domain>`
 *   (`n`: the match's place among the booking's tickets, 1 the outward and 2
 *   the return flight, 1 the hotel), and a SEQUENCE kept in
 *   `calendar_entries` with a digest of what the event says: when the digest
 *   changes (a moved fixture, a changed flight, a cancelled trip or match, new
 *   dates kept after a fixture change), the
 *   sequence grows by one, at the first read that sees it, by one upsert per
 *   feed whose WHERE lets only the first of two readers at once move it.
 * - A leg of the package's own flight without booked times is on the
 *   airline's schedule (as the invoice shows it, waiting at most 3 s), kept
 *   ten minutes in the process, as calendars poll; when the schedule is not
 *   to be had, the leg is left out of that answer and its entry untouched,
 *   so it comes back with the same sequence.
 */
import 'server-only';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import { addDays } from '@/lib/calendar-day';
import type { Locale } from '@/lib/i18n/locales';
import { legOfFlight } from '@/lib/package/flights';
import { siteOrigin } from '@/lib/site/origin';
import { SITES } from '@/lib/site/sites';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import type { Executor } from '@/server/db';
import { readAll } from '@/server/db/reads';
import { airports, bookings, calendarEntries, cities, countries, events, hotels, packages, tickets, venueBlocks, venues, type BookedFlightLeg } from '@/server/db/schema';
import { scheduledLegWithin } from '../availability/flights';
import type { AvailabilityServices } from '../availability/services';
import { timeZoneOf } from '../geography/time-zones';
import { eventFingerprint, icsText, type IcsEvent, type IcsEventContent } from './ics';
import { issueTripLink } from './links';

const MESSAGES = { da, no, sv } as const;
/** How long a match takes in the calendar: a football match with its break and stoppage time, or a race, is about two hours. */
const EVENT_MS = 2 * 60 * 60 * 1000;
/** A calendar link works this many days after the trip's last day. */
export const CALENDAR_LINK_DAYS_AFTER_TRIP = 30;

/** The booking facts the calendar link is made from. */
interface LinkFacts {
  id: number;
  createdAt: Date;
  tripLinksSince: Date | null;
  endDate: string;
}

/** The booking's calendar link: the same for the same booking until its links are voided (then the new one, again the same). */
export function calendarLinkOf(booking: LinkFacts): Promise<string> {
  const since = booking.tripLinksSince;
  const issuedAt = since && since.getTime() > booking.createdAt.getTime() ? since : booking.createdAt;
  const expiresAt = new Date(`${addDays(booking.endDate, CALENDAR_LINK_DAYS_AFTER_TRIP + 1)}T00:00:00Z`);
  return issueTripLink(booking.id, 'calendar', issuedAt, expiresAt);
}

/** The feed's path below the site's origin. */
export const calendarPath = (token: string) => `/api/v1/trips/${encodeURIComponent(token)}/calendar.ics`;

/** The trip answer's `calendar` from the booking's row: the download and the subscription on the booking's own site; null for a preorder. */
export async function calendarLinksOf(booking: LinkFacts & { kind: string; locale: string }): Promise<{ download: string; subscribe: string } | null> {
  if (booking.kind !== 'booking') return null;
  const download = `${siteOrigin(booking.locale as Locale)}${calendarPath(await calendarLinkOf(booking))}`;
  return { download, subscribe: download.replace(/^https?:/, 'webcal:') };
}

/** The trip answer's `calendar` by the booking's id; null for a preorder or a gone booking. */
export async function calendarOf(db: Executor, bookingId: number): Promise<{ download: string; subscribe: string } | null> {
  const [booking] = await db
    .select({ id: bookings.id, kind: bookings.kind, locale: bookings.locale, createdAt: bookings.createdAt, tripLinksSince: bookings.tripLinksSince, endDate: bookings.endDate })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return booking ? calendarLinksOf(booking) : null;
}

export interface FeedContext {
  now: Date;
  today: string;
  services: AvailabilityServices;
  /** The longest wait for the airline's schedule of a leg without booked times. */
  waitMs?: number;
}

type Words = ReturnType<typeof createTranslator<(typeof MESSAGES)[Locale], 'trip.calendar.feed'>>;

/** Per language, made once: a translator compiles its messages on first use. */
const wordsOf = new Map<Locale, Words>();
function feedWords(locale: Locale): Words {
  let t = wordsOf.get(locale);
  if (!t) {
    t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'trip.calendar.feed' });
    wordsOf.set(locale, t);
  }
  return t;
}

/** A flight leg with its times known, and the zones of its airports. */
interface TimedLeg {
  leg: BookedFlightLeg;
  departure: Date;
  arrival: Date;
}

/** The events the booking's trip has, as they are now: null when the booking is gone or is no trip (a preorder). */
export async function calendarContents(db: Executor, bookingId: number, context: FeedContext): Promise<{ name: string; orderNumber: number; events: IcsEventContent[] } | null> {
  const [row] = await db.select({ booking: bookings, title: packages.title }).from(bookings).innerJoin(packages, eq(packages.id, bookings.packageId)).where(eq(bookings.id, bookingId));
  if (!row || row.booking.kind !== 'booking') return null;
  const { booking } = row;
  const locale = booking.locale;
  const t = feedWords(locale);
  const selection = booking.selection;
  const booked = [...new Map((selection?.tickets ?? []).map((ticket) => [ticket.eventId, ticket])).values()];
  const legs = (['outward', 'return'] as const).map((direction) => selection?.flights?.[direction] ?? null);
  const codes = [...new Set(legs.flatMap((leg) => (leg ? [leg.originAirport, leg.destinationAirport] : [])))];
  const [eventRows, categoryRows, airportRows, hotelRows] = await readAll(db, [
    async () =>
      booked.length === 0
        ? []
        : db
            .select({
              id: events.id,
              title: sql<string>`${events.title} ->> ${locale}`,
              kickoff: events.eventDateTime,
              fixtureStatus: events.fixtureStatus,
              venue: venues.name,
              city: sql<string>`coalesce(${cities.name} ->> ${locale}, ${cities.nameEn})`,
              countryCode: countries.code,
            })
            .from(events)
            .innerJoin(venues, eq(venues.id, events.venueId))
            .innerJoin(cities, eq(cities.id, venues.cityId))
            .innerJoin(countries, eq(countries.id, cities.countryId))
            .where(inArray(events.id, booked.map((ticket) => ticket.eventId))),
    async () =>
      booked.length === 0
        ? []
        : db
            .select({ id: tickets.id, category: sql<string | null>`${venueBlocks.name} ->> ${locale}` })
            .from(tickets)
            .innerJoin(venueBlocks, eq(venueBlocks.id, tickets.venueBlockId))
            .where(inArray(tickets.id, booked.map((ticket) => ticket.ticketId))),
    async () =>
      codes.length === 0
        ? []
        : db
            .select({ code: airports.code, countryCode: countries.code })
            .from(airports)
            .innerJoin(cities, eq(cities.id, airports.cityId))
            .innerJoin(countries, eq(countries.id, cities.countryId))
            .where(inArray(airports.code, codes)),
    async () =>
      selection?.hotel
        ? db
            .select({ address: hotels.address, city: sql<string>`coalesce(${cities.name} ->> ${locale}, ${cities.nameEn})` })
            .from(hotels)
            .innerJoin(cities, eq(cities.id, hotels.cityId))
            .where(eq(hotels.id, selection.hotel.hotelId))
        : [],
  ]);
  const domain = SITES[locale].domain;
  const uid = (kind: string, n: number) => `${booking.id}-${kind}-${n}@${domain}`;
  const order = t('orderNumber', { orderNumber: booking.orderNumber });
  const cancelled = booking.cancelledAt !== null;
  const eventOf = new Map(eventRows.map((event) => [event.id, event]));
  const categoryOf = new Map(categoryRows.map((ticket) => [ticket.id, ticket.category]));
  const zoneOf = new Map(airportRows.map((airport) => [airport.code, timeZoneOf(airport.countryCode)]));

  const matches = booked.flatMap((ticket, index): IcsEventContent[] => {
    const event = eventOf.get(ticket.eventId);
    if (!event) return [];
    const zone = timeZoneOf(event.countryCode);
    const category = categoryOf.get(ticket.ticketId);
    return [
      {
        uid: uid('match', index + 1),
        summary: event.title,
        location: [event.venue, event.city].filter(Boolean).join(', '),
        description: [order, category ? t('ticketCategory', { category, seats: ticket.holders }) : t('tickets', { seats: ticket.holders })].join('\n'),
        when: { kind: 'timed', start: event.kickoff, startZone: zone, end: new Date(event.kickoff.getTime() + EVENT_MS), endZone: zone },
        // A match the fixture feed reports cancelled is cancelled in the calendar too, whatever the trip does.
        cancelled: cancelled || event.fixtureStatus === 'cancelled',
      },
    ];
  });

  const dayOf = { outward: booking.startDate, return: booking.endDate } as const;
  const timed = await Promise.all(
    (['outward', 'return'] as const).map(async (direction, index): Promise<TimedLeg | null> => {
      const leg = legs[index];
      if (!leg) return null;
      let known: Pick<BookedFlightLeg, 'departure' | 'arrival' | 'airline' | 'originName' | 'destinationName'> = leg;
      if (leg.departure === null || leg.arrival === null) {
        const flight = await scheduledLegWithin(db, booking.packageId, direction, leg, dayOf[direction], { locale, today: context.today, services: context.services, waitMs: context.waitMs });
        const found = flight ? legOfFlight(flight) : null;
        if (!found) return null;
        known = found;
      }
      if (!known.departure || !known.arrival) return null;
      return { leg: { ...leg, ...known }, departure: new Date(known.departure), arrival: new Date(known.arrival) };
    }),
  );
  const flights = timed.flatMap((found, index): IcsEventContent[] => {
    if (!found) return [];
    const { leg } = found;
    const place = (name: string | null, code: string) => (name ? `${name} (${code})` : code);
    return [
      {
        uid: uid('flight', index + 1),
        summary: t('flight', { from: place(leg.originName, leg.originAirport), to: place(leg.destinationName, leg.destinationAirport) }),
        location: place(leg.originName, leg.originAirport),
        description: [order, ...(leg.airline ? [t('airline', { airline: leg.airline })] : [])].join('\n'),
        when: {
          kind: 'timed',
          start: found.departure,
          startZone: zoneOf.get(leg.originAirport) ?? 'UTC',
          end: found.arrival,
          endZone: zoneOf.get(leg.destinationAirport) ?? 'UTC',
        },
        cancelled,
      },
    ];
  });

  const hotelPlace = hotelRows[0];
  const hotel: IcsEventContent[] =
    selection?.hotel && booking.endDate > booking.startDate
      ? [
          {
            uid: uid('hotel', 1),
            summary: t('hotel', { name: selection.hotel.name }),
            location: hotelPlace ? (hotelPlace.address.includes(hotelPlace.city) ? hotelPlace.address : `${hotelPlace.address}, ${hotelPlace.city}`) : null,
            description: order,
            // Whole days from check-in to the check-out day (DTEND is the day after the last).
            when: { kind: 'days', first: booking.startDate, afterLast: addDays(booking.endDate, 1) },
            cancelled,
          },
        ]
      : [];

  return { name: t('name', { title: row.title[locale] ?? row.title.da, orderNumber: booking.orderNumber }), orderNumber: booking.orderNumber, events: [...matches, ...flights, ...hotel] };
}

/**
 * Each event's sequence and when it last changed: a new event starts at 0, a
 * changed one (its fingerprint differs from the kept one) moves one on; one
 * statement for the booking, in a fixed order, so two readers at once move
 * an entry once (the second waits for the first's row and then finds its
 * fingerprint kept). Outside any transaction of the caller.
 */
export async function versionsOf(db: Executor, bookingId: number, contents: readonly IcsEventContent[], now: Date): Promise<Map<string, { sequence: number; changedAt: Date }>> {
  if (contents.length === 0) return new Map();
  const rows = contents.map((event) => ({ bookingId, uid: event.uid, fingerprint: eventFingerprint(event), sequence: 0, updatedAt: now })).sort((a, b) => (a.uid < b.uid ? -1 : 1));
  const uids = rows.map((row) => row.uid);
  const read = () =>
    db
      .select({ uid: calendarEntries.uid, fingerprint: calendarEntries.fingerprint, sequence: calendarEntries.sequence, updatedAt: calendarEntries.updatedAt })
      .from(calendarEntries)
      .where(and(eq(calendarEntries.bookingId, bookingId), inArray(calendarEntries.uid, uids)))
      .orderBy(asc(calendarEntries.uid));
  let kept = await read();
  // What a poll mostly finds: nothing moved, and a read is all it takes.
  const unchanged = rows.every((row) => kept.some((entry) => entry.uid === row.uid && entry.fingerprint === row.fingerprint));
  if (!unchanged) {
    await db
      .insert(calendarEntries)
      .values(rows)
      .onConflictDoUpdate({
        target: [calendarEntries.bookingId, calendarEntries.uid],
        set: { fingerprint: sql`excluded.fingerprint`, sequence: sql`${calendarEntries.sequence} + 1`, updatedAt: sql`excluded.updated_at` },
        setWhere: sql`${calendarEntries.fingerprint} <> excluded.fingerprint`,
      });
    kept = await read();
  }
  return new Map(kept.map((entry) => [entry.uid, { sequence: entry.sequence, changedAt: entry.updatedAt }]));
}

/** The booking's calendar as an `.ics` text; null when it has none (a gone booking, a preorder). */
export async function calendarFeed(db: Executor, bookingId: number, context: FeedContext): Promise<{ ics: string; orderNumber: number } | null> {
  const contents = await calendarContents(db, bookingId, context);
  if (!contents) return null;
  const versions = await versionsOf(db, bookingId, contents.events, context.now);
  const calendarEvents: IcsEvent[] = contents.events.map((event) => {
    const version = versions.get(event.uid) ?? { sequence: 0, changedAt: context.now };
    return { ...event, sequence: version.sequence, changedAt: version.changedAt };
  });
  return { ics: icsText({ name: contents.name, events: calendarEvents }), orderNumber: contents.orderNumber };
}
