import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_RATE_LIMIT_FACTOR } from '../playwright.config';

/**
 * A production server of a test file's own (runtime/server.mjs on `port`), on
 * a freshly seeded embedded database in `dataDir`, for what no other test may
 * see: seats booked away, a hotel the sandbox withdrew. `env` adds to the
 * browser tests' settings. Resolves once it answers; `stop` ends it.
 */
export async function startOwnServer(
  request: APIRequestContext,
  { port, dataDir, env = {} }: { port: number; dataDir: string; env?: Record<string, string> },
): Promise<{ base: string; stop(): void; process: ChildProcess; output: () => string }> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const server: ChildProcess = spawn(process.execPath, ['runtime/server.mjs'], {
    env: { ...process.env, PORT: String(port), PGLITE_DIR: dataDir, DATABASE_URL: '', API_BASE_URL: '', SHOP_NOW: '', SMTP_URL: '', RATE_LIMIT_FACTOR: String(E2E_RATE_LIMIT_FACTOR), LOG_REQUESTS: 'off', SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  server.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const base = `http://localhost:${port}`;
  // Seeding a fresh database takes a while on a slow machine.
  await expect
    .poll(async () => (await request.get(`${base}/da`, { failOnStatusCode: false }).catch(() => null))?.status(), { timeout: 540_000, intervals: [1_000] })
    .toBe(200);
  return { base, stop: () => server.kill('SIGTERM'), process: server, output: () => output };
}
