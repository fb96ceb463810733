/**
 * Every value the shop keeps on `globalThis`, named once: the process-wide
 * keys. The production server (runtime/server.mjs) and the app Next runs in
 * the same process meet under some of them; the others keep one value per
 * process where Next would otherwise make one per bundle.
 *
 * Each key is `Symbol.for(…)`, never `Symbol()`: this module is loaded more
 * than once in one process (as plain JavaScript by the server and by Next's
 * cache handler, and bundled into each of Next's server chunks that import
 * it), and only the registry's name is the same in every copy. So a key's
 * name is its identity: changing one splits the process into two stores.
 *
 * No `Symbol.for('shop.…')` is written anywhere else; the done-check in
 * tests/unit/process-keys.test.ts reads the sources for it.
 */

// Between the production server and the app.

/** The API's fetch handler, set at start by instrumentation.ts (lib/api/transport.ts); the server answers /api/v1 through it. */
export const API_TRANSPORT = Symbol.for('shop.api.inProcessTransport');
/** true once the server was told to stop (runtime/server.mjs); /api/ready then answers 503 (server/health.ts). */
export const STOPPING = Symbol.for('shop.stopping');
/** Stops the workers and closes the database, set by instrumentation.ts; the server calls it when its requests are answered. */
export const SHUTDOWN = Symbol.for('shop.shutdown');
/** Whether the database answered last time (server/db/availability.ts); a failed page is then a 503 (runtime/outage.mjs). */
export const DB_REACHABILITY = Symbol.for('shop.db.reachability');
/** The render cache's one store (runtime/render-cache.mjs), shared by Next's copy of the handler and the bundled one. */
export const RENDER_CACHE_STORE = Symbol.for('shop.renderCache.store');

// Within the app: one of each per process, whichever bundle asks.

/** The database handle being opened or open (server/db/index.ts). */
export const DB_HANDLE = Symbol.for('shop.db.handle');
/** What runs on a database once it is opened: the first start's seeding (server/db/index.ts). */
export const DB_PREPARE = Symbol.for('shop.db.prepare');
/** The wait for a database that is not there yet (server/db/index.ts). */
export const DB_WAIT = Symbol.for('shop.db.wait');
/** The catalogue reads kept in memory (server/cache.ts). */
export const CACHE_STORE = Symbol.for('shop.cache');
/** The reads kept under a version number (server/cache.ts). */
export const VERSIONED_CACHE_STORE = Symbol.for('shop.cache.versioned');
/** The periodic workers and their health (server/workers.ts). */
export const WORKERS = Symbol.for('shop.workers');
/** The Redis client the rate limits count in when REDIS_URL is set (server/http/rate-limit.ts). */
export const RATE_LIMIT_REDIS = Symbol.for('shop.rateLimit.redis');
/** The payment gateways by name (server/modules/payments/gateways.ts). */
export const PAYMENT_GATEWAYS = Symbol.for('shop.paymentGateways');
/** The flight, hotel and ticket services (server/modules/availability/services.ts). */
export const AVAILABILITY_SERVICES = Symbol.for('shop.availability.services');
/** The fixture feed the fixture worker polls (server/modules/fixtures/feed.ts). */
export const FIXTURE_FEED = Symbol.for('shop.fixtures.feed');
