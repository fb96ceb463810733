import { SHUTDOWN } from './lib/process-keys.mjs';
import type { DbHandle } from './server/db/client';

/**
 * The composition root of the server process: binds the storefront's API
 * client to the in-process transport (no loopback HTTP during server rendering)
 * and opens the database before the first visitor arrives, waiting for it
 * when it is not there yet. The database layer opens and migrates; seeding
 * the first start's empty catalogue is wired in here, for whichever opening
 * comes first (this one, or the API route's).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;

  // A misconfigured 24/7 number stops the start with a message naming EMERGENCY_PHONES, rather than reach a traveller in need.
  const { emergencyPhones } = await import('./lib/site/emergency');
  emergencyPhones(process.env.EMERGENCY_PHONES);

  // Error reporting only with a DSN: initialised without one it costs the server a quarter of its throughput (STACK-NOTES).
  if (process.env.SENTRY_DSN) {
    const [Sentry, { sentryOptions }] = await Promise.all([import('@sentry/nextjs'), import('./lib/observability/sentry-options')]);
    Sentry.init(sentryOptions(process.env.SENTRY_DSN));
  }

  const { prepareDatabaseWith, waitForDatabase } = await import('./server/db');
  prepareDatabaseWith(seedEmptyCatalogue);
  if (process.env.API_BASE_URL) return; // another backend serves the contract

  const [{ handleApiRequest }, { registerInProcessTransport }] = await Promise.all([
    import('./server/http/api'),
    import('./lib/api/transport'),
  ]);
  registerInProcessTransport(handleApiRequest);
  // What the production server's graceful shutdown calls once the requests in flight are answered (runtime/server.mjs).
  (globalThis as { [SHUTDOWN]?: () => Promise<void> })[SHUTDOWN] = async () => {
    const [{ stopWorkers }, { closeDatabase }] = await Promise.all([import('./server/workers'), import('./server/db')]);
    await stopWorkers();
    await closeDatabase();
  };
  // Never awaited here: Next keeps a failed or pending hook for good, so a database that is not there yet would
  // leave every page failing. The process answers meanwhile (health up, readiness and pages 503) and starts the
  // workers once the database opens.
  void waitForDatabase()
    .then(async (handle) => {
      if (!handle) return; // stopped while waiting
      // Inside register, after its runtime check: the edge build leaves these imports out.
      const [{ startConfiguredMailWorker }, { startPaymentsWorker }, { startAlertsWorker }, { startRenderCacheWatcher, readCatalogueStamp }, { startPriceHistoryWorker }, { startFixtureWorker }] = await Promise.all([
        import('./server/modules/mail/runner'),
        import('./server/modules/payments/worker'),
        import('./server/modules/alerts/worker'),
        import('./server/modules/catalogue/render-cache-watcher'),
        import('./server/modules/packages/price-history'),
        import('./server/modules/fixtures/worker'),
      ]);
      // Sends the outbox's mails when a mail server is configured (SMTP_URL).
      startConfiguredMailWorker();
      // Releases unpaid bookings past their due time, retries refunds, sends reminders (PAYMENTS_WORKER=off: a scheduler runs `npm run payments:work`).
      startPaymentsWorker();
      // Mails the addresses waiting for a sold-out package once it can be booked again.
      startAlertsWorker();
      // Forgets the kept catalogue pages when the catalogue or what can be had of it changes (runtime/render-cache.mjs).
      startRenderCacheWatcher();
      // Writes each variant's price to the daily price history when it moves: what announced reductions are computed from.
      startPriceHistoryWorker(readCatalogueStamp);
      // Applies the fixture feed's changes (moved, postponed, cancelled matches) to the catalogue and the bookings (FIXTURE_WORKER=off: none here).
      startFixtureWorker();
    })
    .catch((error: unknown) => console.error('[server] starting the workers failed', error));
}

/** A failed server render or route handler, reported when error reporting is on. */
export async function onRequestError(...args: Parameters<typeof import('@sentry/nextjs').captureRequestError>): Promise<void> {
  if (!process.env.SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  Sentry.captureRequestError(...args);
}

/**
 * The first start seeds a catalogue dated from today (SHOP_NOW), SEED_SCALE
 * times the base one; SHOP_SEED=off leaves it empty. Under the schema lock, so
 * processes sharing a PostgreSQL seed it once. bench/ reads the log line.
 */
async function seedEmptyCatalogue(handle: DbHandle, env: NodeJS.ProcessEnv): Promise<void> {
  if (env.SHOP_SEED === 'off') return;
  const [{ today }, { isCatalogueEmpty, seedDatabase }] = await Promise.all([import('./server/clock'), import('./server/seed')]);
  await handle.exclusively(async () => {
    if (!(await isCatalogueEmpty(handle.db))) return;
    const scale = Number(env.SEED_SCALE ?? 1);
    const { ms, counts } = await seedDatabase(handle.db, { scale, today: today(env) });
    console.info(`[db] seeded the catalogue (scale ${scale}) in ${ms} ms: ${counts.packages} packages`);
  });
}
