/**
 * Reaching one's trip: the link every booking mail carries (the
 * confirmation, the payment receipt) and Find my trip (`POST trips/lookup`):
 * the right order number and email mail a link valid 24 hours; a wrong
 * email and an unknown number get the same answer and no mail; guessing is
 * limited per visitor and per order number. And what the trip answers
 * beside the invoice: the documents timeline and the deadlines.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays } from '@/lib/calendar-day';
import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { tripResponse } from '@/lib/api/contract/trips';
import { now as shopNow } from '@/server/clock';
import { bookingDocuments, bookings } from '@/server/db/schema';
import { issueTripLink, verifyTripLink } from '@/server/modules/trips/links';
import { TRIP_LOOKUPS_PER_ORDER, TRIP_LOOKUPS_PER_VISITOR } from '@/server/modules/trips/lookup';
import { callApi } from '../support/api';
import { CONTACT, packageFinder } from '../support/booking-fixture';
import { withTestDatabase } from '../support/database';
import { bookedInvoice, callback, mailsOf, startedPayment } from '../support/payments';
import { withTestShop } from '../support/shop';

const test = withTestDatabase();
const openPackage = packageFinder();
withTestShop({ domains: true });

const HOUR = 60 * 60 * 1000;
/** A visitor of its own: a fresh address, so no other test's tries count. */
const visitor = () => `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID().slice(0, 8)}`;
const lookUp = (body: unknown, from: string | null = visitor(), locale = 'da') =>
  callApi('trips/lookup', { method: 'POST', locale, json: body, headers: { 'idempotency-key': randomUUID(), ...(from ? { [CLIENT_ADDRESS_HEADER]: from } : {}) } });

/** The trip link in a mail's text, on the site's localized address. */
function linkIn(text: string, path = '/da/min-rejse/'): string {
  const at = text.indexOf(path);
  expect(at, text).toBeGreaterThan(-1);
  return /^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/.exec(text.slice(at + path.length))![0];
}

async function bookingIdOf(orderNumber: number) {
  const [row] = await test.db.select({ id: bookings.id, endDate: bookings.endDate }).from(bookings).where(eq(bookings.orderNumber, orderNumber));
  return row!;
}

async function tripMails(orderNumber: number) {
  return mailsOf(test.db, orderNumber, 'trip-link');
}

describe('the trip link in the booking mails', () => {
  it('the confirmation links the trip on the booking’s site, open until 30 days after the trip ends', { timeout: 120_000 }, async () => {
    for (const [locale, path] of [
      ['da', '/da/min-rejse/'],
      ['sv', '/sv/min-resa/'],
    ] as const) {
      const { orderNumber, uuid } = await bookedInvoice(await openPackage(locale), locale);
      const [mail] = await mailsOf(test.db, orderNumber, 'booking-confirmation');
      const token = linkIn(mail!.text, path);
      const link = await verifyTripLink(token, 'trip', shopNow());
      const booking = await bookingIdOf(orderNumber);
      expect(link?.bookingId).toBe(booking.id);
      const lastDay = new Date(`${booking.endDate}T00:00:00Z`).getTime() + 30 * 24 * HOUR;
      expect(link!.expiresAt.getTime()).toBeGreaterThan(lastDay);
      expect(link!.expiresAt.getTime()).toBeLessThan(lastDay + 2 * 24 * HOUR);
      expect(mail!.text).not.toContain(`min-rejse/${uuid}`);
      const answer = await callApi(`trips/${token}`, { locale });
      expect(answer.status).toBe(200);
      expect(tripResponse.parse(answer.body).trip.invoice.orderNumber).toBe(orderNumber);
    }
  });

  it('the payment receipt links the trip too', async () => {
    const { orderNumber, uuid, total } = await bookedInvoice(await openPackage());
    const { reference } = await startedPayment(test.db, uuid, total);
    expect((await callback(reference, 'paid')).status).toBeLessThan(300);
    const [receipt] = await mailsOf(test.db, orderNumber, 'payment-receipt');
    expect((await callApi(`trips/${linkIn(receipt!.text)}`, { locale: 'da' })).status).toBe(200);
  });
});

describe('what the trip answers beside the invoice', () => {
  it('lists the documents the trip waits for, in order, with their states, and the deadlines of the changes', async () => {
    const { orderNumber } = await bookedInvoice(await openPackage());
    const [mail] = await mailsOf(test.db, orderNumber, 'booking-confirmation');
    const token = linkIn(mail!.text);
    const read = async () => tripResponse.parse((await callApi(`trips/${token}`, { locale: 'da' })).body).trip;
    const trip = await read();
    const booking = trip.invoice.booking!;
    expect(trip.documents.map((document) => document.kind)).toContain('match_tickets');
    expect(trip.documents.every((document) => document.state === 'expected')).toBe(true);
    expect(trip.documents.map((document) => document.expectedBy)).toEqual(trip.documents.map((document) => document.expectedBy).sort());
    expect(trip.documents.find((document) => document.kind === 'match_tickets')!.delivery).toBeTruthy();
    expect(trip.documents.some((document) => document.kind === 'hotel_voucher')).toBe(booking.hotel !== null);
    expect(trip.deadlines.departureDay).toBe(booking.startDate);
    expect(trip.deadlines.transfer.lastDay < booking.startDate).toBe(true);
    // Until the outward flight leaves when its time was booked, else until the departure day begins.
    expect(trip.deadlines.cancellation.lastDay).toBe(booking.flights?.outward?.times === 'booked' ? booking.startDate : addDays(booking.startDate, -1));

    const { id } = await bookingIdOf(orderNumber);
    const sentAt = new Date('2026-11-20T10:00:00Z');
    await test.db.insert(bookingDocuments).values({ bookingId: id, kind: 'match_tickets', sentAt });
    const after = (await read()).documents.find((document) => document.kind === 'match_tickets')!;
    expect(after).toMatchObject({ state: 'sent', sentAt: sentAt.toISOString(), receivedAt: null });
  });
});

describe('a document in hand', () => {
  it('is marked once by the traveller: 50 presses with one key, and another key, keep the first time', { timeout: 120_000 }, async () => {
    const { orderNumber } = await bookedInvoice(await openPackage());
    const [mail] = await mailsOf(test.db, orderNumber, 'booking-confirmation');
    const token = linkIn(mail!.text);
    const press = (key: string) => callApi(`trips/${token}/documents/hotel_voucher/received`, { method: 'POST', locale: 'da', json: {}, headers: { 'idempotency-key': key } });
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => press(key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const first = answers[0]!.body.document.receivedAt as string;
    expect(new Set(answers.map((answer) => answer.body.document.receivedAt))).toEqual(new Set([first]));
    expect((await press(randomUUID())).body.document.receivedAt).toBe(first);
    const { id } = await bookingIdOf(orderNumber);
    expect(await test.db.select().from(bookingDocuments).where(eq(bookingDocuments.bookingId, id))).toHaveLength(1);
    const trip = tripResponse.parse((await callApi(`trips/${token}`, { locale: 'da' })).body).trip;
    expect(trip.documents.find((document) => document.kind === 'hotel_voucher')).toMatchObject({ state: 'inHand', receivedAt: first });
  });

  it('answers a wrong kind, a calendar link, a forged link and a missing key with 4xx, never 500', async () => {
    const { orderNumber } = await bookedInvoice(await openPackage());
    const [mail] = await mailsOf(test.db, orderNumber, 'booking-confirmation');
    const token = linkIn(mail!.text);
    const { id } = await bookingIdOf(orderNumber);
    const calendar = await issueTripLink(id, 'calendar', shopNow(), new Date(shopNow().getTime() + HOUR));
    const press = (path: string, headers: Record<string, string> = { 'idempotency-key': randomUUID() }) => callApi(path, { method: 'POST', locale: 'da', json: {}, headers });
    expect((await press(`trips/${token}/documents/passport/received`)).status).toBe(400);
    expect((await press(`trips/${calendar}/documents/hotel_voucher/received`)).status).toBe(404);
    expect((await press(`trips/${token.slice(0, -2)}AA/documents/hotel_voucher/received`)).status).toBe(404);
    expect((await press('trips/nonsense/documents/hotel_voucher/received')).status).toBe(400);
    expect((await press(`trips/${token}/documents/hotel_voucher/received`, {})).status).toBe(400);
    expect(await test.db.select().from(bookingDocuments).where(eq(bookingDocuments.bookingId, id))).toHaveLength(0);
  });
});

describe('Find my trip', () => {
  it('mails the right pair a link to the trip, valid 24 hours, and answers every pair alike', async () => {
    const { orderNumber } = await bookedInvoice(await openPackage());
    const right = await lookUp({ orderNumber, email: `  ${CONTACT.email.toUpperCase()} ` });
    const wrongEmail = await lookUp({ orderNumber, email: 'someone.else@example.com' });
    const unknown = await lookUp({ orderNumber: 2_000_000_000, email: CONTACT.email });
    for (const answer of [right, wrongEmail, unknown]) {
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ accepted: true });
      expect(answer.headers.get('cache-control')).toContain('no-store');
    }
    const mails = await tripMails(orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(CONTACT.email);
    const token = linkIn(mails[0]!.text);
    expect((await callApi(`trips/${token}`, { locale: 'da' })).status).toBe(200);
    const now = shopNow().getTime();
    expect(await verifyTripLink(token, 'trip', new Date(now + 23.9 * HOUR))).not.toBeNull();
    expect(await verifyTripLink(token, 'trip', new Date(now + 24.1 * HOUR))).toBeNull();
    expect(await verifyTripLink(token, 'calendar', new Date(now))).toBeNull();
  });

  it('sends one mail for one attempt retried with its key', async () => {
    const { orderNumber } = await bookedInvoice(await openPackage());
    const key = randomUUID();
    const from = visitor();
    for (let i = 0; i < 3; i += 1) {
      const answer = await callApi('trips/lookup', { method: 'POST', locale: 'da', json: { orderNumber, email: CONTACT.email }, headers: { 'idempotency-key': key, [CLIENT_ADDRESS_HEADER]: from } });
      expect(answer.status).toBe(202);
    }
    expect(await tripMails(orderNumber)).toHaveLength(1);
  });

  it('answers malformed bodies and numbers beyond range with field messages, never a 500', async () => {
    for (const body of [{}, { orderNumber: 'abc', email: CONTACT.email }, { orderNumber: 99_999_999_999, email: CONTACT.email }, { orderNumber: 0, email: 'x@y.dk' }, { orderNumber: 1, email: 'not an email' }, [], 'text']) {
      const { status, body: answer } = await lookUp(body);
      expect([400, 422], JSON.stringify(body)).toContain(status);
      expect(answer.message).toBeTruthy();
    }
    const { body: fields } = await lookUp({ orderNumber: 'abc', email: 'nope' });
    expect(Object.keys(fields.errors).sort()).toEqual(['email', 'orderNumber']);
  });

  it('limits a visitor to its tries, and one order number to its tries from anyone', async () => {
    const { orderNumber } = await bookedInvoice(await openPackage());
    const guesser = visitor();
    for (let i = 0; i < TRIP_LOOKUPS_PER_VISITOR.points; i += 1) expect((await lookUp({ orderNumber: 1_500_000 + i, email: 'guess@example.com' }, guesser)).status).toBe(202);
    const refused = await lookUp({ orderNumber, email: CONTACT.email }, guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);

    const { orderNumber: other } = await bookedInvoice(await openPackage());
    for (let i = 0; i < TRIP_LOOKUPS_PER_ORDER.points; i += 1) expect((await lookUp({ orderNumber: other, email: `guess${i}@example.com` })).status).toBe(202);
    expect((await lookUp({ orderNumber: other, email: CONTACT.email })).status).toBe(429);
    expect(await tripMails(other)).toHaveLength(0);
  });

  it('10 000 wrong guesses find nothing: past the limit every one is 429, and no mail leaves', { timeout: 600_000 }, async () => {
    const { orderNumber } = await bookedInvoice(await openPackage());
    const guesser = visitor();
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 200; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) => lookUp({ orderNumber: index % 2 === 0 ? orderNumber : 1_000_000 + batch * 50 + index, email: `guess-${batch}-${index}@example.com` }, guesser)),
      );
      for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(statuses.get(202)).toBeLessThanOrEqual(TRIP_LOOKUPS_PER_VISITOR.points);
    expect(statuses.get(429)).toBeGreaterThanOrEqual(10_000 - TRIP_LOOKUPS_PER_VISITOR.points);
    expect(await tripMails(orderNumber)).toHaveLength(0);
  });
});
