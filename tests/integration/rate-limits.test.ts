import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { api } from '@/server/http/api';
import { HttpError } from '@/server/http/errors';
import { LIMITS } from '@/server/http/limits';
import { consumeLimit, type Limit } from '@/server/http/rate-limit';
import { packages } from '@/server/db/schema';
import { sharedPostgresDatabase, withTestDatabase } from '../support/database';
import { OWN_REDIS_MISSING, startOwnRedis, type OwnRedis } from '../support/own-services';

const test = withTestDatabase();
const run = promisify(execFile);
const onPostgres = inject('testDatabase').driver === 'postgres';
/**
 * The Redis the Redis cases count in (`TEST_REDIS_URL`, which CI sets where one runs; not `REDIS_URL`, which would
 * move every other test's limits into a store that outlives the run); without it they are skipped.
 */
const REDIS_URL = process.env.TEST_REDIS_URL;

let visitors = 0;
/** A visitor of its own per call: limits are counted per address. */
const newVisitor = () => `203.0.113.${++visitors}`;

async function call(method: 'GET' | 'POST', path: string, { body, visitor, locale = 'da' }: { body?: unknown; visitor?: string; locale?: string } = {}) {
  const headers: Record<string, string> = { 'accept-language': locale, 'content-type': 'application/json' };
  if (visitor) headers[CLIENT_ADDRESS_HEADER] = visitor;
  const request = new Request(`http://localhost/api/v1/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  // As the production server's bridge hands it over, with the connection's address (app/api's route drops a visitor's own).
  const response = await api.handle(request);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

async function outcome(use: Promise<void>): Promise<'ok' | number> {
  try {
    await use;
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return Number(error.headers?.['retry-after']);
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let limits = 0;
const shortLimit = (points: number, durationS = 1): Limit => ({ name: `test-${process.pid}-${++limits}`, points, durationS });

afterEach(() => {
  delete process.env.REDIS_URL;
});

describe('rate limits on what can be flooded or guessed', () => {
  it('limits every write the browser can send and every lookup of a secret; the gateways’ signed callbacks are theirs', () => {
    const unlimited = api
      .routeTable()
      .filter(({ method, limit }) => method === 'POST' && !limit)
      .map(({ pattern }) => pattern);
    // The two lookups count their own tries (per visitor and per order number); the sandbox's controls answer only in tests.
    expect(unlimited.sort()).toEqual(['invoices/lookup', 'payments/:gateway/callback', 'sandbox/fixtures/:eventId', 'sandbox/hotels/:id/withdraw', 'trips/lookup']);
  });

  it('answers the 11th inquiry of a visitor in ten minutes 429 with Retry-After, in the visitor’s language, and takes another visitor’s', async () => {
    const [pkg] = await test.db.select({ id: packages.id }).from(packages).limit(1);
    const body = { name: 'Ida Holm', email: 'ida@example.com', phone: '12345678', message: 'Hej', packageId: pkg!.id, filledMs: 10_000 };
    const visitor = newVisitor();
    for (let sent = 0; sent < LIMITS.forms.points; sent += 1) expect((await call('POST', 'forms/offer-request', { body, visitor })).status).toBe(201);
    const refused = await call('POST', 'forms/offer-request', { body, visitor, locale: 'sv' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.body.message).not.toMatch(/Too many/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(LIMITS.forms.durationS);
    expect((await call('POST', 'forms/offer-request', { body, visitor: newVisitor() })).status).toBe(201);
    // The storefront's own server-side calls carry no visitor and are not counted.
    expect((await call('POST', 'forms/offer-request', { body })).status).toBe(201);
  });

  it('answers every code 429 after 30 wrong ones in a minute, a right one too, so the answer no longer tells', async () => {
    const visitor = newVisitor();
    expect((await call('GET', 'coupons/VELKOMMEN10', { visitor })).status).toBe(200);
    for (let guess = 0; guess < LIMITS.codeMisses.points; guess += 1) expect((await call('GET', `coupons/GUESS${guess}`, { visitor })).status).toBe(404);
    const [right, wrong] = [await call('GET', 'coupons/VELKOMMEN10', { visitor }), await call('GET', 'coupons/GUESS999', { visitor })];
    expect([right.status, wrong.status]).toEqual([429, 429]);
    expect(right.body).toEqual(wrong.body);
    expect(right.headers.get('retry-after')).toEqual(expect.stringMatching(/^\d+$/));
    expect((await call('GET', 'coupons/GUESS0', { visitor: newVisitor() })).status).toBe(404);
  });

  it('lets a visitor on again once the window has passed', async () => {
    const limit = shortLimit(2);
    const visitor = newVisitor();
    expect([await outcome(consumeLimit(limit, visitor)), await outcome(consumeLimit(limit, visitor)), await outcome(consumeLimit(limit, visitor))]).toEqual(['ok', 'ok', 1]);
    await sleep(1_100);
    expect(await outcome(consumeLimit(limit, visitor))).toBe('ok');
  });

  it.skipIf(!REDIS_URL)('counts in Redis when REDIS_URL is set, and in the database while Redis cannot be reached', async () => {
    process.env.REDIS_URL = REDIS_URL;
    const limit = shortLimit(2);
    const visitor = newVisitor();
    expect([await outcome(consumeLimit(limit, visitor)), await outcome(consumeLimit(limit, visitor)), await outcome(consumeLimit(limit, visitor))]).toEqual(['ok', 'ok', 1]);
    await sleep(1_100);
    expect(await outcome(consumeLimit(limit, visitor))).toBe('ok');

    // Nothing listens on port 1: the database stands in, with the same limit.
    process.env.REDIS_URL = 'redis://127.0.0.1:1';
    const fallback = shortLimit(2, 60);
    expect([await outcome(consumeLimit(fallback, visitor)), await outcome(consumeLimit(fallback, visitor)), await outcome(consumeLimit(fallback, visitor))]).toEqual(['ok', 'ok', expect.any(Number)]);
  });
});

/**
 * A Redis of the test's own (never the machine's shared one) that hangs
 * (SIGSTOP) or restarts empty: a limited write waits at most Redis's command
 * deadline, and neither store's count is lost when the other takes over.
 */
describe.skipIf(OWN_REDIS_MISSING)(`rate limits with a Redis that hangs or restarts${OWN_REDIS_MISSING ? ` (skipped: ${OWN_REDIS_MISSING})` : ''}`, () => {
  let redis: OwnRedis;
  let direct: Redis;
  beforeAll(async () => {
    redis = await startOwnRedis();
    direct = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: null });
    direct.on('error', () => undefined); // while it restarts
  }, 60_000);
  afterAll(async () => {
    direct?.disconnect();
    redis?.resume();
    await redis?.stop();
  });

  /** What Redis holds for `limit` and `visitor` (null when it holds nothing). */
  const inRedis = async (limit: Limit, visitor: string) => Number((await direct.get(`shop:${limit.name}:${visitor}`)) ?? 0);

  /** The outcomes of uses, one every half second, until Redis holds at least `count` uses of the visitor's. */
  async function refusedUntilRedisHolds(limit: Limit, visitor: string, count: number): Promise<('ok' | number)[]> {
    const outcomes: ('ok' | number)[] = [];
    await expect
      .poll(
        async () => {
          outcomes.push(await outcome(consumeLimit(limit, visitor)));
          return inRedis(limit, visitor);
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBeGreaterThanOrEqual(count);
    return outcomes;
  }

  /** The shop's Redis client counts: a new one falls to the database until it has connected. */
  async function redisCounting(): Promise<void> {
    process.env.REDIS_URL = redis.url;
    const warmUp = shortLimit(1_000, 600);
    await expect
      .poll(
        async () => {
          await consumeLimit(warmUp, 'warm-up');
          return inRedis(warmUp, 'warm-up');
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBeGreaterThan(0);
  }

  it('counts in the database within two seconds while Redis hangs, and Redis answering again does not reset that count', async () => {
    await redisCounting();
    const limit = shortLimit(3, 600);
    const visitor = newVisitor();
    expect(await outcome(consumeLimit(limit, visitor))).toBe('ok');
    expect(await inRedis(limit, visitor)).toBe(1);

    redis.hang();
    try {
      const started = Date.now();
      expect(await outcome(consumeLimit(limit, visitor))).toBe('ok');
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(await outcome(consumeLimit(limit, visitor))).toBe('ok');
      // Three went through, one in Redis and all three in the database: the fourth is refused.
      expect(await outcome(consumeLimit(limit, visitor))).toEqual(expect.any(Number));
    } finally {
      redis.resume();
    }
    // Redis counts again (beyond the one use sent it while it hung, which it runs late), below the limit by its own
    // count: the database's count still refuses every use.
    await expect(refusedUntilRedisHolds(limit, visitor, 3)).resolves.not.toContain('ok');
  }, 120_000);

  it('keeps a visitor’s count when Redis restarts empty', async () => {
    await redisCounting();
    const limit = shortLimit(2, 600);
    const visitor = newVisitor();
    expect([await outcome(consumeLimit(limit, visitor)), await outcome(consumeLimit(limit, visitor)), await outcome(consumeLimit(limit, visitor))]).toEqual(['ok', 'ok', expect.any(Number)]);
    expect(await inRedis(limit, visitor)).toBe(3);

    await redis.stop();
    await redis.start();
    expect(await inRedis(limit, visitor)).toBe(0);
    // Every use is refused, while the database counts alone and once Redis, empty, counts again.
    await expect(refusedUntilRedisHolds(limit, visitor, 1)).resolves.not.toContain('ok');
  }, 120_000);
});

/** Two processes of the shop using one limit at the same moment, each 30 times: together exactly the limit's 20 go through. */
async function twoProcesses(env: Record<string, string>) {
  const limit = shortLimit(20, 60);
  const args = ['--conditions=react-server', '--import', 'tsx', 'tests/support/consume-limit.ts', limit.name, String(limit.points), String(limit.durationS), 'shared-visitor', '30'];
  const children = await Promise.all([0, 1].map(() => run(process.execPath, args, { env: { ...process.env, ...env, RATE_LIMIT_FACTOR: '1' }, timeout: 120_000 })));
  const counts = children.map(({ stdout }) => JSON.parse(stdout.trim().split('\n').at(-1)!) as { ok: number; limited: number; failed: number });
  expect(counts.map(({ failed }) => failed)).toEqual([0, 0]);
  expect(counts.reduce((sum, { ok }) => sum + ok, 0)).toBe(20);
  expect(counts.reduce((sum, { limited }) => sum + limited, 0)).toBe(40);
}

describe('one limit shared by two processes', () => {
  it.skipIf(!onPostgres)('in PostgreSQL', async () => {
    const database = await sharedPostgresDatabase();
    try {
      await twoProcesses({ DATABASE_URL: database.url, REDIS_URL: '' });
    } finally {
      await database.close();
    }
  }, 180_000);

  it.skipIf(!onPostgres || !REDIS_URL)('in Redis', async () => {
    const database = await sharedPostgresDatabase();
    try {
      await twoProcesses({ DATABASE_URL: database.url, REDIS_URL: REDIS_URL! });
    } finally {
      await database.close();
    }
  }, 180_000);
});
