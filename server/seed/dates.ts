import 'server-only';

/**
 * The seed's calendar, so it never reads the clock: a day is a day number
 * (days since 1970-01-01, lib/calendar-day's `dayNumber`) and `today` is
 * handed in. Here: weekdays, season windows and venue clocks.
 */
import { dayOfNumber } from '@/lib/calendar-day';

const DAY_MS = 86_400_000;

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

export const SUN = 0;
export const MON = 1;
export const TUE = 2;
export const WED = 3;
export const THU = 4;
export const FRI = 5;
export const SAT = 6;

/** Month and day as one number, 1 March → 301, for season windows that recur every year. */
export function monthDay(day: number): number {
  return Number(dayOfNumber(day).slice(5).replace('-', ''));
}

export function yearOf(day: number): number {
  return Number(dayOfNumber(day).slice(0, 4));
}

/** [from, to] as MMDD, both included; from > to wraps over new year (815 → 524 is a football season). */
export type SeasonWindow = readonly [from: number, to: number];

export function inWindows(day: number, windows: readonly SeasonWindow[]): boolean {
  const md = monthDay(day);
  return windows.some(([from, to]) => (from <= to ? md >= from && md <= to : md >= from || md <= to));
}

/** The football season a day belongs to: matches from July on count to the season starting that year. */
export function seasonOf(day: number): number {
  const year = yearOf(day);
  return monthDay(day) >= 701 ? year : year - 1;
}

/**
 * Venue clocks: Britain runs GMT/BST, the rest of our venues CET/CEST. Both
 * switch at the same instant, 01:00 UTC on the last Sunday of March and of
 * October (EU summer-time directive; the UK follows the same dates).
 */
export type Zone = 'GB' | 'CET';

function lastSundayUtcMs(year: number, monthIndex: number): number {
  const lastDay = Date.UTC(year, monthIndex + 1, 0) / DAY_MS;
  return (lastDay - weekday(lastDay)) * DAY_MS;
}

export function isSummerTime(utcMs: number): boolean {
  const year = new Date(utcMs).getUTCFullYear();
  const start = lastSundayUtcMs(year, 2) + 3_600_000;
  const end = lastSundayUtcMs(year, 9) + 3_600_000;
  return utcMs >= start && utcMs < end;
}

/** A local wall-clock time at a venue, as the UTC instant it is. Kick-offs are afternoons and evenings, never in the switch hour. */
export function localToUtc(day: number, time: string, zone: Zone): Date {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const standardOffset = zone === 'GB' ? 0 : 1;
  const asIfStandard = day * DAY_MS + (hh - standardOffset) * 3_600_000 + mm * 60_000;
  const offset = isSummerTime(asIfStandard) ? standardOffset + 1 : standardOffset;
  return new Date(day * DAY_MS + (hh - offset) * 3_600_000 + mm * 60_000);
}
