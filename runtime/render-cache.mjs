// The render cache: where Next keeps the rendered catalogue pages (and the data
// kept with `unstable_cache`) between requests. Memory only, least recently used
// first out, bounded in bytes: a query that renders a new page (a filter
// combination, a campaign link) can grow the cache but never past its bound, and
// nothing is written to disk, so a restarted server renders from the database it
// starts with. See docs/adr/0012-render-cache.md.
//
// Entries carry their tags (the page's own, `x-next-cache-tags`, and those of
// the data it read); `revalidateTag` forgets every entry with one of them. The
// server's catalogue watcher (server/modules/catalogue/render-cache-watcher.ts)
// calls it through `renderCacheHandle` when the catalogue version moves, and
// the production server (runtime/server.mjs) answers kept pages through it.
//
// Plain JavaScript: Next loads it at run time, outside the bundles.

import { RENDER_CACHE_STORE } from '../lib/process-keys.mjs';

const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * The one store of the process: Next makes a handler per request, and the
 * module itself is loaded twice (by the server from next.config.ts, and
 * bundled into the app's server chunks, where the watcher reaches it), so the
 * store lives on globalThis for every copy to share.
 */
const store = (globalThis[RENDER_CACHE_STORE] ??= {
  entries: new Map(),
  bytes: 0,
  maxBytes: readMaxBytes(),
  /** tag → when it was last invalidated (ms). */
  invalidated: new Map(),
  /** Kept entries older than this are rendered again (ms); null: until invalidated. */
  maxAgeMs: readMaxAge(),
  hits: 0,
  misses: 0,
  /** A kept page's path (`/da/2026-11-27.p/clubs`) → its entry's key. */
  pages: new Map(),
});

function readMaxBytes() {
  const megabytes = Number(process.env.RENDER_CACHE_MB);
  return Number.isFinite(megabytes) && megabytes > 0 ? megabytes * 1024 * 1024 : DEFAULT_MAX_BYTES;
}

/**
 * With the shop's own database in the process, the watcher invalidates on every
 * catalogue change and entries need no age. Against another backend
 * (API_BASE_URL) nothing tells the storefront of a change: entries then live
 * RENDER_CACHE_TTL seconds (default 60).
 */
function readMaxAge() {
  const seconds = Number(process.env.RENDER_CACHE_TTL);
  if (Number.isFinite(seconds) && seconds > 0) return seconds * 1000;
  return process.env.API_BASE_URL ? 60_000 : null;
}

function sizeOf(value) {
  if (value === null || value === undefined) return 64;
  if (typeof value === 'string') return value.length * 2;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Map) {
    let total = 0;
    for (const item of value.values()) total += sizeOf(item);
    return total;
  }
  if (typeof value === 'object') {
    let total = 64;
    for (const key of Object.keys(value)) total += sizeOf(value[key]);
    return total;
  }
  return 8;
}

function tagsOf(data, ctx) {
  const tags = new Set(ctx?.tags ?? []);
  const header = data?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  if (Array.isArray(data?.tags)) for (const tag of data.tags) tags.add(tag);
  return [...tags];
}

/** Next's key of a rendered page ends in its path: `/route-cache/APP_PAGE/<hash>/$/da/2026-11-27.p/clubs`. */
const PAGE_KEY = /^\/route-cache\/APP_PAGE\/[^/]+\/\$(\/.*)$/;

function forget(key) {
  const entry = store.entries.get(key);
  if (!entry) return;
  store.entries.delete(key);
  store.bytes -= entry.size;
  if (entry.page !== null && store.pages.get(entry.page) === key) store.pages.delete(entry.page);
}

/** A hit: the entry moves to the end, as the Map's order is the eviction order (least recently used first). */
function markUsed(key, entry) {
  store.entries.delete(key);
  store.entries.set(key, entry);
  store.hits++;
}

function isCurrent(entry, extraTags) {
  if (store.maxAgeMs !== null && Date.now() - entry.lastModified > store.maxAgeMs) return false;
  for (const tag of [...entry.tags, ...extraTags]) {
    const at = store.invalidated.get(tag);
    if (at !== undefined && at >= entry.lastModified) return false;
  }
  return true;
}

export default class RenderCache {
  // Next passes its context (dev, flushToDisk, …); the store is the process's.
  constructor() {}

  async get(key, ctx) {
    const entry = store.entries.get(key);
    if (!entry || !isCurrent(entry, [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])) {
      if (entry) forget(key);
      store.misses++;
      return null;
    }
    markUsed(key, entry);
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  async set(key, data, ctx) {
    forget(key);
    if (data === null) return;
    const page = data.kind === 'APP_PAGE' ? (PAGE_KEY.exec(key)?.[1] ?? null) : null;
    const entry = { value: data, lastModified: Date.now(), cacheControl: ctx?.cacheControl, tags: tagsOf(data, ctx), size: sizeOf(data) + key.length * 2, page };
    if (entry.size > store.maxBytes / 4) return;
    store.entries.set(key, entry);
    if (page !== null) store.pages.set(page, key);
    store.bytes += entry.size;
    for (const oldest of store.entries.keys()) {
      if (store.bytes <= store.maxBytes) break;
      forget(oldest);
    }
  }

  async revalidateTag(tags) {
    const list = typeof tags === 'string' ? [tags] : tags;
    const now = Date.now();
    for (const tag of list) store.invalidated.set(tag, now);
    for (const [key, entry] of store.entries) {
      if (entry.tags.some((tag) => list.includes(tag))) forget(key);
    }
  }

  resetRequestCache() {}
}

/**
 * What the watcher, the production server and the tests reach: invalidate by
 * tag, a kept page, and the cache's figures. Any copy of this module reaches
 * the one store.
 */
export const renderCacheHandle = {
  revalidateTag: (tags) => new RenderCache().revalidateTag(tags),
  /**
   * The HTML of a kept page, by the path Next rendered it under, when it is
   * current: what the production server answers before Next's pipeline
   * (runtime/kept-pages.mjs). null for a page not kept, or kept with an
   * answer other than a whole 200 page.
   */
  page(path) {
    const key = store.pages.get(path);
    const entry = key === undefined ? undefined : store.entries.get(key);
    if (!entry) return null;
    if (!isCurrent(entry, [])) {
      forget(key);
      return null;
    }
    const { html, status, postponed } = entry.value;
    if (typeof html !== 'string' || (status !== undefined && status !== null && status !== 200) || postponed) return null;
    markUsed(key, entry);
    return html;
  },
  stats: () => ({ entries: store.entries.size, bytes: store.bytes, maxBytes: store.maxBytes, hits: store.hits, misses: store.misses }),
};
