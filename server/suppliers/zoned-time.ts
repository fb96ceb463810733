import 'server-only';

/**
 * Wall-clock times at an airport, with its offset: flights are shown in the
 * local time of each airport (`2026-03-28T07:25:00+01:00`), and a day at an
 * airport is that airport's day. Uses the IANA zones of Node's ICU.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallClock(utcMs: number, timeZone: string): WallClock {
  const parts = formatter(timeZone).formatToParts(new Date(utcMs));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** Minutes the zone is ahead of UTC at that instant (+60 for Copenhagen in winter). */
export function offsetMinutes(timeZone: string, utcMs: number): number {
  const wall = wallClock(utcMs, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return Math.round((asUtc - Math.floor(utcMs / 60_000) * 60_000) / 60_000);
}

/** The instant of a wall-clock time (`minutesOfDay` after local midnight of `date`) in the zone. */
export function localToUtcMs(date: string, minutesOfDay: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(year, month - 1, day) + minutesOfDay * 60_000;
  // Twice: the first guess may sit on the other side of a summer-time switch.
  const first = naive - offsetMinutes(timeZone, naive) * 60_000;
  return naive - offsetMinutes(timeZone, first) * 60_000;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO 8601 in the zone's wall-clock time with its offset. */
export function zonedIso(utcMs: number, timeZone: string): string {
  const wall = wallClock(utcMs, timeZone);
  const offset = offsetMinutes(timeZone, utcMs);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The local calendar day (YYYY-MM-DD) of an instant in the zone. */
export function localDate(utcMs: number, timeZone: string): string {
  const wall = wallClock(utcMs, timeZone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}
