/**
 * Gift cards: ordered with an invoice, issued with an unguessable code once
 * that is paid (mail through the outbox, a letter in the post queue when it
 * goes by post), and redeemed in the coupon box as a fixed amount, down to
 * zero and never below, across several bookings; 20 bookings redeeming one
 * card at once (PostgreSQL) never take more than its balance; what a booking
 * released unpaid took from a card goes back onto it, once, however many
 * rounds release at once (PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { bookingResponse } from '@/lib/api/contract/booking';
import { COUPON_NOT_FOUND, GIFT_CARD_OTHER_SITE } from '@/lib/api/contract/coupons';
import { giftCardResponse, type GiftCardBody } from '@/lib/api/contract/gift-cards';
import { priceCheckRequest } from '@/lib/package/price-check';
import { defaultSelection } from '@/lib/package/selection';
import { bookings, giftCardRedemptions, giftCards, outboxMails, postalQueue } from '@/server/db/schema';
import { releaseUnpaidBookings } from '@/server/modules/payments/release';
import { callApi } from '../support/api';
import { acceptedTotalOf, bookingOf, packageFinder } from '../support/booking-fixture';
import { withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';
import { decide, GIFT_CARD_ORDER, invoiceOf, startedPayment, transactionStatus } from '../support/payments';

const onPostgres = inject('testDatabase').driver === 'postgres';
const test = withTestDatabase();
const openPackage = packageFinder();

withTestShop({ domains: true });


const order = (body: unknown, { locale = 'da', key = randomUUID() as string | null } = {}) =>
  callApi('gift-cards', { method: 'POST', locale, json: body, headers: key ? { 'idempotency-key': key } : {} });

/** A card ordered and paid: its code. */
async function issuedCard(body: GiftCardBody = GIFT_CARD_ORDER, locale = 'da'): Promise<{ code: string; uuid: string }> {
  const ordered = await order(body, { locale });
  expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
  const { invoice } = giftCardResponse.parse(ordered.body).gift_card;
  await decide(test.db, (await startedPayment(test.db, invoice.uuid)).reference, 'approve');
  const code = (await invoiceOf(invoice.uuid, locale)).giftCard?.code;
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  return { code: code!, uuid: invoice.uuid };
}

const balanceOf = async (code: string) => (await test.db.select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.code, code)))[0]!.balance;

/** Books a package's default selection with the code in the coupon box; the answer and the total the visitor accepted. */
async function bookWithCode(code: string, locale = 'da') {
  const pkg = await openPackage(locale);
  const { body } = await bookingOf(pkg, locale, (selection) => ({ ...selection, couponCode: code }));
  const answer = await callApi('bookings', { method: 'POST', locale, json: body, headers: { 'idempotency-key': randomUUID() } });
  return { answer, body, pkg };
}

describe('ordering a gift card', () => {
  it('answers its invoice to pay; the invoice shows the card, no code yet; a retried order with the same key orders once', async () => {
    const key = randomUUID();
    const first = await order(GIFT_CARD_ORDER, { key });
    expect(first.status).toBe(201);
    const { invoice } = giftCardResponse.parse(first.body).gift_card;
    expect(invoice).toMatchObject({ total: 1500, amountDue: 1500, currency: 'DKK', status: 'pending' });
    const again = await order(GIFT_CARD_ORDER, { key });
    expect(again.body).toEqual(first.body);
    const shown = await invoiceOf(invoice.uuid);
    expect(shown.booking).toBeNull();
    expect(shown.giftCard).toEqual({
      amount: 1500,
      to: 'Mads',
      from: 'Lone',
      recipientName: 'Mads Holm',
      sendByPost: false,
      code: null,
      balance: null,
      withdrawal: { lastDay: expect.any(String), endsAt: expect.any(String), withdrawnAt: null, refund: null, refundStatus: null },
    });
    expect(shown.paymentGateways).toEqual([{ name: 'test' }]);
    expect(await test.db.select().from(giftCards).where(eq(giftCards.orderNumber, invoice.orderNumber))).toHaveLength(1);
  });

  it.each([
    ['da', 'Din bestilling af gavekort', 'Se og betal din faktura'],
    ['no', 'Din bestilling av gavekort', 'Se og betal fakturaen din'],
    ['sv', 'Din beställning av presentkort', 'Se och betala din faktura'],
  ] as const)('on the %s site mails the buyer the invoice at once, in the site’s language, and once for a retried order', async (locale, subject, link) => {
    const email = `order-${randomUUID()}@example.com`;
    const key = randomUUID();
    const first = await order({ ...GIFT_CARD_ORDER, email }, { locale, key });
    expect(first.status).toBe(201);
    await order({ ...GIFT_CARD_ORDER, email }, { locale, key });
    const { invoice } = giftCardResponse.parse(first.body).gift_card;
    const mails = await test.db.select().from(outboxMails).where(and(eq(outboxMails.recipient, email), eq(outboxMails.kind, 'gift-card-order')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`${subject} ${invoice.orderNumber}`);
    expect(mails[0]!.text).toContain(`${link}: `);
    expect(mails[0]!.text).toContain(`/${invoice.uuid}`);
  });

  it('refuses a missing address when it goes by post, amounts out of range and malformed fields, in the visitor’s language', async () => {
    const byPost = await order({ ...GIFT_CARD_ORDER, sendByPost: true });
    expect(byPost.status).toBe(422);
    expect(byPost.body.errors).toEqual({ address: ['skal udfyldes'], postalCode: ['skal udfyldes'], city: ['skal udfyldes'] });
    for (const amount of [99, 25_001, 'many', 10.5]) {
      const answer = await order({ ...GIFT_CARD_ORDER, amount });
      expect(answer.status, String(amount)).toBe(422);
      expect(answer.body.errors.amount).toEqual(['skal være et helt beløb fra 100 til 25000']);
    }
    const bad = await order({ ...GIFT_CARD_ORDER, email: 'nope', phone: 'abc', to: '', sendByPost: 'yes' });
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'phone', 'sendByPost', 'to']);
    expect((await order(GIFT_CARD_ORDER, { key: null })).status).toBe(400);
  });
});

describe('a paid gift card', () => {
  it('is issued with a code, mailed through the outbox, and put in the post queue when it goes by post', async () => {
    const { code, uuid } = await issuedCard({ ...GIFT_CARD_ORDER, sendByPost: true, address: 'Strandvejen 4', postalCode: '2100', city: 'København Ø' });
    const invoice = await invoiceOf(uuid);
    expect(invoice).toMatchObject({ status: 'paid', giftCard: { code, balance: 1500 } });
    const [mail] = await test.db.select().from(outboxMails).where(and(eq(outboxMails.kind, 'gift-card'), sql`${outboxMails.text} like ${`%${code}%`}`));
    expect(mail).toMatchObject({ recipient: 'lone.holm@example.com', locale: 'da' });
    expect(mail!.text).toContain('Tillykke med de 40!');
    expect(mail!.text).toContain('Kr. 1.500,-');
    const [card] = await test.db.select().from(giftCards).where(eq(giftCards.code, code));
    expect(await test.db.select().from(postalQueue).where(eq(postalQueue.giftCardId, card!.id))).toEqual([
      expect.objectContaining({ kind: 'gift-card', recipientName: 'Mads Holm', address: 'Strandvejen 4', postalCode: '2100', city: 'København Ø' }),
    ]);
  });

  it('is a fixed amount in the coupon box, on its own site only', async () => {
    const { code } = await issuedCard();
    const answer = await callApi(`coupons/${code.toLowerCase()}`, { locale: 'da' });
    expect(answer.body).toEqual({ coupon: { code, type: 'fixed', amount: 1500, isPerPassenger: false } });
    expect((await callApi(`coupons/${code}`, { locale: 'sv' })).status).toBe(404);
  });

  it('is found typed without its dashes, in groups with spaces, or with O for 0 and I or L for 1', async () => {
    const { code } = await issuedCard();
    const plain = code.replace(/-/g, '');
    const typed = [plain, plain.toLowerCase(), code.replace(/-/g, ' '), `${plain.slice(0, 8)}-${plain.slice(8)}`, plain.replace(/0/g, 'O').replace(/1/g, 'l')];
    for (const variant of typed) {
      const answer = await callApi(`coupons/${encodeURIComponent(variant)}`, { locale: 'da' });
      expect(answer.body, variant).toEqual({ coupon: { code, type: 'fixed', amount: 1500, isPerPassenger: false } });
    }
  });

  it('typed on another country’s site says which site it belongs to, in that site’s language', async () => {
    const { code } = await issuedCard();
    for (const [locale, text] of [
      ['no', 'Gavekortet er kjøpt på fantur.dk og kan bare brukes der'],
      ['sv', 'Presentkortet är köpt på fantur.dk och kan bara användas där'],
    ] as const) {
      const answer = await callApi(`coupons/${code.replace(/-/g, '')}`, { locale });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: GIFT_CARD_OTHER_SITE, message: text });
    }
    // An unknown code stays as any unknown code: nothing is told of cards that do not exist.
    expect((await callApi('coupons/7K3M-Q9XP-2WZD-H4TR', { locale: 'no' })).body).toMatchObject({ code: COUPON_NOT_FOUND, message: 'Koden er ikke gyldig' });
  });

  it('lowers a booking’s total by its balance, down to zero and never below, across several bookings', async () => {
    const { code } = await issuedCard();
    const pkg = await openPackage();
    const selection = defaultSelection(pkg);
    const without = await acceptedTotalOf(priceCheckRequest(pkg, selection));
    const withCard = await acceptedTotalOf(priceCheckRequest(pkg, { ...selection, couponCode: code }));
    expect(without - withCard).toBe(1500);

    const first = await bookWithCode(code);
    expect(first.answer.status, JSON.stringify(first.answer.body)).toBe(201);
    expect(bookingResponse.parse(first.answer.body).booking.invoice.discount).toBe(1500);
    expect(await balanceOf(code)).toBe(0);
    // Used up: the code no longer applies.
    expect((await callApi(`coupons/${code}`, { locale: 'da' })).status).toBe(404);

    // A card worth more than a trip: what is left stays on it for the next booking.
    const big = await issuedCard({ ...GIFT_CARD_ORDER, amount: 25_000 });
    const trip = await bookWithCode(big.code);
    expect(trip.answer.status).toBe(201);
    const firstTaken = bookingResponse.parse(trip.answer.body).booking.invoice.discount;
    expect(firstTaken).toBeGreaterThan(0);
    const left = await balanceOf(big.code);
    expect(left).toBe(25_000 - firstTaken);
    const next = await bookWithCode(big.code);
    expect(next.answer.status).toBe(201);
    const secondTaken = bookingResponse.parse(next.answer.body).booking.invoice.discount;
    expect(await balanceOf(big.code)).toBe(left - secondTaken);
    expect(await balanceOf(big.code)).toBeGreaterThanOrEqual(0);
  });

  it('covering a whole trip makes its invoice paid at once; a second booking priced before the first took from it is refused with the new total', async () => {
    const pkg = await openPackage();
    const full = await acceptedTotalOf(priceCheckRequest(pkg, defaultSelection(pkg)));
    const worth = Math.min(25_000, Math.floor(full * 1.5));
    const { code } = await issuedCard({ ...GIFT_CARD_ORDER, amount: worth });
    // Both visitors price the trip with the card before either books: nothing to pay.
    const one = await bookingOf(pkg, 'da', (selection) => ({ ...selection, couponCode: code }));
    const two = await bookingOf(pkg, 'da', (selection) => ({ ...selection, couponCode: code }));
    expect(one.body.acceptedTotal).toBe(0);

    const first = await callApi('bookings', { method: 'POST', json: one.body, headers: { 'idempotency-key': randomUUID() } });
    expect(first.status).toBe(201);
    const firstInvoice = bookingResponse.parse(first.body).booking.invoice;
    expect(firstInvoice).toMatchObject({ total: 0, status: 'paid', amountDue: 0 });
    expect(await balanceOf(code)).toBe(worth - firstInvoice.discount);

    const second = await callApi('bookings', { method: 'POST', json: two.body, headers: { 'idempotency-key': randomUUID() } });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('prices_changed');
    expect(second.body.total).toBe(full - (worth - firstInvoice.discount));
    expect(await balanceOf(code)).toBe(worth - firstInvoice.discount);
  });
});

/** A booking paid in part by a card worth 1500 and in part (100) through the gateway: its order number, invoice, the card's code and the gateway payment. */
async function bookingPaidInPartByCard() {
  const { code } = await issuedCard();
  const { answer } = await bookWithCode(code);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const { booking } = bookingResponse.parse(answer.body);
  expect(booking.invoice.discount).toBe(1500);
  expect(booking.invoice.total).toBeGreaterThan(100);
  const part = await startedPayment(test.db, booking.invoice.uuid, 100);
  await decide(test.db, part.reference, 'approve');
  expect(await balanceOf(code)).toBe(0);
  const releaseAt = new Date(new Date((await invoiceOf(booking.invoice.uuid)).dueAt!).getTime() + 1000);
  return { orderNumber: booking.invoice.orderNumber, code, part, releaseAt };
}

describe('a booking paid in part by a gift card and released unpaid', () => {
  it('gives the card its value back once, refunds what the gateway took, and tells the customer both', async () => {
    const { orderNumber, code, part, releaseAt } = await bookingPaidInPartByCard();
    expect(await releaseUnpaidBookings(releaseAt)).toContain(orderNumber);
    expect(await balanceOf(code)).toBe(1500);
    expect(await transactionStatus(test.db, part.transactionId)).toBe('refunded');
    // The card is good for the next trip again.
    expect((await callApi(`coupons/${code}`, { locale: 'da' })).body).toMatchObject({ coupon: { amount: 1500 } });
    const [mail] = await test.db
      .select({ text: outboxMails.text })
      .from(outboxMails)
      .innerJoin(bookings, eq(bookings.id, outboxMails.bookingId))
      .where(and(eq(bookings.orderNumber, orderNumber), eq(outboxMails.kind, 'booking-released')));
    expect(mail!.text).toContain('sender vi retur');
    expect(mail!.text).toContain('Kr. 1.500,- fra dit gavekort er sat tilbage på kortet');

    // Another round finds nothing more to give back.
    await releaseUnpaidBookings(new Date(releaseAt.getTime() + 60_000));
    expect(await balanceOf(code)).toBe(1500);
  });

  it('whose round fails after claiming leaves the card as it was; the next round gives its value back', async () => {
    const { orderNumber, code, releaseAt } = await bookingPaidInPartByCard();
    await expect(
      releaseUnpaidBookings(releaseAt, {
        afterClaim: () => {
          throw new Error('the worker died');
        },
      }),
    ).rejects.toThrow('the worker died');
    expect(await balanceOf(code)).toBe(0);
    expect(await releaseUnpaidBookings(releaseAt)).toContain(orderNumber);
    expect(await balanceOf(code)).toBe(1500);
  });
});

describe.skipIf(!onPostgres)('bookings paid by gift cards released by several rounds at once (PostgreSQL)', () => {
  it('give each card its value back exactly once', { timeout: 600_000 }, async () => {
    const paid = [await bookingPaidInPartByCard(), await bookingPaidInPartByCard(), await bookingPaidInPartByCard()];
    const at = new Date(Math.max(...paid.map(({ releaseAt }) => releaseAt.getTime())));
    const rounds = await Promise.all(Array.from({ length: 4 }, () => releaseUnpaidBookings(at, { limit: 2 })));
    const released = rounds.flat();
    for (const { orderNumber, code } of paid) {
      expect(released.filter((number) => number === orderNumber)).toHaveLength(1);
      expect(await balanceOf(code)).toBe(1500);
    }
  });
});

describe.skipIf(!onPostgres)('one gift card redeemed by 20 bookings at once (PostgreSQL)', () => {
  it('never takes more than its balance: the redemptions and the balance add up to its amount', { timeout: 600_000 }, async () => {
    const { code } = await issuedCard({ ...GIFT_CARD_ORDER, amount: 25_000 });
    const pkg = await openPackage();
    const { body } = await bookingOf(pkg, 'da', (selection) => ({ ...selection, couponCode: code }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => callApi('bookings', { method: 'POST', json: body, headers: { 'idempotency-key': randomUUID() } })));
    const booked = answers.filter((answer) => answer.status === 201);
    expect(booked.length).toBeGreaterThanOrEqual(1);
    // The others find the balance changed (409 prices_changed) or, once it is used up, the code no longer valid (422).
    const refusals = answers.filter((answer) => answer.status !== 201).map((answer) => `${answer.status} ${answer.body.code}`);
    expect(refusals.every((refusal) => refusal === '409 prices_changed' || refusal === '422 validation_failed'), refusals.join(', ')).toBe(true);
    const [card] = await test.db.select().from(giftCards).where(eq(giftCards.code, code));
    const redeemed = await test.db
      .select({ total: sql<number>`coalesce(sum(${giftCardRedemptions.amount}), 0)::int` })
      .from(giftCardRedemptions)
      .where(eq(giftCardRedemptions.giftCardId, card!.id));
    expect(card!.balance).toBeGreaterThanOrEqual(0);
    expect(redeemed[0]!.total + card!.balance).toBe(25_000);
    const discounts = booked.map((answer) => bookingResponse.parse(answer.body).booking.invoice.discount);
    expect(discounts.reduce((sum, discount) => sum + discount, 0)).toBe(redeemed[0]!.total);
  });
});
