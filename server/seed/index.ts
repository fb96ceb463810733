/**
 * The deterministic seed catalogue (ARCHITECTURE: `server/seed/`). Callers
 * read SEED_SCALE and SHOP_NOW themselves and pass `scale` and `today`.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/database';
import { sportCategories } from '@/server/db/schema';
import { seedPriceHistory } from '@/server/modules/packages/price-history';
import type { Catalogue } from './catalogue';
import { generateCatalogue, type GenerateOptions } from './generate';
import { insertCatalogue } from './insert';

export type { Catalogue } from './catalogue';
export { generateCatalogue, type GenerateOptions } from './generate';
export { insertCatalogue } from './insert';

export async function seedDatabase(db: Database, options: GenerateOptions): Promise<{ counts: Record<string, number>; ms: number }> {
  const started = performance.now();
  const catalogue: Catalogue = generateCatalogue(options);
  await insertCatalogue(db, catalogue);
  // 30 days of prices behind today's, so an offer on sale today shows the price it was reduced from.
  const priceHistory = await seedPriceHistory(db, options.today);
  // Table statistics for the planner. PGlite has no autovacuum to gather them,
  // and without them it plans searches as if tables were tiny: up to 450 ms
  // instead of 5 at SEED_SCALE=10 (server/modules/search/search.ts).
  await db.execute(sql`analyze`);
  const counts = { ...Object.fromEntries(Object.entries(catalogue).map(([table, rows]) => [table, (rows as unknown[]).length])), priceHistory };
  return { counts, ms: Math.round(performance.now() - started) };
}

/** True until the first seed: there are no sport categories yet. */
export async function isCatalogueEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: sportCategories.id }).from(sportCategories).limit(1);
  return rows.length === 0;
}
