import 'server-only';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import type { Database } from './database';
import { migratePgDatabase, migratePgliteDatabase } from './migrate';
import { nameStatements } from './named-statements';
import * as schema from './schema';

export interface DbHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Runs the migrations (PostgreSQL: under an advisory lock, so N processes may start at once). */
  migrate(): Promise<void>;
  /** Runs `work` while holding the schema lock (seeding an empty catalogue once across processes). */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, for `loadDataDir` clones. */
  dumpDataDir?(): Promise<Blob>;
}

const options = { schema, casing: 'snake_case' } as const;

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

export function openPostgres(connectionString: string, { max = 10 } = {}): DbHandle {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection closed by the server (a restart, an administrator, a
  // dropped database) is replaced on the next query; unheard, it would crash the process.
  pool.on('connect', nameStatements);
  pool.on('error', (error) => console.warn('[db] an idle PostgreSQL connection was closed: %s', error.message));
  const db = drizzlePg({ client: pool, ...options });
  const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
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
    close: () => pool.end(),
  };
}
