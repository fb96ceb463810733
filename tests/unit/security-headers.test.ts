import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import { configuredOrigins, holdForPolicy, inlineScriptHashes, isReactRuntime, pagePolicy, reactRuntimeDefinitions, withBaseHeaders } from '../../runtime/security-headers.mjs';

/**
 * The security headers (runtime/security-headers.mjs): the page policy names
 * exactly the inline scripts a browser would run, and the production server's
 * hold on an HTML answer sends Next's bytes unchanged with that policy,
 * compressed or not, while every other answer passes as it came.
 */
const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const BOOT = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD = 'self.__next_f.push([1,"æøå \\u003c/p>"])';
const HTML = `<!DOCTYPE html><html><head><script src="/_next/static/a.js" async=""></script><script id="_R_">${BOOT}</script><script type="application/ld+json">{"@type":"Organization"}</script></head><body><p>x</p><script>${PAYLOAD}</script><script>${BOOT}</script></body></html>`;

let server: http.Server | undefined;
afterEach(async () => {
  const open = server;
  server = undefined;
  if (open) await new Promise((resolve) => open.close(resolve));
});

/** A server that answers as Next does, through the hold: in chunks, gzipped or not, with writeHead or implicitly. */
async function serve(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void, maxHeld?: number) {
  server = http.createServer((req, res) => {
    withBaseHeaders(res);
    holdForPolicy(req, res, configuredOrigins({}), maxHeld);
    answer(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe('the page policy', () => {
  it('hashes the inline scripts a browser runs, each once, and not external scripts or JSON-LD', () => {
    expect(inlineScriptHashes(HTML)).toEqual([sha(BOOT), sha(PAYLOAD)]);
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
    // Only the scripts Next and React write: anything else in the HTML (a hole in sanitised text) stays blocked.
    expect(inlineScriptHashes('<script type="module">import "/a.js"</script><script type="text/plain">x</script><script>alert(1)</script>')).toEqual([]);
    expect(inlineScriptHashes(`<script>self.__next_f.push([1,"x"]);alert(1)</script><script>$RC("B:0","S:0")</script>`)).toEqual([sha('$RC("B:0","S:0")')]);
    // Hashed as a browser parses it: CRLF as LF.
    expect(inlineScriptHashes('<script>self.__next_f.push([1,"a\r\nb"])</script>')).toEqual([sha('self.__next_f.push([1,"a\nb"])')]);
  });

  it("names React's streaming scripts exactly, as React writes them, and nothing that merely starts like them", async () => {
    const html = await streamedPage();
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
    // A boundary shown, a boundary that failed, and React's frame-time line.
    expect(scripts.some((script) => script.includes('$RC('))).toBe(true);
    expect(scripts.some((script) => script.includes('$RX('))).toBe(true);
    for (const script of scripts) expect(isReactRuntime(script), script.slice(0, 80)).toBe(true);
    expect(inlineScriptHashes(html)).toHaveLength(new Set(scripts).size);
    for (const forged of ['$RC=fetch("/x")', '$RX(alert(1))', '$RC("B:0","S:0");alert(1)', '$RS=function(){alert(1)}', '$RT=1', '$Rx=1', `${reactRuntimeDefinitions()[0]}alert(1)`]) {
      expect(isReactRuntime(forged), forged.slice(0, 80)).toBe(false);
    }
  });

  it('allows no inline script but the hashed ones, no eval, no plugins, no framing, no foreign form or base', () => {
    const policy = pagePolicy([sha(BOOT)], configuredOrigins({}));
    const directives = new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
    expect(directives.get('script-src')).toEqual(["'self'", `'${sha(BOOT)}'`]);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    // ASVS 3.4.3: no page needs a base element, so none may be set.
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('report-uri')).toEqual(['/api/v1/csp-reports']);
  });

  it('lets in only what is configured: the map with its key, the error reporter with its DSN, Stripe with its key', () => {
    expect(configuredOrigins({})).toEqual({ script: [], connect: [], img: [], form: [], frame: [], style: [], font: [] });
    const origins = configuredOrigins({ GOOGLE_MAPS_API_KEY: 'k', SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/42', STRIPE_SECRET_KEY: 'sk_test_x' });
    const policy = pagePolicy([], origins);
    expect(policy).toContain('script-src \'self\' https://maps.googleapis.com;');
    expect(policy).toContain('connect-src \'self\' https://maps.googleapis.com https://o1.ingest.sentry.io;');
    expect(policy).toContain("form-action 'self' https://checkout.stripe.com;");
  });
});

describe('the hold on an HTML answer', () => {
  it('sends the page as Next wrote it, in one piece, with the hashes of its own scripts', async () => {
    const base = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.flushHeaders();
      const half = Math.floor(HTML.length / 2);
      res.write(HTML.slice(0, half));
      setTimeout(() => res.end(HTML.slice(half)), 5);
    });
    const response = await fetch(base);
    expect(await response.text()).toBe(HTML);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toContain(`'${sha(BOOT)}'`);
    expect(policy).toContain(`'${sha(PAYLOAD)}'`);
    expect(policy).not.toContain("default-src 'none'");
    expect(response.headers.get('reporting-endpoints')).toBe('csp="/api/v1/csp-reports"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reads a gzipped page to hash it and sends the compressed bytes unchanged', async () => {
    const gzipped = zlib.gzipSync(HTML);
    const base = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
      res.write(gzipped.subarray(0, 40));
      res.end(gzipped.subarray(40));
    });
    const response = await new Promise<http.IncomingMessage>((resolve) => http.get(base, { headers: { 'accept-encoding': 'gzip' } }, resolve));
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(gzipped)).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(gzipped.length);
    expect(response.headers['content-security-policy']).toContain(`'${sha(PAYLOAD)}'`);
  });

  it('leaves a compression layer wrapped around it in place, for a page and for JSON alike', async () => {
    const base = await serve((req, res) => {
      // As Next's compression does: it wraps write and end after the hold is in place, and gzips into them.
      const [write, end] = [res.write as (chunk: Buffer) => boolean, res.end as () => void];
      const gzip = zlib.createGzip();
      gzip.on('data', (chunk: Buffer) => write.call(res, chunk));
      gzip.on('end', () => end.call(res));
      res.write = ((chunk: string) => gzip.write(chunk)) as typeof res.write;
      res.end = ((chunk?: string) => {
        if (chunk) gzip.write(chunk);
        gzip.end();
        return res;
      }) as typeof res.end;
      const json = req.url === '/json';
      res.writeHead(200, { 'content-type': json ? 'application/json' : 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
      res.write(json ? '{"status":' : HTML.slice(0, 100));
      res.end(json ? '"up"}' : HTML.slice(100));
    });
    const json = await fetch(`${base}/json`);
    expect(await json.json()).toEqual({ status: 'up' });
    const page = await fetch(`${base}/page`);
    expect(await page.text()).toBe(HTML);
    expect(page.headers.get('content-security-policy')).toContain(`'${sha(PAYLOAD)}'`);
  });

  it('passes on an answer larger than it holds as it comes, under a policy that runs none of its inline scripts', async () => {
    const base = await serve(async (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      for (let at = 0; at < HTML.length; at += 40) {
        res.write(HTML.slice(at, at + 40));
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      res.end();
    }, 100);
    const response = await fetch(base);
    expect(await response.text()).toBe(HTML);
    const policy = response.headers.get('content-security-policy')!;
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('sha256-');
    expect(response.headers.get('content-length')).toBeNull();
  });

  it('sends the error a failed render ends with, not the part of the page written before it', async () => {
    const base = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write('<html><body><p>half a page');
      res.writeHead(200);
      res.write(' and more');
      // The server's catch: a 500 and an empty end.
      res.writeHead(500);
      res.end();
    });
    const response = await fetch(base);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('');
  });

  it('lets JSON, files and a 304 pass as they come: the base policy, and none on a 304', async () => {
    const base = await serve((req, res) => {
      if (req.url === '/own') {
        res.writeHead(200, { 'content-type': 'text/plain', 'referrer-policy': 'no-referrer' });
        res.end('x');
        return;
      }
      if (req.url === '/not-modified') {
        res.statusCode = 304;
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/javascript' });
      res.write('console.log(1);');
      res.end();
    });
    const file = await fetch(`${base}/a.js`);
    expect(await file.text()).toBe('console.log(1);');
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    // A route's own stricter header stands.
    expect((await fetch(`${base}/own`)).headers.get('referrer-policy')).toBe('no-referrer');
    const notModified = await fetch(`${base}/not-modified`);
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBeNull();
  });
});

/** A page streamed by the React DOM server Next renders with: one boundary resolved late, one failed. */
async function streamedPage(): Promise<string> {
  const require = createRequire(import.meta.url);
  type ReactModule = typeof import('react');
  const React = require('next/dist/compiled/react') as ReactModule;
  const { renderToPipeableStream } = require('next/dist/compiled/react-dom/server.node') as typeof import('react-dom/server');
  const late = new Promise<string>((resolve) => setTimeout(() => resolve('late'), 20));
  const failed = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('failed')), 30));
  failed.catch(() => {});
  const Late = () => React.createElement('p', null, React.use(late));
  const Failed = () => React.createElement('p', null, React.use(failed));
  const page = React.createElement(
    'html',
    null,
    React.createElement(
      'body',
      null,
      React.createElement(React.Suspense, { fallback: 'waiting' }, React.createElement(Late)),
      React.createElement(React.Suspense, { fallback: 'waiting' }, React.createElement(Failed)),
    ),
  );
  let html = '';
  await new Promise<void>((resolve) => {
    const stream = renderToPipeableStream(page, {
      onError: () => {},
      onShellReady() {
        stream.pipe(new Writable({ write: (chunk, _encoding, done) => ((html += String(chunk)), done()), final: (done) => (done(), resolve()) }));
      },
    });
  });
  return html;
}
