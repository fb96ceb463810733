/**
 * The production server's logs as JSON lines (the production issue): one
 * object per line with `time`, `level` and `msg`, and for each answered
 * request `requestId`, `method`, `route`, `status` and `durationMs`. A route
 * is the path without its query and with every key masked
 * (runtime/api-bridge.mjs `loggablePath`); no address, name, mail or header
 * of a visitor is logged. `LOG_FORMAT=text` keeps plain lines;
 * `LOG_REQUESTS=off` leaves the request lines out.
 */
import { randomUUID } from 'node:crypto';
import { format } from 'node:util';

const LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' };

/** One log line. */
export function logLine(level, msg, fields = {}) {
  return `${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`;
}

/** Every console call of the process becomes a JSON line (stdout below warnings, stderr from them). */
export function logConsoleAsJson(env = process.env) {
  if ((env.LOG_FORMAT ?? 'json') !== 'json') return;
  for (const [method, level] of Object.entries(LEVELS)) {
    const stream = level === 'warn' || level === 'error' ? process.stderr : process.stdout;
    console[method] = (...args) => {
      // Without the terminal's colours Next writes into some of its lines.
      stream.write(logLine(level, format(...args).replace(/\x1b\[[0-9;]*m/g, '')));
    };
  }
}

/** A request id from the load balancer in front (`X-Request-Id`, if it looks like one), else a new one. */
export function requestIdOf(req) {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9._:-]{8,100}$/.test(given) ? given : randomUUID();
}

/**
 * Gives the answer its request id and, once it is sent, logs one line for
 * it; `routeOf` turns the address asked for into what may be logged
 * (runtime/api-bridge.mjs `loggablePath`), only when a line is written.
 */
export function logRequest(req, res, routeOf, env = process.env) {
  const requestId = requestIdOf(req);
  res.setHeader('x-request-id', requestId);
  if (env.LOG_REQUESTS === 'off') return requestId;
  // The address as asked: Next rewrites req.url while it routes.
  const url = req.url;
  const started = process.hrtime.bigint();
  res.once('finish', () => {
    const durationMs = Number((process.hrtime.bigint() - started) / 10_000n) / 100;
    const route = routeOf(url);
    const fields = { requestId, method: req.method, route, status: res.statusCode, durationMs };
    if ((env.LOG_FORMAT ?? 'json') === 'json') process.stdout.write(logLine('info', 'request', fields));
    else process.stdout.write(`[request] ${req.method} ${route} ${res.statusCode} ${durationMs} ms ${requestId}\n`);
  });
  return requestId;
}
