import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '@/server/db/client';
import { seedDatabase } from '@/server/seed';
import { databaseUrl, TEST_TODAY } from '../support/database-target';

/**
 * Seeds the catalogue once per run. PGlite: a dumped data directory that each
 * test file loads (≈0.7 s). PostgreSQL: a template database that each test file
 * copies with CREATE DATABASE … TEMPLATE. Every run makes and drops its own.
 */
export default async function setup(project: TestProject) {
  if (project.name.endsWith('(postgres)')) return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const handle = await openPglite();
  await handle.migrate();
  await seedDatabase(handle.db, { today: TEST_TODAY });
  const dump = await handle.dumpDataDir!();
  await handle.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const snapshotPath = path.join(dir, 'catalogue.tar');
  await fs.writeFile(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { driver: 'pglite', snapshotPath });
  return () => fs.rm(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('The postgres project needs DATABASE_URL');
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const template = `shop_tpl_${runId}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const handle = openPostgres(databaseUrl(adminUrl, template), { max: 4 });
  try {
    await handle.migrate();
    await seedDatabase(handle.db, { today: TEST_TODAY });
  } finally {
    await handle.close();
  }
  project.provide('testDatabase', { driver: 'postgres', adminUrl, template, runId });

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`shop_t_${runId}_%`, template],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
  };
}
