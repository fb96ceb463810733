/**
 * `/api/health` and `/api/ready` (the production issue): health says the
 * process answers; readiness says it can serve a shopper: the database
 * answers, every migration of this build has run on it, and the background
 * workers (the outbox first: no confirmation mail leaves without it) have
 * ended a round lately. A load balancer sends visitors to a ready process
 * only; an orchestrator restarts one that is not healthy.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { STOPPING } from '@/lib/process-keys.mjs';
import { getDbHandle } from '@/server/db';
import { DatabaseUnavailableError, noteDatabaseError, noteDatabaseReachable } from '@/server/db/availability';
import { MIGRATIONS_FOLDER } from '@/server/db/migrate';
import { workerHealth, type WorkerHealth } from '@/server/workers';

export interface Readiness {
  ready: boolean;
  /** The process is shutting down (runtime/server.mjs): a load balancer sends it no one new. */
  stopping: boolean;
  database: 'up' | 'down';
  migrations: { expected: number; applied: number | null };
  workers: WorkerHealth[];
}

/** A check that does not answer in this time counts as failed: a load balancer's own check waits a few seconds at most. */
const CHECK_TIMEOUT_MS = 2_000;

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new DatabaseUnavailableError()), CHECK_TIMEOUT_MS).unref())]);
}

let expectedMigrations: number | null = null;
/** The migrations this build ships (drizzle's journal). */
function shippedMigrations(): number {
  expectedMigrations ??= (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
  return expectedMigrations;
}

export async function readiness(): Promise<Readiness> {
  const expected = shippedMigrations();
  let database: Readiness['database'] = 'down';
  let applied: number | null = null;
  let handle;
  try {
    // Opening (migrating, seeding a first catalogue) may take longer than a check: not ready meanwhile, not down.
    handle = await withinTimeout(getDbHandle());
  } catch {
    // Not open yet, or start-up waiting for it: said by the answer, not thrown.
  }
  if (handle) {
    try {
      applied = await withinTimeout(handle.appliedMigrations(CHECK_TIMEOUT_MS));
      database = 'up';
      noteDatabaseReachable();
    } catch (error) {
      // Down, or not migrated: said by the answer, not thrown.
      noteDatabaseError(error);
    }
  }
  const workers = workerHealth();
  const stopping = (globalThis as { [STOPPING]?: boolean })[STOPPING] === true;
  return {
    // A newer build may have migrated further (a rolling deploy): that is current enough. Of the workers only the
    // outbox decides: no confirmation leaves without it; the others' late rounds are said, not counted.
    ready: !stopping && database === 'up' && applied !== null && applied >= expected && workers.every((worker) => worker.alive || worker.name !== 'outbox'),
    stopping,
    database,
    migrations: { expected, applied },
    workers,
  };
}
