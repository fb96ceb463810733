// Payment callbacks (POST /api/v1/payments/test/callback), on PostgreSQL only, where they truly
// run at once: gateways deliver a callback several times, late and out of order, and the shop
// must apply each once. The bench's own invoices are paid in two parts each; every part's
// "paid" event is delivered 50 times at once (a block of 50 deliveries, 50 connections), the
// blocks in shuffled order (an invoice's second part often before its first), and at the end,
// late, a "failed" event for every payment and one more copy of its "paid" event.
// Afterwards the bench checks the invariants in the database: every invoice paid, its paid
// total the sum of its paid transactions, no payment moved back to failed, one stored event per
// distinct event, and one receipt mail per invoice.
import { createHmac, randomUUID } from 'node:crypto';
import { acceptedTotalOf, api, bookablePackages, bookOnce, selectionOf, setInventory } from '../lib/booking.mjs';
import { runLoad } from '../lib/load.mjs';

const SECRET = 'bench-test-gateway-secret';
const INVOICES = 100;
const PARTS = 2;
const COPIES = 50;
const CONNECTIONS = 50;
const PLENTY = 1_000_000;
const BUDGET = { rps: 500, p95: 500 };

/** The test gateway's signature header (server/suppliers/payments/test-gateway.ts), signed now. */
function sign(body) {
  const timestamp = Math.floor(Date.now() / 1000);
  return `t=${timestamp},v1=${createHmac('sha256', SECRET).update(`${timestamp}.`).update(body).digest('hex')}`;
}

const shuffle = (items) => {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
};

const callbacks = {
  name: 'payment callbacks (PostgreSQL)',
  path: '/api/v1/payments/test/callback',
  method: 'POST',
  database: 'postgres',
  serverEnv: { SUPPLIER_LATENCY_MS: '0', TEST_GATEWAY_SECRET: SECRET, PAYMENTS_WORKER: 'off' },
  connections: CONNECTIONS,
  shape: `${INVOICES} invoices × ${PARTS} parts × ${COPIES} deliveries, ${CONNECTIONS} at once`,
  warmUp: 0,
  budget: BUDGET,
  async run({ baseUrl, db }) {
    // The invoices: bookings of a few packages in turn, seats and rooms not scarce.
    const packages = await bookablePackages(baseUrl, 5);
    const bodies = [];
    for (const pkg of packages) {
      const chosen = await selectionOf(pkg);
      await setInventory(db, chosen, { seats: PLENTY, rooms: PLENTY });
      bodies.push(chosen.book(await acceptedTotalOf(baseUrl, chosen.request)));
    }
    const invoices = [];
    for (let i = 0; i < INVOICES; i += 1) {
      const { answer } = await bookOnce(baseUrl, bodies[i % bodies.length], 'payment callbacks');
      invoices.push({ uuid: answer.uuid, total: answer.finalPrice });
    }
    // Two part payments each, started through the API.
    const deliveries = [];
    for (const invoice of invoices) {
      const half = Math.floor(invoice.total / 2);
      for (const amount of [half, invoice.total - half]) {
        const started = await api(baseUrl, `invoices/${invoice.uuid}/transactions`, { method: 'POST', body: { gateway: 'test', amount } });
        if (started.status !== 201) throw new Error(`starting a payment answered ${started.status}: ${JSON.stringify(started.body)}`);
        const { rows } = await db.query('select gateway_reference from payment_transactions where uuid = $1', [started.body.paymentInfo.transactionId]);
        const reference = rows[0].gateway_reference;
        const paid = JSON.stringify({ id: randomUUID(), type: 'payment.paid', payment: { reference } });
        const failed = JSON.stringify({ id: randomUUID(), type: 'payment.failed', payment: { reference } });
        deliveries.push({ paid, failed });
      }
    }
    // Blocks of 50 copies of one payment's "paid", in shuffled order; then the late words, shuffled.
    const texts = [
      ...shuffle(deliveries.map(({ paid }) => Array.from({ length: COPIES }, () => paid))).flat(),
      ...shuffle(deliveries.flatMap(({ paid, failed }) => [failed, paid])),
    ];
    let next = 0;
    const requests = [
      {
        setupRequest: (request) => {
          const body = texts[next++ % texts.length];
          return { ...request, headers: { ...request.headers, 'content-type': 'application/json', 'test-gateway-signature': sign(body) }, body };
        },
      },
    ];
    const result = await runLoad({ url: new URL('/api/v1/payments/test/callback', baseUrl).href, connections: CONNECTIONS, duration: 120, maxRequests: texts.length, method: 'POST', requests });

    // The invariants.
    const uuids = invoices.map((invoice) => invoice.uuid);
    const { rows: totals } = await db.query(
      `select i.uuid, i.total, i.total_paid, i.status,
              coalesce((select sum(t.amount) from payment_transactions t where t.invoice_id = i.id and t.status = 'paid'), 0)::int as paid_sum,
              (select count(*) from payment_transactions t where t.invoice_id = i.id and t.status <> 'paid')::int as not_paid,
              (select count(*) from outbox_mails m where m.booking_id = i.booking_id and m.kind = 'payment-receipt')::int as receipts
         from invoices i where i.uuid = any($1::uuid[])`,
      [uuids],
    );
    const { rows: events } = await db.query(
      `select count(*)::int as n from payment_events e join payment_transactions t on t.id = e.transaction_id join invoices i on i.id = t.invoice_id where i.uuid = any($1::uuid[])`,
      [uuids],
    );
    const consistent = totals.every((row) => row.total_paid === row.paid_sum);
    const allPaid = totals.every((row) => row.status === 'paid' && row.total_paid === row.total && row.not_paid === 0);
    const oneReceipt = totals.every((row) => row.receipts === 1);
    const distinct = INVOICES * PARTS * 2;
    const elapsedS = result.responses / Math.max(result.rps, 1e-9);
    return {
      ...result,
      checks: [
        { text: 'paid total = sum of paid transactions', ok: consistent && totals.length === INVOICES },
        { text: 'every invoice paid, no payment moved back', ok: allPaid },
        { text: 'one receipt per invoice', ok: oneReceipt },
        { text: `${distinct} events stored once`, ok: events[0].n === distinct },
      ],
      notes: [
        `${texts.length} deliveries of ${distinct} distinct events in ${elapsedS.toFixed(1)} s (${PARTS} payments per invoice: "paid" ${COPIES} times at once and once late, "failed" once late)`,
      ],
    };
  },
};

const cases = [callbacks];

export default cases;
