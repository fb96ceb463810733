import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicWorker, stopWorkers, workerHealth } from '@/server/workers';

/** The server's background workers (server/workers.ts): one round at a time, each round noted, a failure logged, stopped after the round in flight. */
afterEach(async () => {
  await stopWorkers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a periodic worker', () => {
  it('runs one round at a time, notes each end for readiness, and is started once per process', async () => {
    vi.useFakeTimers();
    let rounds = 0;
    let finish: () => void = () => {};
    const round = vi.fn(() => {
      rounds += 1;
      return new Promise<void>((resolve) => (finish = resolve));
    });
    startPeriodicWorker('test-worker', 1_000, round, { runAtStart: true });
    startPeriodicWorker('test-worker', 1_000, round, { runAtStart: true });
    expect(rounds).toBe(1);
    // The first round is still running: the interval's turns wait for it.
    await vi.advanceTimersByTimeAsync(3_000);
    expect(rounds).toBe(1);
    expect(workerHealth().find((worker) => worker.name === 'test-worker')).toMatchObject({ alive: true, lastRoundAt: null });
    finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(rounds).toBe(2);
    expect(workerHealth().find((worker) => worker.name === 'test-worker')?.lastRoundAt).not.toBeNull();
    finish();
  });

  it('logs a failed round by the error’s kind, and says it failed in the readiness answer', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = Promise.reject(new TypeError('secret@example.com'));
    failing.catch(() => {});
    startPeriodicWorker('failing-worker', 60_000, () => failing, { failed: 'checking failed', runAtStart: true });
    await vi.waitFor(() => expect(workerHealth().find((worker) => worker.name === 'failing-worker')?.lastError).toMatch(/^TypeError\b/));
    expect(logged).toHaveBeenCalledWith('[%s] %s: %s', 'failing-worker', 'checking failed', expect.stringMatching(/^TypeError\b/));
    // The error's message (what a visitor may have sent) is never logged.
    expect(JSON.stringify(logged.mock.calls)).not.toContain('secret@example.com');
  });

  it('is stopped after its round in flight, and no round starts after', async () => {
    let ended = false;
    const round = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ended = true;
    });
    startPeriodicWorker('stopping-worker', 10, round, { runAtStart: true });
    await stopWorkers();
    expect(ended).toBe(true);
    const calls = round.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(round.mock.calls.length).toBe(calls);
    expect(workerHealth()).toEqual([]);
  });
});
