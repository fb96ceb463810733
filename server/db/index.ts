import 'server-only';
import { DB_HANDLE as HANDLE, DB_PREPARE as PREPARE, DB_WAIT as WAIT } from '@/lib/process-keys.mjs';
import { clearCache } from '@/server/cache';
import { describeError } from '@/server/http/error-log';
import { DatabaseUnavailableError, noteDatabaseError, noteDatabaseReachable } from './availability';
import { openPglite, openPostgres, type DbHandle } from './client';
import type { Database } from './database';

export type { Database, Executor } from './database';

/** Start-up waiting for the database (waitForDatabase): the last attempt's error, and whether a stop ended the wait. */
type Wait = { lastError: unknown; stopped: boolean; wake: () => void };
type Holder = { [HANDLE]?: Promise<DbHandle>; [PREPARE]?: DatabasePreparation; [WAIT]?: Wait };
/**
 * One database handle per process, held as a promise on globalThis: Next.js
 * bundles route modules separately, so a module variable would open one
 * PGlite per bundle (STACK-NOTES).
 */
const holder = globalThis as Holder;

export const DEFAULT_PGLITE_DIR = '.data/shop';

/**
 * What the process does with its database once it is open and migrated, before
 * anything uses it. The database layer knows nothing of the catalogue: the
 * composition root (instrumentation.ts) seeds an empty one this way.
 */
export type DatabasePreparation = (handle: DbHandle, env: NodeJS.ProcessEnv) => Promise<void>;

/**
 * Sets the preparation every later opening runs (the first one, and a retry
 * after a failed one). On globalThis, as the handle, so every bundle sees it.
 */
export function prepareDatabaseWith(prepare: DatabasePreparation | undefined): void {
  holder[PREPARE] = prepare;
}

/**
 * Connections each process keeps to PostgreSQL (`DATABASE_POOL_SIZE`, default
 * 20). A transaction holds its connection from `begin` to `commit`, and under
 * a rush most of that time is the process's, busy with other visitors between
 * two statements, not PostgreSQL's: in the scale bench's rush, at most three
 * statements ran at once while up to 35 connections waited idle in a
 * transaction, and the bookings went through at the pace the pool allowed (10
 * a second with 10 connections a process, 14 with 25). 20 a process covers
 * those waits; N processes open N times as many, which must stay within the
 * server's max_connections (100 by default) with room for other clients.
 */
export const DEFAULT_POOL_SIZE = 20;

export function databasePoolSize(env: NodeJS.ProcessEnv): number {
  const raw = env.DATABASE_POOL_SIZE;
  if (raw === undefined || raw === '') return DEFAULT_POOL_SIZE;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1) throw new Error(`DATABASE_POOL_SIZE must be a whole number of connections, 1 or more: "${raw}"`);
  return size;
}

/** Opens the configured database, migrates it and runs the process's preparation. */
export async function bootstrapDatabase(
  env: NodeJS.ProcessEnv = process.env,
  prepare: DatabasePreparation | undefined = holder[PREPARE],
): Promise<DbHandle> {
  const handle = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, { max: databasePoolSize(env) })
    : await openPglite({ dataDir: env.PGLITE_DIR || DEFAULT_PGLITE_DIR });
  try {
    await handle.migrate();
    await prepare?.(handle, env);
    return handle;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}

/**
 * The process's database, opened on first use. While start-up waits between
 * attempts (waitForDatabase), a use fails at once as unavailable (503) instead
 * of trying again itself: the attempts keep their back-off, however many
 * visitors ask.
 */
export function getDbHandle(): Promise<DbHandle> {
  if (!holder[HANDLE]) {
    const wait = holder[WAIT];
    if (wait) return Promise.reject(new DatabaseUnavailableError(wait.lastError));
    holder[HANDLE] = openDatabase();
  }
  return holder[HANDLE];
}

function openDatabase(): Promise<DbHandle> {
  return bootstrapDatabase().then(
    (handle) => {
      noteDatabaseReachable();
      return handle;
    },
    (error: unknown) => {
      // Let the next use try again (PostgreSQL restarting, a lock released).
      holder[HANDLE] = undefined;
      noteDatabaseError(error);
      throw error;
    },
  );
}

/** The longest wait between two attempts of start-up to open the database. */
const RETRY_MAX_MS = 10_000;

/**
 * Start-up's wait for the database: opens it (migrated and prepared), and
 * when that fails tries again after 0.5, 1, 2 … at most 10 s, logging each
 * miss, until it opens or the process stops (null). A host rebooting may
 * start the shop before its database: the shop answers meanwhile, not ready.
 */
export async function waitForDatabase(retryMaxMs = RETRY_MAX_MS): Promise<DbHandle | null> {
  let delayMs = 500;
  for (;;) {
    if (holder[WAIT]?.stopped) return null;
    try {
      holder[HANDLE] ??= openDatabase();
      const handle = await holder[HANDLE];
      if (holder[WAIT]) console.info('[db] the database answers: starting');
      holder[WAIT] = undefined;
      return handle;
    } catch (error) {
      const wait: Wait = (holder[WAIT] ??= { lastError: error, stopped: false, wake: () => {} });
      if (wait.stopped) return null;
      wait.lastError = error;
      console.warn('[db] the database cannot be opened (%s): trying again in %d ms', describeError(error), delayMs);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delayMs);
        wait.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      delayMs = Math.min(delayMs * 2, retryMaxMs);
    }
  }
}

export async function getDb(): Promise<Database> {
  return (await getDbHandle()).db;
}

/** Closes the process's database (a graceful shutdown): in-flight statements end first. */
export async function closeDatabase(): Promise<void> {
  const wait = holder[WAIT];
  if (wait) {
    wait.stopped = true;
    wait.wake();
  }
  const handle = holder[HANDLE];
  holder[HANDLE] = undefined;
  if (handle) await (await handle.catch(() => null))?.close();
}

/** Tests put their own database (a clone of the seeded snapshot) in place. */
export function installDatabase(handle: DbHandle | undefined): void {
  holder[HANDLE] = handle ? Promise.resolve(handle) : undefined;
  holder[WAIT] = undefined;
  clearCache();
}
