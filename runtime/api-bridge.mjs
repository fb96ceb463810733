/**
 * Answers a Node HTTP request with a fetch-style API handler (Request → Response).
 *
 * The production server (runtime/server.mjs) serves /api/v1 through this
 * bridge instead of Next's route handler: the same router, the same Request
 * and Response, without the page pipeline in between (docs/adr/0007).
 * It keeps what Next's handler did for these responses: gzip when the client
 * accepts it, and every Set-Cookie header.
 *
 * It also holds the production server's timeouts (serverTimeouts): a request
 * whose headers or body trickle in is answered 408 and closed after
 * REQUEST_TIMEOUT_MS, where Node would hold it for 300 s.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * gzip's fastest level, as a proxy compresses answers made per request (nginx's default level):
 * an API answer is a few kilobytes of JSON made for one request, and the tenth of a millisecond
 * it takes is cheaper than the thread pool's round trip. A large answer goes to the pool.
 */
const GZIP_OPTIONS = { level: zlib.constants.Z_BEST_SPEED };
const GZIP_IN_LINE_BYTES = 128 * 1024;
const gzip = promisify(zlib.gzip);

/** How long a request may take to arrive, headers and body, when REQUEST_TIMEOUT_MS does not say. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/**
 * The options of `http.createServer` that bound how long a request may take
 * to arrive: headers and the whole body within REQUEST_TIMEOUT_MS (a whole
 * number of milliseconds above 0), else Node answers 408 and closes the
 * connection. The answer itself may take longer (a supplier search has its own
 * deadline). Node checks the connections every connectionsCheckingInterval,
 * 30 s by default; a quarter of the timeout (at most a second) keeps a slow
 * request from being held for twice as long.
 *
 * An idle keep-alive connection is kept KEEP_ALIVE_TIMEOUT_MS (Node's own is
 * 5 s): a client that sends on a connection the server is closing at that
 * moment gets ECONNRESET, so the server waits longer than clients and load
 * balancers keep idle connections (60 s is the common balancer default), and
 * they close first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function serverTimeouts(env = process.env) {
  const text = env.REQUEST_TIMEOUT_MS?.trim();
  const timeout = text ? Number(text) : DEFAULT_REQUEST_TIMEOUT_MS;
  if (text && (!/^\d+$/.test(text) || timeout <= 0)) {
    throw new Error(`REQUEST_TIMEOUT_MS must be a whole number of milliseconds above 0, got "${text}"`);
  }
  return {
    requestTimeout: timeout,
    headersTimeout: timeout,
    connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(timeout / 4))),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
  };
}

/** A body is buffered up to this size and drained beyond it; the API refuses far smaller ones (413). */
export const BODY_CAP_BYTES = 1024 * 1024;
/** Smaller answers are sent as they are, as Next's compression does. */
export const GZIP_MIN_BYTES = 1024;

const WITHOUT_BODY = new Set(['GET', 'HEAD']);

/** The request's body, at most BODY_CAP_BYTES + 1 bytes of it: enough for the API to see it is too large. */
async function readCapped(req) {
  const chunks = [];
  let kept = 0;
  for await (const chunk of req) {
    const room = BODY_CAP_BYTES + 1 - kept;
    if (room <= 0) continue; // drain the rest without keeping it
    const part = chunk.length > room ? chunk.subarray(0, room) : chunk;
    chunks.push(part);
    kept += part.length;
  }
  return Buffer.concat(chunks);
}

/** The address the request was sent to, from its Host header; a malformed one reads as localhost. */
function originOf(req) {
  try {
    return new URL(`http://${req.headers.host ?? 'localhost'}`).origin;
  } catch {
    return 'http://localhost';
  }
}

/** The header that carries the connection's address to the API's rate limits (server/http/client-address.ts). */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';

/** The fetch Request for a Node request, with every header as it came, and the connection's address in CLIENT_ADDRESS_HEADER (a client's own value of it dropped). */
export async function toRequest(req) {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i];
    if (name.startsWith(':')) continue; // HTTP/2 pseudo-headers
    if (name.toLowerCase() === CLIENT_ADDRESS_HEADER) continue;
    headers.append(name, req.rawHeaders[i + 1]);
  }
  if (req.socket?.remoteAddress) headers.set(CLIENT_ADDRESS_HEADER, req.socket.remoteAddress);
  const method = req.method ?? 'GET';
  const body = WITHOUT_BODY.has(method) ? undefined : await readCapped(req);
  return new Request(new URL(req.url ?? '/', originOf(req)), { method, headers, body });
}

function acceptsGzip(req) {
  return /\bgzip\b/i.test(req.headers['accept-encoding'] ?? '');
}

/** Writes a fetch Response to a Node response. */
export async function writeResponse(req, res, response) {
  const headers = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;

  let body = response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
  if (body.length >= GZIP_MIN_BYTES && !headers['content-encoding']) {
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
    if (acceptsGzip(req)) {
      body = body.length <= GZIP_IN_LINE_BYTES ? zlib.gzipSync(body, GZIP_OPTIONS) : await gzip(body, GZIP_OPTIONS);
      headers['content-encoding'] = 'gzip';
    }
  }
  if (req.method !== 'HEAD') headers['content-length'] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A request's path as it may be logged: without its query, and with every
 * segment that is a key masked (an invoice's or a payment link's uuid, a
 * payment's reference, a trip link): the addresses of invoices and trips are their only keys and
 * never appear in logs.
 */
export function loggablePath(url) {
  return (url ?? '')
    .split('?')[0]
    .split('/')
    .map((segment) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(segment) || /^(tg|cs)_/.test(segment) || /^v1\.[\w-]+\.[\w-]+/.test(segment) ? ':key' : segment,
    )
    .join('/');
}

/**
 * What is logged about a failure: the error's name and code, never its
 * message, which may carry what the visitor sent (server/http/error-log.ts
 * says the same for the router).
 */
export function describeError(error) {
  if (!(error instanceof Error)) return typeof error;
  const code = error.code ?? error.cause?.code;
  return code ? `${error.constructor.name}, code ${code}` : error.constructor.name;
}

/**
 * Answers `req` with `handler`. The handler answers its own errors; should it
 * throw all the same, the client gets the API's 500 body, never a hung socket.
 * A request that never finished arriving (Node answered it 408 at the
 * timeout, or the client went away) gets nothing more.
 */
export async function answer(req, res, handler) {
  try {
    const response = await handler(await toRequest(req));
    await writeResponse(req, res, response);
  } catch (error) {
    if (!req.complete && req.destroyed) return;
    // The path without its query, which may hold what the visitor typed.
    console.error('[api] %s %s failed: %s', req.method, loggablePath(req.url), describeError(error));
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const body = JSON.stringify({ message: 'Something went wrong on our side. Please try again.', code: 'internal_error' });
    res.writeHead(500, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
    res.end(body);
  }
}
