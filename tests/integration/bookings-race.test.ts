/**
 * The derby goes on sale: many visitors book the last seats at once. On the
 * real PostgreSQL only (PGlite has one connection, so nothing there ever
 * runs at the same time: STACK-NOTES); CI sets DATABASE_URL, so this runs in
 * every CI run.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, ne } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { bookingBody } from '@/lib/api/contract/booking';
import { clearCache } from '@/server/cache';
import { getDb } from '@/server/db';
import { bookings, hotelRoomTypes, tickets } from '@/server/db/schema';
import { placeBooking } from '@/server/modules/booking/booking';
import { callApi } from '../support/api';
import { quickSandbox } from '../support/availability';
import { bookingOf, packageFinder } from '../support/booking-fixture';
import { TEST_TODAY, withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';

const onPostgres = inject('testDatabase').driver === 'postgres';
const test = withTestDatabase();

withTestShop();

const openPackage = packageFinder();

describe.skipIf(!onPostgres)('the last seats, booked by many at once (PostgreSQL)', () => {
  it('200 bookings of 2 seats with 10 left: exactly 5 succeed, 195 are told it is sold out, and the count ends at 0', { timeout: 600_000 }, async () => {
    const pkg = await openPackage();
    const { body, selection } = await bookingOf(pkg);
    const [{ eventId, ticketId }] = selection.tickets as [{ eventId: number; ticketId: number }];
    // The chosen ticket has 10 seats; no other ticket of the match has any, so none can stand in for it.
    await test.db.update(tickets).set({ availability: 10 }).where(eq(tickets.id, ticketId));
    await test.db.update(tickets).set({ availability: 0 }).where(and(eq(tickets.eventId, eventId), ne(tickets.id, ticketId)));
    await test.db.update(hotelRoomTypes).set({ roomsAvailable: 1000 }).where(eq(hotelRoomTypes.hotelId, body.services.hotels![0]!.hotelId));
    clearCache();
    const [booked] = await test.db.select({ n: count() }).from(bookings).where(eq(bookings.packageId, pkg.id));

    const answers = await Promise.all(
      Array.from({ length: 200 }, () => callApi('bookings', { method: 'POST', json: body, headers: { 'idempotency-key': randomUUID() } })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(195);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.code === 'sold_out')).toBe(true);

    const [left] = await test.db.select({ availability: tickets.availability }).from(tickets).where(eq(tickets.id, ticketId));
    expect(left!.availability).toBe(0);
    const [after] = await test.db.select({ n: count() }).from(bookings).where(eq(bookings.packageId, pkg.id));
    expect(after!.n - booked!.n).toBe(5);
    // Five numbers, each its own; an attempt refused at the last statement leaves its number unused (README, Decisions).
    const numbers = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.orderNumber as number);
    expect(new Set(numbers).size).toBe(5);
  });

  it('a booking held open before its last statement keeps no other booking waiting: not one of the same ticket, not one for its order number', { timeout: 120_000 }, async () => {
    const hot = await openPackage();
    const other = await openPackage();
    const first = await bookingOf(hot);
    const ticketId = first.selection.tickets[0]!.ticketId;
    const elsewhere = await bookingOf(other);
    for (const { body, selection } of [first, elsewhere]) {
      await test.db.update(tickets).set({ availability: 100 }).where(eq(tickets.id, selection.tickets[0]!.ticketId));
      await test.db.update(hotelRoomTypes).set({ roomsAvailable: 100 }).where(eq(hotelRoomTypes.hotelId, body.services.hotels![0]!.hotelId));
    }
    clearCache();

    // The first booking writes everything but its seats, then stays open.
    let reached!: () => void;
    let release!: () => void;
    const atLastStatement = new Promise<void>((resolve) => (reached = resolve));
    const held = new Promise<void>((resolve) => (release = resolve));
    const db = await getDb();
    const open = db.transaction((tx) =>
      placeBooking(tx, bookingBody.parse(first.body), {
        locale: 'da',
        today: TEST_TODAY,
        now: new Date(`${TEST_TODAY}T12:00:00Z`),
        services: quickSandbox(),
        afterStep: async (step) => {
          if (step !== 'rows') return;
          reached();
          await held;
        },
      }),
    );
    await atLastStatement;
    try {
      // Meanwhile, a booking of the same ticket and one of another package: neither waits for the open one.
      const waited = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 15_000));
      const book = (body: unknown) => callApi('bookings', { method: 'POST', json: body, headers: { 'idempotency-key': randomUUID() } });
      const answers = await Promise.race([Promise.all([book(first.body), book(elsewhere.body)]), waited]);
      expect(answers, 'a booking waited for the open one').not.toBe('waited');
      if (answers === 'waited') return;
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(answers[0].body.orderNumber).not.toBe(answers[1].body.orderNumber);
    } finally {
      release();
    }
    const committed = await open;
    expect(committed.status).toBe(201);
    const [left] = await test.db.select({ availability: tickets.availability }).from(tickets).where(eq(tickets.id, ticketId));
    expect(left!.availability).toBe(100 - 2 * 2);
  });

  it('the same booking sent 50 times at once with one key books once and answers all 50 alike', { timeout: 600_000 }, async () => {
    const pkg = await openPackage();
    const { body } = await bookingOf(pkg);
    const [before] = await test.db.select({ n: count() }).from(bookings).where(eq(bookings.packageId, pkg.id));
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 50 }, () => callApi('bookings', { method: 'POST', json: body, headers: { 'idempotency-key': key } })));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 201));
    expect(new Set(answers.map((answer) => answer.body.orderNumber as number)).size).toBe(1);
    const [after] = await test.db.select({ n: count() }).from(bookings).where(eq(bookings.packageId, pkg.id));
    expect(after!.n - before!.n).toBe(1);
  });

  it('a seat count below zero is refused by the database itself', async () => {
    const [row] = await test.db.select({ id: tickets.id }).from(tickets).limit(1);
    await expect(test.db.update(tickets).set({ availability: -1 }).where(eq(tickets.id, row!.id))).rejects.toThrow();
  });
});
