import { getChecked, type ApiClient } from '../client';
import type { Campaign } from '../contract/campaigns';

/** The response contract (zod) loads on the server only: see `checked`. */
const contract = () => import('../contract/campaigns');

/** Typed parameters as callers hold them; the client turns them into the query string. */
export type CampaignsParams = { limit?: number; offset?: number };

/** The site's campaigns in the editors' order. */
export async function getCampaigns(client: ApiClient, params: CampaignsParams = {}): Promise<{ campaigns: Campaign[]; totalResults: number }> {
  return getChecked(client, 'campaigns', contract, (c) => c.campaignsResponse, { query: params });
}
