import 'server-only';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Either driver: PGlite (embedded) or node-postgres. Both speak the same dialect. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle accepted wherever a Database is. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
