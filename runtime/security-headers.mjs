/**
 * Security headers of every answer (docs/adr/0015-content-security-policy.md).
 *
 * Every answer carries the base headers (`withBaseHeaders`): nosniff, a referrer policy, a
 * permissions policy, HSTS, no framing and a Content-Security-Policy that
 * allows nothing (`default-src 'none'`), right for JSON, files and images.
 * An HTML page's policy replaces that one: scripts only from the shop itself
 * and the inline scripts of that very page, named by their SHA-256 hashes
 * (Next writes its payload and bootstrap as inline scripts). Hashes, not a
 * per-request nonce: a nonce would make every page a render of its own and
 * end the render cache (ADR 0012); a hash belongs to the page's bytes, which
 * are the same for every visitor the kept page is served to.
 *
 * The production server (runtime/server.mjs) holds an HTML answer of Next's
 * until it is complete, hashes its inline scripts and sends it with its
 * policy (`holdForPolicy`); a kept page's policy is computed once per page
 * (runtime/kept-pages.mjs). Third-party origins are allowed only when they
 * are configured (a map key, an error-reporting DSN, the payment gateway).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { thirdPartyOrigins } from '../lib/consent/third-party.mjs';

/** Where browsers report a violation (server/modules/security: stored, counted, never a 5xx). */
export const CSP_REPORT_PATH = '/api/v1/csp-reports';
const REPORT_GROUP = 'csp';

/** Headers on every answer, whatever it is. */
export function baseHeaders() {
  return [
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'],
    ['strict-transport-security', 'max-age=63072000; includeSubDomains'],
    ['x-frame-options', 'DENY'],
    ['cross-origin-opener-policy', 'same-origin'],
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"],
  ];
}

function originOf(url) {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * Gives an answer every base header it does not set itself, as its head is
 * written: a route's own stricter value (the staff inbox's and the invoice
 * pages' `no-referrer`) stands, and a 304 gets no policy (a browser would
 * put it on the copy it keeps).
 */
export function withBaseHeaders(res, headers = baseHeaders()) {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithBase(statusCode, ...rest) {
    const given = headersOf(rest);
    for (const [name, value] of headers) {
      if (statusCode === 304 && name === 'content-security-policy') continue;
      if (!this.hasHeader(name) && headerIn(given, name) === undefined) this.setHeader(name, value);
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}

/** Third-party origins the configuration brings, per directive: nothing unless configured. */
export function configuredOrigins(env = process.env) {
  const script = [];
  const connect = [];
  const img = [];
  const form = [];
  const frame = [];
  const style = [];
  const font = [];
  if (env.GOOGLE_MAPS_API_KEY) {
    // The venue map (features/package/event/venue-map.tsx), after consent: Google's script, tiles and fonts.
    script.push('https://maps.googleapis.com');
    connect.push('https://maps.googleapis.com');
    img.push('https://maps.gstatic.com', 'https://maps.googleapis.com');
    style.push('https://fonts.googleapis.com');
    font.push('https://fonts.gstatic.com');
  }
  const sentry = originOf(env.NEXT_PUBLIC_SENTRY_DSN ?? env.SENTRY_DSN);
  if (sentry) connect.push(sentry);
  if (env.STRIPE_SECRET_KEY) form.push('https://checkout.stripe.com');
  // The consent-managed third-party pieces (lib/consent/third-party.mjs) and any origin named besides.
  const extra = [...thirdPartyOrigins(env.THIRD_PARTY_SCRIPTS), ...(env.CSP_EXTRA_SCRIPT_ORIGINS ?? '').split(',').map((each) => originOf(each.trim())).filter(Boolean)];
  for (const origin of new Set(extra)) {
    script.push(origin);
    connect.push(origin);
    img.push(origin);
    frame.push(origin);
  }
  return { script, connect, img, form, frame, style, font };
}

/** An HTML page's policy: its inline scripts by hash, and what the configuration allows. */
export function pagePolicy(scriptHashes, origins = configuredOrigins()) {
  const list = (...parts) => parts.flat().join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", scriptHashes.map((hash) => `'${hash}'`), origins.script)}`,
    // React, Radix and the slider set element styles; no script can come from a style.
    `style-src ${list("'self'", "'unsafe-inline'", origins.style)}`,
    `img-src ${list("'self'", 'data:', 'blob:', origins.img)}`,
    `font-src ${list("'self'", 'data:', origins.font)}`,
    `connect-src ${list("'self'", origins.connect)}`,
    `frame-src ${list("'self'", origins.frame)}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `form-action ${list("'self'", origins.form)}`,
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${REPORT_GROUP}`,
  ].join('; ');
}

/** The Reporting API's endpoint for `report-to`. */
export const reportingEndpoints = () => `${REPORT_GROUP}="${CSP_REPORT_PATH}"`;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXTERNAL = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
/** Script types a browser runs; anything else (JSON-LD, JSON) is data. */
const RUNNABLE = /^(?:(?:text|application)\/(?:x-)?(?:java|ecma|j)script|module)$/i;

/**
 * The inline scripts Next writes, by shape: its flight payload (one push of
 * one JSON string each), its bootstrap and Turbopack's chunk list.
 */
const NEXT_SCRIPTS = [
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[\d(?:,\d)?\]\)$/,
  /^self\.__next_f\.push\(\[\d,"(?:[^"\\]|\\[\s\S])*"\]\)$/,
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(\{"otherChunks":\[[^\]<]*\],"runtimeModuleIds":\[[\d,]*\]\}\);?$/,
];

/**
 * React's streaming runtime, exactly: a script React writes as a streamed
 * part of a page arrives is its own function definitions (`$RC=function…`,
 * `$RS=…`, `$RX=…`, taken word for word from the React build Next renders
 * with) followed by calls of them with string and list arguments
 * (`$RC("B:0","S:0")`), or its frame-time line. A script that merely starts
 * like one (`$RC=fetch(…)`) is not React's and stays blocked.
 */
const STRING = '"(?:[^"\\\\<]|\\\\[^<])*"';
const LIST = `\\[(?:(?:${STRING}|\\[(?:${STRING}(?:,${STRING})*)?\\])(?:,(?:${STRING}|\\[(?:${STRING}(?:,${STRING})*)?\\]))*)?\\]`;
const ARGUMENT = `(?:${STRING}|${LIST}|null|\\d+)`;
const REACT_CALLS = new RegExp(`^(?:\\$R[A-Z]\\(${ARGUMENT}(?:,${ARGUMENT})*\\);?)*$`);
const REACT_FRAME_TIME = 'requestAnimationFrame(function(){$RT=performance.now()});';

/** The text of a single-quoted JavaScript string literal's source. */
function literalText(source) {
  return JSON.parse(`"${source.replace(/\\'/g, "'").replace(/\\?"/g, '\\"')}"`);
}

/**
 * React's runtime definitions, read from the server builds of React DOM that
 * Next renders pages with (its stable and experimental copies): each
 * single-quoted literal that defines `$R…`, cut before the call it ends
 * with. Longest first, so one that extends another is taken whole.
 */
export function reactRuntimeDefinitions(files = reactServerBuilds()) {
  const definitions = new Set();
  for (const file of files) {
    let source;
    try {
      source = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const [, literal] of source.matchAll(/'(\$R[A-Z]*=(?:[^'\\]|\\.)*)'/g)) {
      const definition = literalText(literal).replace(/\$R[A-Z]\("$/, '');
      if (definition) definitions.add(definition);
    }
  }
  return [...definitions].sort((a, b) => b.length - a.length);
}

function reactServerBuilds() {
  const require = createRequire(import.meta.url);
  const files = [];
  for (const name of ['react-dom', 'react-dom-experimental']) {
    try {
      files.push(require.resolve(`next/dist/compiled/${name}/cjs/react-dom-server.node.production.js`));
    } catch {
      // Not in this version of Next: nothing of it to allow.
    }
  }
  return files;
}

const REACT_DEFINITIONS = reactRuntimeDefinitions();

/** Whether a script is React's streaming runtime: its definitions, then calls of them (see above). */
export function isReactRuntime(text, definitions = REACT_DEFINITIONS) {
  if (text === REACT_FRAME_TIME) return true;
  let rest = text;
  let defined = false;
  for (let found = true; found; ) {
    found = false;
    for (const definition of definitions) {
      if (rest.startsWith(definition)) {
        rest = rest.slice(definition.length);
        defined = found = true;
        break;
      }
    }
  }
  return (defined || rest !== '') && REACT_CALLS.test(rest);
}

/** A browser hashes a script's text with its line breaks normalised (HTML parsing turns CR and CRLF into LF). */
const asParsed = (text) => text.replace(/\r\n?/g, '\n');

/** The CSP hashes ('sha256-…', without quotes) of the Next and React inline scripts a browser would run in this HTML, each once. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (EXTERNAL.test(attributes)) continue;
    const type = TYPE.exec(attributes)?.[1];
    if (type && !RUNNABLE.test(type)) continue;
    const text = asParsed(body);
    if (!NEXT_SCRIPTS.some((shape) => shape.test(text)) && !isReactRuntime(text)) continue;
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** The policy of one page's HTML. */
export const policyOf = (html, origins) => pagePolicy(inlineScriptHashes(html), origins);

function decoded(body, encoding) {
  switch ((encoding ?? '').toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.gunzipSync(body);
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'deflate':
      return zlib.inflateSync(body);
    default:
      return body;
  }
}

/** The most of one HTML answer the hold keeps in memory (the shop's largest page is about 300 kB). */
export const MAX_HELD_BYTES = 8 * 1024 * 1024;

/**
 * Holds an HTML answer until it is complete, then sends it with its page
 * policy (the hashes of its inline scripts); any other answer passes
 * untouched. Next may have compressed the bytes: they are sent as they are,
 * and read decompressed only to be hashed. A 304 and a HEAD carry no body,
 * and no page policy: a browser keeps the one it has with its copy. An
 * answer beyond `maxHeld` bytes is passed on as it comes, with a policy that
 * allows no inline script.
 */
export function holdForPolicy(req, res, origins = configuredOrigins(), maxHeld = MAX_HELD_BYTES) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  let state = 'undecided';
  let head = null;
  const chunks = [];
  let held = 0;

  const keep = (chunk, encoding) => {
    if (chunk == null || chunk.length === 0) return;
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
    chunks.push(bytes);
    held += bytes.length;
  };
  /** Sends the held head with this page policy. */
  const sendHead = (res, policy) => {
    res.setHeader('content-security-policy', policy);
    res.setHeader('reporting-endpoints', reportingEndpoints());
    original.writeHead.call(res, head.statusCode, ...head.rest);
  };
  const ours = {};
  // Puts back what is still ours: a layer Next wrapped around it later (its compression) keeps calling ours, which passes on.
  const release = () => {
    for (const name of Object.keys(original)) if (res[name] === ours[name]) res[name] = original[name];
  };

  res.writeHead = ours.writeHead = function writeHead(statusCode, ...rest) {
    if (state === 'holding') {
      // Said again with the same status (a compression layer asks on every write): nothing changes. A new status (the
      // server's error path after a failed render) replaces the held answer: nothing of it was sent yet.
      if (statusCode !== head.statusCode) {
        head = { statusCode, rest };
        chunks.length = 0;
      }
      return this;
    }
    const type = String(headerIn(headersOf(rest), 'content-type') ?? this.getHeader('content-type') ?? '');
    if (req.method === 'HEAD' || statusCode === 304 || !/^text\/html\b/i.test(type)) {
      state = 'passing';
      release();
      return original.writeHead.call(this, statusCode, ...rest);
    }
    state = 'holding';
    head = { statusCode, rest };
    return this;
  };
  res.flushHeaders = ours.flushHeaders = function flushHeaders() {
    if (state === 'undecided') this.writeHead(this.statusCode);
    if (state === 'passing') original.flushHeaders.call(this);
  };
  res.write = ours.write = function write(chunk, encoding, callback) {
    if (state === 'undecided') this.writeHead(this.statusCode);
    if (state === 'passing') return original.write.call(this, chunk, encoding, callback);
    keep(chunk, encoding);
    if (held > maxHeld) {
      // Larger than any page of the shop: sent on as it comes, under a policy that runs none of its inline scripts,
      // rather than held in memory whole.
      state = 'passing';
      release();
      sendHead(this, pagePolicy([], origins));
      const body = Buffer.concat(chunks);
      chunks.length = 0;
      return original.write.call(this, body, typeof encoding === 'function' ? encoding : callback);
    }
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  res.end = ours.end = function end(chunk, encoding, callback) {
    if (typeof chunk === 'function') return ours.end.call(this, undefined, undefined, chunk);
    if (typeof encoding === 'function') return ours.end.call(this, chunk, undefined, encoding);
    if (state === 'undecided') {
      keep(chunk, encoding);
      this.writeHead(this.statusCode);
      if (state === 'passing') return original.end.call(this, chunks.length > 0 ? Buffer.concat(chunks) : undefined, callback);
      chunk = undefined;
    }
    if (state === 'passing') return original.end.call(this, chunk, encoding, callback);
    keep(chunk, encoding);
    release();
    const body = Buffer.concat(chunks);
    const headers = headersOf(head.rest);
    let html = '';
    try {
      html = decoded(body, String(headerIn(headers, 'content-encoding') ?? this.getHeader('content-encoding') ?? '')).toString('utf8');
    } catch {
      // Bytes that cannot be read are sent with a policy that runs no inline script.
    }
    this.removeHeader('transfer-encoding');
    if (!headerIn(headers, 'content-length')) this.setHeader('content-length', body.length);
    sendHead(this, policyOf(html, origins));
    return original.end.call(this, body, callback);
  };
}

/** The headers object or list of `writeHead(status, [message], [headers])`'s rest. */
export const headersOf = (rest) => (typeof rest[0] === 'string' ? rest[1] : rest[0]);

function headerIn(headers, name) {
  if (!headers) return undefined;
  if (Array.isArray(headers)) {
    for (let i = 0; i < headers.length; i += 2) if (String(headers[i]).toLowerCase() === name) return headers[i + 1];
    return undefined;
  }
  for (const [key, value] of Object.entries(headers)) if (key.toLowerCase() === name) return value;
  return undefined;
}
