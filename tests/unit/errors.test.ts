import { describe, expect, it } from 'vitest';
import { errorStatus, isChunkLoadError, shouldReloadForChunkError, shownStatus } from '@/lib/errors';

describe('the status of an error', () => {
  it('takes statusCode first, then status, then the response status', () => {
    expect(errorStatus({ statusCode: 403, status: 404, response: { status: 503 } })).toBe(403);
    expect(errorStatus({ status: 404, response: { status: 503 } })).toBe(404);
    expect(errorStatus({ response: { status: 503 } })).toBe(503);
  });

  it('defaults to 500', () => {
    expect(errorStatus(new Error('boom'))).toBe(500);
    expect(errorStatus(null)).toBe(500);
    expect(errorStatus('boom')).toBe(500);
    expect(errorStatus({ status: 'teapot' })).toBe(500);
  });

  it('shows 403, 404, 500 and 503 as themselves and anything else as 500', () => {
    expect([403, 404, 500, 503].map((status) => shownStatus({ status }))).toEqual([403, 404, 500, 503]);
    expect(shownStatus({ status: 418 })).toBe(500);
    expect(shownStatus({ status: 502 })).toBe(500);
  });
});

describe('chunk load failures', () => {
  it('recognises a failed chunk', () => {
    const chunk = new Error('Loading chunk 123 failed.');
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: /_next/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads at most once a minute', () => {
    expect(shouldReloadForChunkError(null, 1_000_000)).toBe(true);
    expect(shouldReloadForChunkError(1_000_000, 1_059_999)).toBe(false);
    expect(shouldReloadForChunkError(1_000_000, 1_060_000)).toBe(true);
  });
});
