import { OPERATIONS_PORT } from '../playwright.config';
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
