/**
 * Who is asking, for rate limits. The production server (runtime/server.mjs
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
    if (address) return visitorOf(address);
  }
  const address = request.headers.get(CLIENT_ADDRESS_HEADER);
  return address ? visitorOf(address) : null;
}

/**
 * One visitor per address, as the limits count them: an IPv4 address as it
 * is (also when written as IPv6, `::ffff:192.0.2.1`), an IPv6 address by its
 * /64 network, which one household or one machine is given whole (counting
 * single addresses would let it take a new one per request).
 */
export function visitorOf(address: string): string {
  const text = address.trim().toLowerCase().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (mapped) return mapped[1]!;
  if (!text.includes(':')) return text;
  const [head = '', tail] = text.split('::');
  const front = head ? head.split(':') : [];
  const back = tail === undefined ? [] : tail ? tail.split(':') : [];
  // An IPv4 tail (`::1.2.3.4`) takes two groups; only the first four groups matter here.
  const groups = tail === undefined ? front : [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? group.replace(/^0+(?=.)/, '') : '0'))
    .join(':')}::/64`;
}
