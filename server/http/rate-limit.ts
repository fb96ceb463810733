/**
 * Rate limits on what can be guessed or flooded: a fixed window of points per
 * key, shared by every process of the shop. Counted in the database
 * (rate-limiter-flexible's Drizzle store: one atomic upsert per use, on PGlite
 * and PostgreSQL alike). With `REDIS_URL`, Redis (its Redis store: one Lua
 * call per use) counts first and keeps a flood off the database: a use Redis
 * refuses costs nothing more, a use it lets through is counted in the
 * database too. So the database holds every use that went through, and
 * neither store's loss resets a count: a Redis restarted empty, or one that
 * does not answer within REDIS_COMMAND_TIMEOUT_MS (then left alone for a few
 * seconds), leaves the database's count to decide. A key over its limit is
 * answered 429 with `Retry-After`.
 *
 * `RATE_LIMIT_FACTOR` multiplies every limit's points: the browser tests'
 * servers take every journey of a run from one address.
 */
import 'server-only';
import { Redis } from 'ioredis';
import { RateLimiterDrizzle, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RATE_LIMIT_REDIS as redisKey } from '@/lib/process-keys.mjs';
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

function milliseconds(env: Env, name: string, fallback: number): number {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (!/^[1-9]\d{0,8}$/.test(text)) throw new Error(`${name} must be a whole number of milliseconds from 1, got "${text}"`);
  return Number(text);
}

/**
 * Deadlines towards Redis: a command answered within REDIS_COMMAND_TIMEOUT_MS
 * (500), a connection made within REDIS_CONNECT_TIMEOUT_MS (2000). A hung
 * Redis otherwise holds every limited write as long as it hangs.
 */
export function redisTimeouts(env: Env = process.env): { commandMs: number; connectMs: number } {
  return { commandMs: milliseconds(env, 'REDIS_COMMAND_TIMEOUT_MS', 500), connectMs: milliseconds(env, 'REDIS_CONNECT_TIMEOUT_MS', 2_000) };
}

type RedisHolder = { url: string; client: Redis; awayUntil: number };
type WithRedis = typeof globalThis & { [redisKey]?: RedisHolder };

/** The process's Redis client for `REDIS_URL`, made on first use; null without one. */
function redisOf(env: Env = process.env): RedisHolder | null {
  const url = env.REDIS_URL?.trim();
  if (!url) return null;
  const holder = globalThis as WithRedis;
  if (holder[redisKey]?.url !== url) {
    const { commandMs, connectMs } = redisTimeouts(env);
    // No offline queue: while Redis is away a use fails at once and the database alone counts.
    const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false, commandTimeout: commandMs, connectTimeout: connectMs });
    client.on('error', () => undefined);
    holder[redisKey]?.client.disconnect();
    holder[redisKey] = { url, client, awayUntil: 0 };
  }
  return holder[redisKey]!;
}

/** After Redis failed to answer, the database alone counts this long before Redis is asked again. */
const REDIS_AWAY_MS = 5_000;

/** Per database (tests install their own), store and limit, made once. */
const limiters = new WeakMap<Database, Map<string, { database: RateLimiterAbstract; redis: RateLimiterRedis | null }>>();

function limitersOf(db: Database, limit: Limit): { database: RateLimiterAbstract; redis: RateLimiterRedis | null } {
  const redis = redisOf();
  const points = limit.points * rateLimitFactor();
  const key = `${redis?.url ?? 'db'}:${limit.name}:${points}`;
  let byName = limiters.get(db);
  if (!byName) limiters.set(db, (byName = new Map()));
  let pair = byName.get(key);
  if (!pair) {
    pair = {
      database: new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix: limit.name, points, duration: limit.durationS }),
      redis: redis && new RateLimiterRedis({ storeClient: redis.client, keyPrefix: `shop:${limit.name}`, points, duration: limit.durationS, rejectIfRedisNotReady: true }),
    };
    byName.set(key, pair);
  }
  return pair;
}

/**
 * `count` on Redis, unless it failed a moment ago; a refusal (RateLimiterRes) is
 * thrown as it is, a failure leaves it alone for REDIS_AWAY_MS. Answers whether
 * Redis counted.
 */
async function onRedis(limiter: RateLimiterRedis | null, count: (limiter: RateLimiterRedis) => Promise<unknown>): Promise<boolean> {
  const redis = redisOf();
  if (!limiter || !redis || Date.now() < redis.awayUntil) return false;
  try {
    await count(limiter);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) throw error;
    redis.awayUntil = Date.now() + REDIS_AWAY_MS;
    console.warn('[rate-limit] Redis did not answer (%s): the database counts alone for %d s', error instanceof Error ? error.message : typeof error, REDIS_AWAY_MS / 1000);
    return false;
  }
}

export const tooManyRequests = (retryAfterS: number) =>
  new HttpError(429, 'Too many attempts; try again later', 'rate_limited', undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterS))) });

/** Uses a point of `key`'s limit; throws 429 when none is left in this window. */
export async function consumeLimit(limit: Limit, key: string): Promise<void> {
  const { database, redis } = limitersOf(await getDb(), limit);
  try {
    // Redis turns a flood away; what it lets through the database counts as well, the record both share.
    await onRedis(redis, (limiter) => limiter.consume(key));
    await database.consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooManyRequests(rejection.msBeforeNext / 1000);
    throw rejection;
  }
}

/** Whether `key` has used up its limit, without using a point (answers the wait in seconds, or null). */
export async function limitReached(limit: Limit, key: string): Promise<number | null> {
  // The database holds every use that went through, whichever store counted first.
  const state = await limitersOf(await getDb(), limit).database.get(key);
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
  if (key === null) return;
  const { database, redis } = limitersOf(await getDb(), misses);
  await onRedis(redis, (limiter) => limiter.reward(key, 1));
  await database.reward(key, 1);
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
