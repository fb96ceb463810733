import 'server-only';
import { campaignsQuery } from '@/lib/api/contract/campaigns';
import { cached, cacheKey } from '@/server/cache';
import { getDb } from '@/server/db';
import { json, parseQuery, type Router } from '@/server/http/router';
import { listCampaigns } from './campaigns';

export function registerCampaignsRoutes(router: Router): void {
  router.get('campaigns', async ({ url, locale }) => {
    const query = parseQuery(campaignsQuery, url);
    // Campaigns are edited with the rest of the CMS content: same lifetime and tag.
    return json(await cached('campaigns', cacheKey(locale, query), async () => listCampaigns(await getDb(), query, locale)));
  });
}
