import { getChecked, type ApiClient } from '../client';
import type { Cms } from '../contract/content';

/** The response contract (zod) loads on the server only: see `checked`. */
const contract = () => import('../contract/content');

/** The site's landing texts, booking conditions and booking discounts (in the site's currency). */
export async function getCms(client: ApiClient): Promise<Cms> {
  return (await getChecked(client, 'cms', contract, (c) => c.cmsResponse)).cms;
}
