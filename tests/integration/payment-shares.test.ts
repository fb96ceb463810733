/**
 * Split payment: a payment link per traveller, each paying that traveller's
 * share. The shares never add up to more than is due, a share is paid once,
 * and the invoice shows who has paid; a share the payer paid for reads as
 * settled; the traveller who pays gets the share's receipt, and the true word
 * should the payment go back.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shareResponse, sharesResponse, transactionResponse } from '@/lib/api/contract/payments';
import { paymentTransactions, sandboxPayments } from '@/server/db/schema';
import { addMonths } from '@/lib/calendar-day';
import { purgePersonalData } from '@/server/modules/booking/privacy';
import { releaseUnpaidBookings } from '@/server/modules/payments/release';
import { callApi } from '../support/api';
import { packageFinder } from '../support/booking-fixture';
import { withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';
import { bookedInvoice, decide, decidedAtGateway, invoiceOf, mailsOf, startedPayment, transactionStatus } from '../support/payments';

const test = withTestDatabase();
const openPackage = packageFinder();

withTestShop({ domains: true });

const createShares = (uuid: string, shares: unknown, locale = 'da') => callApi(`invoices/${uuid}/shares`, { method: 'POST', locale, json: { shares } });

/** Starts paying a share as the traveller `email`; answers the transaction and the test gateway's reference. */
async function startShare(shareId: string, key?: string, email = 'rejsende@example.com') {
  const answer = await callApi(`shares/${shareId}/transactions`, { method: 'POST', json: { gateway: 'test', email }, headers: key ? { 'idempotency-key': key } : {} });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const { paymentInfo } = transactionResponse.parse(answer.body);
  const [row] = await test.db.select().from(paymentTransactions).where(eq(paymentTransactions.uuid, paymentInfo.transactionId));
  return { transactionId: paymentInfo.transactionId, reference: row!.gatewayReference!, redirectUrl: paymentInfo.redirectUrl };
}

/** A booked invoice with two travellers or more, and an equal share for each of the first two. */
async function splitInTwo(locale = 'da') {
  const booked = await bookedInvoice(await openPackage(locale), locale);
  const invoice = await invoiceOf(booked.uuid, locale);
  expect(invoice.booking!.travellers.length).toBeGreaterThanOrEqual(2);
  const half = Math.floor(invoice.amountDue / 2);
  const created = await createShares(booked.uuid, [{ traveller: 1, amount: half }, { traveller: 2, amount: invoice.amountDue - half }], locale);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { ...booked, invoice, half, shares: sharesResponse.parse(created.body).shares };
}

describe('payment links per traveller', () => {
  it('are made for the travellers named, on the site’s own domain, and the invoice lists them open', async () => {
    const { uuid, invoice, half, shares } = await splitInTwo('no');
    expect(shares).toEqual([
      expect.objectContaining({ traveller: { position: 1, name: [invoice.booking!.travellers[0]!.firstName, invoice.booking!.travellers[0]!.lastName].join(' ') }, amount: half, status: 'open' }),
      expect.objectContaining({ traveller: expect.objectContaining({ position: 2 }), amount: invoice.amountDue - half, status: 'open' }),
    ]);
    expect(shares[0]!.url).toMatch(/^https:\/\/fantur\.no\/no\/faktura\/del\/[0-9a-f-]{36}$/);
    expect((await invoiceOf(uuid, 'no')).shares).toEqual(shares);
  });

  it('are refused when they add up to more than is due, name no traveller of the booking, name one twice or one who has a link', async () => {
    const booked = await bookedInvoice(await openPackage('da'));
    const { amountDue } = await invoiceOf(booked.uuid);
    const tooMuch = await createShares(booked.uuid, [{ traveller: 1, amount: amountDue }, { traveller: 2, amount: 1 }]);
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors).toEqual({ shares: [`må højst give ${amountDue} i alt`] });
    const wrong = await createShares(booked.uuid, [{ traveller: 9, amount: 1 }, { traveller: 1, amount: 1 }, { traveller: 1, amount: 1 }]);
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors)).toEqual(['shares.0.traveller', 'shares.2.traveller']);
    expect((await createShares(booked.uuid, [{ traveller: 1, amount: 100 }])).status).toBe(201);
    const again = await createShares(booked.uuid, [{ traveller: 1, amount: 100 }]);
    expect(again.body.errors).toEqual({ 'shares.0.traveller': ['har allerede et betalingslink'] });
    // What is left for the others is the amount due less the open share.
    expect((await createShares(booked.uuid, [{ traveller: 2, amount: amountDue - 99 }])).status).toBe(422);
    for (const bad of [{}, { shares: [] }, { shares: [{ traveller: 'one', amount: 5 }] }, { shares: [{ traveller: 1, amount: -5 }] }]) {
      expect((await callApi(`invoices/${booked.uuid}/shares`, { method: 'POST', json: bad })).status, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
    }
    expect((await invoiceOf(booked.uuid)).shares).toHaveLength(1);
  });

  it('pays only its share; the invoice shows who has paid, and a paid share cannot be paid again', async () => {
    const { uuid, half, invoice, shares } = await splitInTwo();
    const page = await callApi(`shares/${shares[0]!.id}`, { locale: 'da' });
    expect(page.status).toBe(200);
    expect(shareResponse.parse(page.body).share).toMatchObject({ amount: half, status: 'open', payable: true, orderNumber: invoice.orderNumber, traveller: shares[0]!.traveller.name });

    const started = await startShare(shares[0]!.id);
    // The browser comes back to the share's page, not the invoice.
    expect((await test.db.select().from(paymentTransactions).where(eq(paymentTransactions.uuid, started.transactionId)))[0]!.amount).toBe(half);
    await decide(test.db, started.reference, 'approve');

    const after = await invoiceOf(uuid);
    expect(after).toMatchObject({ totalPaid: half, amountDue: invoice.amountDue - half, status: 'pending' });
    expect(after.shares.map((share) => share.status)).toEqual(['paid', 'open']);
    const refused = await callApi(`shares/${shares[0]!.id}/transactions`, { method: 'POST', json: { gateway: 'test', email: 'rejsende@example.com' } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('share_paid');
    expect(shareResponse.parse((await callApi(`shares/${shares[0]!.id}`)).body).share).toMatchObject({ status: 'paid', payable: false });

    await decide(test.db, (await startShare(shares[1]!.id)).reference, 'approve');
    expect(await invoiceOf(uuid)).toMatchObject({ status: 'paid', amountDue: 0 });
  });

  it('paid twice at once through two payments: the second goes back, the share counts once, and the traveller who paid it is told the share was paid, in the site’s language', async () => {
    const { uuid, half, invoice, orderNumber, shares } = await splitInTwo('no');
    const one = await startShare(shares[0]!.id, undefined, 'kari@example.com');
    const two = await startShare(shares[0]!.id, undefined, 'kari.privat@example.com');
    const tellOne = await decidedAtGateway(test.db, one.reference);
    const tellTwo = await decidedAtGateway(test.db, two.reference);
    await tellOne();
    await tellTwo();
    expect(await transactionStatus(test.db, one.transactionId)).toBe('paid');
    expect(await transactionStatus(test.db, two.transactionId)).toBe('refunded');
    const after = await invoiceOf(uuid, 'no');
    expect(after).toMatchObject({ totalPaid: half, amountDue: invoice.amountDue - half, status: 'pending' });
    expect(after.transactions.find((transaction) => transaction.id === two.transactionId)?.refundReason).toBe('share_paid');

    // The receipt goes to who paid the share, the word of the refund to who paid twice; the booking's contact gets neither.
    const receipts = await mailsOf(test.db, orderNumber, 'share-receipt');
    expect(receipts).toEqual([expect.objectContaining({ recipient: 'kari@example.com', locale: 'no', subject: `Kvittering for andelen din av ordre ${orderNumber}` })]);
    const refunds = await mailsOf(test.db, orderNumber, 'payment-refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ recipient: 'kari.privat@example.com', locale: 'no' });
    expect(refunds[0]!.text).toContain(`Kjære ${invoice.booking!.travellers[0]!.firstName}, vi har sendt en betaling på ${half.toLocaleString('nb-NO').replace(/\s/g, ' ')} NOK tilbake til deg.`);
    expect(refunds[0]!.text).toContain('Andelen din var allerede betalt.');
    expect(refunds[0]!.text).not.toContain('fakturaen var allerede betalt');
    expect(refunds[0]!.text).toContain(shares[0]!.url);
    expect(refunds[0]!.text).not.toContain(uuid);
  });

  it('is asked with the traveller’s address, for the receipt: none or a malformed one is refused with the field’s message', async () => {
    const { shares } = await splitInTwo();
    for (const [body, message] of [
      [{ gateway: 'test' }, 'skal udfyldes'],
      [{ gateway: 'test', email: 'ikke en adresse' }, 'skal være en gyldig e-mailadresse'],
    ] as const) {
      const answer = await callApi(`shares/${shares[0]!.id}/transactions`, { method: 'POST', locale: 'da', json: body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors).toEqual({ email: [message] });
    }
  });

  it('once the payer has paid the whole invoice, read as settled by another, on the invoice and on their links, and the payments still open for them are closed', async () => {
    const { uuid, shares } = await splitInTwo();
    const open = await startShare(shares[1]!.id);
    await decide(test.db, (await startedPayment(test.db, uuid)).reference, 'approve');

    const invoice = await invoiceOf(uuid);
    expect(invoice).toMatchObject({ status: 'paid', amountDue: 0 });
    expect(invoice.shares.map((share) => share.status)).toEqual(['settled', 'settled']);
    const page = shareResponse.parse((await callApi(`shares/${shares[1]!.id}`)).body).share;
    expect(page).toMatchObject({ status: 'settled', payable: false });
    // The traveller's open payment can no longer be paid, and does not read as awaited.
    expect(page.transactions).toEqual([expect.objectContaining({ id: open.transactionId, status: 'cancelled' })]);
    const [sandbox] = await test.db.select({ status: sandboxPayments.status }).from(sandboxPayments).where(eq(sandboxPayments.reference, open.reference));
    expect(sandbox!.status).toBe('cancelled');
  });

  it('paid by one payment closes the share’s other open payment; told after all, that one goes back as the share’s', async () => {
    const { shares } = await splitInTwo();
    const one = await startShare(shares[0]!.id);
    const two = await startShare(shares[0]!.id);
    await decide(test.db, one.reference, 'approve');
    expect(await transactionStatus(test.db, two.transactionId)).toBe('cancelled');
    // A late word of a payment the gateway took before it was closed.
    const [row] = await test.db.update(sandboxPayments).set({ status: 'pending' }).where(eq(sandboxPayments.reference, two.reference)).returning();
    expect(row).toBeDefined();
    await decide(test.db, two.reference, 'approve');
    expect(await transactionStatus(test.db, two.transactionId)).toBe('refunded');
    const share = shareResponse.parse((await callApi(`shares/${shares[0]!.id}`)).body).share;
    expect(share.transactions.find((transaction) => transaction.id === two.transactionId)?.refundReason).toBe('share_paid');
  });

  it('forgets the address a traveller paid with when the booking’s personal data are purged', async () => {
    const { uuid, shares } = await splitInTwo();
    const paid = await startShare(shares[0]!.id, undefined, 'glemmes@example.com');
    await decide(test.db, paid.reference, 'approve');
    const [before] = await test.db.select({ payerEmail: paymentTransactions.payerEmail }).from(paymentTransactions).where(eq(paymentTransactions.uuid, paid.transactionId));
    expect(before!.payerEmail).toBe('glemmes@example.com');
    const invoice = await invoiceOf(uuid);
    await purgePersonalData(test.db, { today: addMonths(invoice.booking!.endDate, 7), months: 6, now: new Date() });
    const [after] = await test.db.select({ payerEmail: paymentTransactions.payerEmail }).from(paymentTransactions).where(eq(paymentTransactions.uuid, paid.transactionId));
    expect(after!.payerEmail).toBeNull();
  });

  it('of a booking released unpaid read as cancelled', async () => {
    const { uuid, orderNumber, shares } = await splitInTwo();
    expect(await releaseUnpaidBookings(new Date(new Date((await invoiceOf(uuid)).dueAt!).getTime() + 1000))).toContain(orderNumber);
    expect((await invoiceOf(uuid)).shares.map((share) => share.status)).toEqual(['cancelled', 'cancelled']);
    expect(shareResponse.parse((await callApi(`shares/${shares[0]!.id}`)).body).share).toMatchObject({ status: 'cancelled', payable: false });
  });

  it('answers a retried start with the same key with the same payment, and unknown or malformed links with 404 and 400', async () => {
    const { shares } = await splitInTwo();
    const key = randomUUID();
    const first = await startShare(shares[1]!.id, key);
    const again = await startShare(shares[1]!.id, key);
    expect(again.transactionId).toBe(first.transactionId);
    expect((await callApi(`shares/${randomUUID()}`)).status).toBe(404);
    expect((await callApi(`shares/${randomUUID()}/transactions`, { method: 'POST', json: { gateway: 'test', email: 'rejsende@example.com' } })).status).toBe(404);
    expect((await callApi('shares/not-a-share')).status).toBe(400);
    expect((await callApi(`shares/${shares[1]!.id}/transactions`, { method: 'POST', json: { gateway: 'paypal', email: 'rejsende@example.com' } })).status).toBe(422);
  });
});
