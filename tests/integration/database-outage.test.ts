import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { installDatabase } from '@/server/db';
import { isDatabaseUnavailable } from '@/server/db/availability';
import { openPostgres, type DbHandle } from '@/server/db/client';
import { postgresTimeouts } from '@/server/db/timeouts';
import { readiness } from '@/server/health';
import { api } from '@/server/http/api';
import { makeOwnPostgres, OWN_POSTGRES_MISSING, type OwnPostgres } from '../support/own-services';

/**
 * A PostgreSQL that hangs (SIGSTOP to its server and every backend, as a
 * network partition looks from the shop): every statement, transaction and
 * readiness check ends at its deadline, the API answers 503 with
 * Retry-After, and when the server answers again the same pool serves again:
 * no connection was lost to a transaction that never began. On a cluster of
 * the test's own, never the machine's shared one; once per run (it does not
 * use the run's test database).
 */
const ownRunOnly = inject('testDatabase').driver === 'postgres' ? 'runs its own PostgreSQL: once, in the pglite run' : null;
const skipReason = OWN_POSTGRES_MISSING ?? ownRunOnly;

/** Short deadlines, so that a hung server is seen in seconds even on a slow machine. */
const timeouts = postgresTimeouts({ DB_CONNECT_TIMEOUT_MS: '1500', DB_POOL_WAIT_TIMEOUT_MS: '2000', DB_STATEMENT_TIMEOUT_MS: '1500', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '5000' });
/** Two connections: three transactions at once are more than the pool holds. */
const POOL_MAX = 2;

async function settle<T>(work: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    return { ok: false, error };
  }
}

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const headers: Record<string, string> = { 'accept-language': 'sv', 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '198.51.100.7' };
  const response = await api.handle(new Request(`http://localhost/api/v1/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as { code?: string; message: string } };
}

describe.skipIf(skipReason)(`a PostgreSQL that hangs${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
  let cluster: OwnPostgres;
  let handle: DbHandle;
  beforeAll(async () => {
    cluster = await makeOwnPostgres();
    await cluster.start();
    await cluster.createDatabase('shop');
    handle = openPostgres(cluster.url('shop'), { max: POOL_MAX, timeouts });
    await handle.migrate();
    installDatabase(handle);
  }, 180_000);
  afterAll(async () => {
    installDatabase(undefined);
    cluster?.resume();
    await handle?.close().catch(() => {});
    await cluster?.remove();
  });

  it('ends every statement and transaction at its deadline, answers 503 with Retry-After, and serves again from the same pool', async () => {
    expect((await call('GET', 'search?q=arsenal')).status).toBe(200);

    cluster.hang();
    try {
      const started = Date.now();
      // More transactions than connections, and a plain statement: each ends, none waits for the server.
      const outcomes = await Promise.all([
        ...Array.from({ length: POOL_MAX + 1 }, () => settle(handle.db.transaction(async (tx) => tx.execute(sql`select 1`)))),
        settle(handle.db.execute(sql`select 1`)),
      ]);
      expect(outcomes.map((outcome) => (outcome.ok ? 'answered' : isDatabaseUnavailable(outcome.error)))).toEqual([true, true, true, true]);
      // The connection deadline, then the statement's and the client's: well under a minute, however slow the machine.
      expect(Date.now() - started).toBeLessThan(30_000);

      // The API's answers while it hangs: an outage, not a failure; a search and a limited write (a booking) alike.
      const search = await call('GET', 'search?q=liverpool');
      expect(search).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/), body: { code: 'unavailable' } });
      expect(search.body.message).not.toMatch(/database right now/); // in the visitor's language (Swedish)
      expect((await call('POST', 'bookings', { packageId: 1 })).status).toBe(503);
      expect(await readiness()).toMatchObject({ ready: false, database: 'down' });
    } finally {
      cluster.resume();
    }

    // The server answers again: the same pool serves (no connection was kept by a transaction that never began).
    await expect.poll(async () => (await call('GET', 'search?q=chelsea')).status, { timeout: 60_000, interval: 500 }).toBe(200);
    const again = await Promise.all(Array.from({ length: POOL_MAX + 1 }, () => handle.db.transaction(async (tx) => tx.execute(sql`select 1 as one`))));
    expect(again).toHaveLength(POOL_MAX + 1);
    expect(await readiness()).toMatchObject({ database: 'up' });
  }, 180_000);
});
