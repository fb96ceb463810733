import http from 'node:http';
import { format } from 'node:util';
import net, { type AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  BODY_CAP_BYTES,
  CLIENT_ADDRESS_HEADER,
  DEFAULT_REQUEST_TIMEOUT_MS,
  loggablePath,
  GZIP_MIN_BYTES,
  serverTimeouts,
  type FetchHandler,
} from '../../runtime/api-bridge.mjs';

let server: http.Server | undefined;

/** A Node server answering every request through the bridge with `handler`; its base URL. */
async function serve(handler: FetchHandler, options: http.ServerOptions = {}): Promise<string> {
  server = http.createServer(options, (req, res) => void answer(req, res, handler));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A raw request, so that Host and accept-encoding are sent exactly as given. */
function raw(base: string, options: http.RequestOptions, body?: Buffer): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(options.path ?? '/', base), options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

afterEach(async () => {
  const open = server;
  server = undefined;
  if (open) await new Promise((resolve) => open.close(resolve));
});

describe('the API bridge of the production server', () => {
  it('hands the handler the method, address, headers and body, and sends back its status, headers and body', async () => {
    let seen: { method: string; url: string; language: string | null; type: string | null; body: string } | undefined;
    const base = await serve(async (request) => {
      seen = {
        method: request.method,
        url: request.url,
        language: request.headers.get('accept-language'),
        type: request.headers.get('content-type'),
        body: await request.text(),
      };
      return Response.json({ ok: true }, { status: 201, headers: { 'x-answer': 'yes' } });
    });
    const response = await fetch(`${base}/api/v1/newsletter?x=1&x=2`, {
      method: 'POST',
      headers: { 'accept-language': 'sv', 'content-type': 'application/json' },
      body: '{"email":"a@b.se"}',
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-answer')).toBe('yes');
    expect(await response.json()).toEqual({ ok: true });
    expect(seen).toEqual({
      method: 'POST',
      url: `${base}/api/v1/newsletter?x=1&x=2`,
      language: 'sv',
      type: 'application/json',
      body: '{"email":"a@b.se"}',
    });
  });

  it('gzips an answer of 1 KiB or more when the client accepts it, and says it varies by encoding', async () => {
    const text = 'x'.repeat(GZIP_MIN_BYTES);
    const base = await serve(async () => Response.json({ text }));
    const zipped = await raw(base, { path: '/api/v1/search', headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zipped.body.length).toBeLessThan(GZIP_MIN_BYTES);
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual({ text });

    const plain = await raw(base, { path: '/api/v1/search' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(plain.body.toString())).toEqual({ text });
  });

  it('sends a small answer as it is', async () => {
    const base = await serve(async () => Response.json({ clubs: [] }));
    const small = await raw(base, { path: '/api/v1/search', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-length']).toBe(String(small.body.length));
    expect(JSON.parse(small.body.toString())).toEqual({ clubs: [] });
  });

  it('keeps every Set-Cookie header', async () => {
    const base = await serve(async () => {
      const headers = new Headers();
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      return new Response(null, { status: 204, headers });
    });
    const response = await raw(base, { path: '/api/v1/x' });
    expect(response.status).toBe(204);
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('hands on at most BODY_CAP_BYTES + 1 bytes of a larger body, and still answers', async () => {
    let received = 0;
    const base = await serve(async (request) => {
      received = (await request.arrayBuffer()).byteLength;
      return Response.json({ message: 'too large' }, { status: 413 });
    });
    const response = await raw(base, { path: '/api/v1/newsletter', method: 'POST' }, Buffer.alloc(BODY_CAP_BYTES * 3, 1));
    expect(response.status).toBe(413);
    expect(received).toBe(BODY_CAP_BYTES + 1);
  });

  it('answers a handler that throws with the API’s 500 body, not a hung connection, and logs no message or query', async () => {
    const base = await serve(async () => {
      throw Object.assign(new Error('Failed query: … params: ann@example.com'), { code: '22003' });
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const response = await fetch(`${base}/api/v1/search?q=ann@example.com`);
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ code: 'internal_error' });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
    const line = format(...(errors[0] as unknown[]));
    expect(line).toBe('[api] GET /api/v1/search failed: Error, code 22003');
  });

  it('reads a malformed Host header as localhost', async () => {
    let url = '';
    const base = await serve(async (request) => {
      url = request.url;
      return Response.json({});
    });
    const response = await raw(base, { path: '/api/v1/search?q=ab', headers: { host: 'bad host:port' } });
    expect(response.status).toBe(200);
    expect(url).toBe('http://localhost/api/v1/search?q=ab');
  });

  it('hands on the connection’s address as the client address, never the one a client sent', async () => {
    const seen: (string | null)[] = [];
    const base = await serve(async (request) => {
      seen.push(request.headers.get(CLIENT_ADDRESS_HEADER));
      return Response.json({});
    });
    await raw(base, { path: '/api/v1/invoices/lookup', headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.9' } });
    await raw(base, { path: '/api/v1/invoices/lookup', headers: { 'X-Shop-Client-Address': '203.0.113.9', 'x-forwarded-for': '203.0.113.9' } });
    expect(seen).toEqual(['127.0.0.1', '127.0.0.1']);
  });

  it('logs paths with their keys masked: no invoice uuid, payment link or payment reference', () => {
    expect(loggablePath('/da/faktura/6f1c2a8e-1d2b-4c3d-9e8f-0a1b2c3d4e5f?transaction=6f1c2a8e-1d2b-4c3d-9e8f-0a1b2c3d4e5f')).toBe('/da/faktura/:key');
    expect(loggablePath('/api/v1/invoices/6F1C2A8E-1D2B-4C3D-9E8F-0A1B2C3D4E5F/transactions')).toBe('/api/v1/invoices/:key/transactions');
    expect(loggablePath('/da/test-gateway/tg_6f1c2a8e-1d2b-4c3d-9e8f-0a1b2c3d4e5f')).toBe('/da/test-gateway/:key');
    expect(loggablePath('/da/pakker/fc-koebenhavn')).toBe('/da/pakker/fc-koebenhavn');
    // A trip link (server/modules/trips/links.ts) opens someone's trip: the page's, the API's and the calendar feed's paths.
    const trip = `v1.eyJiIjoxMiwicCI6InRyaXAifQ.${'A'.repeat(43)}`;
    expect(loggablePath(`/sv/min-resa/${trip}`)).toBe('/sv/min-resa/:key');
    expect(loggablePath(`/api/v1/trips/${trip}/calendar.ics`)).toBe('/api/v1/trips/:key/calendar.ics');
    expect(loggablePath('/api/v1/trips/lookup')).toBe('/api/v1/trips/lookup');
  });

  it('sends no body for HEAD', async () => {
    const base = await serve(async () => new Response(null, { status: 200, headers: { 'content-type': 'application/json' } }));
    const response = await raw(base, { path: '/api/v1/search?q=ab', method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(0);
  });
});

/**
 * Sends `head` over a raw connection, then one more byte of `trickle` every
 * 40 ms, as a slow client does; resolves with what the server answered once it
 * closes the connection, and how much of the trickle it had been sent by then.
 */
function trickle(base: string, head: string, drip: string): Promise<{ answer: string; dripped: number; total: number }> {
  const { hostname, port } = new URL(base);
  const total = 200;
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let answer = '';
    let dripped = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (dripped === total || socket.destroyed) return;
        socket.write(drip[dripped % drip.length]!);
        dripped += 1;
      }, 40);
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => {}); // a reset after the answer is the server closing, which is the point
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, dripped, total });
    });
    socket.setTimeout(30_000, () => reject(new Error('the server held the slow request open')));
  });
}

describe('the production server’s timeouts', () => {
  it('default to 30 s for headers and for the whole request, checked every second', () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(30_000);
    expect(serverTimeouts({})).toEqual({ requestTimeout: 30_000, headersTimeout: 30_000, connectionsCheckingInterval: 1_000, keepAliveTimeout: 65_000 });
    expect(serverTimeouts({ REQUEST_TIMEOUT_MS: '400' })).toEqual({ requestTimeout: 400, headersTimeout: 400, connectionsCheckingInterval: 100, keepAliveTimeout: 65_000 });
  });

  it.each(['0', '-5', '1.5', 'soon'])('refuse REQUEST_TIMEOUT_MS=%s', (value) => {
    expect(() => serverTimeouts({ REQUEST_TIMEOUT_MS: value })).toThrow(/REQUEST_TIMEOUT_MS must be a whole number/);
  });

  it('answer 408 and close the connection when a body trickles in, without calling the API or logging a failure', async () => {
    const handler = vi.fn<FetchHandler>(async () => Response.json({}));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const base = await serve(handler, serverTimeouts({ REQUEST_TIMEOUT_MS: '300' }));
      const head = 'POST /api/v1/newsletter HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n';
      const { answer, dripped, total } = await trickle(base, head, '{"email":"slow@example.com"}');
      expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      // Cut off while the body was still arriving.
      expect(dripped).toBeLessThan(total);
      await new Promise((resolve) => setImmediate(resolve));
      expect(handler).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('answer 408 when the headers trickle in', async () => {
    const base = await serve(async () => Response.json({}), serverTimeouts({ REQUEST_TIMEOUT_MS: '300' }));
    const { answer, dripped, total } = await trickle(base, 'GET /api/v1/search HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: y\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(dripped).toBeLessThan(total);
  });

  it('leave an answer that takes longer than the timeout alone once the request has arrived', async () => {
    const base = await serve(async () => {
      await new Promise((resolve) => setTimeout(resolve, 900));
      return Response.json({ hotels: [] });
    }, serverTimeouts({ REQUEST_TIMEOUT_MS: '200' }));
    const response = await fetch(`${base}/api/v1/packages/1/service-availability/hotels`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ hotels: [] });
  });
});
