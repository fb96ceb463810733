import 'server-only';
import { cached } from '@/server/cache';
import { getDb } from '@/server/db';
import { notFound } from '@/server/http/errors';
import { json, type Router } from '@/server/http/router';
import { findCms } from './cms';

export function registerContentRoutes(router: Router): void {
  router.get('cms', async ({ locale }) => {
    const cms = await cached('cms', locale, async () => findCms(await getDb(), locale));
    if (!cms) throw notFound('There is no content for this site', 'cms_not_found');
    return json({ cms });
  });
}
