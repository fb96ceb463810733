/**
 * An announced price reduction and the price it is announced from (Price
 * Indication Directive 98/6/EC art. 6a, as the Court of Justice read it in
 * C-330/23 Aldi Süd, 26 September 2024): the prior price is the lowest price
 * of the same thing in the 30 days before the reduction, and a percentage or
 * a "was" price is computed from that prior price, never from a higher one.
 *
 * The history is kept per package, site and variant as days (server table
 * `price_history`): a row holds the lowest price of its day and the price the
 * day ended at; a day without a row cost what the last row before it ended
 * at. Days before the first row are unknown and count for nothing.
 *
 * Pure: the caller passes the history, today's price and today (the site's
 * calendar day).
 */
import { addDays } from '../calendar-day';

/** The days the prior price looks back over before the reduction. */
export const PRIOR_PRICE_DAYS = 30;
/**
 * A reduction is announced for at most this many days from its first: after
 * 30 days at the new price, that price is itself the lowest of the 30 days
 * before, and it is the normal price.
 */
export const REDUCTION_SHOWN_DAYS = 30;
/** How far back a reader must look: the prior window of the oldest reduction still shown. */
export const HISTORY_LOOKBACK_DAYS = PRIOR_PRICE_DAYS + REDUCTION_SHOWN_DAYS;

/** One day of a variant's price history, in the site's currency per person. */
export interface PriceDay {
  /** YYYY-MM-DD, the site's calendar day. */
  day: string;
  /** The lowest price shown that day. */
  lowest: number;
  /** The price the day ended at (or stands at now, for today). */
  closing: number;
}

export interface Reduction {
  /** The lowest price in the 30 days before the reduction. */
  priorLowest: number;
  /** Whole percent off the prior lowest, rounded down so it never says more than it is. */
  percent: number;
  /** The first day at today's price: the day of the reduction. */
  since: string;
}

/** Whole percent that `current` is below `prior`, rounded down. */
export function percentBelow(prior: number, current: number): number {
  if (!(prior > 0) || current >= prior) return 0;
  return Math.floor(((prior - current) * 100) / prior);
}

/**
 * Each day's lowest price from `from` to `to` (inclusive), as far as the
 * history knows it (undefined before the first row). Rows in any order.
 */
export function dailyLowest(history: readonly PriceDay[], from: string, to: string): Map<string, number> {
  const rows = [...history].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = new Map<string, number>();
  let carried: number | undefined = rows.filter((row) => row.day < from).at(-1)?.closing;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const row = byDay.get(day);
    if (row) {
      days.set(day, Math.min(row.lowest, carried ?? row.lowest));
      carried = row.closing;
    } else if (carried !== undefined) {
      days.set(day, carried);
    }
  }
  return days;
}

/**
 * The reduction the shop may announce on a price today, or null when it may
 * announce none: the price has stood at `current` since the reduction day
 * (the first day of the unbroken run of days at it, today included), which
 * is at most 30 days ago; the lowest price of the 30 days before that day is
 * known and higher than `current` by at least one whole percent.
 */
export function priorReduction(history: readonly PriceDay[], today: string, current: number | null): Reduction | null {
  if (current === null) return null;
  const from = addDays(today, -HISTORY_LOOKBACK_DAYS);
  const days = dailyLowest(history, from, addDays(today, -1));
  // Walk back over the days at today's price: the first of them is the reduction day.
  let since = today;
  for (let day = addDays(today, -1); day >= from; day = addDays(day, -1)) {
    if (days.get(day) !== current) break;
    since = day;
  }
  if (since <= addDays(today, -REDUCTION_SHOWN_DAYS)) return null;
  const before = [...days].filter(([day]) => day < since && day >= addDays(since, -PRIOR_PRICE_DAYS)).map(([, price]) => price);
  if (before.length === 0) return null;
  const priorLowest = Math.min(...before);
  const percent = percentBelow(priorLowest, current);
  return percent >= 1 ? { priorLowest, percent, since } : null;
}
