import 'server-only';
import path from 'node:path';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema';

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'server/db/migrations');

export async function migratePgliteDatabase(db: PgliteDatabase<typeof schema>): Promise<void> {
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
}

export async function migratePgDatabase(db: NodePgDatabase<typeof schema>): Promise<void> {
  await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
}
