import { unwrap, type ApiClient } from '../client';
import { campaignsResponse, type Campaign } from '../contract/campaigns';

/** Typed parameters as callers hold them; the client turns them into the query string. */
export type CampaignsParams = { limit?: number; offset?: number };

/** The site's campaigns in the editors' order. */
export async function getCampaigns(client: ApiClient, params: CampaignsParams = {}): Promise<{ campaigns: Campaign[]; totalResults: number }> {
  return campaignsResponse.parse(unwrap(await client.get<unknown>('campaigns', { query: params })));
}
