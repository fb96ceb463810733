/**
 * The shop's clock. `SHOP_NOW=YYYY-MM-DD` (or a full ISO timestamp) freezes
 * today for tests and demos; otherwise real time. Server code asks this module,
 * pure code in lib/ is handed a date.
 */
type ClockEnv = Record<string, string | undefined>;

export function now(env: ClockEnv = process.env): Date {
  const frozen = env.SHOP_NOW?.trim();
  if (!frozen) return new Date();
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(frozen) ? `${frozen}T12:00:00Z` : frozen);
  if (Number.isNaN(date.getTime())) {
    throw new Error(`SHOP_NOW must be YYYY-MM-DD or an ISO timestamp, got "${frozen}"`);
  }
  return date;
}

/** Today as YYYY-MM-DD (UTC). */
export function today(env: ClockEnv = process.env): string {
  return now(env).toISOString().slice(0, 10);
}
