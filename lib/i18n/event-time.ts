import type { EventFixtureState } from '@/lib/packages/fixture-hold';
import { SITE_BASICS } from '@/lib/site/site-basics';
import { sportWords, type SportWords } from '@/lib/sport-words';
import { formats } from './formats';
import type { Locale } from './locales';

/** What a kick-off or race start is: the instant, and the IANA zone of the venue's clock. */
export interface EventTimeSource {
  /** ISO 8601 instant. */
  eventDateTime: string;
  /** The venue's zone (`Europe/London`). */
  timeZone: string;
  /** Postponed (no new date yet) or cancelled: said instead of a kick-off that will not happen. */
  fixtureStatus?: EventFixtureState | null;
  /** The event's sport, for the words of a postponement or a cancellation (a race is not a match). */
  sportCategory?: { slug: string };
}

/**
 * The words around the times, the `eventTime` messages: `otherZone` puts the
 * venue's time (`local`) beside the visitor's (`home`), `sameZone` says the
 * venue's clock reads as the visitor's; `postponed` and `cancelled` stand
 * instead of the time of a match the fixture feed postponed or cancelled. A
 * translator of that namespace (useTranslations, getTranslations,
 * createTranslator) is one.
 */
export type EventTimeWords = (key: 'otherZone' | 'sameZone' | 'postponed' | 'cancelled', values: { local: string; home: string; sport: SportWords }) => string;

export interface EventTimeOptions {
  /** With the year: on documents kept for later (invoice, mails). */
  year?: boolean;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}

/** The wall clock in a zone, `2027-03-14T20:00`, to compare two zones' clocks at one instant. */
function wallClock(instant: Date, timeZone: string): string {
  const parts = formatter('en-CA', timeZone, { hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/**
 * A kick-off or race start as every page, document and mail of a site writes
 * it: the day and time on the venue's own clock in the specification's
 * `full` format (browsing spec §9), said to be local time, then the time on
 * the visitor's country's clock where that reads otherwise: "søn. 14. mar.,
 * 20.00 lokal tid (21.00 dansk tid)". A venue whose clock reads as the
 * visitor's says so instead of repeating the time ("lokal og dansk tid"). The
 * visitor's time names its weekday when it falls on another day than the
 * venue's ("man. 00.30"). A postponed match says so and that a new date is
 * to come, a cancelled one that it is cancelled, instead of a time.
 */
export function formatEventTime(locale: Locale, words: EventTimeWords, event: EventTimeSource, options: EventTimeOptions = {}): string {
  const instant = new Date(event.eventDateTime);
  const homeZone = SITE_BASICS[locale].timeZone;
  const local = formatter(locale, event.timeZone, { ...formats.dateTime.full, ...(options.year ? { year: 'numeric' } : {}) }).format(instant);
  const sport = sportWords(event.sportCategory?.slug);
  if (event.fixtureStatus) return words(event.fixtureStatus, { local, home: local, sport });
  const venueClock = wallClock(instant, event.timeZone);
  const homeClock = wallClock(instant, homeZone);
  if (venueClock === homeClock) return words('sameZone', { local, home: local, sport });
  const otherDay = venueClock.slice(0, 10) !== homeClock.slice(0, 10);
  const home = formatter(locale, homeZone, { ...(otherDay ? { weekday: 'short' } : {}), ...formats.dateTime.hourMinute }).format(instant);
  return words('otherZone', { local, home, sport });
}

/**
 * The start as ISO 8601 on the venue's clock with its offset
 * (`2027-01-16T20:00:00+00:00`): what schema.org's `startDate` asks for, so a
 * search engine shows the local kick-off.
 */
export function venueIsoDateTime(event: EventTimeSource): string {
  const instant = new Date(event.eventDateTime);
  const wall = wallClock(instant, event.timeZone);
  const seconds = String(instant.getUTCSeconds()).padStart(2, '0');
  const offsetMinutes = Math.round((Date.parse(`${wall}:${seconds}Z`) - instant.getTime()) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${wall}:${seconds}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
