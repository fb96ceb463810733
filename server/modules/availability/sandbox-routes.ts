/**
 * The sandbox hotel supplier's control panel, as a supplier's test
 * environment has one: `POST sandbox/hotels/{id}/withdraw` makes the supplier
 * stop selling a hotel, and the catalogue follows as it follows the
 * supplier's feed: the hotel leaves every package it is an alternative in. A
 * package's own hotel (the one in its price) cannot be withdrawn this way
 * (409): the package would have to be priced again first.
 *
 * Only with `SANDBOX_CONTROL=on` (the browser tests' servers that need it);
 * anywhere else the path does not exist (404), as in production.
 */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { positiveId } from '@/lib/api/contract/common';
import { getDb } from '@/server/db';
import { packageHotels } from '@/server/db/schema';
import { HttpError, notFound } from '@/server/http/errors';
import { json, parseParams, type Router } from '@/server/http/router';
import { invalidateRenderCache } from '@/server/modules/catalogue/render-cache-watcher';

const hotelParams = z.object({ id: positiveId });

export const sandboxControlEnabled = (env: Record<string, string | undefined> = process.env) => env.SANDBOX_CONTROL === 'on';

export function registerSandboxRoutes(router: Router): void {
  router.post('sandbox/hotels/:id/withdraw', async ({ params }) => {
    if (!sandboxControlEnabled()) throw notFound();
    const { id } = parseParams(hotelParams, params);
    const db = await getDb();
    const withdrawn = await db.transaction(async (tx) => {
      const links = await tx.select({ isDefault: packageHotels.isDefault }).from(packageHotels).where(eq(packageHotels.hotelId, id)).for('update');
      if (links.length === 0) throw notFound('No package offers this hotel', 'hotel_not_found');
      if (links.some((link) => link.isDefault)) throw new HttpError(409, "A package's own hotel cannot be withdrawn", 'hotel_is_default');
      await tx.delete(packageHotels).where(and(eq(packageHotels.hotelId, id), eq(packageHotels.isDefault, false)));
      return links.length;
    });
    // This process's kept pages and catalogue reads at once; other processes' watchers see the catalogue version move.
    await invalidateRenderCache();
    return json({ hotelId: id, packages: withdrawn }, { headers: { 'cache-control': 'no-store' } });
  });
}
