/**
 * Gateways deliver callbacks twice, late, and at the same moment as each
 * other. On the real PostgreSQL only, where they truly run at once (PGlite
 * has one connection); CI sets DATABASE_URL, so this runs in every CI run.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { bookingResponse } from '@/lib/api/contract/booking';
import { transactionResponse } from '@/lib/api/contract/payments';
import { now } from '@/server/clock';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { bookings, hotelRoomTypes, invoices, outboxMails, paymentEvents, paymentTransactions, tickets } from '@/server/db/schema';
import { releaseUnpaidBookings } from '@/server/modules/payments/release';
import { signTestCallback, testGatewaySecret, TEST_SIGNATURE_HEADER } from '@/server/suppliers/payments/test-gateway';
import { callApi } from '../support/api';
import { bookingOf, packageFinder } from '../support/booking-fixture';
import { withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';
import { bookedInvoice, decide, invoiceOf, startedPayment, transactionStatus } from '../support/payments';

const onPostgres = inject('testDatabase').driver === 'postgres';
const test = withTestDatabase();
const openPackage = packageFinder();

withTestShop();

describe.skipIf(!onPostgres)('callbacks at the same moment (PostgreSQL)', () => {
  it('two part payments, each told 50 times at once: each applied once, the invoice paid, its paid total the sum of its paid transactions', { timeout: 600_000 }, async () => {
    const { body } = await bookingOf(await openPackage());
    const booked = bookingResponse.parse((await callApi('bookings', { method: 'POST', json: body, headers: { 'idempotency-key': randomUUID() } })).body);
    const { uuid, total } = { uuid: booked.uuid, total: booked.booking.invoice.total };
    const half = Math.floor(total / 2);
    const parts = [];
    for (const amount of [half, total - half]) {
      const started = transactionResponse.parse((await callApi(`invoices/${uuid}/transactions`, { method: 'POST', json: { gateway: 'test', amount } })).body);
      const [row] = await test.db.select().from(paymentTransactions).where(eq(paymentTransactions.uuid, started.paymentInfo.transactionId));
      parts.push({ reference: row!.gatewayReference!, text: JSON.stringify({ id: randomUUID(), type: 'payment.paid', payment: { reference: row!.gatewayReference! } }) });
    }

    const deliveries = parts.flatMap(({ text }) => Array.from({ length: 50 }, () => text));
    const answers = await Promise.all(
      deliveries.map((text) =>
        callApi('payments/test/callback', { method: 'POST', json: text, headers: { [TEST_SIGNATURE_HEADER]: signTestCallback(text, testGatewaySecret(), now()) } }),
      ),
    );
    expect(answers.map((answer) => answer.status).every((status) => status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.outcome === 'applied')).toHaveLength(2);
    expect(answers.filter((answer) => answer.body.outcome === 'duplicate')).toHaveLength(98);

    const [invoice] = await test.db.select().from(invoices).where(eq(invoices.uuid, uuid));
    const [paid] = await test.db
      .select({ total: sql<number>`coalesce(sum(${paymentTransactions.amount}), 0)::int` })
      .from(paymentTransactions)
      .where(sql`${paymentTransactions.invoiceId} = ${invoice!.id} and ${paymentTransactions.status} = 'paid'`);
    expect(invoice).toMatchObject({ status: 'paid', totalPaid: total });
    expect(paid!.total).toBe(total);
    const events = await test.db.select().from(paymentEvents).where(sql`${paymentEvents.gatewayEventId} in (${sql.join(parts.map((part) => sql`${JSON.parse(part.text).id}`), sql`, `)})`);
    expect(events).toHaveLength(2);
    const receipts = await test.db.select().from(outboxMails).where(and(eq(outboxMails.bookingId, invoice!.bookingId!), eq(outboxMails.kind, 'payment-receipt')));
    expect(receipts).toHaveLength(1);
  });
});

describe.skipIf(!onPostgres)('the browser comes back while the callback is applied (PostgreSQL)', () => {
  it('every read sees the payment either pending or paid, never half applied, and the end is paid once', { timeout: 600_000 }, async () => {
    const { uuid, total } = await bookedInvoice(await openPackage());
    const { reference } = await startedPayment(test.db, uuid);
    const reads = Array.from({ length: 20 }, () => invoiceOf(uuid));
    const [paid, ...seen] = await Promise.all([decide(test.db, reference, 'approve'), ...reads]);
    expect(paid.status).toBe(200);
    for (const invoice of seen) {
      const consistent =
        (invoice.status === 'pending' && invoice.totalPaid === 0 && invoice.transactions[0]!.status === 'pending') ||
        (invoice.status === 'paid' && invoice.totalPaid === total && invoice.transactions[0]!.status === 'paid');
      expect(consistent, JSON.stringify({ status: invoice.status, totalPaid: invoice.totalPaid, transaction: invoice.transactions[0]!.status })).toBe(true);
    }
    expect(await invoiceOf(uuid)).toMatchObject({ status: 'paid', totalPaid: total });
  });
});

/** Every ticket of the package's event and every room type of its hotels: what the shop has left. */
async function inventoryOf(pkg: PackageDetail) {
  const seats = await test.db.select({ id: tickets.id, left: tickets.availability }).from(tickets).where(eq(tickets.eventId, pkg.events[0]!.id)).orderBy(tickets.id);
  const rooms = await test.db
    .select({ id: hotelRoomTypes.id, left: hotelRoomTypes.roomsAvailable })
    .from(hotelRoomTypes)
    .where(inArray(hotelRoomTypes.hotelId, pkg.hotels.map((hotel) => hotel.id)))
    .orderBy(hotelRoomTypes.id);
  return { seats, rooms };
}

describe.skipIf(!onPostgres)('releasing unpaid bookings with workers at the same moment (PostgreSQL)', () => {
  it('four workers, one dying mid-batch, release each booking once and give back exactly what was taken', { timeout: 600_000 }, async () => {
    const packages = [await openPackage(), await openPackage(), await openPackage()];
    const before = await Promise.all(packages.map(inventoryOf));
    const booked = [];
    for (const pkg of packages) for (let i = 0; i < 2; i += 1) booked.push(await bookedInvoice(pkg));
    expect(await Promise.all(packages.map(inventoryOf))).not.toEqual(before);
    // Past the latest of their due times (a trip that starts sooner is due sooner).
    const dues = await test.db.select({ dueAt: invoices.dueAt }).from(invoices).where(inArray(invoices.uuid, booked.map((invoice) => invoice.uuid)));
    const at = new Date(Math.max(...dues.map((due) => due.dueAt.getTime())) + 1000);

    // One worker claims two bookings and dies while the three others run: it holds its rows until then.
    let signalClaimed!: () => void;
    const claimed = new Promise<void>((resolve) => (signalClaimed = resolve));
    let letDie!: () => void;
    const dying = new Promise<void>((resolve) => (letDie = resolve));
    const doomed = releaseUnpaidBookings(at, {
      limit: 2,
      afterClaim: async () => {
        signalClaimed();
        await dying;
        throw new Error('killed');
      },
    });
    await claimed;
    const others = await Promise.all([releaseUnpaidBookings(at, { limit: 2 }), releaseUnpaidBookings(at, { limit: 2 }), releaseUnpaidBookings(at, { limit: 2 })]);
    letDie();
    await expect(doomed).rejects.toThrow('killed');
    const released = others.flat();
    for (let batch = await releaseUnpaidBookings(at, { limit: 2 }); batch.length > 0; batch = await releaseUnpaidBookings(at, { limit: 2 })) released.push(...batch);

    const ours = booked.map((invoice) => invoice.orderNumber);
    expect(released.filter((orderNumber) => ours.includes(orderNumber)).sort()).toEqual([...ours].sort());
    expect(await Promise.all(packages.map(inventoryOf))).toEqual(before);
    const mails = await test.db
      .select({ id: outboxMails.id })
      .from(outboxMails)
      .innerJoin(bookings, eq(bookings.id, outboxMails.bookingId))
      .where(and(inArray(bookings.orderNumber, ours), eq(outboxMails.kind, 'booking-released')));
    expect(mails).toHaveLength(ours.length);
  });

  it('a payment approved at the moment its booking is released is either kept with the booking or refunded with it released, never both', { timeout: 600_000 }, async () => {
    const pkg = await openPackage();
    for (let i = 0; i < 4; i += 1) {
      const { uuid, orderNumber } = await bookedInvoice(pkg);
      const { transactionId, reference } = await startedPayment(test.db, uuid);
      const [due] = await test.db.select({ dueAt: invoices.dueAt }).from(invoices).where(eq(invoices.uuid, uuid));
      const seatsBooked = await inventoryOf(pkg);
      const [, paid] = await Promise.all([releaseUnpaidBookings(new Date(due!.dueAt.getTime() + 1000)), decide(test.db, reference, 'approve')]);
      expect(paid.status).toBe(200);
      const invoice = await invoiceOf(uuid);
      const status = await transactionStatus(test.db, transactionId);
      if (invoice.status === 'paid') {
        expect(status).toBe('paid');
        expect(await inventoryOf(pkg)).toEqual(seatsBooked);
      } else {
        expect(invoice.status).toBe('cancelled');
        expect(status).toBe('refunded');
        expect(await inventoryOf(pkg)).not.toEqual(seatsBooked);
        const refunds = await test.db
          .select({ id: outboxMails.id })
          .from(outboxMails)
          .innerJoin(bookings, eq(bookings.id, outboxMails.bookingId))
          .where(and(eq(bookings.orderNumber, orderNumber), eq(outboxMails.kind, 'payment-refund')));
        expect(refunds).toHaveLength(1);
      }
    }
  });
});

describe.skipIf(!onPostgres)('the cancel link told 50 times while the visitor approves (PostgreSQL)', () => {
  it('the payment ends either cancelled with nothing paid or paid once with one receipt; every answer agrees with where it ended or was on the way', { timeout: 600_000 }, async () => {
    const { uuid, total } = await bookedInvoice(await openPackage());
    const { transactionId, reference } = await startedPayment(test.db, uuid);
    const cancels = Array.from({ length: 50 }, () => callApi(`transactions/${transactionId}/cancel`, { method: 'POST', json: {} }));
    // The sandbox refuses a decision on a payment the cancel link closed first: then nothing was approved.
    const approving = decide(test.db, reference, 'approve').then(
      (answer) => answer.status,
      (error: Error) => (error.message.includes('was not pending') ? 'closed first' : Promise.reject(error)),
    );
    const [approved, ...answers] = await Promise.all([approving, ...cancels]);

    expect(answers.map((answer) => answer.status).every((status) => status === 200)).toBe(true);
    const end = await transactionStatus(test.db, transactionId);
    const invoice = await invoiceOf(uuid);
    const [booking] = await test.db.select({ id: bookings.id }).from(bookings).innerJoin(invoices, eq(invoices.bookingId, bookings.id)).where(eq(invoices.uuid, uuid));
    const receipts = await test.db.select().from(outboxMails).where(and(eq(outboxMails.bookingId, booking!.id), eq(outboxMails.kind, 'payment-receipt')));
    if (approved === 'closed first') {
      expect(end).toBe('cancelled');
      expect(invoice).toMatchObject({ status: 'pending', totalPaid: 0 });
      expect(receipts).toHaveLength(0);
    } else {
      expect(approved).toBe(200);
      expect(end).toBe('paid');
      expect(invoice).toMatchObject({ status: 'paid', totalPaid: total });
      expect(receipts).toHaveLength(1);
    }
    const seen = new Set(answers.map((answer) => answer.body.transaction.status));
    expect([...seen].every((status) => status === end || status === 'pending'), [...seen].join(', ')).toBe(true);
  });
});
