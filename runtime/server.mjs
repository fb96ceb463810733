#!/usr/bin/env node
/**
 * The production server: what `npm start`, `npm run bench` and the browser
 * tests run, in place of `next start` (docs/adr/0007).
 *
 * Pages, assets and everything else go through Next's request handler. The
 * API, /api/v1, goes straight to its router as soon as the app has
 * registered it (instrumentation.ts, under the key lib/api/transport.ts
 * uses for the in-process transport): the same code that serves the route
 * app/api/v1/[...path], without the page pipeline in front of it, which
 * capped the process at about 1,300 answers a second. Until then, and when
 * API_BASE_URL sends the storefront to another backend, Next serves it.
 *
 * A kept catalogue page is answered from the render cache without Next's
 * pipeline too, once Next has answered the same request (same host, address
 * and routing cookies) from it and so shown how the proxy routes it
 * (runtime/kept-pages.mjs, docs/adr/0012).
 *
 * Every answer carries the security headers, and a page its own
 * Content-Security-Policy with the hashes of its inline scripts
 * (runtime/security-headers.mjs, docs/adr/0015).
 *
 * Logs are JSON lines, one per answered request too (runtime/json-log.mjs).
 * SIGTERM or SIGINT stops it gracefully: `/api/ready` answers 503 at once;
 * after SIGTERM visitors are still served for SHUTDOWN_DRAIN_MS, while a load
 * balancer learns it; then no new connection is taken, the requests in flight
 * are answered (each with `Connection: close`), the workers stop after their
 * round and the database is closed (instrumentation.ts); SHUTDOWN_TIMEOUT_MS
 * later it exits whatever is left.
 *
 *   PORT=3000                  port to listen on (every interface, as `next start`)
 *   REQUEST_TIMEOUT_MS=30000   headers and body must arrive within it, else 408
 *   SHUTDOWN_DRAIN_MS=3000     after SIGTERM, how long new requests are still served
 *   SHUTDOWN_TIMEOUT_MS=20000  the longest a graceful stop then waits
 */
import http from 'node:http';
import { logRequest, logConsoleAsJson } from './json-log.mjs';
import { answer, CLIENT_ADDRESS_HEADER, describeError, loggablePath, serverTimeouts } from './api-bridge.mjs';
import { renderCacheHandle } from './render-cache.mjs';
import { keptPages } from './kept-pages.mjs';
import { setQueryAside } from './page-query.mjs';
import { honestCaching, originForm } from './http-basics.mjs';
import { outageAware } from './outage.mjs';
import { API_TRANSPORT, SHUTDOWN, STOPPING } from '../lib/process-keys.mjs';
import { baseHeaders, configuredOrigins, holdForPolicy, withBaseHeaders } from './security-headers.mjs';

// React and Next choose their production builds when they are first loaded.
process.env.NODE_ENV = 'production';
logConsoleAsJson();
const { default: next } = await import('next');

const API_PREFIX = '/api/v1/';
const port = Number(process.env.PORT || 3000);

const app = next({ dev: false, port });
const handleWithNext = app.getRequestHandler();
await app.prepare();

const origins = configuredOrigins();
const kept = keptPages({ page: (path) => renderCacheHandle.page(path), origins });
const BASE_HEADERS = baseHeaders();

/** Answers not yet sent: a stop asks each to close its connection when it is. */
const inFlight = new Set();

const server = http.createServer(serverTimeouts(), (req, res) => {
  // Every answer's security headers (runtime/security-headers.mjs); a page's own policy replaces the base one.
  withBaseHeaders(res, BASE_HEADERS);
  const requestId = logRequest(req, res, loggablePath);
  if (globalThis[STOPPING]) res.setHeader('connection', 'close');
  inFlight.add(res);
  res.once('close', () => inFlight.delete(res));
  // Only the path and query of the request line are read, never a host in it (runtime/http-basics.mjs).
  const target = originForm(req.url ?? '');
  if (target === null) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request\n');
    return;
  }
  req.url = target;
  const api = globalThis[API_TRANSPORT];
  if (api && req.url?.startsWith(API_PREFIX)) {
    void answer(req, res, api);
    return;
  }
  honestCaching(res);
  if (kept.serve(req, res)) return;
  // A page is rendered from its path; the proxy reads the query from a header (runtime/page-query.mjs).
  setQueryAside(req);
  // A page that fails while the database cannot be reached is a 503 with Retry-After (runtime/outage.mjs).
  outageAware(res);
  // The visitor's address for the pages' own API calls (rate limits): the connection's, never what the visitor sent.
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
  // Next's build files are never pages: they pass as they are, at the speed of a file.
  if (!req.url?.startsWith('/_next/')) holdForPolicy(req, res, origins);
  handleWithNext(req, res).catch((error) => {
    console.error('[server] %s %s failed (request %s): %s', req.method, loggablePath(req.url), requestId, describeError(error));
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});

server.listen(port, () => console.log(`▲ the shop is listening on port ${port}`));

const SHUTDOWN_TIMEOUT_MS = Number(process.env.SHUTDOWN_TIMEOUT_MS || 20_000);
const SHUTDOWN_DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS ?? 3_000);

async function stop(signal) {
  if (globalThis[STOPPING]) return;
  globalThis[STOPPING] = true;
  const code = signal === 'SIGINT' ? 130 : 0;
  console.info('[server] %s: answering the requests in flight, then stopping', signal);
  // Told to stop by an orchestrator: /api/ready answers 503 at once, and visitors are still served while the
  // load balancer's next checks see it and send them elsewhere.
  if (signal === 'SIGTERM' && SHUTDOWN_DRAIN_MS > 0) await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DRAIN_MS));
  setTimeout(() => {
    console.error('[server] still busy after %d ms: exiting', SHUTDOWN_TIMEOUT_MS);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  // No new connections; idle keep-alive ones close now, busy ones after their answer.
  for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
  const closed = new Promise((resolve) => server.close(resolve));
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  server.closeIdleConnections();
  await closed;
  clearInterval(idle);
  try {
    await globalThis[SHUTDOWN]?.();
  } catch (error) {
    console.error('[server] stopping the workers and the database failed: %s', describeError(error));
  }
  console.info('[server] stopped');
  // Exit handlers run: the embedded database's directory lock is released.
  process.exit(code);
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
