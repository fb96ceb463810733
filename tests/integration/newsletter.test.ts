import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/v1/[...path]/route';
import { idempotencyKeys, locales, newsletterSubscriptions, packageSites, priceHistory } from '@/server/db/schema';
import { withIdempotency } from '@/server/http/idempotency';
import { withTestDatabase } from '../support/database';

const test = withTestDatabase();

interface PostOptions {
  locale?: string;
  idempotencyKey?: string;
  contentType?: string | null;
}

/** POSTs to /api/v1/newsletter through the real route handler; a string body is sent as is. */
async function postNewsletter(body: unknown, { locale, idempotencyKey, contentType = 'application/json' }: PostOptions = {}) {
  // Without a locale no accept-language is sent: the Danish site, the API's texts in English (server/messages).
  const headers: Record<string, string> = locale === undefined ? {} : { 'accept-language': locale };
  if (contentType) headers['content-type'] = contentType;
  if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
  const request = new Request('http://localhost/api/v1/newsletter', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await POST(request);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

async function subscriptionsOf(email: string) {
  return test.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
}

async function storedKeys(key: string) {
  return test.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
}

describe('POST /api/v1/newsletter', () => {
  it('subscribes a new address: 201 with { subscription: { email, locale } }', async () => {
    const { status, body, headers } = await postNewsletter({ email: '  Ann.Hansen@Example.COM ', name: ' Ann ' });
    expect(status).toBe(201);
    expect(body).toEqual({ subscription: { email: 'ann.hansen@example.com', locale: 'da' } });
    expect(headers.get('idempotent-replayed')).toBeNull();
    const rows = await subscriptionsOf('ann.hansen@example.com');
    expect(rows).toEqual([
      { id: expect.any(Number), email: 'ann.hansen@example.com', name: 'Ann', locale: 'da', createdAt: expect.any(Date) },
    ]);
  });

  it('answers a known address exactly as a new one (status and body), and keeps one row', async () => {
    const first = await postNewsletter({ email: 'bo@example.com', name: 'Bo' });
    const again = await postNewsletter({ email: 'BO@example.com', name: 'Someone else' });
    const stranger = await postNewsletter({ email: 'never-seen@example.com' });
    expect([first.status, again.status, stranger.status]).toEqual([201, 201, 201]);
    expect(again.body).toEqual(first.body);
    expect(again.body).toEqual({ subscription: { email: 'bo@example.com', locale: 'da' } });
    expect(Object.keys(stranger.body)).toEqual(Object.keys(again.body));
    expect([...again.headers.keys()]).toEqual([...first.headers.keys()]);
    const rows = await subscriptionsOf('bo@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('Bo');
  });

  it('subscribes an address once per site (accept-language)', async () => {
    const da = await postNewsletter({ email: 'cecilie@example.com' }, { locale: 'da' });
    const sv = await postNewsletter({ email: 'cecilie@example.com' }, { locale: 'sv-SE' });
    expect([da.status, sv.status]).toEqual([201, 201]);
    expect(sv.body).toEqual({ subscription: { email: 'cecilie@example.com', locale: 'sv' } });
    const rows = await subscriptionsOf('cecilie@example.com');
    expect(rows.map((row) => row.locale).sort()).toEqual(['da', 'sv']);
    expect(rows.every((row) => row.name === null)).toBe(true);
  });

  it('takes concurrent signups of one address without a key as one subscription', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => postNewsletter({ email: 'dorte@example.com' })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(await subscriptionsOf('dorte@example.com')).toHaveLength(1);
  });

  describe('validation', () => {
    it('answers 422 with a field message when the email is missing', async () => {
      const { status, body } = await postNewsletter({ name: 'Erik' });
      expect(status).toBe(422);
      expect(body).toEqual({
        message: 'The request has invalid fields',
        code: 'validation_failed',
        errors: { email: ['is required'] },
      });
    });

    it.each([['not-an-email'], [''], ['ann@example'], [42]])('answers 422 for the email %j', async (email) => {
      const { status, body } = await postNewsletter({ email });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ email: ['must be a valid email address'] });
    });

    it('answers 422 for a name over 100 characters, and accepts exactly 100', async () => {
      const { status, body } = await postNewsletter({ email: 'frida@example.com', name: 'x'.repeat(101) });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ name: ['must be at most 100 characters'] });
      expect(await subscriptionsOf('frida@example.com')).toHaveLength(0);
      expect((await postNewsletter({ email: 'frida@example.com', name: 'x'.repeat(100) })).status).toBe(201);
    });

    it('answers 422 with every field message at once', async () => {
      const { status, body } = await postNewsletter({ email: 'nope', name: 7 });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ email: ['must be a valid email address'], name: ['must be text'] });
    });

    it('answers 400 invalid_json for a body that is not JSON', async () => {
      const { status, body } = await postNewsletter('{"email": "gry@example.com"');
      expect(status).toBe(400);
      expect(body).toEqual({ message: 'The body is not valid JSON', code: 'invalid_json' });
      expect((await postNewsletter('')).body.code).toBe('invalid_json');
    });

    it.each([['[]'], ['"gry@example.com"'], ['null']])('answers 400 invalid_json for the non-object body %s', async (raw) => {
      const { status, body } = await postNewsletter(raw);
      expect(status).toBe(400);
      expect(body).toEqual({ message: 'The body must be a JSON object', code: 'invalid_json' });
    });

    it.each([['text/plain'], ['application/x-www-form-urlencoded'], [null]])('answers 415 for the content type %s', async (contentType) => {
      const { status, body } = await postNewsletter({ email: 'gry@example.com' }, { contentType });
      expect(status).toBe(415);
      expect(body).toEqual({
        message: 'Send the body as JSON (Content-Type: application/json)',
        code: 'unsupported_media_type',
      });
      expect(await subscriptionsOf('gry@example.com')).toHaveLength(0);
    });

    it('accepts a JSON content type with a charset', async () => {
      const { status } = await postNewsletter({ email: 'gry@example.com' }, { contentType: 'application/json; charset=utf-8' });
      expect(status).toBe(201);
    });

    it('answers 413 for a body over 64 KiB', async () => {
      const { status, body } = await postNewsletter({ email: 'hans@example.com', name: 'x'.repeat(70_000) });
      expect(status).toBe(413);
      expect(body).toEqual({ message: 'The body must be at most 64 KiB', code: 'payload_too_large' });
    });
  });

  describe('with an Idempotency-Key', () => {
    it('answers a repeated request with the first result, without subscribing again', async () => {
      const key = 'signup-ida-1';
      const first = await postNewsletter({ email: 'ida@example.com' }, { idempotencyKey: key });
      const second = await postNewsletter({ email: 'ida@example.com' }, { idempotencyKey: key });
      expect(first.status).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBeNull();
      expect(second.status).toBe(201);
      expect(second.headers.get('idempotent-replayed')).toBe('true');
      expect(second.body).toEqual(first.body);
      expect(await subscriptionsOf('ida@example.com')).toHaveLength(1);
      expect(await storedKeys(key)).toEqual([
        {
          scope: 'newsletter',
          key,
          fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
          status: 201,
          responseBody: first.body,
          createdAt: expect.any(Date),
        },
      ]);
    });

    it('runs concurrent duplicates once and answers all of them alike', async () => {
      const key = 'double-click-jens';
      const results = await Promise.all(
        Array.from({ length: 5 }, () => postNewsletter({ email: 'jens@example.com' }, { idempotencyKey: key })),
      );
      expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      expect(results.filter((r) => r.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
      expect(await subscriptionsOf('jens@example.com')).toHaveLength(1);
    });

    it('answers 422 idempotency_key_reused when the key comes with another body', async () => {
      const key = 'signup-karen';
      expect((await postNewsletter({ email: 'karen@example.com' }, { idempotencyKey: key })).status).toBe(201);
      const reused = await postNewsletter({ email: 'karen.other@example.com' }, { idempotencyKey: key });
      expect(reused.status).toBe(422);
      expect(reused.body).toEqual({
        message: 'This Idempotency-Key was already used for another request',
        code: 'idempotency_key_reused',
      });
      expect(await subscriptionsOf('karen.other@example.com')).toHaveLength(0);
    });

    it('treats another key as another request: a second signup with it runs, not a replay', async () => {
      await postNewsletter({ email: 'lars@example.com' }, { idempotencyKey: 'lars-1' });
      const other = await postNewsletter({ email: 'lars@example.com' }, { idempotencyKey: 'lars-2' });
      expect(other.status).toBe(201);
      expect(other.headers.get('idempotent-replayed')).toBeNull();
      expect(await subscriptionsOf('lars@example.com')).toHaveLength(1);
    });

    it('does not replay a signup in another language: the same key from the Swedish site is another request', async () => {
      const key = 'signup-lone';
      const danish = await postNewsletter({ email: 'lone@example.com' }, { idempotencyKey: key, locale: 'da' });
      expect(danish.status).toBe(201);
      const swedish = await postNewsletter({ email: 'lone@example.com' }, { idempotencyKey: key, locale: 'sv-SE' });
      expect(swedish.status).toBe(422);
      expect(swedish.body.code).toBe('idempotency_key_reused');
      expect(swedish.headers.get('idempotent-replayed')).toBeNull();
      // The same language in other words (`da-DK` resolves to da) is the same request: replayed.
      const again = await postNewsletter({ email: 'lone@example.com' }, { idempotencyKey: key, locale: 'da-DK,da;q=0.9' });
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(danish.body);
    });

    it('stores nothing for a rejected request, so a corrected retry with the same key runs', async () => {
      const key = 'signup-mette';
      const rejected = await postNewsletter({ email: 'mette@' }, { idempotencyKey: key });
      expect(rejected.status).toBe(422);
      expect(await storedKeys(key)).toHaveLength(0);
      const retried = await postNewsletter({ email: 'mette@example.com' }, { idempotencyKey: key });
      expect(retried.status).toBe(201);
      expect(retried.headers.get('idempotent-replayed')).toBeNull();
    });

    it('leaves no subscription and no key when the write fails, and a retry runs again', async () => {
      const key = 'signup-nils';
      const [norway] = await test.db.select().from(locales).where(eq(locales.code, 'no'));
      if (!norway) throw new Error('the seed has a Norwegian site');
      // Without its site row the subscription breaks its foreign key: a write that fails after the key was claimed.
      // (The site's own trips and their price history name the site too: they step aside meanwhile.)
      const norwegianTrips = await test.db.select().from(packageSites).where(eq(packageSites.locale, 'no'));
      const norwegianPrices = await test.db.select().from(priceHistory).where(eq(priceHistory.locale, 'no'));
      await test.db.delete(priceHistory).where(eq(priceHistory.locale, 'no'));
      await test.db.delete(packageSites).where(eq(packageSites.locale, 'no'));
      await test.db.delete(locales).where(eq(locales.code, 'no'));
      const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const failed = await postNewsletter({ email: 'nils@example.com' }, { locale: 'no', idempotencyKey: key });
        expect(failed.status).toBe(500);
        expect(failed.body.code).toBe('internal_error');
      } finally {
        quiet.mockRestore();
        await test.db.insert(locales).values(norway);
        if (norwegianTrips.length > 0) await test.db.insert(packageSites).values(norwegianTrips);
        if (norwegianPrices.length > 0) await test.db.insert(priceHistory).values(norwegianPrices);
      }
      expect(await subscriptionsOf('nils@example.com')).toHaveLength(0);
      expect(await storedKeys(key)).toHaveLength(0);

      const retried = await postNewsletter({ email: 'nils@example.com' }, { locale: 'no', idempotencyKey: key });
      expect(retried.status).toBe(201);
      expect(retried.headers.get('idempotent-replayed')).toBeNull();
      expect(await subscriptionsOf('nils@example.com')).toHaveLength(1);
    });

    it('treats a key older than 24 hours as new', async () => {
      const key = 'signup-old';
      await test.db.insert(idempotencyKeys).values({
        scope: 'newsletter',
        key,
        fingerprint: 'f'.repeat(64),
        status: 201,
        responseBody: { subscription: { email: 'someone@example.com', locale: 'da' } },
        createdAt: new Date(Date.now() - 25 * 60 * 60_000),
      });
      const { status, body, headers } = await postNewsletter({ email: 'ole@example.com' }, { idempotencyKey: key });
      expect(status).toBe(201);
      expect(headers.get('idempotent-replayed')).toBeNull();
      expect(body).toEqual({ subscription: { email: 'ole@example.com', locale: 'da' } });
      const [stored] = await storedKeys(key);
      expect(stored?.responseBody).toEqual(body);
      expect(stored?.fingerprint).not.toBe('f'.repeat(64));
    });

    it('deletes expired keys as new ones are stored, and keeps the live ones', async () => {
      const stored = (key: string, hoursAgo: number) => ({
        scope: 'newsletter',
        key,
        fingerprint: 'f'.repeat(64),
        status: 201,
        responseBody: {},
        createdAt: new Date(Date.now() - hoursAgo * 60 * 60_000),
      });
      await test.db.insert(idempotencyKeys).values([stored('expired-1', 25), stored('expired-2', 48), stored('live-1', 23)]);
      const { status } = await postNewsletter({ email: 'purge@example.com' }, { idempotencyKey: 'purge-new' });
      expect(status).toBe(201);
      expect(await storedKeys('expired-1')).toHaveLength(0);
      expect(await storedKeys('expired-2')).toHaveLength(0);
      expect(await storedKeys('live-1')).toHaveLength(1);
      expect(await storedKeys('purge-new')).toHaveLength(1);
    });

    it.each([
      ['has a space', 'two words'],
      ['is empty', ''],
      ['is longer than 255 characters', 'k'.repeat(256)],
      ['is not ASCII', 'nøgle'],
    ])('answers 400 when the key %s', async (_, key) => {
      const { status, body } = await postNewsletter({ email: 'pia@example.com' }, { idempotencyKey: key });
      expect(status).toBe(400);
      expect(body).toEqual({
        message: 'The Idempotency-Key header is not valid',
        code: 'invalid_idempotency_key',
        errors: { 'Idempotency-Key': ['must be 1 to 255 visible ASCII characters'] },
      });
      expect(await subscriptionsOf('pia@example.com')).toHaveLength(0);
    });

    it('accepts a key of exactly 255 visible characters', async () => {
      const { status } = await postNewsletter({ email: 'pia@example.com' }, { idempotencyKey: `${'~'.repeat(254)}!` });
      expect(status).toBe(201);
    });
  });
});

describe('withIdempotency', () => {
  const request = (key: string | null, body = '{"n":1}') =>
    new Request('http://localhost/api/v1/test-writes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body,
    });
  const countRows = async (email: string) =>
    (await test.db.select({ value: count() }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]?.value;
  const insertRow = (email: string) => (tx: Parameters<Parameters<typeof withIdempotency>[2]>[0]) =>
    tx.insert(newsletterSubscriptions).values({ email, locale: 'da', createdAt: new Date() });

  it('rolls back the write and stores no key when the handler throws', async () => {
    const handler = vi.fn(async (tx: Parameters<Parameters<typeof withIdempotency>[2]>[0]) => {
      await insertRow('thrown@example.com')(tx);
      throw new Error('supplier went away');
    });
    await expect(withIdempotency(request('throws-1'), 'test', handler)).rejects.toThrow('supplier went away');
    expect(await countRows('thrown@example.com')).toBe(0);
    expect(await storedKeys('throws-1')).toHaveLength(0);
    await expect(withIdempotency(request('throws-1'), 'test', handler)).rejects.toThrow();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('rolls back the write and stores no key when the handler answers an error status', async () => {
    const response = await withIdempotency(request('conflict-1'), 'test', async (tx) => {
      await insertRow('conflict@example.com')(tx);
      return { status: 409, body: { message: 'Sold out', code: 'sold_out' } };
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'Sold out', code: 'sold_out' });
    expect(await countRows('conflict@example.com')).toBe(0);
    expect(await storedKeys('conflict-1')).toHaveLength(0);
  });

  it('rolls back an error answer without a key too', async () => {
    const response = await withIdempotency(request(null), 'test', async (tx) => {
      await insertRow('nokey@example.com')(tx);
      return { status: 409, body: { message: 'Sold out' } };
    });
    expect(response.status).toBe(409);
    expect(await countRows('nokey@example.com')).toBe(0);
  });

  it('keeps one key apart per scope', async () => {
    const handler = vi.fn(async () => ({ status: 201, body: { ok: true } }));
    await withIdempotency(request('shared-key'), 'scope-a', handler);
    const other = await withIdempotency(request('shared-key'), 'scope-b', handler);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(handler).toHaveBeenCalledTimes(2);
    const rows = await test.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.key, 'shared-key')));
    expect(rows.map((row) => row.scope).sort()).toEqual(['scope-a', 'scope-b']);
  });

  it('answers 400 when a scope requires a key and none is sent', async () => {
    const handler = vi.fn(async () => ({ status: 201, body: {} }));
    await expect(withIdempotency(request(null), 'bookings', handler, { required: true })).rejects.toMatchObject({
      status: 400,
      code: 'idempotency_key_required',
    });
    expect(handler).not.toHaveBeenCalled();
  });
});
