/**
 * A page that fails while the shop's database cannot be reached answers 503
 * with Retry-After, not 500: the shop is down for a moment, not broken, and a
 * load balancer, a crawler or a browser comes back later. The database layer
 * keeps what it last saw on globalThis (server/db/availability.ts); the page
 * itself is Next's error page, as for any failed page.
 */
import { DB_REACHABILITY as REACHABILITY } from '../lib/process-keys.mjs';

/** As DATABASE_RETRY_AFTER_S in server/db/availability.ts. */
const RETRY_AFTER_S = 5;

export function databaseUnreachable() {
  return globalThis[REACHABILITY]?.reachable === false;
}

/** Makes `res` answer a 500 as 503 with Retry-After while the database cannot be reached. */
export function outageAware(res) {
  const writeHead = res.writeHead;
  res.writeHead = function outageAwareWriteHead(statusCode, ...rest) {
    if (statusCode === 500 && databaseUnreachable()) {
      this.setHeader('retry-after', String(RETRY_AFTER_S));
      return writeHead.call(this, 503, ...rest.filter((part) => typeof part !== 'string'));
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}
