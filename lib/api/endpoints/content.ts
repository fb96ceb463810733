import { unwrap, type ApiClient } from '../client';
import { cmsResponse, type Cms } from '../contract/content';

/** The site's landing texts, booking conditions and booking discounts (in the site's currency). */
export async function getCms(client: ApiClient): Promise<Cms> {
  return cmsResponse.parse(unwrap(await client.get<unknown>('cms'))).cms;
}
