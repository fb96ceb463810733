import 'server-only';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { isDatabaseUnavailable, noteDatabaseReachable } from './availability';
import { acquireDataDirLock } from './data-dir-lock';
import type { Database } from './database';
import { migratePgDatabase, migratePgliteDatabase } from './migrate';
import { nameStatements } from './named-statements';
import * as schema from './schema';
import { postgresTimeouts, type PostgresTimeouts } from './timeouts';

export interface DbHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Runs the migrations (PostgreSQL: under an advisory lock, so N processes may start at once). */
  migrate(): Promise<void>;
  /** Runs `work` while holding the schema lock (seeding an empty catalogue once across processes). */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** How many migrations have run on it, answered within `deadlineMs` or failed (readiness, server/health.ts). */
  appliedMigrations(deadlineMs: number): Promise<number>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, for `loadDataDir` clones. */
  dumpDataDir?(): Promise<Blob>;
}

const options = { schema, casing: 'snake_case' } as const;

/** Drizzle's journal of the migrations run on this database. */
const APPLIED_MIGRATIONS = 'select count(*)::int as applied from drizzle.__drizzle_migrations';

export interface PgliteOptions {
  /** A directory (file-backed) or `memory://`. */
  dataDir?: string;
  /** A dump made by `dumpDataDir()`: the database starts as a copy of it. */
  loadDataDir?: Blob | File;
}

export async function openPglite({ dataDir = 'memory://', loadDataDir }: PgliteOptions = {}): Promise<DbHandle> {
  const fileBacked = !dataDir.startsWith('memory://');
  const release = fileBacked ? acquireDataDirLock(dataDir) : () => {};
  try {
    // unaccent: search normalises names with it (migration 0002_search).
    const client = await PGlite.create(dataDir, { loadDataDir, extensions: { unaccent } });
    const db = drizzlePglite({ client, ...options });
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      migrate: () => migratePgliteDatabase(db as PgliteDatabase<typeof schema>),
      // One process owns a PGlite directory (the lock above): nothing to coordinate.
      exclusively: (work) => work(),
      appliedMigrations: async () => ((await client.query<{ applied: number }>(APPLIED_MIGRATIONS)).rows[0]?.applied ?? 0),
      async close() {
        await client.close();
        release();
      },
      dumpDataDir: async () => client.dumpDataDir('none'),
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Arbitrary but fixed: the advisory lock key for migrations and the first seed. */
const SCHEMA_LOCK_KEY = 716_203_011;

/** How often a start-up waiting for another process's migrations asks for the schema lock again. */
const LOCK_POLL_MS = 250;

export function openPostgres(connectionString: string, { max = 10, timeouts = postgresTimeouts() }: { max?: number; timeouts?: PostgresTimeouts } = {}): DbHandle {
  const pool = new pg.Pool({
    connectionString,
    max,
    // Every wait has an end (./timeouts.ts): a hung server costs a request seconds, not as long as it hangs.
    // The pool's own deadline is the wait for a free connection; making a new one has the client's, shorter.
    connectionTimeoutMillis: timeouts.poolWaitMs,
    Client: clientWithConnectTimeout(timeouts.connectMs),
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  });
  // An idle connection closed by the server (a restart, an administrator, a
  // dropped database) is replaced on the next query; unheard, it would crash the process.
  pool.on('connect', nameStatements);
  pool.on('connect', noteDatabaseReachable);
  pool.on('release', (error: Error | undefined) => {
    if (!error) noteDatabaseReachable();
  });
  pool.on('error', (error) => console.warn('[db] an idle PostgreSQL connection was closed: %s', error.message));
  givesUpBrokenClients(pool);
  const db = drizzlePg({ client: pool, ...options });
  const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
    const lock = await pool.connect();
    try {
      // Asked again until free rather than waited for in one statement: another process's migrations and first
      // seed may take longer than the statement deadline.
      while (!(await lock.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [SCHEMA_LOCK_KEY])).rows[0]?.locked) {
        await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
      }
      return await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]).catch(() => {});
      lock.release();
    }
  };
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    migrate: () => exclusively(() => migratePgDatabase(db as NodePgDatabase<typeof schema>)),
    exclusively,
    // Its own deadline, shorter than a request's: a readiness check must not hold a connection while the server hangs.
    appliedMigrations: async (deadlineMs) => {
      // node-postgres reads a query's own query_timeout; its types do not name it.
      const query = { text: APPLIED_MIGRATIONS, query_timeout: deadlineMs } as pg.QueryConfig;
      return (await pool.query<{ applied: number }>(query)).rows[0]?.applied ?? 0;
    },
    close: () => pool.end(),
  };
}

/** node-postgres's client, with its own deadline for making the connection. */
function clientWithConnectTimeout(connectMs: number): new () => pg.Client {
  return class extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: connectMs });
    }
  } as new () => pg.Client;
}

/**
 * A client checked out of the pool (a transaction, the schema lock) whose
 * statement found the database gone (no answer within the deadline, the
 * connection broken) leaves the pool at once, whoever holds it: drizzle does
 * not give a client back when its `begin` fails, and a hung connection handed
 * out again would hang the next request too. The holder's own release is then
 * a no-op. (The pool's own `pool.query` gives such a client up by itself.)
 */
function givesUpBrokenClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  pool.connect = ((callback?: unknown) => {
    if (callback) return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then(guarded);
  }) as typeof pool.connect;
}

function guarded(client: pg.PoolClient): pg.PoolClient {
  const { query, release } = client;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    // The next holder wraps the client's own query again; this release stays a no-op for the one who holds it now.
    client.query = query;
    release(error);
  };
  client.release = releaseOnce;
  client.query = ((...args: unknown[]) => {
    const result = (query as (...args: unknown[]) => unknown).apply(client, args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) releaseOnce(error instanceof Error ? error : true);
      });
    }
    return result;
  }) as typeof client.query;
  return client;
}
