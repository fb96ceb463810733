/**
 * Rate limits on what can be guessed or flooded: a fixed window of points per
 * key, counted in the database (rate-limiter-flexible's Drizzle store: one
 * atomic upsert per use), so that a limit holds across every process of the
 * shop, on PGlite and PostgreSQL alike. A key over its limit is answered 429
 * with `Retry-After`.
 */
import 'server-only';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
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

/** Per database (tests install their own) and limit, made once. */
const limiters = new WeakMap<Database, Map<string, RateLimiterDrizzle>>();

function limiterOf(db: Database, limit: Limit): RateLimiterDrizzle {
  let byName = limiters.get(db);
  if (!byName) limiters.set(db, (byName = new Map()));
  let limiter = byName.get(limit.name);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({ storeClient: db, schema: rateLimits, keyPrefix: limit.name, points: limit.points, duration: limit.durationS });
    byName.set(limit.name, limiter);
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
  return state && state.consumedPoints >= limit.points ? state.msBeforeNext / 1000 : null;
}
