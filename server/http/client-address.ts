/**
 * Who is asking, for rate limits. The production server (scripts/server.mjs
 * and its API bridge) writes the connection's address into
 * CLIENT_ADDRESS_HEADER after dropping whatever a client sent under that
 * name. Behind proxies, `TRUSTED_PROXY_HOPS=N` takes the address the N-th
 * proxy from the right added to `X-Forwarded-For`: the ones left of it are
 * the client's to write, and are never believed.
 */
import 'server-only';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';

/**
 * The visitor's address; null when the request did not come through the
 * production server (the storefront's own server-side calls, `next dev`, the
 * tests' in-process calls), which rate limits do not count.
 */
export function clientAddress(request: Request, env: NodeJS.ProcessEnv = process.env): string | null {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  if (Number.isInteger(hops) && hops > 0) {
    const forwarded = (request.headers.get('x-forwarded-for') ?? '').split(',').map((part) => part.trim()).filter(Boolean);
    const address = forwarded[forwarded.length - hops];
    if (address) return address;
  }
  return request.headers.get(CLIENT_ADDRESS_HEADER) || null;
}
