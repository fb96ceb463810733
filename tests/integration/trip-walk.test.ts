/**
 * What a shopper who walked My trip found, as the API answers it (PGlite and
 * PostgreSQL): the trip answers its flights as the invoice does (the package's
 * own legs on the airline's schedule); a travel insurance wish is a wish
 * (no price, no "pay the invoice" in its mail, an offer for the staff to
 * send); the change deadlines close at a known flight's time and the trip's
 * answer and the change endpoints agree on every instant; `findTrip` reads
 * the booking once; a transfer mail names the place by who had it and a
 * future birth date is refused as one; the match tickets are expected by the
 * day their own delivery terms name; and staff mark a document sent, once per
 * day, which the traveller's timeline then shows.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tripQuotesResponse } from '@/lib/api/contract/trip-changes';
import { tripResponse } from '@/lib/api/contract/trips';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { addDays, daysBetween, startOfDayIn } from '@/lib/calendar-day';
import { localIsoDate } from '@/lib/seasons';
import { now as shopNow } from '@/server/clock';
import type { Executor } from '@/server/db';
import { bookingChanges, bookingPassengers, bookings, events, outboxMails, tickets } from '@/server/db/schema';
import { findInvoice } from '@/server/modules/invoices/invoices';
import { setStaffUser } from '@/server/modules/staff/credentials';
import { startSession } from '@/server/modules/staff/sessions';
import { recordFlightChange } from '@/server/modules/trips/flight-change';
import { issueTripLink } from '@/server/modules/trips/links';
import { findTrip } from '@/server/modules/trips/trip';
import { GET as staffEntry } from '@/app/staff/[kind]/[id]/route';
import { POST as staffDocuments } from '@/app/staff/[kind]/[id]/documents/route';
import { callApi } from '../support/api';
import { packageFinder } from '../support/booking-fixture';
import { TEST_TODAY, withTestDatabase } from '../support/database';
import { bookedInvoice, decide, invoiceOf, startedPayment } from '../support/payments';
import { withTestShop } from '../support/shop';

const test = withTestDatabase();
const openPackage = packageFinder();
withTestShop({ domains: true });

afterEach(() => {
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
});

const DAY = 24 * 60 * 60 * 1000;
const CPH = 'Europe/Copenhagen';

/** A booked trip far enough ahead that every change is open, with a trip link; `paid`: paid in full. */
async function bookedTrip({ locale = 'da', paid = true } = {}) {
  const invoice = await bookedInvoice(await openPackage(locale, (pkg) => daysBetween(TEST_TODAY, pkg.startDate) > 30), locale);
  const [booking] = await test.db.select().from(bookings).where(eq(bookings.orderNumber, invoice.orderNumber));
  const token = await issueTripLink(booking!.id, 'trip', shopNow(), new Date(shopNow().getTime() + 400 * DAY));
  if (paid) await decide(test.db, (await startedPayment(test.db, invoice.uuid)).reference, 'approve');
  return { ...invoice, booking: booking!, token, locale };
}
type Trip = Awaited<ReturnType<typeof bookedTrip>>;

async function tripOf(trip: Pick<Trip, 'token' | 'locale'>) {
  const answer = await callApi(`trips/${trip.token}`, { locale: trip.locale });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return tripResponse.parse(answer.body).trip;
}
async function quotesOf(trip: Pick<Trip, 'token' | 'locale'>) {
  const answer = await callApi(`trips/${trip.token}/quotes`, { locale: trip.locale });
  expect(answer.status).toBe(200);
  return tripQuotesResponse.parse(answer.body).quotes;
}
const post = (trip: Pick<Trip, 'token' | 'locale'>, change: string, body: unknown) =>
  callApi(`trips/${trip.token}/${change}`, { method: 'POST', locale: trip.locale, json: body, headers: { 'idempotency-key': randomUUID() } });
const mailsOf = (bookingId: number, kind: string) => test.db.select().from(outboxMails).where(and(eq(outboxMails.bookingId, bookingId), eq(outboxMails.kind, kind)));
const changesOf = (bookingId: number) => test.db.select().from(bookingChanges).where(eq(bookingChanges.bookingId, bookingId)).orderBy(asc(bookingChanges.id));

describe('the trip’s flights', () => {
  it('are the invoice’s: the package’s own legs with the airline’s scheduled times, on every reading', { timeout: 180_000 }, async () => {
    const trip = await bookedTrip();
    const own = trip.booking.selection!.flights!;
    expect(own.outward!.own && own.outward!.departure === null).toBe(true);
    for (let reading = 0; reading < 2; reading += 1) {
      const shown = (await tripOf(trip)).invoice.booking!.flights!;
      const invoice = (await invoiceOf(trip.uuid)).booking!.flights!;
      expect(shown).toEqual(invoice);
      for (const leg of [shown.outward!, shown.return!]) {
        expect(leg.times).toBe('schedule');
        expect(leg.departure).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      }
    }
    // The staff's booking page gives the same times, said to be the airline's schedule, not "no times".
    const shown = (await tripOf(trip)).invoice.booking!.flights!;
    const clock = (dateTime: string) => new Intl.DateTimeFormat('da-DK', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(`${dateTime.slice(0, 19)}Z`));
    const page = await (await staffEntry(staffRequest(`/staff/booking/${trip.booking.id}`, { cookie: await staffCookie() }), params(trip.booking.id))).text();
    expect(page).toContain(`Nu: ${clock(shown.outward!.departure!)} – ${clock(shown.outward!.arrival!)} efter flyselskabets køreplan`);
    expect(page).not.toContain('ingen faste tider (flyselskabets køreplan)');
  });
});

describe('a travel insurance wish', () => {
  it('has no price: the invoice stays as it was, the mail acknowledges a wish and asks for no payment, the staff see an offer to send', { timeout: 180_000 }, async () => {
    // An invoice with something still due: the wish's mail must not ask for it.
    const trip = await bookedTrip({ paid: false });
    const before = await invoiceOf(trip.uuid);
    const answer = await post(trip, 'insurance', { kind: 'travel', acceptedAmount: 0 });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await invoiceOf(trip.uuid)).toMatchObject({ total: before.total, amountDue: before.amountDue });
    expect((await tripOf(trip)).changes.insurance.travel).toMatchObject({ available: false, refusal: 'added', amount: 0 });

    const [mail] = await mailsOf(trip.booking.id, 'trip-insurance');
    expect(mail!.subject).toBe(`Vi har modtaget dit ønske om rejseforsikring (ordre ${trip.orderNumber})`);
    expect(mail!.text).toContain('Vi har noteret, at du ønsker et tilbud på rejseforsikring til rejsen.');
    expect(mail!.text).toContain('Rejseforsikringen er ikke med i rejsens pris, og du skal ikke betale noget for den nu.');
    expect(mail!.text).not.toMatch(/tilføjet|At betale nu|Se og betal/);
    expect(mail!.text).toContain('Se fakturaen');

    const cookie = await staffCookie();
    const detail = await (await staffEntry(staffRequest(`/staff/booking/${trip.booking.id}`, { cookie }), params(trip.booking.id))).text();
    expect(detail).toContain('Ønsket: send et tilbud');
    expect(detail).toContain('Ønsker et tilbud på rejseforsikring: send det');
  });

  it('in Swedish and Norwegian too', { timeout: 180_000 }, async () => {
    for (const [locale, subject] of [
      ['sv', 'Vi har tagit emot ditt önskemål om reseförsäkring'],
      ['no', 'Vi har mottatt ønsket ditt om reiseforsikring'],
    ] as const) {
      const trip = await bookedTrip({ locale, paid: false });
      expect((await post(trip, 'insurance', { kind: 'travel', acceptedAmount: 0 })).status).toBe(201);
      const [mail] = await mailsOf(trip.booking.id, 'trip-insurance');
      expect(mail!.subject).toBe(`${subject} (${locale === 'sv' ? 'order' : 'ordre'} ${trip.orderNumber})`);
      expect(mail!.text).not.toMatch(/tillagd|lagt til reisen|Att betala nu|Å betale nå|Se och betala|Se og betal/);
    }
  });
});

describe('the change deadlines', () => {
  /** The trip's outward flight booked at 07:25 on the departure day, on its airport's clock (as a staff member records a moved flight). */
  async function withMorningFlight(trip: Trip) {
    const { changed } = await recordFlightChange(
      test.db,
      { bookingId: trip.booking.id, direction: 'outward', departure: `${trip.booking.startDate}T07:25`, arrival: `${trip.booking.startDate}T09:40`, airline: null, actor: 'staff:lone' },
      shopNow(),
    );
    expect(changed).toBe(true);
    const [row] = await test.db.select().from(bookings).where(eq(bookings.id, trip.booking.id));
    return new Date(row!.selection!.flights!.outward!.departure!);
  }
  const at = (instant: Date) => vi.stubEnv('SHOP_NOW', instant.toISOString());

  it('with the flight’s time known: a cancellation closes as it leaves, a transfer seven days before; the trip’s answer and the endpoints agree', { timeout: 180_000 }, async () => {
    const trip = await bookedTrip();
    const departs = await withMorningFlight(trip);
    const shown = await tripOf(trip);
    expect(shown.deadlines.cancellation).toEqual({ lastDay: trip.booking.startDate, endsAt: departs.toISOString() });
    expect(shown.changes.cancellation.until).toBe(shown.deadlines.cancellation.endsAt);
    const sevenBefore = new Date(departs.getTime() - (startOfDayIn(trip.booking.startDate, CPH).getTime() - startOfDayIn(addDays(trip.booking.startDate, -7), CPH).getTime()));
    expect(shown.deadlines.transfer).toEqual({ lastDay: addDays(trip.booking.startDate, -7), endsAt: sevenBefore.toISOString() });
    expect(shown.changes.transfer.until).toBe(shown.deadlines.transfer.endsAt);

    // On the departure day, before the flight: open; once it has left, closed, on the page and at the endpoint.
    at(new Date(departs.getTime() - 60_000));
    const before = await tripOf(trip);
    expect(before.changes.cancellation.available).toBe(true);
    at(new Date(departs.getTime() + 60 * 60_000));
    const after = await tripOf(trip);
    expect(after.changes.cancellation).toMatchObject({ available: false, refusal: 'deadline_passed' });
    expect((await post(trip, 'cancellation', { acceptedFee: before.changes.cancellation.fee })).body).toMatchObject({ code: 'change_closed' });

    // The seventh day before: open until the flight's time of day, then closed.
    at(new Date(sevenBefore.getTime() - 60_000));
    expect((await quotesOf(trip)).transfer.available).toBe(true);
    at(new Date(sevenBefore.getTime() + 60_000));
    expect((await quotesOf(trip)).transfer).toMatchObject({ available: false, refusal: 'deadline_passed' });
  });

  it('without a known time: a cancellation closes as the departure day begins, and the trip says its last day is the day before', { timeout: 180_000 }, async () => {
    const trip = await bookedTrip();
    const shown = await tripOf(trip);
    const dayStarts = startOfDayIn(trip.booking.startDate, CPH);
    expect(shown.deadlines.cancellation).toEqual({ lastDay: addDays(trip.booking.startDate, -1), endsAt: dayStarts.toISOString() });
    at(new Date(dayStarts.getTime() + 60_000));
    expect((await tripOf(trip)).changes.cancellation).toMatchObject({ available: false, refusal: 'deadline_passed' });
  });
});

/** An executor that counts, by table name, what each `select … from` reads. */
function countingReads(db: Executor, counts: Map<string, number>): Executor {
  const nameOf = (table: unknown) => (table && typeof table === 'object' ? ((table as Record<symbol, string>)[Symbol.for('drizzle:Name')] ?? '?') : '?');
  const builder = (target: object): object =>
    new Proxy(target, {
      get(inner, key, receiver) {
        const value = Reflect.get(inner, key, receiver);
        if (key !== 'from' || typeof value !== 'function') return value;
        return (table: unknown, ...rest: unknown[]) => {
          counts.set(nameOf(table), (counts.get(nameOf(table)) ?? 0) + 1);
          return (value as (...args: unknown[]) => unknown).call(inner, table, ...rest);
        };
      },
    });
  return new Proxy(db, {
    get(inner, key, receiver) {
      const value = Reflect.get(inner, key, receiver);
      if ((key !== 'select' && key !== 'selectDistinct') || typeof value !== 'function') return value;
      return (...args: unknown[]) => builder((value as (...given: unknown[]) => object).apply(inner, args));
    },
  }) as Executor;
}

describe('reading a trip', () => {
  it('reads the booking once for all its parts, beside what its invoice reads', { timeout: 120_000 }, async () => {
    const trip = await bookedTrip({ paid: false });
    const invoiceReads = new Map<string, number>();
    await findInvoice(countingReads(test.db, invoiceReads), trip.uuid, 'da');
    const tripReads = new Map<string, number>();
    const found = await findTrip(countingReads(test.db, tripReads), trip.booking.id, 'da');
    expect(found?.trip.invoice.orderNumber).toBe(trip.orderNumber);
    expect((tripReads.get('bookings') ?? 0) - (invoiceReads.get('bookings') ?? 0)).toBe(1);
    expect((tripReads.get('invoices') ?? 0) - (invoiceReads.get('invoices') ?? 0)).toBe(0);
  });
});

describe('a place transferred', () => {
  it('is named in the mail by who had it, and a birth date after today is refused as one', { timeout: 180_000 }, async () => {
    const trip = await bookedTrip();
    const [first] = await test.db.select().from(bookingPassengers).where(and(eq(bookingPassengers.bookingId, trip.booking.id), eq(bookingPassengers.position, 1)));
    const { transfer } = await quotesOf(trip);
    const newcomer = { title: 'mr', firstName: 'Bo', lastName: 'Lindqvist', nationalityId: 1 };
    const future = await post(trip, 'transfers', { position: 1, passenger: { ...newcomer, birthDate: addDays(TEST_TODAY, 1) }, acceptedFee: transfer.fee });
    expect(future.status).toBe(422);
    expect(future.body.errors).toEqual({ 'passenger.birthDate': ['kan ikke ligge i fremtiden'] });
    const child = await post(trip, 'transfers', { position: 1, passenger: { ...newcomer, birthDate: addDays(trip.booking.startDate, -5 * 365) }, acceptedFee: transfer.fee });
    expect(child.body.errors).toEqual({ 'passenger.birthDate': ['skal være mindst 16 år på rejsedagen'] });

    expect((await post(trip, 'transfers', { position: 1, passenger: { ...newcomer, birthDate: '1985-07-04' }, acceptedFee: transfer.fee })).status).toBe(201);
    const [mail] = await mailsOf(trip.booking.id, 'trip-transfer');
    expect(mail!.recipient).toBe(trip.booking.contact!.email);
    expect(mail!.text).toContain(`Pladsen på rejsen er overdraget fra ${first!.firstName} ${first!.lastName} til Bo Lindqvist.`);
    expect(mail!.text).not.toContain('Rejsende nr.');
  });
});

describe('the match tickets', () => {
  it('are expected by the day their own delivery terms name', { timeout: 120_000 }, async () => {
    const trip = await bookedTrip({ paid: false });
    const ticketId = trip.booking.selection!.tickets[0]!.ticketId;
    const [ticket] = await test.db.select({ days: tickets.deliveryDays, kickoff: events.eventDateTime }).from(tickets).innerJoin(events, eq(events.id, tickets.eventId)).where(eq(tickets.id, ticketId));
    const shown = (await tripOf(trip)).documents.find((document) => document.kind === 'match_tickets')!;
    const venueDay = localIsoDate(ticket!.kickoff, (await tripOf(trip)).invoice.booking!.tickets[0]!.timeZone);
    const expected = addDays(venueDay, -ticket!.days!);
    expect(shown.expectedBy).toBe(expected < localIsoDate(trip.booking.createdAt, CPH) ? localIsoDate(trip.booking.createdAt, CPH) : expected);
    // Another way of delivery, another day: the hotel's, the day before.
    await test.db.update(tickets).set({ deliveryDays: 1 }).where(eq(tickets.id, ticketId));
    expect((await tripOf(trip)).documents.find((document) => document.kind === 'match_tickets')!.expectedBy).toBe(addDays(venueDay, -1));
    await test.db.update(tickets).set({ deliveryDays: ticket!.days }).where(eq(tickets.id, ticketId));
  });

  it('of a catalogue made before the days were kept get them from their delivery texts, as the seed gives them', { timeout: 120_000 }, async () => {
    const seeded = await test.db.select({ id: tickets.id, days: tickets.deliveryDays }).from(tickets).where(isNotNull(tickets.deliveryDays)).orderBy(asc(tickets.id));
    // Every ticket of the seeded catalogue has its days.
    expect(seeded.length).toBe((await test.db.select({ id: tickets.id }).from(tickets)).length);
    const migration = await fs.readFile(path.join(process.cwd(), 'server/db/migrations/0031_ticket_delivery_days.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint')[1]!;
    await test.db.execute(sql`update tickets set delivery_days = null`);
    await test.db.execute(sql.raw(backfill));
    const filled = await test.db.select({ id: tickets.id, days: tickets.deliveryDays }).from(tickets).where(inArray(tickets.id, seeded.map((row) => row.id))).orderBy(asc(tickets.id));
    expect(filled).toEqual(seeded);
  });
});

const staffRequest = (requestPath: string, { cookie, body }: { cookie: string; body?: string }) =>
  new Request(`http://shop.test${requestPath}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      host: 'shop.test',
      [CLIENT_ADDRESS_HEADER]: '198.51.100.7',
      cookie: `__Host-staff-session=${cookie}`,
      ...(body === undefined ? {} : { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' }),
    },
    body,
  });
const params = (id: number) => ({ params: Promise.resolve({ kind: 'booking', id: String(id) }) });
async function staffCookie() {
  await setStaffUser(test.db, 'lone', 'lone-has-a-long-password', new Date());
  return startSession(test.db, 'lone', true, new Date());
}

describe('a document sent, as the staff mark it', () => {
  it('is marked once per day from the booking’s page, audited, and shown as sent on the traveller’s timeline', { timeout: 180_000 }, async () => {
    const trip = await bookedTrip();
    const cookie = await staffCookie();
    const page = await staffEntry(staffRequest(`/staff/booking/${trip.booking.id}`, { cookie }), params(trip.booking.id));
    const shown = await page.text();
    expect(shown).toContain(`action="/staff/booking/${trip.booking.id}/documents"`);
    expect(shown).toContain('Rejsedokumenter');
    expect(shown.match(/name="day" type="date"/g)).toHaveLength((await tripOf(trip)).documents.length);

    const send = (fields: Record<string, string>) => staffDocuments(staffRequest(`/staff/booking/${trip.booking.id}/documents`, { cookie, body: new URLSearchParams(fields).toString() }), params(trip.booking.id));
    // A day after today, or before the booking, or a document the trip does not wait for: the form again with its message, nothing written.
    const future = await send({ kind: 'match_tickets', day: addDays(TEST_TODAY, 1) });
    expect(future.status).toBe(422);
    expect(await future.text()).toContain('Skriv en dato mellem bookingdagen og i dag.');
    expect((await send({ kind: 'passport', day: TEST_TODAY })).status).toBe(422);
    expect(await changesOf(trip.booking.id)).toEqual([]);

    const saved = await send({ kind: 'match_tickets', day: TEST_TODAY });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe(`/staff/booking/${trip.booking.id}?document=saved`);
    // The same day again (a second submit): nothing more happens.
    const again = await send({ kind: 'match_tickets', day: TEST_TODAY });
    expect(again.headers.get('location')).toBe(`/staff/booking/${trip.booking.id}?document=unchanged`);
    expect(await changesOf(trip.booking.id)).toEqual([expect.objectContaining({ kind: 'document_sent', actor: 'staff:lone', detail: { document: 'match_tickets', sentOn: TEST_TODAY } })]);

    const document = (await tripOf(trip)).documents.find((candidate) => candidate.kind === 'match_tickets')!;
    expect(document.state).toBe('sent');
    expect(localIsoDate(new Date(document.sentAt!), CPH)).toBe(TEST_TODAY);
    const after = await (await staffEntry(staffRequest(`/staff/booking/${trip.booking.id}?document=saved`, { cookie }), params(trip.booking.id))).text();
    expect(after).toContain('Dokumentet er markeret som sendt.');
    expect(after).toContain('Kampbilletter sendt');
  });
});
