/**
 * Rate limits on what can be guessed or flooded: a fixed window of points per
 * key, shared by every process of the shop. Counted in the database by
 * default (rate-limiter-flexible's Drizzle store: one atomic upsert per use,
 * on PGlite and PostgreSQL alike), in Redis when `REDIS_URL` is set (its
 * Redis store: one Lua call per use), with the database standing in while
 * Redis cannot be reached. A key over its limit is answered 429 with
 * `Retry-After`.
 *
 * `RATE_LIMIT_FACTOR` multiplies every limit's points: the browser tests'
 * servers take every journey of a run from one address.
 */
import 'server-only';
import { Redis } from 'ioredis';
import { RateLimiterDrizzle, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { getDb, type Database } from '@/server/db';
import { rateLimits } from '@/server/db/schema';
import { HttpError } from './errors';

export interface Limit {
  /** Part of every key: limits with different names never share a counter. */
  name: string;
  /** Uses allowed per window. */
  points: number;
  /** The window, in seconds. */
  durationS: number;
}

type Env = Record<string, string | undefined>;

/** `RATE_LIMIT_FACTOR`: a whole number from 1; anything else is a configuration error, said at once. */
export function rateLimitFactor(env: Env = process.env): number {
  const text = env.RATE_LIMIT_FACTOR?.trim();
  if (!text) return 1;
  if (!/^[1-9]\d{0,5}$/.test(text)) throw new Error(`RATE_LIMIT_FACTOR must be a whole number from 1, got "${text}"`);
  return Number(text);
}

/** The process's Redis client for `REDIS_URL`, made on first use; null without one. */
const redisKey = Symbol.for('shop.rateLimit.redis');
type WithRedis = typeof globalThis & { [redisKey]?: { url: string; client: Redis } };

function redisClient(env: Env = process.env): Redis | null {
  const url = env.REDIS_URL?.trim();
  if (!url) return null;
  const holder = globalThis as WithRedis;
  if (holder[redisKey]?.url !== url) {
    // No offline queue: while Redis is away a use fails at once and the database counts instead.
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    client.on('error', () => undefined);
    holder[redisKey] = { url, client };
  }
  return holder[redisKey]!.client;
}

/** Per database (tests install their own), store and limit, made once. */
const limiters = new WeakMap<Database, Map<string, RateLimiterAbstract>>();

function limiterOf(db: Database, limit: Limit): RateLimiterAbstract {
  const redis = redisClient();
  const points = limit.points * rateLimitFactor();
  const key = `${redis ? 'redis' : 'db'}:${limit.name}:${points}`;
  let byName = limiters.get(db);
  if (!byName) limiters.set(db, (byName = new Map()));
  let limiter = byName.get(key);
  if (!limiter) {
    const inDatabase = new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix: limit.name, points, duration: limit.durationS });
    limiter = redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `shop:${limit.name}`, points, duration: limit.durationS, insuranceLimiter: inDatabase, rejectIfRedisNotReady: true })
      : inDatabase;
    byName.set(key, limiter);
  }
  return limiter;
}

export const tooManyRequests = (retryAfterS: number) =>
  new HttpError(429, 'Too many attempts; try again later', 'rate_limited', undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterS))) });

/** Uses a point of `key`'s limit; throws 429 when none is left in this window. */
export async function consumeLimit(limit: Limit, key: string): Promise<void> {
  try {
    await limiterOf(await getDb(), limit).consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooManyRequests(rejection.msBeforeNext / 1000);
    throw rejection;
  }
}

/** Whether `key` has used up its limit, without using a point (answers the wait in seconds, or null). */
export async function limitReached(limit: Limit, key: string): Promise<number | null> {
  const state = await limiterOf(await getDb(), limit).get(key);
  return state && state.consumedPoints >= limit.points * rateLimitFactor() ? state.msBeforeNext / 1000 : null;
}

/**
 * A guess at a secret (an invoice address, a coupon or gift-card code, a
 * staff password): a point of `misses` is used before the guess is checked,
 * so a burst of guesses sent at once cannot all pass a count still at zero;
 * once the points are used up every guess is 429 for the rest of the window,
 * a right one too, and the answer no longer tells. A right guess gives its
 * point back (`forgiveGuess`). Null (the storefront's own calls) is not counted.
 */
export async function takeGuess(misses: Limit, key: string | null): Promise<void> {
  if (key !== null) await consumeLimit(misses, key);
}

/** A guess that was right: its point back. */
export async function forgiveGuess(misses: Limit, key: string | null): Promise<void> {
  if (key !== null) await limiterOf(await getDb(), misses).reward(key, 1);
}

/**
 * Where a guess is a side of a bigger request (a coupon in a price check or a
 * booking, limited per request already): a visitor out of guesses is refused
 * before anything is read. Null is never refused.
 */
export async function refuseGuesser(misses: Limit, visitor: string | null): Promise<void> {
  if (visitor === null) return;
  const wait = await limitReached(misses, visitor);
  if (wait !== null) throw tooManyRequests(wait);
}

/** After such a guess was wrong: one more counted (the last one over the limit is still answered as a miss). */
export async function countMiss(misses: Limit, visitor: string | null): Promise<void> {
  if (visitor === null) return;
  await consumeLimit(misses, visitor).catch((error: unknown) => {
    if (!(error instanceof HttpError)) throw error;
  });
}
