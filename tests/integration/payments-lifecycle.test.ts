/**
 * An invoice's life after the booking: what a bank transfer quotes, the
 * receipt when it is paid in full, a payment beyond what is due sent back,
 * the reminder before the due date, and a booking left unpaid past its due
 * time released, its seats and rooms back exactly once, and a payment that
 * comes after that refunded, each with its mail.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isLuhnValid } from '@/lib/booking/payment-reference';
import { SITES } from '@/lib/site/sites';
import type { Database } from '@/server/db';
import { bookingRooms, bookings, hotelRoomTypes, invoices, sandboxPayments, tickets } from '@/server/db/schema';
import { sendPaymentReminders } from '@/server/modules/payments/reminders';
import { releaseUnpaidBookings } from '@/server/modules/payments/release';
import { bookingResponse, invoiceResponse } from '@/lib/api/contract/booking';
import { giftCardResponse } from '@/lib/api/contract/gift-cards';
import { callApi } from '../support/api';
import { bookingOf, CONTACT, packageFinder } from '../support/booking-fixture';
import { withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';
import { bookedInvoice, callback, decide, decidedAtGateway, decideOnHostedPage, GIFT_CARD_ORDER, invoiceOf, mailsOf, startedPayment, startPayment, transactionStatus } from '../support/payments';

const test = withTestDatabase();
const openPackage = packageFinder();

withTestShop({ domains: true });

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

const dueAtOf = async (uuid: string) => new Date((await invoiceOf(uuid)).dueAt!);

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
    const dueAt = new Date(invoice.dueAt!);
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
  it('is refused when started, and when two whole-amount payments are both approved the second goes back through the gateway, with a mail that says the invoice was paid', async () => {
    const { uuid, total, orderNumber } = await bookedInvoice(await openPackage());
    const one = await startedPayment(test.db, uuid);
    const two = await startedPayment(test.db, uuid);
    // Both approved at the gateway before the shop hears of either.
    const tellOne = await decidedAtGateway(test.db, one.reference);
    const tellTwo = await decidedAtGateway(test.db, two.reference);
    await tellOne();
    expect((await startPayment(uuid, { gateway: 'test', amount: 1 })).status).toBe(422);
    await tellTwo();

    expect(await transactionStatus(test.db, one.transactionId)).toBe('paid');
    expect(await transactionStatus(test.db, two.transactionId)).toBe('refunded');
    const [sandbox] = await test.db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, two.reference));
    expect(sandbox!.status).toBe('refunded');
    const invoice = await invoiceOf(uuid);
    expect(invoice).toMatchObject({ status: 'paid', totalPaid: total, amountDue: 0 });
    expect(invoice.transactions.find((transaction) => transaction.id === two.transactionId)).toMatchObject({ status: 'refunded', refundReason: 'overpaid' });
    const refunds = await mailsOf(test.db, orderNumber, 'payment-refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.text).toContain('Fakturaen var allerede betalt.');
    expect(refunds[0]!.text).toContain('Fakturaen er betalt.');
    expect(await mailsOf(test.db, orderNumber, 'payment-receipt')).toHaveLength(1);
  });

  it('that is more than is still due goes back whole, and its mail says so and what is still due, not that the invoice was paid', async () => {
    const { uuid, total, orderNumber } = await bookedInvoice(await openPackage('sv'), 'sv');
    const whole = await startedPayment(test.db, uuid);
    const part = await startedPayment(test.db, uuid, 100);
    const tellWhole = await decidedAtGateway(test.db, whole.reference);
    await decide(test.db, part.reference, 'approve');
    await tellWhole();

    expect(await transactionStatus(test.db, whole.transactionId)).toBe('refunded');
    const invoice = await invoiceOf(uuid, 'sv');
    expect(invoice).toMatchObject({ status: 'pending', totalPaid: 100, amountDue: total - 100 });
    expect(invoice.transactions.find((transaction) => transaction.id === whole.transactionId)?.refundReason).toBe('exceeds_due');
    const [refund] = await mailsOf(test.db, orderNumber, 'payment-refund');
    expect(refund!.locale).toBe('sv');
    expect(refund!.text).toContain('Den var större än det belopp som återstod att betala på fakturan.');
    expect(refund!.text).toContain(`Det återstår fortfarande ${(total - 100).toLocaleString('sv-SE').replace(/\s/g, ' ')} SEK att betala på fakturan.`);
    expect(refund!.text).not.toContain('redan betald');
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

  it('has a part already paid sent back; a payment approved at the gateway but told after the release is refunded through its gateway, with a mail', async () => {
    const { uuid, orderNumber } = await bookedInvoice(await openPackage());
    const part = await startedPayment(test.db, uuid, 100);
    await decide(test.db, part.reference, 'approve');
    const late = await startedPayment(test.db, uuid, 200);
    const tellLate = await decidedAtGateway(test.db, late.reference);

    expect(await releaseUnpaidBookings(new Date((await dueAtOf(uuid)).getTime() + 1000))).toContain(orderNumber);
    expect(await transactionStatus(test.db, part.transactionId)).toBe('refunded');
    expect(await mailsOf(test.db, orderNumber, 'booking-released')).toEqual([expect.objectContaining({ text: expect.stringContaining('sender vi retur') })]);

    expect((await tellLate()).status).toBe(200);
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

  it('has its open payments cancelled, at the gateway too: one can no longer be approved, and none reads as awaited', async () => {
    const { uuid, orderNumber } = await bookedInvoice(await openPackage());
    const open = await startedPayment(test.db, uuid, 300);
    expect(await releaseUnpaidBookings(new Date((await dueAtOf(uuid)).getTime() + 1000))).toContain(orderNumber);

    expect(await transactionStatus(test.db, open.transactionId)).toBe('cancelled');
    const [sandbox] = await test.db.select({ status: sandboxPayments.status }).from(sandboxPayments).where(eq(sandboxPayments.reference, open.reference));
    expect(sandbox!.status).toBe('cancelled');
    const refused = await decideOnHostedPage(open.reference, 'approve');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('payment_closed');
    const invoice = await invoiceOf(uuid);
    expect(invoice.transactions.map((transaction) => transaction.status)).toEqual(['cancelled']);
    expect(await mailsOf(test.db, orderNumber, 'payment-refund')).toEqual([]);
  });
});

// Last: these bookings stay unpaid, and a release round above would give their rooms back too.
describe('the invoice’s member (booking spec §3, §7)', () => {
  it('is the contact person the booking is made out to: name, address, email and phone, no birth date', async () => {
    const { uuid } = await bookedInvoice(await openPackage());
    const { member } = await invoiceOf(uuid);
    expect(member).toEqual({
      title: CONTACT.title,
      firstName: CONTACT.firstName,
      lastName: CONTACT.lastName,
      email: CONTACT.email,
      phone: `${CONTACT.phoneCode}${CONTACT.mobile}`,
      address: CONTACT.address,
      postCode: CONTACT.postCode,
      city: CONTACT.city,
      isCompany: false,
      companyName: null,
      companyTaxNumber: null,
    });
  });

  it('names the company a business booking is made out to', async () => {
    const { body } = await bookingOf(await openPackage('no'), 'no');
    const company = { ...body, contactInfo: { ...body.contactInfo, isCompany: true, companyName: 'Fotball AS', companyTaxNumber: '923609016' } };
    const answer = await callApi('bookings', { method: 'POST', locale: 'no', json: company, headers: { 'idempotency-key': randomUUID() } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { member } = await invoiceOf(bookingResponse.parse(answer.body).uuid, 'no');
    expect(member).toMatchObject({ isCompany: true, companyName: 'Fotball AS', companyTaxNumber: '923609016', firstName: CONTACT.firstName });
  });

  it('is a gift card’s buyer: the name it is given from, the buyer’s email and phone', async () => {
    const ordered = await callApi('gift-cards', { method: 'POST', locale: 'da', json: GIFT_CARD_ORDER, headers: { 'idempotency-key': randomUUID() } });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    const { uuid } = giftCardResponse.parse(ordered.body).gift_card.invoice;
    const answer = await callApi(`invoices/${uuid}`);
    expect(invoiceResponse.parse(answer.body).invoice.member).toEqual({
      title: null,
      firstName: GIFT_CARD_ORDER.from,
      lastName: null,
      email: GIFT_CARD_ORDER.email,
      phone: GIFT_CARD_ORDER.phone,
      address: null,
      postCode: null,
      city: null,
      isCompany: false,
      companyName: null,
      companyTaxNumber: null,
    });
  });
});
