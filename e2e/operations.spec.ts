import { spawn } from 'node:child_process';
import { MAIL_HTTP_PORT, MAIL_SMTP_PORT, OPERATIONS_PORT, OUTAGE_PORT } from '../playwright.config';
import { makeOwnPostgres, OWN_POSTGRES_MISSING } from '../tests/support/own-services';
import { expect, test } from './fixtures';
import { startOwnServer } from './own-server';

/**
 * The production server as an operator sees it (the production issue): health
 * and readiness, a JSON line per answered request with no visitor's data in
 * it, and a graceful stop that answers the request in flight, refuses new
 * ones as not ready, and exits 0. On a server of its own: it is stopped.
 */
const DATA_DIR = '.data/e2e-operations';

test('health, readiness, JSON logs without personal data, and a graceful stop that answers the request in flight', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one server of its own, one run: no page is drawn');
  test.slow(); // A server of its own, seeded from scratch.
  const server = await startOwnServer(request, { port: OPERATIONS_PORT, dataDir: DATA_DIR, env: { SUPPLIER_LATENCY_MS: '2500', LOG_FORMAT: 'json', LOG_REQUESTS: 'on', SHUTDOWN_DRAIN_MS: '3000' } });
  let exited: Promise<number | null> | null = null;
  try {
    expect(await (await request.get(`${server.base}/api/health`)).json()).toEqual({ status: 'up' });
    const ready = await request.get(`${server.base}/api/ready`);
    expect(ready.status()).toBe(200);
    const state = (await ready.json()) as { ready: boolean; database: string; migrations: { expected: number; applied: number }; workers: { name: string; alive: boolean }[] };
    expect(ready.headers()['cache-control']).toBe('no-store');
    expect(state).toMatchObject({ ready: true, database: 'up' });
    expect(state.migrations.applied).toBe(state.migrations.expected);
    expect(state.workers.map((worker) => worker.name)).toEqual(expect.arrayContaining(['payments', 'alerts', 'render-cache']));

    // A visitor's email in a query and an invoice's key in a path: neither reaches the log.
    await request.get(`${server.base}/da/faktura/0b8f3c8e-2f1a-4c55-9a3a-1f2e3d4c5b6a?email=hemmelig%40example.com`, { failOnStatusCode: false });
    const { packages } = (await (await request.get(`${server.base}/api/v1/packages?limit=1&available=true`)).json()) as { packages: { slug: string }[] };

    // A hotel search waits 2.5 s for the sandbox supplier: the stop comes while it is in flight.
    const inFlight = request.post(`${server.base}/api/v1/packages/${packages[0]!.slug}/service-availability/hotels`);
    await expect.poll(() => server.output()).toMatch(/"route":"\/api\/v1\/packages"/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    exited = new Promise((resolve) => server.process.once('exit', (code) => resolve(code)));
    server.process.kill('SIGTERM');
    // Told to stop: not ready at once, and still serving while a load balancer learns it.
    await expect.poll(async () => (await request.get(`${server.base}/api/ready`)).status()).toBe(503);
    const answered = await inFlight;
    expect(answered.status()).toBe(200);
    expect(((await answered.json()) as { hotels: unknown[] }).hotels.length).toBeGreaterThan(0);
    expect(await exited).toBe(0);

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim());
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const entry of entries) expect(entry).toMatchObject({ time: expect.any(String), level: expect.stringMatching(/^(debug|info|warn|error)$/), msg: expect.any(String) });
    const requests = entries.filter((entry) => entry.msg === 'request');
    expect(requests).toContainEqual(expect.objectContaining({ method: 'GET', route: '/api/health', status: 200, requestId: expect.any(String), durationMs: expect.any(Number) }));
    expect(requests).toContainEqual(expect.objectContaining({ method: 'POST', status: 200, route: expect.stringContaining('/service-availability/hotels') }));
    expect(requests).toContainEqual(expect.objectContaining({ route: '/da/faktura/:key', status: 404 }));
    const log = lines.join('\n');
    expect(log).not.toContain('hemmelig');
    expect(log).not.toContain('0b8f3c8e-2f1a-4c55-9a3a-1f2e3d4c5b6a');
    expect(entries.map((entry) => entry.msg)).toEqual(expect.arrayContaining([expect.stringContaining('SIGTERM'), '[server] stopped']));
  } finally {
    if (!exited) server.stop();
  }
});

test('a server started before its database answers meanwhile, not ready, and serves and runs its workers once the database is there', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one server of its own, one run: no page is drawn');
  test.skip(OWN_POSTGRES_MISSING !== null, `a PostgreSQL of its own is needed: ${OWN_POSTGRES_MISSING}`);
  test.slow(); // A cluster and a server of its own, seeded from scratch.
  // A host rebooting: the cluster is made but not started, and the shop's database does not exist yet.
  const cluster = await makeOwnPostgres();
  const base = `http://localhost:${OUTAGE_PORT}`;
  const server = spawn(process.execPath, ['runtime/server.mjs'], {
    env: { ...process.env, PORT: String(OUTAGE_PORT), DATABASE_URL: cluster.url('shop'), API_BASE_URL: '', SHOP_NOW: '', SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`, REDIS_URL: '', LOG_FORMAT: 'text', LOG_REQUESTS: 'off', SHUTDOWN_DRAIN_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  server.stderr?.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const status = async (path: string) => (await request.get(`${base}${path}`, { failOnStatusCode: false, maxRedirects: 0 }).catch(() => null))?.status();
  try {
    // Alive, not ready, and an outage rather than a failure: pages and the API say 503 with Retry-After.
    await expect.poll(() => status('/api/health'), { timeout: 120_000, intervals: [500] }).toBe(200);
    const ready = await request.get(`${base}/api/ready`);
    expect(ready.status()).toBe(503);
    expect(await ready.json()).toMatchObject({ ready: false, database: 'down' });
    for (const path of ['/da', '/api/v1/search?q=arsenal']) {
      const answer = await request.get(`${base}${path}`, { failOnStatusCode: false });
      expect(answer.status(), path).toBe(503);
      expect(answer.headers()['retry-after'], path).toMatch(/^\d+$/);
    }
    await expect.poll(() => output).toMatch(/the database cannot be opened .*trying again in \d+ ms/);

    // The cluster starts, then the shop's database is made: no restart of the shop.
    await cluster.start();
    await cluster.createDatabase('shop');
    await expect.poll(() => status('/da'), { timeout: 240_000, intervals: [1_000] }).toBe(200);
    await expect.poll(async () => (await request.get(`${base}/api/ready`)).status(), { timeout: 60_000 }).toBe(200);
    const state = (await (await request.get(`${base}/api/ready`)).json()) as { workers: { name: string; alive: boolean }[] };
    expect(state.workers.map((worker) => worker.name).sort()).toEqual(['alerts', 'fixtures', 'outbox', 'payments', 'price-history', 'render-cache']);

    // The outbox's worker runs: an inquiry's receipt reaches the mail server.
    const email = `outage-${Date.now()}@example.com`;
    const { packages } = (await (await request.get(`${base}/api/v1/packages?limit=1&available=true`)).json()) as { packages: { id: number }[] };
    const sent = await request.post(`${base}/api/v1/forms/offer-request`, {
      headers: { 'accept-language': 'da' },
      data: { name: 'Ida Holm', email, phone: '+4512345678', message: 'Hej', packageId: packages[0]!.id, filledMs: 10_000 },
    });
    expect(sent.status()).toBe(201);
    await expect
      .poll(async () => ((await (await request.get(`http://127.0.0.1:${MAIL_HTTP_PORT}/mails?to=${encodeURIComponent(email)}`)).json()) as { mails: unknown[] }).mails.length, { timeout: 60_000 })
      .toBeGreaterThan(0);
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    await cluster.remove();
  }
});
