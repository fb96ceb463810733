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
 * (scripts/kept-pages.mjs, docs/adr/0012).
 *
 *   PORT=3000                  port to listen on (every interface, as `next start`)
 *   REQUEST_TIMEOUT_MS=30000   headers and body must arrive within it, else 408
 */
import http from 'node:http';
import { answer, CLIENT_ADDRESS_HEADER, describeError, loggablePath, serverTimeouts } from './api-bridge.mjs';
import { renderCacheHandle } from '../render-cache.mjs';
import { keptPages } from './kept-pages.mjs';

// React and Next choose their production builds when they are first loaded.
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

const API_PREFIX = '/api/v1/';
const API_HANDLER = Symbol.for('shop.api.inProcessTransport');
const port = Number(process.env.PORT || 3000);

const app = next({ dev: false, port });
const handleWithNext = app.getRequestHandler();
await app.prepare();

const kept = keptPages({ page: (path) => renderCacheHandle.page(path) });

const server = http.createServer(serverTimeouts(), (req, res) => {
  const api = globalThis[API_HANDLER];
  if (api && req.url?.startsWith(API_PREFIX)) {
    void answer(req, res, api);
    return;
  }
  if (kept.serve(req, res)) return;
  // The visitor's address for the pages' own API calls (rate limits): the connection's, never what the visitor sent.
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
  handleWithNext(req, res).catch((error) => {
    console.error('[server] %s %s failed: %s', req.method, loggablePath(req.url), describeError(error));
    if (!res.headersSent) res.writeHead(500);
    res.end();
  });
});

server.listen(port, () => console.log(`▲ the shop is listening on port ${port}`));

function stop(signal) {
  server.close();
  // Exit handlers run: the embedded database's directory lock is released.
  process.exit(signal === 'SIGINT' ? 130 : 0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
