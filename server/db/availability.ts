/**
 * Whether the shop's database can be reached, as this process last saw it,
 * and which errors mean it cannot: a refused or timed-out connection, a
 * database that does not exist yet, a server shutting down or starting up, a
 * statement or connection deadline (./timeouts.ts). Such an error is an
 * outage, answered 503 with `Retry-After` (server/http/router.ts), never a
 * 500. The state lives on globalThis, where the production server reads it to
 * answer a page that failed meanwhile 503 too (runtime/outage.mjs), and
 * readiness (server/health.ts) says it.
 */
import 'server-only';
import { DB_REACHABILITY } from '@/lib/process-keys.mjs';

/** Seconds a client is asked to wait before trying again while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_S = 5;

/** The database is not open yet: start-up is still waiting for it (./index.ts). */
export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('The database cannot be reached yet', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Node's codes for a connection that could not be made or was lost. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'ECONNABORTED']);

/**
 * PostgreSQL's SQLSTATEs of an outage: connection exceptions (08), too many
 * connections and other resources (53), the server shutting down or starting
 * (57P01-57P03), a statement cancelled by `statement_timeout` (57014), a
 * session ended by `idle_in_transaction_session_timeout` (25P03), a database
 * that does not exist (3D000), a login refused (28).
 */
function isOutageState(code: string): boolean {
  return /^(08|53|28)/.test(code) || ['57P01', '57P02', '57P03', '57014', '25P03', '3D000'].includes(code);
}

/** node-postgres and its pool say these without a code. */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  // The client's own connect deadline.
  'timeout expired',
  'Connection terminated',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/** Whether `error` (or one of its causes: drizzle wraps the driver's error) means the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    // PGlite's directory held by another process (./data-dir-lock.ts) is an outage of this one too.
    if (current instanceof DatabaseUnavailableError || current.name === 'DataDirLockedError') return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isOutageState(code))) return true;
    if (DRIVER_MESSAGES.some((message) => current instanceof Error && current.message.includes(message))) return true;
  }
  return false;
}

interface Reachability {
  reachable: boolean;
  /** Since when (ms since the epoch). */
  since: number;
}

/** Read by runtime/outage.mjs under the same key. */
const KEY = DB_REACHABILITY;
const holder = globalThis as { [KEY]?: Reachability };

/** Unknown until the first attempt: counted as reachable, so nothing answers 503 before anything failed. */
export function databaseReachable(): boolean {
  return holder[KEY]?.reachable !== false;
}

export function noteDatabaseReachable(): void {
  if (holder[KEY]?.reachable !== true) holder[KEY] = { reachable: true, since: Date.now() };
}

/** Notes an outage when `error` is one; answers whether it was. */
export function noteDatabaseError(error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  if (holder[KEY]?.reachable !== false) holder[KEY] = { reachable: false, since: Date.now() };
  return true;
}
