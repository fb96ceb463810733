import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import * as Sentry from '@sentry/nextjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentryOptions } from '@/lib/observability/sentry-options';
import { scrubEvent, scrubText, scrubUrl } from '@/lib/observability/scrub';

/**
 * Error reports leave without personal data (the production issue): Sentry's
 * own client, initialised with the shop's options, sends to a local ingest
 * server, and what arrives is read byte by byte.
 */
const SECRETS = ['anna.jensen@example.com', '0b8f3c8e-2f1a-4c55-9a3a-1f2e3d4c5b6a', '+45 12 34 56 78', 'tg_9f8e7d6c5b4a', 'hemmeligt-token-abcdefghijklmnopqrstuvwxyz', 'Anna Jensen', '198.51.100.23'];

let ingest: http.Server;
let dsn: string;
const received: string[] = [];

beforeAll(async () => {
  ingest = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      received.push((req.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
  dsn = `http://publickey@127.0.0.1:${(ingest.address() as AddressInfo).port}/1`;
});

afterAll(async () => {
  await Sentry.close(2_000);
  await new Promise((resolve) => ingest.close(resolve));
});

describe('error reports', () => {
  it('arrive at the ingest with the error and its route, and none of the visitor’s data', async () => {
    Sentry.init({ ...sentryOptions(dsn, 'test'), defaultIntegrations: false });
    Sentry.setUser({ email: 'anna.jensen@example.com', ip_address: '198.51.100.23', username: 'Anna Jensen' });
    Sentry.addBreadcrumb({ category: 'fetch', message: 'POST /api/v1/bookings for anna.jensen@example.com', data: { url: '/da/faktura/0b8f3c8e-2f1a-4c55-9a3a-1f2e3d4c5b6a?email=anna.jensen@example.com', method: 'POST', body: '{"firstName":"Anna Jensen"}' } });
    Sentry.withScope((scope) => {
      scope.setExtra('contact', { name: 'Anna Jensen', mobile: '+45 12 34 56 78' });
      scope.setContext('booking', { token: 'hemmeligt-token-abcdefghijklmnopqrstuvwxyz' });
      scope.addEventProcessor((event) => ({
        ...event,
        request: {
          url: 'https://fantur.dk/da/faktura/0b8f3c8e-2f1a-4c55-9a3a-1f2e3d4c5b6a?email=anna.jensen@example.com',
          query_string: 'email=anna.jensen@example.com',
          cookies: { NEXT_LOCALE: 'da', session: 'hemmeligt-token-abcdefghijklmnopqrstuvwxyz' },
          headers: { 'x-forwarded-for': '198.51.100.23', 'accept-language': 'da', cookie: 'a=b' },
          data: '{"email":"anna.jensen@example.com"}',
        },
      }));
      Sentry.captureException(new Error('Payment tg_9f8e7d6c5b4a for anna.jensen@example.com (+45 12 34 56 78) failed'));
    });
    expect(await Sentry.flush(5_000)).toBe(true);

    const sent = received.join('\n');
    expect(sent).toContain('Payment [key] for [email] ([number]) failed');
    expect(sent).toContain('/da/faktura/[key]');
    for (const secret of SECRETS) expect(sent, secret).not.toContain(secret);
  });
});

describe('the scrubbing rules', () => {
  it('masks emails, keys, tokens and numbers in a text, and cuts the query off an address', () => {
    expect(scrubText('anna@example.dk paid 0b8f3c8e-2f1a-4c55-9a3a-1f2e3d4c5b6a by +46 70 123 45 67')).toBe('[email] paid [key] by [number]');
    expect(scrubUrl('/sv/faktura/0b8f3c8e-2f1a-4c55-9a3a-1f2e3d4c5b6a?email=a@b.se#top')).toBe('/sv/faktura/[key]');
    expect(scrubText('TypeError: Cannot read properties of undefined')).toBe('TypeError: Cannot read properties of undefined');
  });

  it('masks keys in the transaction and in the frames of a page, and drops the tags', () => {
    const event = scrubEvent({
      transaction: '/da/faktura/0b8f3c8e-2f1a-4c55-9a3a-1f2e3d4c5b6a',
      tags: { email: 'a@b.dk' },
      exception: { values: [{ value: 'x', stacktrace: { frames: [{ filename: 'https://x/da/faktura/0b8f3c8e-2f1a-4c55-9a3a-1f2e3d4c5b6a?email=a@b.dk', abs_path: 'https://x/p?q=1' }] } }] },
    });
    expect(event).toEqual({ transaction: '/da/faktura/[key]', exception: { values: [{ value: 'x', stacktrace: { frames: [{ filename: 'https://x/da/faktura/[key]', abs_path: 'https://x/p' }] } }] } });
  });

  it('keeps of a request only its address without a query and two harmless headers', () => {
    const event = scrubEvent({
      user: { id: '1' },
      request: { url: 'https://x/da/pakker?q=anna', cookies: { a: 'b' }, data: 'x', query_string: 'q=anna', headers: { 'accept-language': 'da', authorization: 'Basic eA==' } },
    });
    expect(event).toEqual({ request: { url: 'https://x/da/pakker', headers: { 'accept-language': 'da' } } });
  });
});
