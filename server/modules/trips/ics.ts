/**
 * An iCalendar file (RFC 5545) of a trip's events: METHOD:PUBLISH, one
 * VTIMEZONE per zone an event is timed in, and per event its stable UID, its
 * SEQUENCE, DTSTAMP and LAST-MODIFIED (when its content last changed), a
 * start and an end each on its own place's clock (a flight leaves on its
 * origin's and lands on its destination's), or whole days (the hotel stay).
 *
 * The lines are ours, because a flight's two ends need two TZIDs and
 * ical-generator writes one per event; the text escaping and the 75-octet
 * line folding (never inside a UTF-8 sequence) are ical-generator's, and the
 * VTIMEZONE blocks @touch4it/ical-timezones's (the tzurl.org "Outlook" form
 * with yearly rules, which every calendar app we know reads).
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { escape, foldLines } from 'ical-generator';
import { zonedIso } from '@/server/suppliers/zoned-time';

/** When an event is: two instants on their places' clocks, or whole days (`afterLast`: the day after the last, as DTEND wants it). */
export type IcsWhen =
  | { kind: 'timed'; start: Date; startZone: string; end: Date; endZone: string }
  | { kind: 'days'; first: string; afterLast: string };

/** What an event says: everything its fingerprint is made of. */
export interface IcsEventContent {
  uid: string;
  summary: string;
  location: string | null;
  description: string | null;
  when: IcsWhen;
  cancelled: boolean;
}

export interface IcsEvent extends IcsEventContent {
  sequence: number;
  /** When its content last changed (its calendar entry's), written as DTSTAMP and LAST-MODIFIED. */
  changedAt: Date;
}

/** A digest of what an event says: a changed one is a new version of the event (SEQUENCE + 1). */
export function eventFingerprint(event: IcsEventContent): string {
  const when =
    event.when.kind === 'timed'
      ? [event.when.start.toISOString(), event.when.startZone, event.when.end.toISOString(), event.when.endZone]
      : [event.when.first, event.when.afterLast];
  const parts = [event.uid, event.summary, event.location, event.description, event.when.kind, ...when, event.cancelled];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

const utcStamp = (date: Date) => `${date.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
const compactDay = (day: string) => day.replace(/-/g, '');

/** The instant as the zone's wall clock, `DTSTART;TZID=…:YYYYMMDDTHHMMSS`; in UTC where the zone has no VTIMEZONE. */
function zonedProperty(name: string, instant: Date, zone: string, known: ReadonlySet<string>): string {
  if (!known.has(zone)) return `${name}:${utcStamp(instant)}`;
  const wall = zonedIso(instant.getTime(), zone).slice(0, 19).replace(/[-:]/g, '');
  return `${name};TZID=${zone}:${wall}`;
}

const text = (value: string) => escape(value, false);

const zoneLines = new Map<string, string[] | null>();

/** The VTIMEZONE of a zone, as lines (read from its file once per process); null for a zone the table does not know. */
function timeZoneLines(zone: string): string[] | null {
  if (!zoneLines.has(zone)) {
    const component = getVtimezoneComponent(zone);
    zoneLines.set(zone, component ? component.split(/\r?\n/).filter((line) => line !== '') : null);
  }
  return zoneLines.get(zone)!;
}

export interface IcsCalendar {
  /** The calendar's name in a calendar app (X-WR-CALNAME). */
  name: string;
  events: readonly IcsEvent[];
}

/** The calendar's text, CRLF lines folded at 75 octets. */
export function icsText({ name, events }: IcsCalendar): string {
  const zones = [...new Set(events.flatMap((event) => (event.when.kind === 'timed' ? [event.when.startZone, event.when.endZone] : [])))].sort();
  const known = new Set<string>();
  const timeZones = zones.flatMap((zone) => {
    const lines = timeZoneLines(zone);
    if (!lines) return [];
    known.add(zone);
    return lines;
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Fantur//My trip//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
    // Subscribed calendars poll; a trip changes seldom: a few hours is often enough.
    'REFRESH-INTERVAL;VALUE=DURATION:PT4H',
    'X-PUBLISHED-TTL:PT4H',
    ...timeZones,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      `SEQUENCE:${event.sequence}`,
      `DTSTAMP:${utcStamp(event.changedAt)}`,
      `LAST-MODIFIED:${utcStamp(event.changedAt)}`,
      ...(event.when.kind === 'timed'
        ? [zonedProperty('DTSTART', event.when.start, event.when.startZone, known), zonedProperty('DTEND', event.when.end, event.when.endZone, known)]
        : [`DTSTART;VALUE=DATE:${compactDay(event.when.first)}`, `DTEND;VALUE=DATE:${compactDay(event.when.afterLast)}`, 'TRANSP:TRANSPARENT']),
      `SUMMARY:${text(event.summary)}`,
      ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
      ...(event.description ? [`DESCRIPTION:${text(event.description)}`] : []),
      `STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${foldLines(lines.join('\r\n'))}\r\n`;
}
