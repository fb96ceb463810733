/**
 * Payment links and saved offers cannot be walked through (issue 32 item 8):
 * a visitor's guesses at payment links are limited as guesses at invoice
 * addresses are (a right one gives its point back), and reading offers, whose
 * numbers follow each other, is limited per visitor; over the limit the
 * answer is the usual 429 with Retry-After, in the visitor's language, and
 * another visitor is answered as before.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { sharesResponse } from '@/lib/api/contract/payments';
import { api } from '@/server/http/api';
import { LIMITS } from '@/server/http/limits';
import { packages } from '@/server/db/schema';
import { packageFinder } from '../support/booking-fixture';
import { withTestDatabase } from '../support/database';
import { bookedInvoice, invoiceOf } from '../support/payments';
import { withTestShop } from '../support/shop';

const test = withTestDatabase();
const openPackage = packageFinder();
withTestShop({ domains: true });

let visitors = 0;
/** A visitor of its own per test: limits are counted per address. */
const newVisitor = () => `198.51.100.${++visitors}`;

/** As the production server's bridge hands a request over, with the connection's address. */
async function call(method: 'GET' | 'POST', path: string, { body, visitor, locale = 'da' }: { body?: unknown; visitor?: string; locale?: string } = {}) {
  const headers: Record<string, string> = { 'accept-language': locale, 'content-type': 'application/json' };
  if (visitor) headers[CLIENT_ADDRESS_HEADER] = visitor;
  const response = await api.handle(new Request(`http://localhost/api/v1/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** The usual refusal: 429, a wait within the window, the code, and the text in the visitor's language. */
function expectRefused(answer: Awaited<ReturnType<typeof call>>, windowS: number) {
  expect(answer.status).toBe(429);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(Number(answer.headers.get('retry-after'))).toBeLessThanOrEqual(windowS);
  expect(answer.body).toEqual({ message: 'For mange forsøg; prøv igen senere', code: 'rate_limited' });
}

/** A booked trip's invoice split in two payment links: the first link's id. */
async function aShare(): Promise<string> {
  const { uuid } = await bookedInvoice(await openPackage());
  const { amountDue } = await invoiceOf(uuid);
  const created = await call('POST', `invoices/${uuid}/shares`, { body: { shares: [{ traveller: 1, amount: 1 }, { traveller: 2, amount: amountDue - 1 }] } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return sharesResponse.parse(created.body).shares[0]!.id;
}

describe('payment links', () => {
  // A booking and some 30 calls: sized for a machine four times slower.
  it('answer a visitor’s guesses 404 up to the limit, then 429 to every link, a real one too; another visitor is answered', { timeout: 120_000 }, async () => {
    const share = await aShare();
    const guesser = newVisitor();
    for (let guess = 0; guess < LIMITS.shareMisses.points; guess += 1) expect((await call('GET', `shares/${randomUUID()}`, { visitor: guesser })).status).toBe(404);
    expectRefused(await call('GET', `shares/${randomUUID()}`, { visitor: guesser }), LIMITS.shareMisses.durationS);
    expectRefused(await call('GET', `shares/${share}`, { visitor: guesser }), LIMITS.shareMisses.durationS);
    expect((await call('GET', `shares/${share}`, { visitor: newVisitor() })).status).toBe(200);
  });

  it('let a traveller open a real link as often as needed: a right one gives its point back', { timeout: 120_000 }, async () => {
    const share = await aShare();
    const traveller = newVisitor();
    for (let read = 0; read < LIMITS.shareMisses.points + 5; read += 1) expect((await call('GET', `shares/${share}`, { visitor: traveller })).status).toBe(200);
  });
});

describe('saved offers', () => {
  it('are read by number up to the limit per visitor, then 429, a saved one too; another visitor is answered', { timeout: 120_000 }, async () => {
    const [pkg] = await test.db.select({ id: packages.id }).from(packages).orderBy(packages.id).limit(1);
    const saved = await call('POST', 'offers', { body: { link: `packageId=${pkg!.id}&type=default&adults=2` } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    const { offerId } = saved.body as { offerId: number };
    const reader = newVisitor();
    // Walking the numbers from the saved one on: found or not, each read counts.
    for (let read = 0; read < LIMITS.offerReads.points; read += 1) expect([200, 404]).toContain((await call('GET', `offers/${offerId + read}`, { visitor: reader })).status);
    expectRefused(await call('GET', `offers/${offerId}`, { visitor: reader }), LIMITS.offerReads.durationS);
    expect((await call('GET', `offers/${offerId}`, { visitor: newVisitor() })).status).toBe(200);
  });
});
