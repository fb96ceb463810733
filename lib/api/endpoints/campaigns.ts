import { checked, unwrap, type ApiClient } from '../client';
import type { Campaign } from '../contract/campaigns';

/** The response contract (zod) loads on the server only: see `checked`. */
const contract = () => import('../contract/campaigns');

/** Typed parameters as callers hold them; the client turns them into the query string. */
export type CampaignsParams = { limit?: number; offset?: number };

/** The site's campaigns in the editors' order. */
export async function getCampaigns(client: ApiClient, params: CampaignsParams = {}): Promise<{ campaigns: Campaign[]; totalResults: number }> {
  return checked(unwrap(await client.get<unknown>('campaigns', { query: params })), contract, (c) => c.campaignsResponse);
}
