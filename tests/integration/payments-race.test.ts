/**
 * Gateways deliver callbacks twice, late, and at the same moment as each
 * other. On the real PostgreSQL only, where they truly run at once (PGlite
 * has one connection); CI sets DATABASE_URL, so this runs in every CI run.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { bookingResponse } from '@/lib/api/contract/booking';
import { transactionResponse } from '@/lib/api/contract/payments';
import { now } from '@/server/clock';
import { invoices, paymentEvents, paymentTransactions } from '@/server/db/schema';
import { installAvailabilityServices } from '@/server/modules/availability/services';
import { signTestCallback, testGatewaySecret, TEST_SIGNATURE_HEADER } from '@/server/suppliers/payments/test-gateway';
import { callApi } from '../support/api';
import { quickSandbox } from '../support/availability';
import { bookingOf, packageFinder } from '../support/booking-fixture';
import { TEST_TODAY, withTestDatabase } from '../support/database';

const onPostgres = inject('testDatabase').driver === 'postgres';
const test = withTestDatabase();
const openPackage = packageFinder();

beforeAll(() => {
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
  installAvailabilityServices(quickSandbox());
});
afterAll(() => {
  installAvailabilityServices(undefined);
  vi.unstubAllEnvs();
});

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
  });
});
