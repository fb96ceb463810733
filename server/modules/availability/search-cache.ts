import 'server-only';

/**
 * Supplier answers kept briefly per identical search. A visitor who opens the
 * flight modal twice, or the direct and one-stop searches the storefront runs
 * side by side (booking spec §4 "Flights"), should not pay a supplier call
 * each, and the price check must see the prices the visitor saw. Kept short:
 * fares move, and `pricedAt` tells the storefront how old an answer is.
 *
 * Per process, like server/cache.ts: it saves supplier calls, it is not a
 * source of truth, so N processes need not share it. Concurrent identical
 * searches share one supplier call; a failed call is not remembered.
 */

/** How long an identical search answers the same supplier result. */
export const SEARCH_CACHE_TTL_MS = 2 * 60_000;
const MAX_ENTRIES = 1_000;

export interface Priced<T> {
  value: T;
  /** When the supplier answered (ISO 8601). */
  pricedAt: string;
}

interface Entry {
  expires: number;
  value: Promise<Priced<unknown>>;
}

export interface SearchCacheOptions {
  ttlMs?: number;
  now?: () => number;
  maxEntries?: number;
}

export class SearchCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(options: SearchCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? SEARCH_CACHE_TTL_MS;
    this.now = options.now ?? Date.now;
    this.maxEntries = options.maxEntries ?? MAX_ENTRIES;
  }

  /** The answer to the search `key`: a fresh one from `search`, or the one given within the lifetime. */
  get<T>(key: string, search: () => Promise<T>): Promise<Priced<T>> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value as Promise<Priced<T>>;

    const value = search().then((result) => ({ value: result, pricedAt: new Date(this.now()).toISOString() }));
    this.entries.delete(key);
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    value.then(
      // The lifetime runs from the answer, not from the question.
      () => {
        const entry = this.entries.get(key);
        if (entry?.value === value) entry.expires = this.now() + this.ttlMs;
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
    if (this.entries.size > this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
