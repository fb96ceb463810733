/**
 * Deadlines towards PostgreSQL: without them a hung server (a stopped
 * process, a network partition) holds every request as long as it hangs.
 * Each is a whole number of milliseconds from the environment; a wrong one is
 * a configuration error, said at start. PGlite runs inside the process and
 * has none.
 *
 *   DB_CONNECT_TIMEOUT_MS=5000               a new connection made within it
 *   DB_POOL_WAIT_TIMEOUT_MS=10000            a request waits at most this for a free connection of the pool
 *                                            (a rush queues briefly; a hung server's pool is answered 503)
 *   DB_STATEMENT_TIMEOUT_MS=10000            the server cancels a longer statement (statement_timeout);
 *                                            the client gives up 2 s later (query_timeout), for a server that does not answer at all
 *   DB_IDLE_IN_TRANSACTION_TIMEOUT_MS=15000  the server ends a session idle that long inside a transaction, and frees its locks
 */
import 'server-only';

export interface PostgresTimeouts {
  connectMs: number;
  poolWaitMs: number;
  statementMs: number;
  /** The client's own deadline: the server's cancel (statement_timeout) is given the first chance. */
  queryMs: number;
  idleInTransactionMs: number;
}

type Env = Record<string, string | undefined>;

function milliseconds(env: Env, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (!/^[1-9]\d{0,8}$/.test(text)) throw new Error(`${name} must be a whole number of milliseconds from 1, got "${text}"`);
  return Number(text);
}

/** How much later than the server's statement_timeout the client gives up on an answer. */
const CLIENT_GRACE_MS = 2_000;

export function postgresTimeouts(env: Env = process.env): PostgresTimeouts {
  const statementMs = milliseconds(env, 'DB_STATEMENT_TIMEOUT_MS', 10_000);
  return {
    connectMs: milliseconds(env, 'DB_CONNECT_TIMEOUT_MS', 5_000),
    poolWaitMs: milliseconds(env, 'DB_POOL_WAIT_TIMEOUT_MS', 10_000),
    statementMs,
    queryMs: statementMs + CLIENT_GRACE_MS,
    idleInTransactionMs: milliseconds(env, 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS', 15_000),
  };
}
