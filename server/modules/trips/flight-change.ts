/**
 * A changed flight (issue 36 item 3): the airline moved a leg, and the shop
 * records its new times. The staff do it from the booking's page in the
 * inbox (app/staff/[kind]/[id]/flight); a supplier's feed of schedule
 * changes would call the same function with the actor `system`.
 *
 * One transaction under the booking's invoice row lock (the lock every
 * change of a booking takes first): the leg's times (and airline, if given)
 * in the booking's selection, a `booking_changes` row `flight_changed` with
 * the old and new times (no personal data), and a mail to the traveller in
 * the booking's language with the new times and the trip page's link. The
 * trip's calendar moves the flight and raises its SEQUENCE at its next read
 * (./calendar.ts). The same times again change nothing (a form sent twice).
 */
import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { addDays } from '@/lib/calendar-day';
import type { Locale } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/site/origin';
import { SITES } from '@/lib/site/sites';
import type { Database, Executor } from '@/server/db';
import { airports, bookingChanges, bookings, cities, countries, invoices, type BookedFlightLeg } from '@/server/db/schema';
import { localToUtcMs, zonedIso } from '@/server/suppliers/zoned-time';
import { timeZoneOf } from '../geography/time-zones';
import { composeMail, formatMailDay, mailTranslator } from '../mail/compose';
import { enqueueMail, type OutboxMail } from '../mail/outbox';
import { issueTripLink } from './links';

export const FLIGHT_DIRECTIONS = ['outward', 'return'] as const;
export type FlightChangeDirection = (typeof FLIGHT_DIRECTIONS)[number];

export interface FlightChange {
  bookingId: number;
  direction: FlightChangeDirection;
  /** Wall-clock times at the leg's own airports, `YYYY-MM-DDTHH:mm`: departure at the origin, arrival at the destination. */
  departure: string;
  arrival: string;
  /** The airline flying it now; null or absent keeps the one booked. */
  airline?: string | null;
  /** `staff:<name>` or `system`. */
  actor: string;
}

/** Why a change was refused, per field: `format` not a time, `gap` a time the clock skips, `order` landing before leaving, `length` longer than a day and a half, `leg` no such leg. */
export type FlightChangeProblem = 'format' | 'gap' | 'order' | 'length' | 'leg';

export class FlightChangeRefused extends Error {
  constructor(readonly problems: Partial<Record<'departure' | 'arrival' | 'direction', FlightChangeProblem>>) {
    super('The flight change was refused');
  }
}

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;
const MAX_FLIGHT_MS = 36 * 60 * 60 * 1000;
/** A trip link in a mail works until this many days after the trip's last day. */
const TRIP_LINK_DAYS_AFTER_TRIP = 30;

/** The instant of a wall-clock time in a zone, as ISO 8601 with the zone's offset; null for no time or one the clock skips (a summer-time switch). */
export function zonedTime(local: string, zone: string): { iso: string; at: Date } | 'format' | 'gap' {
  const match = LOCAL_TIME.exec(local);
  if (!match) return 'format';
  const [, day, hours, minutes] = match as unknown as [string, string, string, string];
  if (Number(hours) > 23 || Number(minutes) > 59 || Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) return 'format';
  const ms = localToUtcMs(day, Number(hours) * 60 + Number(minutes), zone);
  const iso = zonedIso(ms, zone);
  return iso.slice(0, 16) === local ? { iso, at: new Date(ms) } : 'gap';
}

async function zonesOf(db: Executor, leg: BookedFlightLeg): Promise<{ origin: string; destination: string }> {
  const rows = await db
    .select({ code: airports.code, countryCode: countries.code })
    .from(airports)
    .innerJoin(cities, eq(cities.id, airports.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(inArray(airports.code, [leg.originAirport, leg.destinationAirport]));
  const zone = (code: string) => timeZoneOf(rows.find((row) => row.code === code)?.countryCode ?? 'DK');
  return { origin: zone(leg.originAirport), destination: zone(leg.destinationAirport) };
}

/**
 * Records a leg's new times; `changed: false` when the leg already has them.
 * Throws FlightChangeRefused for times that cannot be, or a booking without that leg.
 */
export async function recordFlightChange(db: Database, change: FlightChange, now: Date): Promise<{ changed: boolean }> {
  // The mail's trip link, signed before the transaction: the first signing in a process may make the key on a
  // connection of its own (./links.ts), which PGlite's one connection would only give after this transaction.
  const [dates] = await db.select({ endDate: bookings.endDate }).from(bookings).where(eq(bookings.id, change.bookingId));
  const token = dates ? await issueTripLink(change.bookingId, 'trip', now, new Date(`${addDays(dates.endDate, TRIP_LINK_DAYS_AFTER_TRIP + 1)}T00:00:00Z`)) : null;
  return db.transaction(async (tx) => {
    // The booking's lock: its invoice row, as every change of a booking takes it first.
    const [invoice] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.bookingId, change.bookingId)).for('update');
    const [booking] = invoice ? await tx.select().from(bookings).where(eq(bookings.id, change.bookingId)) : [];
    const flights = booking?.selection?.flights;
    const leg = flights?.[change.direction];
    if (!booking || !flights || !leg) throw new FlightChangeRefused({ direction: 'leg' });
    const zones = await zonesOf(tx, leg);
    const departure = zonedTime(change.departure, zones.origin);
    const arrival = zonedTime(change.arrival, zones.destination);
    const problems: FlightChangeRefused['problems'] = {};
    if (typeof departure === 'string') problems.departure = departure;
    if (typeof arrival === 'string') problems.arrival = arrival;
    if (typeof departure !== 'string' && typeof arrival !== 'string') {
      const length = arrival.at.getTime() - departure.at.getTime();
      if (length <= 0) problems.arrival = 'order';
      else if (length > MAX_FLIGHT_MS) problems.arrival = 'length';
    }
    if (typeof departure === 'string' || typeof arrival === 'string' || Object.keys(problems).length > 0) throw new FlightChangeRefused(problems);

    const airline = change.airline?.trim() || leg.airline;
    const same = (a: string | null, b: Date) => a !== null && new Date(a).getTime() === b.getTime();
    if (same(leg.departure, departure.at) && same(leg.arrival, arrival.at) && airline === leg.airline) return { changed: false };

    const moved: BookedFlightLeg = { ...leg, departure: departure.iso, arrival: arrival.iso, airline };
    await tx
      .update(bookings)
      .set({ selection: { ...booking.selection!, flights: { ...flights, [change.direction]: moved } } })
      .where(eq(bookings.id, booking.id));
    await tx.insert(bookingChanges).values({
      bookingId: booking.id,
      kind: 'flight_changed',
      actor: change.actor,
      detail: {
        direction: change.direction,
        route: `${leg.originAirport}-${leg.destinationAirport}`,
        from: { departure: leg.departure, arrival: leg.arrival, airline: leg.airline },
        to: { departure: moved.departure, arrival: moved.arrival, airline: moved.airline },
      },
      createdAt: now,
    });
    const contact = booking.contact;
    if (contact && token) {
      await enqueueMail(
        tx,
        flightChangeMail({
          locale: booking.locale,
          bookingId: booking.id,
          orderNumber: booking.orderNumber,
          recipient: contact.email,
          firstName: contact.firstName,
          direction: change.direction,
          leg: moved,
          tripUrl: siteUrl(booking.locale, '/trip/[token]', { token }),
        }),
        now,
      );
    }
    return { changed: true };
  });
}

/** A leg's time on its airport's clock ("14.30", "14:30"): the wall clock its ISO time carries. */
export const clock = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(SITES[locale].htmlLang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 19)}Z`));

export interface FlightChangeMailFacts {
  locale: Locale;
  bookingId: number;
  orderNumber: number;
  recipient: string;
  firstName: string;
  direction: FlightChangeDirection;
  leg: BookedFlightLeg;
  tripUrl: string;
}

/** The traveller's mail about a moved flight, in the booking's language: the leg's new times on its airports' clocks. */
export function flightChangeMail(facts: FlightChangeMailFacts): OutboxMail {
  const { locale, leg } = facts;
  const t = mailTranslator(locale, 'flightChange');
  const words = mailTranslator(locale, 'booking');
  const place = (name: string | null, code: string) => (name ? `${name} (${code})` : code);
  const departure = leg.departure ?? '';
  const arrival = leg.arrival ?? '';
  return composeMail({
    kind: 'flight-change',
    bookingId: facts.bookingId,
    locale,
    recipient: facts.recipient,
    subject: t('subject', { orderNumber: facts.orderNumber }),
    lines: [
      t('lead', { name: facts.firstName }),
      '',
      `${words(facts.direction)}: ${words('flightLeg', {
        from: place(leg.originName, leg.originAirport),
        to: place(leg.destinationName, leg.destinationAirport),
        departs: clock(locale, departure),
        arrives: clock(locale, arrival),
        day: formatMailDay(locale, departure.slice(0, 10)),
      })}`,
      ...(leg.airline ? [t('airline', { airline: leg.airline })] : []),
      t('localTimes'),
      '',
      t('calendar'),
      { label: t('tripLink'), href: facts.tripUrl },
    ],
  });
}
