import { clearCache } from '@/server/cache';
import { today } from '@/server/clock';
import { isCatalogueEmpty, seedDatabase } from '@/server/seed';
import { openPglite, openPostgres, type DbHandle } from './client';
import type { Database } from './database';

export type { Database, Executor } from './database';

/**
 * One database handle per process, held as a promise on globalThis: Next.js
 * bundles route modules separately, so a module variable would open one
 * PGlite per bundle (STACK-NOTES).
 */
const HANDLE = Symbol.for('shop.db.handle');
type Holder = { [HANDLE]?: Promise<DbHandle> };
const holder = globalThis as Holder;

export const DEFAULT_PGLITE_DIR = '.data/shop';

/** Opens the configured database, migrates it and seeds an empty catalogue. */
export async function bootstrapDatabase(env: NodeJS.ProcessEnv = process.env): Promise<DbHandle> {
  const handle = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL)
    : await openPglite({ dataDir: env.PGLITE_DIR || DEFAULT_PGLITE_DIR });
  try {
    await handle.migrate();
    if (env.SHOP_SEED !== 'off') {
      await handle.exclusively(async () => {
        if (!(await isCatalogueEmpty(handle.db))) return;
        const scale = Number(env.SEED_SCALE ?? 1);
        const { ms, counts } = await seedDatabase(handle.db, { scale, today: today(env) });
        console.info(`[db] seeded the catalogue (scale ${scale}) in ${ms} ms: ${counts.packages} packages`);
      });
    }
    return handle;
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
}

export function getDbHandle(): Promise<DbHandle> {
  if (!holder[HANDLE]) {
    holder[HANDLE] = bootstrapDatabase().catch((error: unknown) => {
      // Let the next request try again (PostgreSQL restarting, a lock released).
      holder[HANDLE] = undefined;
      throw error;
    });
  }
  return holder[HANDLE];
}

export async function getDb(): Promise<Database> {
  return (await getDbHandle()).db;
}

/** Tests put their own database (a clone of the seeded snapshot) in place. */
export function installDatabase(handle: DbHandle | undefined): void {
  holder[HANDLE] = handle ? Promise.resolve(handle) : undefined;
  clearCache();
}
