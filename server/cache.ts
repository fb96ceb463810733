import 'server-only';
import { CACHE_STORE, VERSIONED_CACHE_STORE } from '@/lib/process-keys.mjs';

/**
 * Cached browse, live booking (STYLE §3): catalogue reads are kept in memory
 * for a short lifetime, keyed by what was asked (endpoint, query, locale), and
 * dropped by tag when the data behind them changes. Availability, prices,
 * bookings and invoices never go through here.
 *
 * The cache is an optimisation only: each process has its own, and a stale
 * entry lives at most its lifetime, so N processes behind a load balancer stay
 * correct without sharing it.
 */

/** Every cached kind of data, its lifetime and its tag: the one list to read. */
export const CACHE_MANIFEST = {
  sportCategories: { ttlMs: 5 * 60_000, tag: 'catalogue' },
  tournaments: { ttlMs: 5 * 60_000, tag: 'catalogue' },
  clubs: { ttlMs: 60_000, tag: 'catalogue' },
  cities: { ttlMs: 5 * 60_000, tag: 'catalogue' },
  countries: { ttlMs: 5 * 60_000, tag: 'catalogue' },
  /** The booking form's nationality select. */
  nationalities: { ttlMs: 5 * 60_000, tag: 'catalogue' },
  airports: { ttlMs: 5 * 60_000, tag: 'catalogue' },
  /** Destinations of bookable packages: keyed by today too, and short, as packages sell out. */
  availableDestinations: { ttlMs: 60_000, tag: 'catalogue' },
  /** Package lists and pages: keyed by today and the representation too; short, as packages sell out. */
  packages: { ttlMs: 60_000, tag: 'catalogue' },
  /** Bus routes and their prices per leg (`GET transit`): catalogue prices, as package lists show them. */
  transit: { ttlMs: 60_000, tag: 'catalogue' },
  /** Search answers per query and day (upcoming events only). */
  search: { ttlMs: 60_000, tag: 'catalogue' },
  cms: { ttlMs: 5 * 60_000, tag: 'content' },
  /** The home page's campaigns and the offer landings. */
  campaigns: { ttlMs: 5 * 60_000, tag: 'content' },
  /** Info pages (browsing spec §3). */
  pages: { ttlMs: 5 * 60_000, tag: 'content' },
  /** Blog articles and categories; a random list is keyed by the day it was shuffled for. */
  blog: { ttlMs: 5 * 60_000, tag: 'content' },
} as const;
export type CacheKind = keyof typeof CACHE_MANIFEST;

const MAX_ENTRIES = 2_000;

interface Entry {
  expires: number;
  tag: string;
  value: Promise<unknown>;
}

const STORE = CACHE_STORE;
type Holder = { [STORE]?: Map<string, Entry> };

function store(): Map<string, Entry> {
  const holder = globalThis as Holder;
  return (holder[STORE] ??= new Map());
}

/** A cache key from what was asked: parsed input, so `?limit=5` and `?limit=05` share an entry. */
export function cacheKey(locale: string, input: unknown): string {
  return `${locale}:${JSON.stringify(input)}`;
}

/** The value for `key`, loading it once per lifetime; concurrent callers share one load. */
export function cached<T>(kind: CacheKind, key: string, load: () => Promise<T>): Promise<T> {
  const entries = store();
  const fullKey = `${kind}:${key}`;
  const now = Date.now();
  const hit = entries.get(fullKey);
  if (hit && hit.expires > now) return hit.value as Promise<T>;

  const { ttlMs, tag } = CACHE_MANIFEST[kind];
  const value = load();
  entries.delete(fullKey);
  entries.set(fullKey, { expires: now + ttlMs, tag, value });
  // A failed load is not remembered: the next caller tries again.
  value.catch(() => {
    if (entries.get(fullKey)?.value === value) entries.delete(fullKey);
  });
  if (entries.size > MAX_ENTRIES) {
    // Maps iterate in insertion order: the first key is the oldest entry.
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return value;
}

// ─── Versioned ─────────────────────────────────────────────────────────────

/**
 * Values that are right while a version the database keeps stands (the
 * catalogue version, server/db/schema.ts): the caller reads the version in
 * the same statement as what it reads live, and a value kept under another
 * version is never answered. The lifetime and the bound only limit memory.
 */
export const VERSIONED_MANIFEST = {
  /** Packages as pricing and booking read them (server/modules/price-check/priced-package.ts). */
  pricedPackages: { ttlMs: 5 * 60_000, maxEntries: 500 },
  /** The nationality and country ids a booking's people may name (server/modules/booking). */
  referenceIds: { ttlMs: 5 * 60_000, maxEntries: 1 },
} as const;
export type VersionedKind = keyof typeof VERSIONED_MANIFEST;

interface VersionedEntry {
  version: number;
  expires: number;
  value: unknown;
}

const VERSIONED = VERSIONED_CACHE_STORE;
type VersionedHolder = { [VERSIONED]?: Map<VersionedKind, Map<string, VersionedEntry>> };

function versionedStores(): Map<VersionedKind, Map<string, VersionedEntry>> {
  const holder = globalThis as VersionedHolder;
  return (holder[VERSIONED] ??= new Map());
}

function versionedStore(kind: VersionedKind): Map<string, VersionedEntry> {
  const stores = versionedStores();
  let entries = stores.get(kind);
  if (!entries) stores.set(kind, (entries = new Map()));
  return entries;
}

/** The value kept for `key` under exactly this version, if any. */
export function keptUnder<T>(kind: VersionedKind, key: string, version: number): T | undefined {
  const entry = versionedStore(kind).get(key);
  return entry && entry.version === version && entry.expires > Date.now() ? (entry.value as T) : undefined;
}

/** Keeps `value` for `key` under `version`, in place of whatever was kept before. */
export function keepUnder(kind: VersionedKind, key: string, version: number, value: unknown): void {
  const entries = versionedStore(kind);
  entries.delete(key);
  entries.set(key, { version, expires: Date.now() + VERSIONED_MANIFEST[kind].ttlMs, value });
  if (entries.size > VERSIONED_MANIFEST[kind].maxEntries) {
    // Maps iterate in insertion order: the first key is the oldest entry.
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
}

export function invalidateTag(tag: string): void {
  const entries = store();
  for (const [key, entry] of entries) if (entry.tag === tag) entries.delete(key);
}

export function clearCache(): void {
  store().clear();
  versionedStores().clear();
}
