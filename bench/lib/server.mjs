// Starts the production server for one bench run and stops it again.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const SEED_LINE = /seeded the catalogue\b.*?\bin (\d+(?:\.\d+)?) ?ms/;

/** Asks the OS for a free loopback port (listen on 0), then releases it for the server. */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Removes a PGlite directory and its lock file (the lock is a sibling: `${dir}.lock`). */
export function removeDataDir(dataDir) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}.lock`, { force: true });
}

/** Keeps the last `max` lines of a stream, so a failure can show what the server said. */
function tail(max, onLine = () => {}) {
  const lines = [];
  let partial = '';
  return {
    push(chunk) {
      const parts = (partial + chunk).split('\n');
      partial = parts.pop();
      parts.forEach(onLine);
      lines.push(...parts);
      if (lines.length > max) lines.splice(0, lines.length - max);
    },
    text: () => [...lines, partial].filter(Boolean).join('\n'),
  };
}

/**
 * Keys the bench's servers are given so its cases can reach what only a traveller's link or a
 * staff member opens (bench/cases/trips.mjs): the trip links' key, and a staff user whose
 * authenticator secret the bench knows.
 */
export const BENCH_KEYS = {
  tripLinkSecret: 'bench-trip-link-key-of-at-least-32-characters',
  staff: { name: 'bench', password: 'bench-staff-password', secret: 'KRSXG5CTORQWMZTTMVRXEZLUMFWGS43U' },
};

/**
 * Spawns the production server (runtime/server.mjs) on the port (requests go to 127.0.0.1) with its own data directory,
 * or with `databaseUrl`, the bench's own PostgreSQL database; `env` adds to its environment (a case's `serverEnv`).
 * `startedAt` is taken just before spawn, so cold start includes node's own boot.
 */
export function startServer({ root, port, dataDir, databaseUrl, env: extra = {}, echo = false }) {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SEED_SCALE: process.env.SEED_SCALE || '1',
  };
  // The bench measures the embedded stack, unless it was given a database of its own:
  // never the PostgreSQL the caller's DATABASE_URL names, no remote API backend, and a
  // seeded catalogue (an empty one would make every page trivial).
  delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  delete env.API_BASE_URL;
  delete env.SHOP_SEED;
  // Bookings write confirmation mails to the outbox: no bench run sends them.
  delete env.SMTP_URL;
  // Every load comes from 127.0.0.1, one visitor to the rate limits: they still count each request
  // (their statement is part of what is measured), with room for the whole run.
  env.RATE_LIMIT_FACTOR = '100000';
  env.TRIP_LINK_SECRET = BENCH_KEYS.tripLinkSecret;
  env.STAFF_USERS = `${BENCH_KEYS.staff.name}:${BENCH_KEYS.staff.password}:${BENCH_KEYS.staff.secret}`;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else env.PGLITE_DIR = dataDir;
  Object.assign(env, extra);

  const startedAt = performance.now();
  // It listens on every interface, as `next start` without -H: a server bound to
  // 127.0.0.1 names itself localhost in rewrites, so a request to 127.0.0.1 would
  // see next-intl's localized-path rewrite as external and be redirected to itself.
  // Requests still go to 127.0.0.1 only.
  const child = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), path.join(root, 'runtime/server.mjs')], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const server = { child, startedAt, seedMs: null, exit: null };
  // Whole lines only: the seed line may arrive split over two chunks.
  const stdout = tail(80, (line) => {
    const match = server.seedMs === null && SEED_LINE.exec(line);
    if (match) server.seedMs = Number(match[1]);
  });
  const stderr = tail(80);
  Object.assign(server, { stdout, stderr });

  child.stdout.setEncoding('utf8').on('data', (chunk) => {
    stdout.push(chunk);
    if (echo) process.stdout.write(chunk);
  });
  child.stderr.setEncoding('utf8').on('data', (chunk) => {
    stderr.push(chunk);
    if (echo) process.stderr.write(chunk);
  });
  server.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      server.exit = { code, signal };
      resolve(server.exit);
    });
    child.once('error', (error) => {
      server.exit = { code: null, signal: null, error };
      resolve(server.exit);
    });
  });
  return server;
}

/** SIGTERM, then SIGKILL if the server is still there after `graceMs`. */
export async function stopServer(server, graceMs = 5000) {
  if (!server || server.exit) return;
  server.child.kill('SIGTERM');
  const stopped = await Promise.race([server.exited, sleep(graceMs, false)]);
  if (stopped === false) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}

export class ServerNotReadyError extends Error {}

/**
 * Polls `url` every 100 ms until it answers 200. Returns the cold start (spawn →
 * first 200). If the server answers, but never with 200, for `graceMs`, it gives up
 * on the cold start and returns the status so the cases still run (and show the
 * errors). Throws if nothing answers by `timeoutMs` or the process exits.
 */
export async function waitUntilReady(server, url, { timeoutMs = 180_000, graceMs = 15_000 } = {}) {
  const deadline = server.startedAt + timeoutMs;
  let firstAnswerAt = null;
  let last = 'no answer';
  for (;;) {
    if (server.exit) {
      const { code, signal, error } = server.exit;
      throw new ServerNotReadyError(
        `the server exited before it was ready (${error ? error.message : `code ${code}, signal ${signal}`})`,
      );
    }
    const now = performance.now();
    try {
      // The first request may wait for migrations + seed: give it all the time left.
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(Math.max(1000, Math.ceil(deadline - now))) });
      await res.arrayBuffer();
      if (res.status === 200) return { coldStartMs: performance.now() - server.startedAt, status: 200 };
      last = `HTTP ${res.status}`;
      firstAnswerAt ??= performance.now();
      if (performance.now() - firstAnswerAt >= graceMs) return { coldStartMs: null, status: res.status };
    } catch (error) {
      // fetch reports a refused connection as a TypeError and our timeout as a TimeoutError;
      // anything else is a bug here, not a server still starting.
      if (!(error instanceof TypeError) && error.name !== 'TimeoutError') throw error;
      last = error.cause?.code ?? error.name;
    }
    if (performance.now() >= deadline) {
      throw new ServerNotReadyError(
        `the server was not ready within ${Math.round(timeoutMs / 1000)} s (last answer from GET ${new URL(url).pathname}: ${last})`,
      );
    }
    await sleep(100);
  }
}
