import { describe, expect, it } from 'vitest';
import { HttpError } from '@/server/http/errors';
import { idempotencyKeyOf, isValidIdempotencyKey, requestFingerprint } from '@/server/http/idempotency';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('the request fingerprint', () => {
  it('is the same for the same method, path, locale and body', () => {
    const a = requestFingerprint('POST', '/api/v1/newsletter', 'da', bytes('{"email":"a@example.com"}'));
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(requestFingerprint('post', '/api/v1/newsletter', 'da', bytes('{"email":"a@example.com"}'))).toBe(a);
  });

  it('differs when the method, the path, the locale or the body differs', () => {
    const base = requestFingerprint('POST', '/api/v1/newsletter', 'da', bytes('{}'));
    expect(requestFingerprint('PUT', '/api/v1/newsletter', 'da', bytes('{}'))).not.toBe(base);
    expect(requestFingerprint('POST', '/api/v1/bookings', 'da', bytes('{}'))).not.toBe(base);
    expect(requestFingerprint('POST', '/api/v1/newsletter?x=1', 'da', bytes('{}'))).not.toBe(base);
    expect(requestFingerprint('POST', '/api/v1/newsletter', 'da', bytes('{ }'))).not.toBe(base);
    expect(requestFingerprint('POST', '/api/v1/newsletter', 'sv', bytes('{}'))).not.toBe(base);
  });

  it('cannot be matched by moving bytes between path and body', () => {
    expect(requestFingerprint('POST', '/a', 'da', bytes('b'))).not.toBe(requestFingerprint('POST', '/ab', 'da', bytes('')));
  });
});

describe('the Idempotency-Key header', () => {
  it.each(['a', 'b5c1e1a2-3d4f-4a5b-9c8d-7e6f5a4b3c2d', '~'.repeat(255), '!#$%&()*+,-./:;<=>?@[]^_`{|}~'])(
    'accepts %s',
    (key) => expect(isValidIdempotencyKey(key)).toBe(true),
  );

  it.each(['', ' ', 'two words', 'tab\there', 'k'.repeat(256), 'nøgle', 'ключ'])('refuses %j', (key) =>
    expect(isValidIdempotencyKey(key)).toBe(false),
  );

  it('is absent (null) when not sent, and a 400 HttpError when malformed', () => {
    const request = (headers: Record<string, string>) => new Request('http://localhost/api/v1/x', { method: 'POST', headers });
    expect(idempotencyKeyOf(request({}))).toBeNull();
    expect(idempotencyKeyOf(request({ 'Idempotency-Key': 'abc' }))).toBe('abc');
    let error: unknown;
    try {
      idempotencyKeyOf(request({ 'Idempotency-Key': 'x'.repeat(300) }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).toBody()).toEqual({
      message: 'The Idempotency-Key header is not valid',
      code: 'invalid_idempotency_key',
      errors: { 'Idempotency-Key': ['must be 1 to 255 visible ASCII characters'] },
    });
  });
});
