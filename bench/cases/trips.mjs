// My trip under load, on PostgreSQL (the trip page reads a booking, its invoice and what has
// happened to it, never a kept page): a booking made through the API, its trip link read from the
// confirmation mail in the outbox as the traveller would open it, then the trip page's render and
// `GET trips/{token}` each loaded with that one link. Every request verifies the link's signature,
// checks the booking still takes it and reads the trip in one read-only snapshot.
// Budgets: for one traveller at a time the page's p95 under 150 ms; ten at once, at least 15 pages a
// second with a p95 under 1 s, and 80 API answers a second with a p95 under 250 ms, from one process on
// two cores that also run PostgreSQL and the load (a page rendered per request, as the invoice's, which
// is loaded beside it for comparison: the trip page shows the invoice's view and more). With ten at once
// the p95 is about ten over the rate, so the rate is what the budget holds there.
import { acceptedTotalOf, bookablePackages, bookOnce, selectionOf } from '../lib/booking.mjs';
import { runLoad, warmUp } from '../lib/load.mjs';

const onPostgres = { database: 'postgres', serverEnv: { SUPPLIER_LATENCY_MS: '0' } };

/** The trip link of a booking made now, as its confirmation mail carries it. */
async function mailedTripPath(baseUrl, db) {
  const [pkg] = await bookablePackages(baseUrl, 1);
  const chosen = await selectionOf(pkg);
  const { orderNumber, answer } = await bookOnce(baseUrl, chosen.book(await acceptedTotalOf(baseUrl, chosen.request)), 'the trip page');
  const { rows } = await db.query(
    `select m.text from outbox_mails m join bookings b on b.id = m.booking_id where b.order_number = $1 and m.kind = 'booking-confirmation'`,
    [orderNumber],
  );
  const match = /https?:\/\/[^/\s]+(\/da\/min-rejse\/(v1\.[\w-]+\.[\w-]+))/.exec(rows[0]?.text ?? '');
  if (!match) throw new Error(`the confirmation of order ${orderNumber} carries no trip link`);
  return { page: match[1], token: match[2], invoice: `/da/faktura/${answer.uuid}` };
}

/** Loads one path as the case's, with a check that every answer was a 200. */
async function load({ baseUrl, connections, duration }, path, headers = {}) {
  const url = new URL(path, baseUrl).href;
  await warmUp(url, headers);
  const result = await runLoad({ url, connections, duration, headers });
  return { ...result, checks: [{ text: 'every answer 200', ok: result.non2xx === 0 }] };
}

const cases = [
  {
    ...onPostgres,
    name: 'invoice page da beside the trip (PostgreSQL)',
    path: '/da/faktura/{uuid}',
    shape: 'the same booking\'s invoice page: the trip page\'s neighbour, read under the same conditions',
    async run(context) {
      return load(context, (await mailedTripPath(context.baseUrl, context.db)).invoice);
    },
  },
  {
    ...onPostgres,
    name: 'trip page da, one traveller (PostgreSQL)',
    path: '/da/min-rejse/{trip link}',
    shape: "one booking's trip link from its confirmation mail, one request at a time",
    connections: 1,
    budget: { p95: 150 },
    async run(context) {
      return load(context, (await mailedTripPath(context.baseUrl, context.db)).page);
    },
  },
  {
    ...onPostgres,
    name: 'trip page da (PostgreSQL)',
    path: '/da/min-rejse/{trip link}',
    shape: "one booking's trip link from its confirmation mail",
    budget: { rps: 15, p95: 1000 },
    async run(context) {
      return load(context, (await mailedTripPath(context.baseUrl, context.db)).page);
    },
  },
  {
    ...onPostgres,
    name: 'api trip (PostgreSQL)',
    path: '/api/v1/trips/{trip link}',
    shape: "one booking's trip link from its confirmation mail",
    budget: { rps: 80, p95: 250 },
    async run(context) {
      return load(context, `/api/v1/trips/${(await mailedTripPath(context.baseUrl, context.db)).token}`, { 'accept-language': 'da' });
    },
  },
];

export default cases;
