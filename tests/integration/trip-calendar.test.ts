/**
 * The trip's calendar (issue 36 item 3): `GET trips/{calendar link}/calendar.ics`
 * read by a real parser (ical.js): the match at its kick-off on the venue's
 * clock, the flights at the times the invoice shows on each airport's clock,
 * the hotel stay as whole days; stable UIDs; a SEQUENCE that grows once when
 * a flight changes (recordFlightChange, as the staff's form calls it) and the
 * flight moves with it, however many readers ask at once; links that open
 * nothing answer 404 or 400, never 500.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tripResponse } from '@/lib/api/contract/trips';
import { addDays } from '@/lib/calendar-day';
import { now as shopNow } from '@/server/clock';
import { bookingChanges, bookings, calendarEntries, outboxMails } from '@/server/db/schema';
import { handleApiRequest } from '@/server/http/api';
import { calendarOf } from '@/server/modules/trips/calendar';
import { FlightChangeRefused, recordFlightChange } from '@/server/modules/trips/flight-change';
import { forgetTripLinkKey, issueTripLink } from '@/server/modules/trips/links';
import { zonedIso } from '@/server/suppliers/zoned-time';
import { GET as staffEntry } from '@/app/staff/[kind]/[id]/route';
import { POST as staffFlight } from '@/app/staff/[kind]/[id]/flight/route';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { setStaffUser } from '@/server/modules/staff/credentials';
import { startSession } from '@/server/modules/staff/sessions';
import { callApi } from '../support/api';
import { packageFinder } from '../support/booking-fixture';
import { withTestDatabase } from '../support/database';
import { readIcs } from '../support/ics';
import { bookedInvoice, invoiceOf } from '../support/payments';
import { withTestShop } from '../support/shop';

const test = withTestDatabase();
const openPackage = packageFinder();
withTestShop({ domains: true });

const DAY = 24 * 60 * 60 * 1000;
const ON_POSTGRES = Boolean(process.env.DATABASE_URL);

async function bookedTrip(locale = 'da') {
  const invoice = await bookedInvoice(await openPackage(locale), locale);
  const [booking] = await test.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.orderNumber, invoice.orderNumber));
  const token = await issueTripLink(booking!.id, 'trip', shopNow(), new Date(shopNow().getTime() + DAY));
  const answer = await callApi(`trips/${token}`, { locale });
  expect(answer.status).toBe(200);
  const { trip } = tripResponse.parse(answer.body);
  return { ...invoice, bookingId: booking!.id, trip };
}

/** The feed's path below /api/v1/ from the trip answer's download address. */
const feedPath = (download: string) => new URL(download).pathname.replace('/api/v1/', '');

async function feed(path: string, headers: Record<string, string> = {}) {
  const response = await handleApiRequest(new Request(`http://localhost/api/v1/${path}`, { headers }));
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function calendarOfTrip(path: string) {
  const answer = await feed(path);
  expect(answer.status, answer.text).toBe(200);
  return { ...readIcs(answer.text), text: answer.text, headers: answer.headers };
}

describe('the trip’s calendar', () => {
  it('gives the booking one download and one subscription address on its own site, the same on every visit', async () => {
    const { trip, bookingId } = await bookedTrip('no');
    expect(trip.calendar).not.toBeNull();
    const { download, subscribe } = trip.calendar!;
    expect(download).toMatch(/^https:\/\/fantur\.no\/api\/v1\/trips\/v1\.[^/]+\/calendar\.ics$/);
    expect(subscribe).toBe(download.replace('https://', 'webcal://'));
    expect(await calendarOf(test.db, bookingId)).toEqual(trip.calendar);
  });

  it('puts the match at its kick-off on the venue’s clock, the flights at the invoice’s times on each airport’s clock, and the hotel as whole days', async () => {
    const { trip, bookingId, uuid } = await bookedTrip();
    const invoice = await invoiceOf(uuid);
    const booking = invoice.booking!;
    const calendar = await calendarOfTrip(feedPath(trip.calendar!.download));
    expect(calendar.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(calendar.headers.get('cache-control')).toContain('no-store');
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.name).toContain(String(invoice.orderNumber));
    expect(calendar.text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(calendar.text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const byUid = new Map(calendar.events.map((event) => [event.uid, event]));
    const [ticket] = booking.tickets;
    const match = byUid.get(`${bookingId}-match-1@fantur.dk`)!;
    expect(match.summary).toBe(ticket!.eventTitle);
    expect(match.start.toISOString()).toBe(new Date(ticket!.eventDateTime).toISOString());
    expect(match.end.getTime() - match.start.getTime()).toBe(2 * 60 * 60 * 1000);
    expect([match.startZone, match.startReadIn]).toEqual([ticket!.timeZone, ticket!.timeZone]);
    expect(calendar.timeZones).toContain(ticket!.timeZone);

    for (const [n, direction] of [[1, 'outward'], [2, 'return']] as const) {
      const leg = booking.flights![direction]!;
      expect(leg.departure, `${direction} has times on the invoice`).not.toBeNull();
      const flight = byUid.get(`${bookingId}-flight-${n}@fantur.dk`)!;
      expect(flight.summary).toContain(leg.originAirport);
      expect(flight.summary).toContain(leg.destinationAirport);
      expect(flight.start.getTime()).toBe(new Date(leg.departure!).getTime());
      expect(flight.end.getTime()).toBe(new Date(leg.arrival!).getTime());
      // Each end on its own airport's clock: the wall time written is the one the invoice shows there.
      expect(flight.startReadIn).toBe(flight.startZone);
      expect(flight.endReadIn).toBe(flight.endZone);
      expect(zonedIso(flight.start.getTime(), flight.startZone!).slice(0, 16)).toBe(leg.departure!.slice(0, 16));
      expect(zonedIso(flight.end.getTime(), flight.endZone!).slice(0, 16)).toBe(leg.arrival!.slice(0, 16));
    }

    const hotel = byUid.get(`${bookingId}-hotel-1@fantur.dk`)!;
    expect(hotel.allDay).toBe(true);
    expect([hotel.startDay, hotel.endDay]).toEqual([booking.hotel!.checkin, addDays(booking.hotel!.checkout, 1)]);
    expect(hotel.summary).toContain(booking.hotel!.name);

    expect(calendar.events).toHaveLength(4);
    expect(calendar.events.every((event) => event.sequence === 0 && event.status === 'CONFIRMED')).toBe(true);
    // Read again: nothing moved, so nothing changes, not even the stamps.
    expect((await calendarOfTrip(feedPath(trip.calendar!.download))).text).toBe(calendar.text);
  });

  it('raises the changed flight’s SEQUENCE once and moves it, and mails the traveller, when a flight changes', async () => {
    const { trip, bookingId, uuid } = await bookedTrip();
    const path = feedPath(trip.calendar!.download);
    const before = await calendarOfTrip(path);
    const outwardUid = `${bookingId}-flight-1@fantur.dk`;
    const old = before.events.find((event) => event.uid === outwardUid)!;
    // Two hours and ten minutes later, on the same clocks.
    const later = (instant: Date, zone: string) => zonedIso(instant.getTime() + 130 * 60_000, zone).slice(0, 16);
    const change = { bookingId, direction: 'outward' as const, departure: later(old.start, old.startZone!), arrival: later(old.end, old.endZone!), airline: 'Nordic Air', actor: 'staff:lone' };
    // As the first signing after a start: the key read from the database, which PGlite's one connection gives only outside a transaction.
    forgetTripLinkKey();
    expect(await recordFlightChange(test.db, change, shopNow())).toEqual({ changed: true });

    // Many readers at once after the change: the sequence moves by one, not by one per reader.
    const readers = await Promise.all(Array.from({ length: ON_POSTGRES ? 12 : 4 }, () => calendarOfTrip(path)));
    for (const calendar of readers) {
      const moved = calendar.events.find((event) => event.uid === outwardUid)!;
      expect(moved.sequence).toBe(1);
      expect(moved.start.getTime()).toBe(old.start.getTime() + 130 * 60_000);
      expect(moved.end.getTime()).toBe(old.end.getTime() + 130 * 60_000);
      expect(moved.description).toContain('Nordic Air');
      expect(calendar.events.filter((event) => event.uid !== outwardUid).every((event) => event.sequence === 0)).toBe(true);
    }
    const [entry] = await test.db.select().from(calendarEntries).where(and(eq(calendarEntries.bookingId, bookingId), eq(calendarEntries.uid, outwardUid)));
    expect(entry!.sequence).toBe(1);

    // The invoice and the trip page show the booked times now.
    const leg = (await invoiceOf(uuid)).booking!.flights!.outward!;
    expect(leg.times).toBe('booked');
    expect(new Date(leg.departure!).getTime()).toBe(old.start.getTime() + 130 * 60_000);

    const [changed] = await test.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, bookingId));
    expect(changed).toMatchObject({ kind: 'flight_changed', actor: 'staff:lone', amount: 0 });
    expect(JSON.stringify(changed!.detail)).not.toMatch(/@|Lone/);
    const mails = await test.db.select().from(outboxMails).where(and(eq(outboxMails.bookingId, bookingId), eq(outboxMails.kind, 'flight-change')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('Nye flytider');
    expect(mails[0]!.text).toContain('Nordic Air');
    expect(mails[0]!.text).toMatch(/https:\/\/fantur\.dk\/da\/min-rejse\/v1\./);

    // The same change again (a form sent twice): nothing more.
    expect(await recordFlightChange(test.db, change, shopNow())).toEqual({ changed: false });
    expect((await calendarOfTrip(path)).events.find((event) => event.uid === outwardUid)!.sequence).toBe(1);
    expect(await test.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, bookingId))).toHaveLength(1);
  });

  it('refuses a flight change that cannot be: a time the clock skips, landing before leaving, a leg the booking lacks', async () => {
    const { bookingId } = await bookedTrip();
    const refused = async (change: Partial<Parameters<typeof recordFlightChange>[1]>) => {
      const error = await recordFlightChange(test.db, { bookingId, direction: 'outward', departure: '2026-04-10T08:00', arrival: '2026-04-10T10:00', actor: 'staff:lone', ...change }, shopNow()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(FlightChangeRefused);
      return (error as FlightChangeRefused).problems;
    };
    // Summer time begins in Europe on 29 March 2026 at 02:00: 02:30 is no time there.
    expect(await refused({ departure: '2026-03-29T02:30', arrival: '2026-03-29T06:00' })).toEqual({ departure: 'gap' });
    expect(await refused({ departure: '2026-04-10T12:00', arrival: '2026-04-10T09:00' })).toEqual({ arrival: 'order' });
    expect(await refused({ departure: '2026-02-30T12:00', arrival: 'soon' })).toEqual({ departure: 'format', arrival: 'format' });
    expect(await refused({ bookingId: 2_147_483_647 })).toEqual({ direction: 'leg' });
    expect(await test.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, bookingId))).toHaveLength(0);
  });

  it('marks every event cancelled, with a new sequence, once the trip is cancelled', async () => {
    const { trip, bookingId } = await bookedTrip();
    const path = feedPath(trip.calendar!.download);
    await calendarOfTrip(path);
    await test.db.update(bookings).set({ cancelledAt: shopNow(), cancelledBy: 'traveller' }).where(eq(bookings.id, bookingId));
    const after = await calendarOfTrip(path);
    expect(after.events.length).toBeGreaterThan(0);
    expect(after.events.every((event) => event.status === 'CANCELLED' && event.sequence === 1)).toBe(true);
  });

  it('opens with a calendar link only; a trip link, a forged, a malformed or a voided one answers 404 or 400, never 500', async () => {
    const { trip, bookingId } = await bookedTrip();
    const path = feedPath(trip.calendar!.download);
    const token = path.split('/')[1]!;
    const tripLink = await issueTripLink(bookingId, 'trip', shopNow(), new Date(shopNow().getTime() + DAY));
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${head}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const other = await issueTripLink(2_147_483_647, 'calendar', shopNow(), new Date(shopNow().getTime() + DAY));
    for (const [link, status] of [
      [tripLink, 404],
      [flipped, 404],
      [other, 404],
      ['nonsense', 400],
      [`v1.${'A'.repeat(300)}.${'A'.repeat(43)}`, 400],
    ] as const) {
      const answer = await feed(`trips/${link}/calendar.ics`);
      expect(answer.status, link).toBe(status);
    }
    // A trip link does not open the calendar, nor a calendar link the trip.
    expect((await callApi(`trips/${token}`, { locale: 'da' })).status).toBe(404);

    // Links voided (an erasure, a link reported lost): the old address answers nothing, the trip gives a new one that works.
    await test.db.update(bookings).set({ tripLinksSince: new Date(shopNow().getTime() + 1) }).where(eq(bookings.id, bookingId));
    expect((await feed(path)).status).toBe(404);
    const renewed = await calendarOf(test.db, bookingId);
    expect(renewed!.download).not.toBe(trip.calendar!.download);
    expect((await feed(feedPath(renewed!.download))).status).toBe(200);
  });

  it('has no calendar for a booking that does not exist', async () => {
    expect(await calendarOf(test.db, 2_147_483_647)).toBeNull();
  });
});

describe('the staff’s form for a moved flight', () => {
  const staffRequest = (path: string, { cookie, body, site = 'same-origin' }: { cookie: string | null; body?: string; site?: string }) =>
    new Request(`http://shop.test${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        host: 'shop.test',
        [CLIENT_ADDRESS_HEADER]: '198.51.100.7',
        ...(cookie ? { cookie: `__Host-staff-session=${cookie}` } : {}),
        ...(body === undefined ? {} : { 'sec-fetch-site': site, 'content-type': 'application/x-www-form-urlencoded' }),
      },
      body,
    });
  const params = (kind: string, id: number | string) => ({ params: Promise.resolve({ kind, id: String(id) }) });

  it('shows each leg with its times on the booking’s page, refuses times that cannot be with a message, and records the new ones', async () => {
    const { bookingId, trip } = await bookedTrip();
    await setStaffUser(test.db, 'lone', 'lone-has-a-long-password', new Date());
    const cookie = await startSession(test.db, 'lone', true, new Date());
    const page = await staffEntry(staffRequest(`/staff/booking/${bookingId}`, { cookie }), params('booking', bookingId));
    const shown = await page.text();
    expect(page.status).toBe(200);
    expect(shown).toContain(`action="/staff/booking/${bookingId}/flight"`);
    expect(shown).toContain('Ændrede flytider');
    expect(shown.match(/type="datetime-local"/g)).toHaveLength(4);

    const post = (fields: Record<string, string>, options: { cookie?: string | null; site?: string; kind?: string } = {}) =>
      staffFlight(staffRequest(`/staff/${options.kind ?? 'booking'}/${bookingId}/flight`, { cookie: options.cookie === undefined ? cookie : options.cookie, body: new URLSearchParams(fields).toString(), site: options.site }), params(options.kind ?? 'booking', bookingId));
    const refused = await post({ direction: 'return', departure: '2026-06-01T12:00', arrival: '2026-06-01T09:00', airline: '' });
    expect(refused.status).toBe(422);
    const again = await refused.text();
    expect(again).toContain('Ankomsten skal ligge efter afgangen');
    expect(again).toContain('aria-invalid="true"');
    expect(again).toContain('value="2026-06-01T12:00"');

    expect((await post({ direction: 'return', departure: '2026-06-01T08:00', arrival: '2026-06-01T10:00' }, { site: 'cross-site' })).status).toBe(403);
    expect((await post({ direction: 'return', departure: '2026-06-01T08:00', arrival: '2026-06-01T10:00' }, { cookie: null })).status).toBe(303);
    expect((await post({ direction: 'return', departure: '2026-06-01T08:00', arrival: '2026-06-01T10:00' }, { kind: 'inquiry' })).status).toBe(404);
    expect(await test.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, bookingId))).toHaveLength(0);

    const before = (await calendarOfTrip(feedPath(trip.calendar!.download))).events.find((event) => event.uid === `${bookingId}-flight-2@fantur.dk`)!;
    const saved = await post({ direction: 'return', departure: '2026-06-01T08:00', arrival: '2026-06-01T10:00', airline: 'Nordic Air' });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`/staff/booking/${bookingId}?flight=saved`);
    const after = await (await staffEntry(staffRequest(`/staff/booking/${bookingId}?flight=saved`, { cookie }), params('booking', bookingId))).text();
    expect(after).toContain('De nye flytider er gemt');
    const [change] = await test.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, bookingId));
    expect(change).toMatchObject({ kind: 'flight_changed', actor: 'staff:lone' });
    const moved = (await calendarOfTrip(feedPath(trip.calendar!.download))).events.find((event) => event.uid === `${bookingId}-flight-2@fantur.dk`)!;
    expect(moved.sequence).toBe(before.sequence + 1);
    expect(zonedIso(moved.start.getTime(), moved.startZone!).slice(0, 16)).toBe('2026-06-01T08:00');
    expect(zonedIso(moved.end.getTime(), moved.endZone!).slice(0, 16)).toBe('2026-06-01T10:00');
  });
});
