/**
 * Finding an invoice by order number and email (`POST invoices/lookup`, the
 * `/faktura` page) and guessing invoice addresses: the answer never tells
 * which half was wrong, and guessing is answered 429 long before it could
 * find anything. Limits count per visitor (the address the production server
 * hands on) and per order number, in the database.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { INVOICE_LOOKUP_MISS, invoiceLookupResponse } from '@/lib/api/contract/booking';
import { INVOICE_MISSES, LOOKUPS_PER_ORDER, LOOKUPS_PER_VISITOR } from '@/server/modules/invoices/lookup';
import { callApi } from '../support/api';
import { CONTACT, packageFinder } from '../support/booking-fixture';
import { withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';
import { bookedInvoice } from '../support/payments';

withTestDatabase();
const openPackage = packageFinder();

withTestShop();

/** A visitor of its own: a fresh address, so no other test's tries count. */
const visitor = () => `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID().slice(0, 8)}`;

const lookUp = (body: unknown, from: string | null = visitor(), locale = 'da') =>
  callApi('invoices/lookup', { method: 'POST', locale, json: body, headers: from ? { [CLIENT_ADDRESS_HEADER]: from } : {} });

describe('finding an invoice by order number and email', () => {
  it('answers the invoice’s uuid for the booking’s email, whatever its case and spaces, and the order number as digits or a number', async () => {
    const { uuid, orderNumber } = await bookedInvoice(await openPackage());
    for (const body of [
      { orderNumber, email: CONTACT.email },
      { orderNumber: String(orderNumber), email: `  ${CONTACT.email.toUpperCase()} ` },
    ]) {
      const { status, body: answer, headers } = await lookUp(body);
      expect(status).toBe(200);
      expect(invoiceLookupResponse.parse(answer).invoice.uuid).toBe(uuid);
      expect(headers.get('cache-control')).toContain('no-store');
    }
  });

  it('finds a gift card’s invoice by its order number and the buyer’s email', async () => {
    const ordered = await callApi('gift-cards', {
      method: 'POST',
      json: { amount: 500, recipientName: 'Mads', email: 'buyer@example.com', from: 'Lone', to: 'Mads', phone: '12345678' },
      headers: { 'idempotency-key': randomUUID() },
    });
    const { uuid, orderNumber } = ordered.body.gift_card.invoice;
    expect((await lookUp({ orderNumber, email: 'Buyer@Example.com' })).body).toEqual({ invoice: { uuid } });
    expect((await lookUp({ orderNumber, email: CONTACT.email })).status).toBe(404);
  });

  it('answers a wrong email and an unknown order number alike, in the visitor’s language', async () => {
    const { orderNumber } = await bookedInvoice(await openPackage());
    const wrongEmail = await lookUp({ orderNumber, email: 'someone.else@example.com' });
    const unknownOrder = await lookUp({ orderNumber: 2_000_000_000, email: CONTACT.email });
    expect(wrongEmail.status).toBe(404);
    expect(unknownOrder.status).toBe(404);
    expect(wrongEmail.body).toEqual(unknownOrder.body);
    expect(wrongEmail.body).toEqual({ message: 'Ingen faktura har dette ordrenummer og denne e-mail', code: 'invoice_not_found' });
    expect((await lookUp({ orderNumber, email: 'x@example.com' }, visitor(), 'en')).body.message).toBe(INVOICE_LOOKUP_MISS);
    expect((await lookUp({ orderNumber, email: 'x@example.com' }, visitor(), 'sv')).body.message).toBe('Ingen faktura har detta ordernummer och denna e-post');
  });

  it('answers malformed bodies with field messages, never a 500', async () => {
    for (const body of [{}, { orderNumber: 'abc', email: CONTACT.email }, { orderNumber: 99_999_999_999, email: CONTACT.email }, { orderNumber: 0, email: 'x@y.dk' }, { orderNumber: 1.5, email: 'x@y.dk' }, { orderNumber: 1, email: 'not an email' }, [], 'text']) {
      const { status, body: answer } = await lookUp(body);
      expect([400, 422], JSON.stringify(body)).toContain(status);
      expect(answer.message).toBeTruthy();
    }
    const { body: fields } = await lookUp({ orderNumber: 'abc', email: 'nope' });
    expect(fields.errors).toEqual({ orderNumber: ['skal være et ordrenummer'], email: ['skal være en gyldig e-mailadresse'] });
  });

  it('answers 429 with Retry-After after a visitor’s tenth try, and other visitors go on', async () => {
    const { orderNumber } = await bookedInvoice(await openPackage());
    const guesser = visitor();
    for (let i = 0; i < LOOKUPS_PER_VISITOR.points; i += 1) expect((await lookUp({ orderNumber: 1_000_000 + i, email: 'guess@example.com' }, guesser)).status).toBe(404);
    const refused = await lookUp({ orderNumber, email: CONTACT.email }, guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(refused.body.code).toBe('rate_limited');
    expect((await lookUp({ orderNumber, email: CONTACT.email })).status).toBe(200);
  });

  it('answers 429 for one order number tried too often, from however many visitors', async () => {
    const { orderNumber } = await bookedInvoice(await openPackage());
    for (let i = 0; i < LOOKUPS_PER_ORDER.points; i += 1) expect((await lookUp({ orderNumber, email: `guess${i}@example.com` }, visitor())).status).toBe(404);
    expect((await lookUp({ orderNumber, email: CONTACT.email }, visitor())).status).toBe(429);
  });
});

describe('guessing invoice addresses', () => {
  it('10 000 guesses find nothing: after the limit every one is 429, the real invoice’s too, and another visitor still opens it', { timeout: 600_000 }, async () => {
    const { uuid } = await bookedInvoice(await openPackage());
    const guesser = visitor();
    const statuses = new Map<number, number>();
    let first429 = -1;
    for (let batch = 0; batch < 200; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => callApi(`invoices/${randomUUID()}`, { headers: { [CLIENT_ADDRESS_HEADER]: guesser } })));
      answers.forEach(({ status }, index) => {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 429 && first429 < 0) first429 = batch * 50 + index;
      });
    }
    expect(statuses.get(200)).toBeUndefined();
    expect(statuses.get(429)).toBeGreaterThanOrEqual(10_000 - INVOICE_MISSES.points - 50);
    expect(first429).toBeLessThanOrEqual(INVOICE_MISSES.points + 50);
    expect((await callApi(`invoices/${uuid}`, { headers: { [CLIENT_ADDRESS_HEADER]: guesser } })).status).toBe(429);
    expect((await callApi(`invoices/${uuid}`, { headers: { [CLIENT_ADDRESS_HEADER]: visitor() } })).status).toBe(200);
    // The shop's own server-side calls carry no visitor's address and are not counted.
    expect((await callApi(`invoices/${uuid}`)).status).toBe(200);
  });
});
