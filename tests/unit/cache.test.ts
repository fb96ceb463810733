import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_MANIFEST, cached, clearCache, invalidateTag } from '@/server/cache';

describe('the catalogue cache', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearCache();
  });
  afterEach(() => vi.useRealTimers());

  it('loads once per lifetime and shares one load among concurrent callers', async () => {
    const load = vi.fn(async () => ['fc-kobenhavn']);
    const [a, b] = await Promise.all([cached('clubs', 'da:{}', load), cached('clubs', 'da:{}', load)]);
    expect(a).toEqual(['fc-kobenhavn']);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again once the lifetime of its kind has passed', async () => {
    const load = vi.fn(async () => 'clubs');
    await cached('clubs', 'k', load);
    vi.advanceTimersByTime(CACHE_MANIFEST.clubs.ttlMs - 1);
    await cached('clubs', 'k', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await cached('clubs', 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps kinds and keys apart', async () => {
    await cached('clubs', 'da', async () => 'clubs da');
    await cached('clubs', 'sv', async () => 'clubs sv');
    await cached('tournaments', 'da', async () => 'tournaments da');
    expect(await cached('clubs', 'sv', async () => 'other')).toBe('clubs sv');
    expect(await cached('tournaments', 'da', async () => 'other')).toBe('tournaments da');
  });

  it('does not remember a failed load', async () => {
    await expect(cached('clubs', 'k', async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await cached('clubs', 'k', async () => 'back')).toBe('back');
  });

  it('drops every entry of a tag', async () => {
    await cached('clubs', 'k', async () => 'old');
    invalidateTag('catalogue');
    expect(await cached('clubs', 'k', async () => 'new')).toBe('new');
  });
});
