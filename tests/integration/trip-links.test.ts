/**
 * Trip links and `GET trips/{token}`: a link the shop signed opens its
 * booking's trip; a forged, altered, expired, other-purpose or voided link,
 * and a malformed one, answer 404 or 400, never 500, and say nothing of the
 * booking.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { tripResponse } from '@/lib/api/contract/trips';
import { handleApiRequest } from '@/server/http/api';
import { INVOICE_MISSES } from '@/server/modules/invoices/lookup';
import { now as shopNow } from '@/server/clock';
import { bookings } from '@/server/db/schema';
import { issueTripLink, verifyTripLink } from '@/server/modules/trips/links';
import { callApi } from '../support/api';
import { packageFinder } from '../support/booking-fixture';
import { withTestDatabase } from '../support/database';
import { bookedInvoice } from '../support/payments';
import { withTestShop } from '../support/shop';

const test = withTestDatabase();
const openPackage = packageFinder();
withTestShop({ domains: true });

const DAY = 24 * 60 * 60 * 1000;

async function bookedTrip(locale = 'da') {
  const invoice = await bookedInvoice(await openPackage(), locale);
  const [booking] = await test.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.orderNumber, invoice.orderNumber));
  return { ...invoice, bookingId: booking!.id };
}

describe('trip links', () => {
  it('opens the trip of the booking the link names, in the visitor’s language', async () => {
    const trip = await bookedTrip();
    const token = await issueTripLink(trip.bookingId, 'trip', shopNow(), new Date(shopNow().getTime() + DAY));
    const answer = await callApi(`trips/${token}`, { locale: 'da' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    const { trip: read } = tripResponse.parse(answer.body);
    expect(read.invoice.orderNumber).toBe(trip.orderNumber);
    expect(read.invoice.uuid).toBe(trip.uuid);
    expect(read.invoice.booking).not.toBeNull();
    expect(read.cancelled).toBeNull();
  });

  it('refuses a forged, altered, expired, other-purpose and voided link the same way', async () => {
    const trip = await bookedTrip();
    const now = shopNow();
    const good = await issueTripLink(trip.bookingId, 'trip', now, new Date(now.getTime() + DAY));
    const [head, payload, signature] = good.split('.') as [string, string, string];
    const otherBooking = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), b: trip.bookingId + 1 })).toString('base64url');
    const altered = `${head}.${otherBooking}.${signature}`;
    const flipped = `${head}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const expired = await issueTripLink(trip.bookingId, 'trip', new Date(now.getTime() - 2 * DAY), new Date(now.getTime() - DAY));
    const calendar = await issueTripLink(trip.bookingId, 'calendar', now, new Date(now.getTime() + DAY));
    for (const token of [altered, flipped, expired, calendar]) {
      const answer = await callApi(`trips/${token}`, { locale: 'da' });
      expect(answer.status, token).toBe(404);
      expect(answer.body).toMatchObject({ code: 'trip_not_found' });
    }
    expect(await verifyTripLink(good, 'trip', now)).not.toBeNull();
    await test.db.update(bookings).set({ tripLinksSince: new Date(now.getTime() + 1) }).where(eq(bookings.id, trip.bookingId));
    expect((await callApi(`trips/${good}`, { locale: 'da' })).status).toBe(404);
    const fresh = await issueTripLink(trip.bookingId, 'trip', new Date(now.getTime() + 2), new Date(now.getTime() + DAY));
    expect((await callApi(`trips/${fresh}`, { locale: 'da' })).status).toBe(200);
  });

  it('counts a link that opens nothing as a guess, and never one that opens its trip: a traveller behind a guesser’s address still gets in', async () => {
    const trip = await bookedTrip();
    const now = shopNow();
    const good = await issueTripLink(trip.bookingId, 'trip', now, new Date(now.getTime() + DAY));
    const calendar = await issueTripLink(trip.bookingId, 'calendar', now, new Date(now.getTime() + DAY));
    const [head, payload, signature] = good.split('.') as [string, string, string];
    const forged = `${head}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const from = { [CLIENT_ADDRESS_HEADER]: `203.0.113.7-${randomUUID().slice(0, 8)}` };
    const read = (token: string) => callApi(`trips/${token}`, { locale: 'da', headers: from });
    const poll = (token: string) => handleApiRequest(new Request(`http://localhost/api/v1/trips/${token}/calendar.ics`, { headers: from }));
    // Opening the trip any number of times uses none of the visitor's guesses.
    for (let i = 0; i < INVOICE_MISSES.points + 5; i += 1) expect((await read(good)).status).toBe(200);
    // Each link that opens nothing does, a malformed one too, until every such link is 429.
    for (let i = 0; i < INVOICE_MISSES.points - 1; i += 1) expect((await read(forged)).status).toBe(404);
    expect((await read('nonsense')).status).toBe(400);
    expect((await read(forged)).status).toBe(429);
    expect((await poll(forged)).status).toBe(429);
    // The traveller's own links still open.
    expect((await read(good)).status).toBe(200);
    expect((await poll(calendar)).status).toBe(200);
  });

  it('answers a malformed link and a booking beyond the database’s range with 400 or 404, never 500', async () => {
    const huge = await issueTripLink(2_147_483_648, 'trip', shopNow(), new Date(shopNow().getTime() + DAY));
    const unknown = await issueTripLink(2_147_483_647, 'trip', shopNow(), new Date(shopNow().getTime() + DAY));
    for (const [token, status] of [
      ['nonsense', 400],
      ['v1.%00.x', 400],
      [`v1.${'A'.repeat(300)}.${'A'.repeat(43)}`, 400],
      [huge, 404],
      [unknown, 404],
    ] as const) {
      expect((await callApi(`trips/${token}`, { locale: 'da' })).status, token).toBe(status);
    }
  });
});
