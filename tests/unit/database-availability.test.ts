import { afterEach, describe, expect, it } from 'vitest';
import { outageAware } from '../../runtime/outage.mjs';
import { databaseReachable, DatabaseUnavailableError, isDatabaseUnavailable, noteDatabaseError, noteDatabaseReachable } from '@/server/db/availability';
import { postgresTimeouts } from '@/server/db/timeouts';
import { redisTimeouts } from '@/server/http/rate-limit';

/** What the shop counts as its database being away (server/db/availability.ts), and the deadlines' settings. */
afterEach(() => noteDatabaseReachable());

/** As drizzle throws it: its own error around the driver's. */
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('a database outage', () => {
  it('is a refused or lost connection, a deadline, a server shutting down or starting, a database not there yet', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('57014', 'canceling statement due to statement timeout'),
      withCode('3D000', 'database "shop" does not exist'),
      withCode('08006'),
      new Error('timeout exceeded when trying to connect'),
      new Error('timeout expired'),
      new Error('Query read timeout'),
      new Error('Connection terminated unexpectedly'),
      new DatabaseUnavailableError(),
    ]) {
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(true);
    }
  });

  it('is not a refused statement: a broken constraint, a bad value, a bug', () => {
    for (const error of [withCode('23505', 'duplicate key'), withCode('22P05', 'unsupported Unicode escape'), withCode('42P01', 'relation does not exist'), new TypeError('x is undefined')]) {
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(false);
    }
  });

  it('is noted until the database answers again, and a page failing meanwhile answers 503 with Retry-After', () => {
    const heads: unknown[][] = [];
    const headers: Record<string, string> = {};
    const res = {
      setHeader: (name: string, value: string) => (headers[name] = value),
      writeHead: (...args: unknown[]) => heads.push(args),
    };
    outageAware(res);
    res.writeHead(500, { 'content-type': 'text/html' });
    expect(noteDatabaseError(withCode('23505'))).toBe(false);
    expect(databaseReachable()).toBe(true);

    expect(noteDatabaseError(wrapped(withCode('ECONNREFUSED')))).toBe(true);
    expect(databaseReachable()).toBe(false);
    res.writeHead(500, { 'content-type': 'text/html' });
    res.writeHead(404);
    noteDatabaseReachable();
    res.writeHead(500);
    expect(heads).toEqual([[500, { 'content-type': 'text/html' }], [503, { 'content-type': 'text/html' }], [404], [500]]);
    expect(headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('the deadlines towards PostgreSQL and Redis', () => {
  it('have defaults, are read from the environment, and refuse a setting that is no whole number of milliseconds', () => {
    expect(postgresTimeouts({})).toEqual({ connectMs: 5_000, poolWaitMs: 10_000, statementMs: 10_000, queryMs: 12_000, idleInTransactionMs: 15_000 });
    expect(
      postgresTimeouts({ DB_CONNECT_TIMEOUT_MS: '800', DB_POOL_WAIT_TIMEOUT_MS: '2000', DB_STATEMENT_TIMEOUT_MS: '3000', DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '9000' }),
    ).toEqual({ connectMs: 800, poolWaitMs: 2_000, statementMs: 3_000, queryMs: 5_000, idleInTransactionMs: 9_000 });
    expect(redisTimeouts({})).toEqual({ commandMs: 500, connectMs: 2_000 });
    expect(redisTimeouts({ REDIS_COMMAND_TIMEOUT_MS: '250' }).commandMs).toBe(250);
    expect(() => postgresTimeouts({ DB_STATEMENT_TIMEOUT_MS: '10s' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
    expect(() => redisTimeouts({ REDIS_COMMAND_TIMEOUT_MS: '0' })).toThrow(/REDIS_COMMAND_TIMEOUT_MS/);
  });
});
