import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, BODY_CAP_BYTES, GZIP_MIN_BYTES, type FetchHandler } from '../../scripts/api-bridge.mjs';

let server: http.Server | undefined;

/** A Node server answering every request through the bridge with `handler`; its base URL. */
async function serve(handler: FetchHandler): Promise<string> {
  server = http.createServer((req, res) => void answer(req, res, handler));
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
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
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

  it('answers a handler that throws with the API’s 500 body, not a hung connection', async () => {
    const base = await serve(async () => {
      throw new Error('boom');
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const response = await fetch(`${base}/api/v1/search?q=ab`);
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ code: 'internal_error' });
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
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

  it('sends no body for HEAD', async () => {
    const base = await serve(async () => new Response(null, { status: 200, headers: { 'content-type': 'application/json' } }));
    const response = await raw(base, { path: '/api/v1/search?q=ab', method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(0);
  });
});
