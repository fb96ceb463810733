// Bookings (POST /api/v1/bookings), on PostgreSQL only: the bench's own fresh database on
// the server DATABASE_URL names (see bench/README.md, "Bookings"). PGlite runs one
// transaction at a time, so neither a race nor concurrent bookings mean anything there.
//
// Every body is what the booking form sends for a package's default selection (two adults,
// one room, the package's own flight and hotel), with the total the price check answered
// accepted and a fresh Idempotency-Key per request. Seats and rooms are set per case straight
// in the bench's database. The server runs with SUPPLIER_LATENCY_MS=0: the default selection
// asks no supplier, and whatever would be asked answers at once, so the figures are the
// shop's own cost.
import { runLoad, warmUp } from '../lib/load.mjs';
import {
  acceptedTotalOf,
  bookAllAtOnce,
  bookablePackages,
  bookOnce,
  everyBooking,
  selectionOf,
  setInventory,
  warmUpBookings,
} from '../lib/booking.mjs';

const headers = { 'accept-language': 'da', 'content-type': 'application/json' };
const onPostgres = { database: 'postgres', serverEnv: { SUPPLIER_LATENCY_MS: '0' } };

/** The derby goes on sale (booking issue): 200 visitors book 2 seats each of the last 10. */
const RACE = { attempts: 200, seatsLeft: 10 };
/** Packages booked in turn by the throughput case: seats and rooms of many matches, as on a sale day. */
const THROUGHPUT_PACKAGES = 10;
/** The booking issue's figure: 50 visitors booking at once, at least 100 bookings a second, p95 under 500 ms. */
const THROUGHPUT_CONNECTIONS = 50;
const THROUGHPUT_BUDGET = { rps: 100, p95: 500 };
/** About ten seconds of the load at the budget's rate. */
const WARM_UP_BOOKINGS = 10 * THROUGHPUT_BUDGET.rps;
/** Not scarce: more than any run can book. */
const PLENTY = 1_000_000;

/**
 * A derby on sale (issue 32, item 5): visitors browse and read the API while others book the one
 * hot ticket, at 200 connections. Pages must keep their pace while the bookings go through.
 */
const RUSH = { pages: 80, api: 80, bookings: 40, duration: 60 };
const RUSH_BUDGET = { bookingsPerSecond: 50, bookingP99: 2000, pageP99: 300 };

/** Numbers between the first and the last of sorted order numbers that no booking has: attempts that rolled back (ADR 0016). */
const unused = (numbers) => (numbers.length === 0 ? 0 : numbers.at(-1) - numbers[0] + 1 - numbers.length);
const numbersNote = (numbers) =>
  numbers.length ? `order numbers ${numbers[0]}-${numbers.at(-1)}, ${unused(numbers) ? `${unused(numbers)} between them not used (attempts that rolled back)` : 'consecutive'}` : 'no order numbers';

const race = {
  name: 'booking race (PostgreSQL)',
  path: '/api/v1/bookings',
  method: 'POST',
  ...onPostgres,
  shape: `${RACE.attempts} at once`,
  warmUp: 0,
  // Losers and winners alike price the selection before they reach the seats: at the
  // throughput budget (100 a second) the last of 200 arrivals is answered after 2 s.
  budget: { p95: 2000 },
  expectedStatuses: [409],
  async run({ baseUrl, db }) {
    const [pkg] = await bookablePackages(baseUrl, 1);
    const chosen = await selectionOf(pkg);
    if (chosen.seats !== 2) throw new Error(`the race books 2 seats a booking, but package ${pkg.id}'s default selection takes ${chosen.seats}`);
    // One booking with seats to spare first: the path warm, and the body known to be accepted.
    await setInventory(db, chosen, { seats: PLENTY, rooms: PLENTY });
    const body = chosen.book(await acceptedTotalOf(baseUrl, chosen.request));
    await bookOnce(baseUrl, body, 'booking race');

    // The chosen ticket has the last 10 seats; no other ticket of the match has any, so none
    // can stand in for it; the hotel has rooms for everyone.
    await setInventory(db, chosen, { seats: RACE.seatsLeft, otherTicketsOfTheEvent: 0, rooms: 1000 });
    const countBookings = async () => Number((await db.query('select count(*) as n from bookings where package_id = $1', [pkg.id])).rows[0].n);
    const before = await countBookings();
    const { answers, result } = await bookAllAtOnce(baseUrl, body, RACE.attempts);
    const written = (await countBookings()) - before;
    const left = Number((await db.query('select sum(availability) as n from tickets where id = any($1::int[])', [chosen.ticketIds])).rows[0].n);

    const winners = RACE.seatsLeft / chosen.seats;
    const booked = answers.filter((answer) => answer.status === 201);
    const soldOut = answers.filter((answer) => answer.status === 409 && answer.code === 'sold_out');
    const numbers = booked.map((answer) => answer.orderNumber).sort((a, b) => a - b);
    const others = Object.entries(result.statusCounts)
      .filter(([status]) => status !== '201' && status !== '409')
      .map(([status, count]) => `${count} × ${status}`);
    const otherRefusals = answers.filter((answer) => answer.status === 409 && answer.code !== 'sold_out').length;
    return {
      ...result,
      checks: [
        { text: `${winners} booked`, ok: booked.length === winners && written === winners },
        { text: `${RACE.attempts - winners} sold out`, ok: soldOut.length === RACE.attempts - winners },
        { text: '0 seats left', ok: left === 0 },
      ],
      notes: [
        `${booked.length} × 201, ${soldOut.length} × 409 sold_out` +
          (otherRefusals ? `, ${otherRefusals} × 409 other` : '') +
          (others.length ? `, ${others.join(', ')}` : '') +
          (result.socketErrors + result.timeouts ? `, ${result.socketErrors + result.timeouts} without an answer` : ''),
        `seats left: ${left} of ${RACE.seatsLeft} (${chosen.seats} a booking, package ${pkg.id}); bookings written: ${written}` +
          (numbers.length ? `; ${numbersNote(numbers)}` : ''),
      ],
    };
  },
};

const throughput = {
  name: 'booking throughput (PostgreSQL)',
  path: '/api/v1/bookings',
  method: 'POST',
  headers,
  ...onPostgres,
  connections: THROUGHPUT_CONNECTIONS,
  warmUp: 0,
  budget: THROUGHPUT_BUDGET,
  async prepare({ baseUrl, db }) {
    // The race's package is the first: this case books the ones after it, if there are any.
    const found = await bookablePackages(baseUrl, 1 + THROUGHPUT_PACKAGES);
    const packages = found.length > 1 ? found.slice(1) : found;
    const bodies = [];
    const hotels = new Set();
    const tickets = new Set();
    for (const pkg of packages) {
      const chosen = await selectionOf(pkg);
      if (chosen.hotelId !== null) hotels.add(chosen.hotelId);
      for (const id of chosen.ticketIds) tickets.add(id);
      await setInventory(db, chosen, { seats: PLENTY, rooms: PLENTY });
      const body = chosen.book(await acceptedTotalOf(baseUrl, chosen.request));
      await bookOnce(baseUrl, body, `booking throughput, package ${pkg.id}`);
      bodies.push(body);
    }
    // Warm-up (the runner's own would send the same key 20 times): the load itself, as many at once,
    // for about ten seconds, so that the figures are the steady state. From a cold start the server
    // books about 140 a second over the first five seconds, 180 over the next ten and 190 after
    // (V8 compiles the booking path and sizes its heap; each pooled connection prepares its statements).
    await warmUpBookings(baseUrl, bodies, { total: WARM_UP_BOOKINGS, concurrency: THROUGHPUT_CONNECTIONS });
    return {
      body: JSON.stringify(bodies[0]),
      requests: [{ setupRequest: everyBooking(bodies) }],
      notes: [
        `${bodies.length} packages booked in turn (${packages.map((pkg) => pkg.id).join(', ')}): ${tickets.size} tickets, ${hotels.size} hotels, seats and rooms not scarce`,
      ],
    };
  },
};

const rush = {
  name: 'booking rush (PostgreSQL)',
  path: '/api/v1/bookings',
  method: 'POST',
  ...onPostgres,
  shape: `${RUSH.pages} page + ${RUSH.api} API + ${RUSH.bookings} booking connections × ${RUSH.duration} s`,
  warmUp: 0,
  budget: { rps: RUSH_BUDGET.bookingsPerSecond, p99: RUSH_BUDGET.bookingP99 },
  async run({ baseUrl, db }) {
    const duration = Number(process.env.BENCH_DURATION) || RUSH.duration;
    const [pkg] = await bookablePackages(baseUrl, 1);
    const chosen = await selectionOf(pkg);
    if (chosen.seats !== 2) throw new Error(`the rush books 2 seats a booking, but package ${pkg.id}'s default selection takes ${chosen.seats}`);
    // More seats than the run can sell, so every booking should succeed: the sale is measured, not its end.
    await setInventory(db, chosen, { seats: PLENTY, rooms: PLENTY });
    const body = chosen.book(await acceptedTotalOf(baseUrl, chosen.request));
    await bookOnce(baseUrl, body, 'booking rush');
    const club = await fetch(`${baseUrl}/api/v1/clubs?isPopular=true&limit=1`, { headers }).then((answer) => answer.json());
    const slug = encodeURIComponent(pkg.slug);
    const pages = ['/da', '/da/pakker', `/da/pakker/${slug}`, `/da/fodboldrejser/${encodeURIComponent(club.clubs[0].slug)}`];
    // What the package page and the list ask once they have hydrated: the package (its seats left) and the list.
    const reads = [`/api/v1/packages/${slug}`, '/api/v1/packages?available=true&packageType=single&limit=12'];
    for (const path of [...pages, ...reads]) await warmUp(new URL(path, baseUrl).href, { 'accept-language': 'da' }, 5);

    // Seats and bookings in one statement, so both are of one moment.
    const state = async () => {
      const { rows } = await db.query(
        `select (select sum(availability) from tickets where id = any($1::int[]))::int as seats,
                (select coalesce(array_agg(order_number order by order_number), '{}') from bookings where package_id = $2 and kind = 'booking') as numbers`,
        [chosen.ticketIds, pkg.id],
      );
      return { seats: Number(rows[0].seats), numbers: rows[0].numbers.map(Number) };
    };
    const before = await state();

    // What the shop's connections do meanwhile, once a second (on a connection of the bench's own):
    // the issue's picture was every pooled connection busy, most of them waiting on a row lock.
    const activity = { samples: 0, busy: 0, lockWaits: 0, sumLockWaits: 0, idleInTransaction: 0 };
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await db.query(
          `select count(*) filter (where state = 'active')::int as busy,
                  count(*) filter (where wait_event_type = 'Lock')::int as lock_waits,
                  count(*) filter (where state = 'idle in transaction')::int as idle_in_transaction
           from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
        );
        activity.samples += 1;
        activity.busy = Math.max(activity.busy, rows[0].busy);
        activity.lockWaits = Math.max(activity.lockWaits, rows[0].lock_waits);
        activity.idleInTransaction = Math.max(activity.idleInTransaction, rows[0].idle_in_transaction);
        activity.sumLockWaits += rows[0].lock_waits;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    })();

    const maxRequests = Math.ceil(duration * 20_000);
    // What a browser sends with every page and every fetch: its language and the encodings it reads.
    const browser = { 'accept-language': 'da', 'accept-encoding': 'gzip, deflate, br, zstd' };
    const url = (path) => new URL(path, baseUrl).href;
    const [pageLoad, apiLoad, bookingLoad] = await Promise.all([
      runLoad({ url: url(pages[0]), connections: RUSH.pages, duration, maxRequests, headers: browser, requests: pages.map((path) => ({ path })) }),
      runLoad({ url: url(reads[0]), connections: RUSH.api, duration, maxRequests, headers: browser, requests: reads.map((path) => ({ path })) }),
      runLoad({
        url: url('/api/v1/bookings'),
        connections: RUSH.bookings,
        duration,
        maxRequests,
        headers,
        method: 'POST',
        body: JSON.stringify(body),
        requests: [{ setupRequest: everyBooking([body]) }],
      }),
    ]);

    sampling = false;
    await sampler;
    // A request the load gave up on may still be booking: wait until the database stands still.
    let after = await state();
    for (let waited = 0; waited < 60; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const now = await state();
      if (now.seats === after.seats && now.numbers.length === after.numbers.length) break;
      after = now;
    }
    const seatsTaken = before.seats - after.seats;
    const known = new Set(before.numbers);
    const numbers = after.numbers.filter((number) => !known.has(number));
    const errorsOf = (load) => load.non2xx + load.socketErrors + load.timeouts;
    const describe = (what, load) =>
      `${what}: ${load.rps.toFixed(0)} req/s, p50 ${load.p50?.toFixed(0)} ms, p99 ${load.p99?.toFixed(0)} ms, ` +
      `${errorsOf(load)} errors${load.non2xx ? ` (${Object.entries(load.statusCounts).filter(([code]) => !code.startsWith('2')).map(([code, count]) => `${count} × ${code}`).join(', ')})` : ''}`;
    return {
      ...bookingLoad,
      checks: [
        { text: `pages p99 < ${RUSH_BUDGET.pageP99} ms`, ok: pageLoad.p99 !== null && pageLoad.p99 < RUSH_BUDGET.pageP99 },
        { text: 'no errors', ok: errorsOf(pageLoad) + errorsOf(apiLoad) + errorsOf(bookingLoad) === 0 },
        { text: 'no oversell', ok: seatsTaken <= chosen.seats * numbers.length && after.seats >= 0 },
        { text: `bookings = seats taken / ${chosen.seats}`, ok: numbers.length * chosen.seats === seatsTaken },
        // The load stops at its duration with up to one booking in flight per connection: written, not counted.
        { text: 'each 201 a booking written', ok: numbers.length >= bookingLoad.ok && numbers.length - bookingLoad.ok <= RUSH.bookings },
        { text: 'order numbers once each', ok: new Set(numbers).size === numbers.length },
      ],
      notes: [
        describe('pages', pageLoad),
        describe('API reads', apiLoad),
        describe('bookings', bookingLoad),
        `package ${pkg.id}, ticket ${chosen.ticketIds.join(', ')}: ${numbers.length} bookings written, ${seatsTaken} seats taken; ` +
          numbersNote(numbers),
        `the shop's database connections, sampled ${activity.samples} times: at most ${activity.busy} running a statement, ` +
          `${activity.lockWaits} waiting on a lock (${activity.samples ? (activity.sumLockWaits / activity.samples).toFixed(1) : 0} on average), ${activity.idleInTransaction} idle in a transaction`,
      ],
    };
  },
};

/** The booking page: its server render under load and its first-load JS (the form's engine and schema load on first use). */
const page = { name: 'booking page da', path: '/da/pakker/{packageSlug}/book', kind: 'page', budget: { p95: 250 } };

const cases = [page, race, throughput, rush];

export default cases;
