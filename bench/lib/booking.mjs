// Bookings for the bench: valid bodies built from the seeded catalogue with the shop's own
// selection rules, the inventory set up for a case in the bench's PostgreSQL database, and
// the 200-at-once race. Used by bench/cases/booking.mjs.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { summarise } from './load.mjs';

const LOCALE = 'da';
const JSON_HEADERS = { 'accept-language': LOCALE, 'content-type': 'application/json' };

/**
 * The package page's own rules (lib/package): the default selection and the price check's
 * request for it, exactly as the booking form builds them, and the tests' booking body for it
 * (tests/support/booking-body.ts). TypeScript, loaded through tsx
 * (a dev dependency) on first use, so a run without booking cases does not pay for it.
 */
let rules = null;
async function shopRules() {
  rules ??= (async () => {
    const { tsImport } = await import('tsx/esm/api');
    // The project's tsconfig (its `@/` paths), whatever directory the bench was started from.
    const options = { parentURL: import.meta.url, tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) };
    const [selection, priceCheck, contract, body] = await Promise.all([
      tsImport('../../lib/package/selection.ts', options),
      tsImport('../../lib/package/price-check.ts', options),
      tsImport('../../lib/api/contract/packages.ts', options),
      tsImport('../../tests/support/booking-body.ts', options),
    ]);
    return {
      defaultSelection: selection.defaultSelection,
      ticketHolders: selection.ticketHolders,
      priceCheckRequest: priceCheck.priceCheckRequest,
      packageResponse: contract.packageResponse,
      bookingBodyOf: body.bookingBodyOf,
    };
  })();
  return rules;
}

export async function api(baseUrl, path, { method = 'GET', body, headers = {} } = {}) {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: { ...JSON_HEADERS, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/**
 * Open single-match packages with the package's flight and a hotel, in the list's order
 * (the same on every run on the same seed): what the booking tests book too.
 */
export async function bookablePackages(baseUrl, wanted) {
  const { packageResponse } = await shopRules();
  const { status, body } = await api(baseUrl, 'packages?available=true&packageType=single&limit=100');
  if (status !== 200) throw new Error(`GET packages answered ${status}`);
  const found = [];
  for (const listed of body.packages) {
    if (listed.isResidualSale) continue;
    const detail = await api(baseUrl, `packages/${encodeURIComponent(listed.slug)}`);
    if (detail.status !== 200) throw new Error(`GET packages/${listed.slug} answered ${detail.status}`);
    const pkg = packageResponse.parse(detail.body).package;
    if (!pkg.defaultServices.flight || pkg.hotels.length === 0 || pkg.isFlightLess || pkg.isHotelLess) continue;
    found.push(pkg);
    if (found.length === wanted) break;
  }
  if (found.length === 0) throw new Error('the seeded catalogue has no open package with flight and hotel');
  return found;
}

/**
 * A package's default selection as the booking form sends it: its seats and rooms, and
 * `book(acceptedTotal)` for the body once the price check has named the total: the tests'
 * own booking, every acceptance ticked, contact and travellers of country and nationality 1,
 * which the seed always has.
 */
export async function selectionOf(pkg) {
  const { defaultSelection, ticketHolders, priceCheckRequest, bookingBodyOf } = await shopRules();
  const selection = defaultSelection(pkg);
  const request = priceCheckRequest(pkg, selection);
  return {
    pkg,
    request,
    seats: ticketHolders(selection),
    ticketIds: selection.tickets.map(({ ticketId }) => ticketId),
    eventIds: selection.tickets.map(({ eventId }) => eventId),
    hotelId: request.services.hotels?.[0]?.hotelId ?? null,
    book: (acceptedTotal) => bookingBodyOf(pkg, selection, acceptedTotal),
  };
}

/** The price check through the API, as the booking form asks it before it books: the total to accept. */
export async function acceptedTotalOf(baseUrl, request) {
  const { status, body } = await api(baseUrl, `packages/${request.packageId}/service-availability`, { method: 'POST', body: request });
  if (status !== 200) throw new Error(`the price check of package ${request.packageId} answered ${status}: ${JSON.stringify(body)}`);
  return body.price.total.theirPrice;
}

/** Seats and rooms straight in the bench's database: `seats` for the booked tickets, `rooms` for each room type of the hotel. */
export async function setInventory(db, chosen, { seats, otherTicketsOfTheEvent, rooms }) {
  await db.query('update tickets set availability = $1 where id = any($2::int[])', [seats, chosen.ticketIds]);
  if (otherTicketsOfTheEvent !== undefined) {
    await db.query('update tickets set availability = $1 where event_id = any($2::int[]) and not (id = any($3::int[]))', [otherTicketsOfTheEvent, chosen.eventIds, chosen.ticketIds]);
  }
  if (chosen.hotelId !== null) await db.query('update hotel_room_types set rooms_available = $1 where hotel_id = $2', [rooms, chosen.hotelId]);
}

/** One booking: the status, the error code of a refusal, and the order number of a success. */
export async function book(baseUrl, body) {
  const { status, body: answer } = await api(baseUrl, 'bookings', { method: 'POST', body, headers: { 'idempotency-key': randomUUID() } });
  return { status, code: answer?.code ?? null, orderNumber: answer?.orderNumber ?? null, answer };
}

/** Books once and insists on a 201: a load of 422s measures nothing. */
export async function bookOnce(baseUrl, body, what) {
  const result = await book(baseUrl, body);
  if (result.status !== 201) throw new Error(`${what}: the first booking answered ${result.status}: ${JSON.stringify(result.answer)}`);
  return result;
}

/** autocannon's request hook: each request is the next body in turn, under a key of its own. */
export function everyBooking(bodies) {
  const texts = bodies.map((body) => JSON.stringify(body));
  let next = 0;
  return (request) => ({ ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() }, body: texts[next++ % texts.length] });
}

/**
 * A warm-up under load: `total` bookings of the bodies in turn, `concurrency` in flight, each
 * under a key of its own; throws unless all are booked.
 */
export async function warmUpBookings(baseUrl, bodies, { total, concurrency }) {
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const index = next++;
      await bookOnce(baseUrl, bodies[index % bodies.length], 'booking warm-up');
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * `count` bookings of the same body sent at once, each on its own connection, each with
 * its own key. Latency is from the request sent to the whole answer read.
 */
export async function bookAllAtOnce(baseUrl, body, count) {
  const text = JSON.stringify(body);
  const startedAt = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, async () => {
      const sentAt = performance.now();
      try {
        const response = await fetch(`${baseUrl}/api/v1/bookings`, {
          method: 'POST',
          headers: { ...JSON_HEADERS, 'idempotency-key': randomUUID() },
          body: text,
          signal: AbortSignal.timeout(30_000),
        });
        const answer = await response.json().catch(() => null);
        return { status: response.status, code: answer?.code ?? null, orderNumber: answer?.orderNumber ?? null, ms: performance.now() - sentAt };
      } catch (error) {
        return { status: 0, code: error.name === 'TimeoutError' ? 'timeout' : (error.cause?.code ?? error.name), orderNumber: null, ms: performance.now() - sentAt };
      }
    }),
  );
  const elapsedMs = performance.now() - startedAt;
  return { answers, elapsedMs, result: summarise(answers, elapsedMs) };
}
