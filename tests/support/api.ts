import { GET, HEAD, POST } from '@/app/api/v1/[...path]/route';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { handleApiRequest } from '@/server/http/api';
import type { MinimalPackage } from '@/lib/api/contract/packages';
import { listedPrices } from '@/lib/package/arrival-prices';
import { packageVariants } from '@/lib/packages/variants';
import { expectAnswerToContract } from './answer-contracts';

const handlers = { GET, HEAD, POST } as const;

/**
 * Calls the real /api/v1 route handler, as the HTTP server would. Without a
 * `locale` no `accept-language` is sent: the Danish site's data, with the
 * API's texts in English (server/messages). A request that names the
 * visitor's address (CLIENT_ADDRESS_HEADER) goes to the router as the
 * production server's bridge hands it on; Next's route would drop it. A
 * successful JSON answer is held to its route's contract (./answer-contracts).
 */
export async function callApi(
  path: string,
  { method = 'GET', locale, headers = {}, json }: { method?: keyof typeof handlers; locale?: string; headers?: Record<string, string>; json?: unknown } = {},
) {
  const request = new Request(`http://localhost/api/v1/${path}`, {
    method,
    headers: { ...(locale !== undefined && { 'accept-language': locale }), ...(json !== undefined && { 'content-type': 'application/json' }), ...headers },
    ...(json !== undefined && { body: typeof json === 'string' ? json : JSON.stringify(json) }),
  });
  const response = await (CLIENT_ADDRESS_HEADER in headers ? handleApiRequest(request) : handlers[method](request));
  const text = await response.text();
  const body = text ? JSON.parse(text) : null;
  expectAnswerToContract(method, path, headers, response.status, body);
  return { status: response.status, headers: response.headers, body };
}

/** The price sort's key: the cheapest list price among the variants a card offers (Infinity for none). */
export function cheapestListPrice(pkg: MinimalPackage): number {
  const offered = packageVariants({ ...pkg, fromPrices: listedPrices(pkg.prices) }).flatMap((option) => (option.price === null ? [] : [option.price]));
  return Math.min(...offered);
}
