import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import RenderCache, { renderCacheHandle } from '@/runtime/render-cache.mjs';
import { cached } from '@/server/cache';
import { hotelRoomTypes, packages, tickets } from '@/server/db/schema';
import { catalogueWatch, EVERY_PAGE_TAG } from '@/server/modules/catalogue/render-cache-watcher';
import { withTestDatabase } from '../support/database';

const test = withTestDatabase();

/** A kept page as Next stores it: its HTML and its tags, the root layout's among them. */
const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: undefined, headers: { 'x-next-cache-tags': `${EVERY_PAGE_TAG},_N_T_/da/2026-11-24.p/packages` }, status: 200 });
const ctx = { kind: 'APP_PAGE' } as const;

async function kept(cache: RenderCache, key: string): Promise<string | null> {
  const entry = await cache.get(key, ctx);
  return (entry?.value as { html?: string } | null)?.html ?? null;
}

describe('the render cache and the catalogue watcher', () => {
  it('forgets the kept pages when the catalogue changes, and keeps them while it does not', async () => {
    const cache = new RenderCache();
    const watch = catalogueWatch();
    await watch.check();
    await cache.set('/da/2026-11-24.p/packages', page('before'), {});
    expect(await watch.check()).toBe(false);
    expect(await kept(cache, '/da/2026-11-24.p/packages')).toBe('before');

    const [pkg] = await test.db.select({ id: packages.id }).from(packages).orderBy(packages.id).limit(1);
    await test.db.update(packages).set({ isSoldOut: true }).where(eq(packages.id, pkg!.id));
    expect(await watch.check()).toBe(true);
    expect(await kept(cache, '/da/2026-11-24.p/packages')).toBeNull();
  });

  it('forgets them when a ticket sells out or comes back, not when a booking only takes seats', async () => {
    const cache = new RenderCache();
    const watch = catalogueWatch();
    await watch.check();
    const [ticket] = await test.db.select({ id: tickets.id, availability: tickets.availability }).from(tickets).where(sql`${tickets.availability} > 2`).orderBy(tickets.id).limit(1);
    await cache.set('/da/2026-11-24.p', page('home'), {});

    await test.db.update(tickets).set({ availability: ticket!.availability - 1 }).where(eq(tickets.id, ticket!.id));
    expect(await watch.check()).toBe(false);
    expect(await kept(cache, '/da/2026-11-24.p')).toBe('home');

    await test.db.update(tickets).set({ availability: 0 }).where(eq(tickets.id, ticket!.id));
    expect(await watch.check()).toBe(true);
    expect(await kept(cache, '/da/2026-11-24.p')).toBeNull();

    await cache.set('/da/2026-11-24.p', page('home again'), {});
    await test.db.update(tickets).set({ availability: 3 }).where(eq(tickets.id, ticket!.id));
    expect(await watch.check()).toBe(true);
    expect(await kept(cache, '/da/2026-11-24.p')).toBeNull();
  });

  it('forgets them when a ticket can no longer seat two, or can again: a page opens at two travellers (the one-price rule)', async () => {
    const cache = new RenderCache();
    const watch = catalogueWatch();
    await watch.check();
    const [ticket] = await test.db.select({ id: tickets.id }).from(tickets).where(sql`${tickets.availability} > 2`).orderBy(tickets.id).limit(1);
    await test.db.update(tickets).set({ availability: 2 }).where(eq(tickets.id, ticket!.id));
    await watch.check();
    await cache.set('/da/2026-11-24.p', page('home'), {});
    await cached('packages', 'the package as a page read it', async () => 'seats before');

    await test.db.update(tickets).set({ availability: 1 }).where(eq(tickets.id, ticket!.id));
    expect(await watch.check()).toBe(true);
    expect(await kept(cache, '/da/2026-11-24.p')).toBeNull();
    // The page rendered again reads the package afresh, not the catalogue read that made the old one stale.
    expect(await cached('packages', 'the package as a page read it', async () => 'seats after')).toBe('seats after');

    await cache.set('/da/2026-11-24.p', page('home again'), {});
    await test.db.update(tickets).set({ availability: 2 }).where(eq(tickets.id, ticket!.id));
    expect(await watch.check()).toBe(true);
    expect(await kept(cache, '/da/2026-11-24.p')).toBeNull();
  });

  it('forgets them when a room type is fully booked', async () => {
    const cache = new RenderCache();
    const watch = catalogueWatch();
    await watch.check();
    const [room] = await test.db.select({ id: hotelRoomTypes.id }).from(hotelRoomTypes).where(sql`${hotelRoomTypes.roomsAvailable} > 0`).limit(1);
    await cache.set('/no/2026-11-24.p/clubs', page('clubs'), {});
    await test.db.update(hotelRoomTypes).set({ roomsAvailable: 0 }).where(eq(hotelRoomTypes.id, room!.id));
    expect(await watch.check()).toBe(true);
    expect(await kept(cache, '/no/2026-11-24.p/clubs')).toBeNull();
  });

  it('keeps the most recently used pages within its bound', async () => {
    const cache = new RenderCache();
    const big = 'x'.repeat(1024 * 1024);
    // The default bound is 256 MB: 300 pages of 2 MB (UTF-16) cannot all stay.
    for (let i = 0; i < 300; i++) await cache.set(`/da/2026-11-24.p/page-${i}`, page(big), {});
    const stats = renderCacheHandle.stats();
    expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
    expect(await kept(cache, '/da/2026-11-24.p/page-299')).toBe(big);
    expect(await kept(cache, '/da/2026-11-24.p/page-0')).toBeNull();
  });

  it('hands the production server a kept page by the path it was rendered under, while it is current and a whole 200 page', async () => {
    const cache = new RenderCache();
    const watch = catalogueWatch();
    await watch.check();
    const key = (path: string) => `/route-cache/APP_PAGE/0f3a/$${path}`;
    await cache.set(key('/sv/2026-11-24.p/clubs'), page('klubbar'), {});
    await cache.set(key('/sv/2026-11-24.p/blog'), { ...page('not found'), status: 404 }, {});
    expect(renderCacheHandle.page('/sv/2026-11-24.p/clubs')).toBe('klubbar');
    expect(renderCacheHandle.page('/sv/2026-11-24.p/blog')).toBeNull();
    expect(renderCacheHandle.page('/sv/2026-11-24.p/leagues')).toBeNull();

    const [pkg] = await test.db.select({ id: packages.id }).from(packages).orderBy(packages.id).limit(1);
    await test.db.update(packages).set({ isSoldOut: true }).where(eq(packages.id, pkg!.id));
    expect(await watch.check()).toBe(true);
    expect(renderCacheHandle.page('/sv/2026-11-24.p/clubs')).toBeNull();
  });
});
