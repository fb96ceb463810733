/**
 * Calendar days: dates written `YYYY-MM-DD` (travel periods, stays, a site's
 * "today") counted as whole days, with no clock and no time zone, so a
 * daylight-saving change cannot move a day. Both halves use this module: the
 * package page's rules, the backend's searches, the seed and the suppliers'
 * sandboxes. A day is read as midnight UTC of that date, where every day is
 * exactly 24 hours long.
 */
// Our own few lines, not date-fns: date-fns computes on Date objects in the machine's zone, and a plain day string needs only whole-day UTC arithmetic.

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A calendar day `YYYY-MM-DD` that exists (`2026-02-29` does not). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return false;
  const ms = dayMs(value);
  return !Number.isNaN(ms) && dayAt(ms) === value;
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return dayAt(dayMs(day) + days * DAY_MS);
}

/** Whole days from `from` to `to`: the nights of a stay; negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS);
}

/** The days from `from` up to the day before `to`: the nights of a stay checked in on `from`. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = dayMs(from), end = dayMs(to); ms < end; ms += DAY_MS) days.push(dayAt(ms));
  return days;
}

/** The same day of the month `months` later, clamped to the month's end (31 Jan + 1 → 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return dayAt(Date.UTC(year, month, Math.min(d, lastDay)));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(dayMs(day)).getUTCDay();
}

/**
 * The day as a number: days since 1970-01-01, for loops over many days (the
 * seed's schedules). Throws on anything but a calendar day.
 */
export function dayNumber(day: string): number {
  if (!isCalendarDay(day)) throw new Error(`Expected a calendar day YYYY-MM-DD, got "${day}"`);
  return dayMs(day) / DAY_MS;
}

/** The calendar day of a day number (`dayNumber`'s inverse). */
export function dayOfNumber(number: number): string {
  return dayAt(number * DAY_MS);
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at `ms`, in ms. */
function zoneOffsetMs(ms: number, timeZone: string): number {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    zoneFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(ms)).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant `day` begins in `timeZone` (local midnight): where a day
 * stops being a calendar day and becomes a deadline, such as an invoice's
 * due time (the start of the day after its due date).
 */
export function startOfDayIn(day: string, timeZone: string): Date {
  const midnightUtc = dayMs(day);
  const first = midnightUtc - zoneOffsetMs(midnightUtc, timeZone);
  return new Date(midnightUtc - zoneOffsetMs(first, timeZone));
}
