/**
 * An invoice's life after the booking: what a bank transfer quotes, the
 * receipt when it is paid in full, a payment beyond what is due sent back,
 * the reminder before the due date, and a booking left unpaid past its due
 * time released, its seats and rooms back exactly once, and a payment that
 * comes after that refunded, each with its mail.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isLuhnValid } from '@/lib/booking/payment-reference';
import { SITES } from '@/lib/site/sites';
import type { Database } from '@/server/db';
import { bookingRooms, bookings, hotelRoomTypes, invoices, outboxMails, sandboxPayments, tickets } from '@/server/db/schema';
import { sendPaymentReminders } from '@/server/modules/payments/reminders';
import { releaseUnpaidBookings } from '@/server/modules/payments/release';
import { packageFinder } from '../support/booking-fixture';
import { withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';
import { bookedInvoice, callback, decide, invoiceOf, startedPayment, startPayment, transactionStatus } from '../support/payments';

const test = withTestDatabase();
const openPackage = packageFinder();

withTestShop({ domains: true });

/** The mails of one kind the outbox holds for an order. */
async function mailsOf(db: Database, orderNumber: number, kind: string) {
  return db
    .select({ recipient: outboxMails.recipient, subject: outboxMails.subject, text: outboxMails.text, locale: outboxMails.locale })
    .from(outboxMails)
    .innerJoin(bookings, eq(bookings.id, outboxMails.bookingId))
    .where(and(eq(bookings.orderNumber, orderNumber), eq(outboxMails.kind, kind)));
}

/** The seats left of the booking's tickets and the rooms left of its room types. */
async function inventoryOf(db: Database, orderNumber: number) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.orderNumber, orderNumber));
  const ticketIds = booking!.selection!.tickets.map((ticket) => ticket.ticketId);
  const roomTypeIds = (await db.select({ id: bookingRooms.hotelRoomTypeId }).from(bookingRooms).where(eq(bookingRooms.bookingId, booking!.id))).map((row) => row.id);
  const seats = await db.select({ id: tickets.id, left: tickets.availability }).from(tickets).where(inArray(tickets.id, ticketIds));
  const rooms = roomTypeIds.length ? await db.select({ id: hotelRoomTypes.id, left: hotelRoomTypes.roomsAvailable }).from(hotelRoomTypes).where(inArray(hotelRoomTypes.id, roomTypeIds)) : [];
  const byId = (rows: { id: number; left: number }[]) => Object.fromEntries(rows.map((row) => [row.id, row.left]));
  return { seats: byId(seats), rooms: byId(rooms), seatsPerTicket: booking!.selection!.tickets[0]!.holders, roomCount: roomTypeIds.length };
}

const dueAtOf = async (uuid: string) => new Date((await invoiceOf(uuid)).dueAt);

describe('the invoice', () => {
  it.each(['da', 'no', 'sv'] as const)('on the %s site quotes a reference code with its check digit, a message reference and the site’s bank account, and the tickets per event', async (locale) => {
    const pkg = await openPackage(locale);
    const { uuid, orderNumber } = await bookedInvoice(pkg, locale);
    const invoice = await invoiceOf(uuid, locale);
    expect(isLuhnValid(invoice.referenceCode)).toBe(true);
    expect(invoice.referenceCode).toContain(String(orderNumber));
    if (locale === 'da') expect(invoice.referenceCode).toHaveLength(15);
    expect(invoice.messageReference).toBe(`FT-${orderNumber}`);
    expect(invoice).toMatchObject({ accountNumber: SITES[locale].payment.bank.account, financialInstitution: SITES[locale].payment.bank.institution });
    expect(invoice.booking!.tickets).toEqual([expect.objectContaining({ eventTitle: pkg.events[0]!.title, seats: expect.any(Number) })]);
    // Due at the end of the due date on the site's clock.
    const dueAt = new Date(invoice.dueAt);
    const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: SITES[locale].timeZone }).format(new Date(dueAt.getTime() - 1));
    expect(localDay).toBe(invoice.dueDate);
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: SITES[locale].timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(dueAt)).toBe('00:00');
  });
});

describe('the receipt', () => {
  it('is written once, in the booking’s language, when the last part is paid, however often the gateway tells it', async () => {
    const { uuid, total, orderNumber } = await bookedInvoice(await openPackage('no'), 'no');
    const first = await startedPayment(test.db, uuid, 100);
    await decide(test.db, first.reference, 'approve');
    expect(await mailsOf(test.db, orderNumber, 'payment-receipt')).toEqual([]);

    const rest = await startedPayment(test.db, uuid);
    const eventId = crypto.randomUUID();
    await callback(rest.reference, 'paid', { eventId });
    await callback(rest.reference, 'paid', { eventId });
    await callback(rest.reference, 'paid');
    const receipts = await mailsOf(test.db, orderNumber, 'payment-receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ locale: 'no', subject: expect.stringMatching(new RegExp(`^Kvittering for ordre ${orderNumber}: `)) });
    expect(receipts[0]!.text).toContain(`Betalt totalt: ${total.toLocaleString('nb-NO').replace(/\s/g, ' ')} NOK`);
    expect(receipts[0]!.text).toContain(`https://fantur.no/no/faktura/${uuid}`);
  });
});

describe('a payment beyond what is due', () => {
  it('is refused when started, and when two whole-amount payments are both approved the second goes back through the gateway, with a mail', async () => {
    const { uuid, total, orderNumber } = await bookedInvoice(await openPackage());
    const one = await startedPayment(test.db, uuid);
    const two = await startedPayment(test.db, uuid);
    await decide(test.db, one.reference, 'approve');
    expect((await startPayment(uuid, { gateway: 'test', amount: 1 })).status).toBe(422);
    await decide(test.db, two.reference, 'approve');

    expect(await transactionStatus(test.db, one.transactionId)).toBe('paid');
    expect(await transactionStatus(test.db, two.transactionId)).toBe('refunded');
    const [sandbox] = await test.db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, two.reference));
    expect(sandbox!.status).toBe('refunded');
    expect(await invoiceOf(uuid)).toMatchObject({ status: 'paid', totalPaid: total, amountDue: 0 });
    const refunds = await mailsOf(test.db, orderNumber, 'payment-refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.text).toContain('fakturaen var allerede betalt');
    expect(await mailsOf(test.db, orderNumber, 'payment-receipt')).toHaveLength(1);
  });
});

describe('the reminder', () => {
  it('goes out once, the site’s reminder days before the due time, and not for a paid invoice', async () => {
    const unpaid = await bookedInvoice(await openPackage('sv'), 'sv');
    const paid = await bookedInvoice(await openPackage('sv'), 'sv');
    await decide(test.db, (await startedPayment(test.db, paid.uuid)).reference, 'approve');
    const dueAt = await dueAtOf(unpaid.uuid);
    const days = SITES.sv.payment.reminderDaysBefore;

    const tooEarly = new Date(dueAt.getTime() - days * 86_400_000 - 60_000);
    await sendPaymentReminders(tooEarly);
    expect(await mailsOf(test.db, unpaid.orderNumber, 'payment-reminder')).toEqual([]);

    const inTime = new Date(dueAt.getTime() - days * 86_400_000 + 60_000);
    await Promise.all([sendPaymentReminders(inTime), sendPaymentReminders(inTime)]);
    await sendPaymentReminders(new Date(inTime.getTime() + 3_600_000));
    const reminders = await mailsOf(test.db, unpaid.orderNumber, 'payment-reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ locale: 'sv', subject: expect.stringMatching(new RegExp(`^Påminnelse: betala order ${unpaid.orderNumber} senast `)) });
    expect(await mailsOf(test.db, paid.orderNumber, 'payment-reminder')).toEqual([]);
  });
});

describe('a booking left unpaid past its due time', () => {
  it('is released once: its seats and rooms go back, the invoice is cancelled, the customer is told, and it can no longer be paid', async () => {
    const pkg = await openPackage();
    const seatsOfEvent = () => test.db.select({ id: tickets.id, left: tickets.availability }).from(tickets).where(eq(tickets.eventId, pkg.events[0]!.id)).orderBy(tickets.id);
    const before = await seatsOfEvent();
    const { uuid, orderNumber } = await bookedInvoice(pkg);
    const booked = await inventoryOf(test.db, orderNumber);
    const dueAt = await dueAtOf(uuid);

    expect(await releaseUnpaidBookings(new Date(dueAt.getTime() - 1000))).not.toContain(orderNumber);
    expect(await releaseUnpaidBookings(new Date(dueAt.getTime() + 1000))).toContain(orderNumber);
    expect(await releaseUnpaidBookings(new Date(dueAt.getTime() + 2000))).not.toContain(orderNumber);

    const after = await inventoryOf(test.db, orderNumber);
    for (const [id, left] of Object.entries(booked.seats)) expect(after.seats[id]).toBe(left + booked.seatsPerTicket);
    expect(await seatsOfEvent()).toEqual(before);
    const roomsBack = Object.values(after.rooms).reduce((sum, left) => sum + left, 0) - Object.values(booked.rooms).reduce((sum, left) => sum + left, 0);
    expect(roomsBack).toBe(booked.roomCount);

    expect(await invoiceOf(uuid)).toMatchObject({ status: 'cancelled' });
    expect(await mailsOf(test.db, orderNumber, 'booking-released')).toEqual([expect.objectContaining({ subject: `Ordre ${orderNumber} er annulleret` })]);
    const refused = await startPayment(uuid, { gateway: 'test' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('invoice_cancelled');
  });

  it('whose worker fails after claiming gives nothing back; the next round releases it', async () => {
    const { uuid, orderNumber } = await bookedInvoice(await openPackage());
    const booked = await inventoryOf(test.db, orderNumber);
    const at = new Date((await dueAtOf(uuid)).getTime() + 1000);
    await expect(
      releaseUnpaidBookings(at, {
        afterClaim: () => {
          throw new Error('the worker died');
        },
      }),
    ).rejects.toThrow('the worker died');
    expect(await inventoryOf(test.db, orderNumber)).toEqual(booked);
    expect((await invoiceOf(uuid)).status).toBe('pending');
    expect(await releaseUnpaidBookings(at)).toContain(orderNumber);
    expect((await inventoryOf(test.db, orderNumber)).seats).not.toEqual(booked.seats);
  });

  it('has a part already paid sent back; a payment approved after the release is refunded through its gateway, with a mail', async () => {
    const { uuid, orderNumber } = await bookedInvoice(await openPackage());
    const part = await startedPayment(test.db, uuid, 100);
    await decide(test.db, part.reference, 'approve');
    const late = await startedPayment(test.db, uuid, 200);

    expect(await releaseUnpaidBookings(new Date((await dueAtOf(uuid)).getTime() + 1000))).toContain(orderNumber);
    expect(await transactionStatus(test.db, part.transactionId)).toBe('refunded');
    expect(await mailsOf(test.db, orderNumber, 'booking-released')).toEqual([expect.objectContaining({ text: expect.stringContaining('sender vi retur') })]);

    expect((await decide(test.db, late.reference, 'approve')).status).toBe(200);
    expect(await transactionStatus(test.db, late.transactionId)).toBe('refunded');
    const sandbox = await test.db.select({ status: sandboxPayments.status }).from(sandboxPayments).where(inArray(sandboxPayments.reference, [part.reference, late.reference]));
    expect(sandbox.map((row) => row.status)).toEqual(['refunded', 'refunded']);
    const invoice = await invoiceOf(uuid);
    expect(invoice).toMatchObject({ status: 'cancelled', totalPaid: 0 });
    expect(invoice.transactions.map((transaction) => transaction.status)).toEqual(['refunded', 'refunded']);
    const refunds = await mailsOf(test.db, orderNumber, 'payment-refund');
    expect(refunds).toHaveLength(2);
    expect(refunds.map((mail) => mail.text).join('\n')).toContain('efter at bookingen var annulleret');
    const [row] = await test.db.select({ status: invoices.status }).from(invoices).where(eq(invoices.uuid, uuid));
    expect(row!.status).toBe('cancelled');
  });
});
