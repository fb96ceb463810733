/**
 * The shop's clock. `SHOP_NOW=YYYY-MM-DD` (or a full ISO timestamp) freezes
 * today for tests and demos; otherwise real time. Server code asks this module,
 * pure code in lib/ is handed a date.
 */
import 'server-only';
import { parseShopNow } from '@/lib/clock';

type ClockEnv = Record<string, string | undefined>;

export function now(env: ClockEnv = process.env): Date {
  if (!env.SHOP_NOW?.trim()) return new Date();
  const date = parseShopNow(env.SHOP_NOW);
  if (!date) throw new Error(`SHOP_NOW must be YYYY-MM-DD or an ISO timestamp, got "${env.SHOP_NOW.trim()}"`);
  return date;
}

/** Today as YYYY-MM-DD (UTC). */
export function today(env: ClockEnv = process.env): string {
  return now(env).toISOString().slice(0, 10);
}
