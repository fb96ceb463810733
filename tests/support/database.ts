import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { addDays } from '@/lib/calendar-day';
import { installDatabase, type Database } from '@/server/db';
import { openPglite, openPostgres, type DbHandle } from '@/server/db/client';
import { seedDatabase } from '@/server/seed';
import { databaseUrl, TEST_TODAY, type TestDatabaseTarget } from './database-target';

export { TEST_TODAY } from './database-target';

type PostgresTarget = Extract<TestDatabaseTarget, { driver: 'postgres' }>;

/**
 * A PostgreSQL database of this run (named like the others, so the global
 * teardown drops it whatever happens), a copy of `template` or empty; closing
 * the handle drops it.
 */
async function createPostgresDatabase(target: PostgresTarget, template: string | null, max: number): Promise<DbHandle> {
  const name = `shop_t_${target.runId}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const handle = openPostgres(databaseUrl(target.adminUrl, name), { max });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: target.adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * PostgreSQL only: a copy of the seeded catalogue that other processes can
 * open too (its address), dropped by `close` (and by the run's teardown).
 */
export async function sharedPostgresDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  const target = inject('testDatabase');
  if (target.driver !== 'postgres') throw new Error('a database other processes can open needs PostgreSQL');
  const name = `shop_t_${target.runId}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${target.template}`);
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(target.adminUrl, name),
    async close() {
      const cleanup = new pg.Client({ connectionString: target.adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A fresh copy of the seeded catalogue, private to the calling test file. */
export async function openTestDatabase(): Promise<DbHandle> {
  const target = inject('testDatabase');
  if (target.driver === 'pglite') {
    const snapshot = await fs.readFile(target.snapshotPath);
    return openPglite({ loadDataDir: new Blob([snapshot]) });
  }
  return createPostgresDatabase(target, target.template, 4);
}

/**
 * A private database seeded afresh at `SEED_SCALE=scale` (the tests' today),
 * on the driver of this run; slow (seconds to a minute), so only for tests
 * about a bigger catalogue.
 */
export async function openScaledDatabase(scale: number): Promise<DbHandle> {
  const target = inject('testDatabase');
  const handle = target.driver === 'pglite' ? await openPglite() : await createPostgresDatabase(target, null, 2);
  await handle.migrate();
  await seedDatabase(handle.db, { today: TEST_TODAY, scale });
  return handle;
}

/**
 * Installs a private database for this file as the app's database, so route
 * handlers and server modules under test use it. Read `.db` inside tests.
 */
export function withTestDatabase(): { readonly db: Database } {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase();
    installDatabase(handle);
  });
  afterAll(async () => {
    installDatabase(undefined);
    await handle?.close();
  });
  return {
    get db() {
      if (!handle) throw new Error('withTestDatabase: the database is opened in beforeAll');
      return handle.db;
    },
  };
}

/** `YYYY-MM-DD`, `days` after (or before) the tests' today. */
export function dayOffset(days: number): string {
  return addDays(TEST_TODAY, days);
}
