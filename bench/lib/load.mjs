// Warm-up and one bounded autocannon load per case.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

/** Sequential requests first, so the load measures a warm server (JIT, caches, DB pages). */
export async function warmUp(url, headers = {}, count = 20, { method = 'GET', body } = {}) {
  const statuses = [];
  for (let i = 0; i < count; i++) {
    try {
      const res = await fetch(url, { method, body, headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      statuses.push(res.status);
    } catch {
      statuses.push(0);
    }
  }
  return statuses;
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * The same figures as runLoad for requests a case sent itself: `answers` are
 * { status (0: no answer), code, ms }, `elapsedMs` from the first sent to the last answered.
 */
export function summarise(answers, elapsedMs) {
  const answered = answers.filter((answer) => answer.status > 0);
  const latencies = answered.map((answer) => answer.ms).sort((a, b) => a - b);
  const statusCounts = {};
  for (const { status } of answered) statusCounts[status] = (statusCounts[status] ?? 0) + 1;
  const ok = answered.filter((answer) => answer.status >= 200 && answer.status < 300).length;
  const timeouts = answers.filter((answer) => answer.status === 0 && answer.code === 'timeout').length;
  return {
    rps: elapsedMs > 0 ? answered.length / (elapsedMs / 1000) : 0,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    responses: answered.length,
    ok,
    non2xx: answered.length - ok,
    socketErrors: answers.length - answered.length - timeouts,
    timeouts,
    statusCounts,
  };
}

/**
 * Runs autocannon against `url` for `duration` seconds or `maxRequests` responses,
 * whichever comes first (autocannon's `amount` would disable the duration timer,
 * `maxOverallRequests` keeps both bounds).
 *
 * Percentiles: autocannon 8's result.latency has p50, p90, p97_5 and p99 but no p95,
 * and its histogram records whole milliseconds. So every response's latency
 * (fractional ms, from the instance's 'response' event) is collected here and
 * p50/p95/p99 are computed from that list (all statuses, as autocannon does by default).
 */
export async function runLoad({ url, connections, duration, maxRequests, headers = {}, method = 'GET', body, requests, rate }) {
  const latencies = [];
  const startedAt = performance.now();
  let lastResponseAt = startedAt;
  const instance = autocannon({
    url,
    connections,
    duration,
    maxOverallRequests: Math.max(maxRequests, connections),
    headers,
    method,
    body,
    // A POST case may vary each request (autocannon's setupRequest), so caches do not answer it.
    ...(requests && { requests }),
    // An arrival rate (requests per second over all connections) instead of as fast as the server answers.
    ...(rate && { overallRate: rate }),
    timeout: 10,
  });
  instance.on('response', (_client, _status, _bytes, ms) => {
    latencies.push(ms);
    lastResponseAt = performance.now();
  });
  const result = await instance;

  latencies.sort((a, b) => a - b);
  const responses = latencies.length;
  const statusCounts = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
  return {
    // Completed responses over the time until the last one: autocannon's requests.average
    // (a mean of 1 s samples) and result.duration both round a run stopped early by
    // maxRequests up to the next whole second.
    rps: lastResponseAt > startedAt ? responses / ((lastResponseAt - startedAt) / 1000) : 0,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    responses,
    ok: result['2xx'],
    non2xx: result.non2xx,
    // autocannon counts timeouts among errors as well; keep them apart for the notes.
    socketErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    statusCounts,
  };
}
