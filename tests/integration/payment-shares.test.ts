/**
 * Split payment: a payment link per traveller, each paying that traveller's
 * share. The shares never add up to more than is due, a share is paid once,
 * and the invoice shows who has paid.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shareResponse, sharesResponse, transactionResponse } from '@/lib/api/contract/payments';
import { paymentTransactions } from '@/server/db/schema';
import { callApi } from '../support/api';
import { packageFinder } from '../support/booking-fixture';
import { withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';
import { bookedInvoice, decide, invoiceOf, transactionStatus } from '../support/payments';

const test = withTestDatabase();
const openPackage = packageFinder();

withTestShop({ domains: true });

const createShares = (uuid: string, shares: unknown, locale = 'da') => callApi(`invoices/${uuid}/shares`, { method: 'POST', locale, json: { shares } });

/** Starts paying a share; answers the transaction and the test gateway's reference. */
async function startShare(shareId: string, key?: string) {
  const answer = await callApi(`shares/${shareId}/transactions`, { method: 'POST', json: { gateway: 'test' }, headers: key ? { 'idempotency-key': key } : {} });
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
    const refused = await callApi(`shares/${shares[0]!.id}/transactions`, { method: 'POST', json: { gateway: 'test' } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('share_paid');
    expect(shareResponse.parse((await callApi(`shares/${shares[0]!.id}`)).body).share).toMatchObject({ status: 'paid', payable: false });

    await decide(test.db, (await startShare(shares[1]!.id)).reference, 'approve');
    expect(await invoiceOf(uuid)).toMatchObject({ status: 'paid', amountDue: 0 });
  });

  it('paid twice at once through two payments: the second goes back, the share counts once', async () => {
    const { uuid, half, shares } = await splitInTwo();
    const one = await startShare(shares[0]!.id);
    const two = await startShare(shares[0]!.id);
    await decide(test.db, one.reference, 'approve');
    await decide(test.db, two.reference, 'approve');
    expect(await transactionStatus(test.db, one.transactionId)).toBe('paid');
    expect(await transactionStatus(test.db, two.transactionId)).toBe('refunded');
    expect((await invoiceOf(uuid)).totalPaid).toBe(half);
  });

  it('answers a retried start with the same key with the same payment, and unknown or malformed links with 404 and 400', async () => {
    const { shares } = await splitInTwo();
    const key = randomUUID();
    const first = await startShare(shares[1]!.id, key);
    const again = await startShare(shares[1]!.id, key);
    expect(again.transactionId).toBe(first.transactionId);
    expect((await callApi(`shares/${randomUUID()}`)).status).toBe(404);
    expect((await callApi(`shares/${randomUUID()}/transactions`, { method: 'POST', json: { gateway: 'test' } })).status).toBe(404);
    expect((await callApi('shares/not-a-share')).status).toBe(400);
    expect((await callApi(`shares/${shares[1]!.id}/transactions`, { method: 'POST', json: { gateway: 'paypal' } })).status).toBe(422);
  });
});
