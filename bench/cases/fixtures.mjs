// A moved match reaching its bookings (issue 37), on PostgreSQL: 1 000 bookings of one match,
// the sandbox fixture feed told the match moved (POST /api/v1/sandbox/fixtures/{eventId}), and
// the time from that report until the server's fixture worker has applied it: the event's new
// kick-off, every booking's fixture status, its audit row and its mail in the outbox, in one
// transaction. Then the checks: 1 000 statuses, each booking exactly one mail, in its language.
//
// One booking is made through the API; the other 999 are copies of it written straight into
// the bench's database (its bookings and invoices, spread over the three sites), as making
// 1 000 bookings through the API would measure the booking, not the fixture change.
import { performance } from 'node:perf_hooks';
import { acceptedTotalOf, api, bookablePackages, bookOnce, selectionOf, setInventory } from '../lib/booking.mjs';
import { summarise } from '../lib/load.mjs';

const AFFECTED = 1_000;
const POLL_MS = 250;
const PLENTY = 1_000_000;
/** From the report to the change applied to every booking, the worker's poll interval included. */
const BUDGET = { p95: 30_000 };

const CURRENCY = { da: 'DKK', no: 'NOK', sv: 'SEK' };

async function waitFor(read, what, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > until) throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const movedMatch = {
  name: 'a moved match, 1 000 bookings (PostgreSQL)',
  path: '/api/v1/sandbox/fixtures/:eventId',
  method: 'POST',
  database: 'postgres',
  serverEnv: { SUPPLIER_LATENCY_MS: '0', PAYMENTS_WORKER: 'off', SANDBOX_CONTROL: 'on', FIXTURE_FEED_INTERVAL_MS: String(POLL_MS) },
  shape: `${AFFECTED} affected bookings of one match (and any other case's of it), the feed polled every ${POLL_MS} ms`,
  warmUp: 0,
  budget: BUDGET,
  async run({ baseUrl, db }) {
    const [pkg] = await bookablePackages(baseUrl, 1);
    const chosen = await selectionOf(pkg);
    await setInventory(db, chosen, { seats: PLENTY, rooms: PLENTY });
    const { orderNumber } = await bookOnce(baseUrl, chosen.book(await acceptedTotalOf(baseUrl, chosen.request)), 'the moved match');
    const eventId = chosen.eventIds[0];

    // 999 copies of the booking and its invoice, the sites in turn.
    const { rows: copies } = await db.query(
      `with source as (select * from bookings where order_number = $1),
            copied as (
              insert into bookings (order_number, kind, locale, currency, package_id, adults, children, start_date, end_date, selection, price_lines, total, flags, contact, comment, created_at)
              select nextval('order_numbers'), s.kind, l.locale, l.currency, s.package_id, s.adults, s.children, s.start_date, s.end_date, s.selection, s.price_lines, s.total, s.flags, s.contact, s.comment, s.created_at
                from source s, generate_series(1, $2::int) g,
                     lateral (select (array['da','no','sv'])[1 + g % 3] as locale, (array['${CURRENCY.da}','${CURRENCY.no}','${CURRENCY.sv}'])[1 + g % 3] as currency) l
              returning id, currency)
       insert into invoices (uuid, booking_id, currency, amount, discount, total, total_paid, due_date, due_at, status, created_at)
       select gen_random_uuid(), c.id, c.currency, i.amount, i.discount, i.total, i.total_paid, i.due_date, i.due_at, i.status, i.created_at
         from copied c, invoices i join source s on s.id = i.booking_id
       returning booking_id`,
      [orderNumber, AFFECTED - 1],
    );
    const { rows: original } = await db.query('select id from bookings where order_number = $1', [orderNumber]);
    const ids = [original[0].id, ...copies.map((row) => row.booking_id)];

    // Every booking the match reaches: these 1 000, and those other cases of the run made of the
    // same match (the rush books this package too), by the worker's own rule.
    const { rows: reach } = await db.query(
      `select count(*)::int as bookings from bookings b join invoices i on i.booking_id = b.id
        where b.selection -> 'tickets' @> $1::jsonb and b.cancelled_at is null and i.released_at is null`,
      [JSON.stringify([{ eventId }])],
    );
    const reached = reach[0].bookings;

    const { rows: events } = await db.query('select event_date_time from events where id = $1', [eventId]);
    const kickoff = new Date(new Date(events[0].event_date_time).getTime() + 2 * 60 * 60 * 1000).toISOString();
    const startedAt = performance.now();
    const told = await api(baseUrl, `sandbox/fixtures/${eventId}`, { method: 'POST', body: { change: 'moved', kickoff } });
    if (told.status !== 202) throw new Error(`the sandbox control answered ${told.status}: ${JSON.stringify(told.body)}`);
    const change = await waitFor(async () => {
      const { rows } = await db.query('select outcome, affected_bookings from fixture_changes where change_id = $1 and outcome is not null', [told.body.changeId]);
      return rows[0];
    }, 'the change');
    const elapsedMs = performance.now() - startedAt;

    const { rows: counts } = await db.query(
      `select count(*)::int as bookings,
              count(*) filter (where s.status is not null)::int as statuses,
              count(*) filter (where m.mails = 1 and m.in_language = 1)::int as one_mail,
              count(*) filter (where c.changes = 1)::int as one_audit
         from bookings b
         left join booking_fixture_statuses s on s.booking_id = b.id and s.event_id = $2
         left join lateral (select count(*) as mails, count(*) filter (where o.locale = b.locale) as in_language from outbox_mails o where o.booking_id = b.id and o.kind = 'fixture-changed') m on true
         left join lateral (select count(*) as changes from booking_changes x where x.booking_id = b.id and x.kind = 'fixture_changed') c on true
        where b.id = any($1::int[])`,
      [ids, eventId],
    );
    const { rows: moved } = await db.query('select event_date_time from events where id = $1', [eventId]);
    const row = counts[0];
    const seconds = elapsedMs / 1000;
    return {
      ...summarise([{ status: told.status, ms: elapsedMs }], elapsedMs),
      checks: [
        { text: `every booking of the match reached (${reached})`, ok: change.outcome === 'applied' && change.affected_bookings === reached },
        { text: 'a status each', ok: row.statuses === AFFECTED },
        { text: 'exactly one mail each, in its language', ok: row.one_mail === AFFECTED },
        { text: 'one audit row each', ok: row.one_audit === AFFECTED },
        { text: 'the kick-off moved', ok: new Date(moved[0].event_date_time).toISOString() === kickoff },
      ],
      notes: [
        `${reached} bookings processed in ${seconds.toFixed(2)} s from the report (${(reached / seconds).toFixed(0)} bookings/s, the worker's poll of up to ${POLL_MS} ms included); the latency columns are that one time`,
      ],
    };
  },
};

const cases = [movedMatch];

export default cases;
