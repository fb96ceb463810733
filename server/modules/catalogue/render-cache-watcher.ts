/**
 * Keeps the render cache (runtime/render-cache.mjs) true to the database: every
 * second it reads the catalogue version and the stock number (one row), and
 * when either has moved it forgets every kept page. Any change reaches it this
 * way, whoever made it: the seed, an administrator's write, a booking that
 * sold the last seat, another server process on the same PostgreSQL.
 *
 * A page whose render began before the change may be stored just after the
 * first invalidation; a second one a little later forgets it too.
 * See docs/adr/0012-render-cache.md.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { renderCacheHandle } from '@/runtime/render-cache.mjs';
import { invalidateTag } from '@/server/cache';
import { getDb } from '@/server/db';
import { catalogueVersion } from '@/server/db/schema';
import { startPeriodicWorker } from '@/server/workers';

/** Next's own tag on every page of the app: the root layout's (what `revalidatePath('/', 'layout')` names). */
export const EVERY_PAGE_TAG = '_N_T_/layout';

const POLL_MS = 1_000;
/** Longer than any page's render: the second invalidation after a change. */
const SETTLE_MS = 10_000;

/** The catalogue version and the stock number, as one text: what the kept pages were rendered under. */
export async function readCatalogueStamp(): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ value: catalogueVersion.value, stock: catalogueVersion.stock }).from(catalogueVersion).where(eq(catalogueVersion.id, 1));
  return row ? `${row.value}:${row.stock}` : 'none';
}

/**
 * Forgets every kept page now, and once more when renders begun before now
 * have finished; and the catalogue reads kept in server/cache.ts, which the
 * pages render from and which hold the seats left: a page rendered again
 * must not read what made the old one stale.
 */
export async function invalidateRenderCache(): Promise<void> {
  invalidateTag('catalogue');
  await renderCacheHandle.revalidateTag([EVERY_PAGE_TAG]);
  setTimeout(() => void renderCacheHandle.revalidateTag([EVERY_PAGE_TAG]), SETTLE_MS).unref();
}

/**
 * One look at the catalogue: true when it changed since the last look (and the
 * kept pages were forgotten). The first look only notes where it stands.
 */
export function catalogueWatch(): { check(): Promise<boolean> } {
  let seen: string | null = null;
  return {
    async check() {
      const stamp = await readCatalogueStamp();
      const changed = seen !== null && stamp !== seen;
      seen = stamp;
      if (changed) await invalidateRenderCache();
      return changed;
    },
  };
}

export function startRenderCacheWatcher(): void {
  const watch = catalogueWatch();
  startPeriodicWorker('render-cache', POLL_MS, async () => void (await watch.check()), { failed: 'reading the catalogue version failed', runAtStart: true });
}
