/**
 * The server process's background workers (the outbox, payments, alerts, the
 * render cache's watcher) as `/api/ready` and a shutdown see them: each
 * registers when it starts, notes the end of every round (a failed round
 * too: the worker is alive, the readiness answer says what failed), and
 * stops on the shutdown's call, its round in flight finished first.
 */
import 'server-only';
import { WORKERS as KEY } from '@/lib/process-keys.mjs';
import { describeError } from '@/server/http/error-log';

interface WorkerEntry {
  intervalMs: number;
  startedAt: number;
  lastRoundAt: number | null;
  lastError: string | null;
  stop: () => Promise<void>;
}

export interface WorkerHealth {
  name: string;
  alive: boolean;
  lastRoundAt: string | null;
  lastError: string | null;
}

const holder = globalThis as unknown as { [KEY]?: Map<string, WorkerEntry> };
const workers = (holder[KEY] ??= new Map());

/** A round may be late by this much more than its interval before the worker counts as stuck. */
const GRACE_MS = 30_000;

export function registerWorker(name: string, intervalMs: number, stop: () => Promise<void> | void): void {
  workers.set(name, { intervalMs, startedAt: Date.now(), lastRoundAt: null, lastError: null, stop: async () => stop() });
}

/** The end of a round; `error` when it failed. */
export function noteRound(name: string, error?: string): void {
  const entry = workers.get(name);
  if (!entry) return;
  entry.lastRoundAt = Date.now();
  entry.lastError = error ?? null;
}

/** Every registered worker: alive when its last round ended (or it started) within two intervals and the grace. */
export function workerHealth(now = Date.now()): WorkerHealth[] {
  return [...workers].map(([name, entry]) => ({
    name,
    alive: now - (entry.lastRoundAt ?? entry.startedAt) <= 2 * entry.intervalMs + GRACE_MS,
    lastRoundAt: entry.lastRoundAt === null ? null : new Date(entry.lastRoundAt).toISOString(),
    lastError: entry.lastError,
  }));
}

/**
 * Runs `round` every `intervalMs` (and at once with `runAtStart`), never two
 * rounds at once, once per process: the end of each round is noted for
 * readiness, a failed one is logged as `[name] failed: <error>`, and the
 * shutdown stops it after the round in flight.
 */
export function startPeriodicWorker(name: string, intervalMs: number, round: () => Promise<void>, { failed = 'the round failed', runAtStart = false } = {}): void {
  if (workers.has(name)) return;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= (async () => {
      let failure: string | undefined;
      try {
        await round();
      } catch (error) {
        failure = describeError(error);
        console.error('[%s] %s: %s', name, failed, failure);
      } finally {
        noteRound(name, failure);
        running = null;
      }
    })();
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  registerWorker(name, intervalMs, async () => {
    clearInterval(timer);
    await running;
  });
  if (runAtStart) run();
}

/** Stops every worker, each after its round in flight. */
export async function stopWorkers(): Promise<void> {
  const entries = [...workers.values()];
  workers.clear();
  await Promise.allSettled(entries.map((entry) => entry.stop()));
}
