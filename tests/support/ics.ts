/**
 * An `.ics` file read by a real iCalendar parser (Mozilla's ical.js), as a
 * calendar app reads it: each TZID resolved by the file's own VTIMEZONE.
 */
import ICAL from 'ical.js';

export interface ReadEvent {
  uid: string;
  sequence: number;
  summary: string;
  location: string | null;
  description: string | null;
  status: string | null;
  allDay: boolean;
  /** The instants (a whole day: its date at midnight UTC). */
  start: Date;
  end: Date;
  /** The TZID each end is written in; null for UTC or a date. */
  startZone: string | null;
  endZone: string | null;
  /** The zone the parser read each end in (a TZID it did not resolve reads as floating, "floating"). */
  startReadIn: string;
  endReadIn: string;
  /** A whole day's dates, `YYYY-MM-DD`. */
  startDay: string | null;
  endDay: string | null;
}

export interface ReadCalendar {
  method: string | null;
  name: string | null;
  timeZones: string[];
  events: ReadEvent[];
}

const dayOf = (time: ICAL.Time) => `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;

export function readIcs(text: string): ReadCalendar {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timeZones = calendar.getAllSubcomponents('vtimezone').map((zone) => {
    const timezone = new ICAL.Timezone(zone);
    ICAL.TimezoneService.register(timezone, timezone.tzid);
    return timezone.tzid;
  });
  const events = calendar.getAllSubcomponents('vevent').map((component): ReadEvent => {
    const event = new ICAL.Event(component);
    const zoneOf = (name: string) => {
      const tzid = component.getFirstProperty(name)?.getParameter('tzid');
      return typeof tzid === 'string' ? tzid : null;
    };
    const allDay = event.startDate.isDate;
    const text = (name: string) => {
      const value = component.getFirstPropertyValue(name);
      return typeof value === 'string' ? value : null;
    };
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      location: text('location'),
      description: text('description'),
      status: text('status'),
      allDay,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startZone: zoneOf('dtstart'),
      endZone: zoneOf('dtend'),
      startReadIn: event.startDate.zone?.tzid ?? 'floating',
      endReadIn: event.endDate.zone?.tzid ?? 'floating',
      startDay: allDay ? dayOf(event.startDate) : null,
      endDay: allDay ? dayOf(event.endDate) : null,
    };
  });
  const method = calendar.getFirstPropertyValue('method');
  // An X- property is no type ical.js knows, so it keeps the escapes: calendar apps read X-WR-CALNAME as TEXT.
  const rawName = calendar.getFirstPropertyValue('x-wr-calname');
  const name = typeof rawName === 'string' ? rawName.replace(/\\([\\;,nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char)) : null;
  return { method: typeof method === 'string' ? method : null, name: typeof name === 'string' ? name : null, timeZones, events };
}
