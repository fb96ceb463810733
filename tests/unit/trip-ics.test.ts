/**
 * The trip's iCalendar builder (server/modules/trips/ics.ts), read back by a
 * real parser (ical.js): times on their own zones' clocks across a summer-time
 * switch, whole days, texts escaped and folded, one VTIMEZONE per zone, and
 * a fingerprint that follows what an event says and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { eventFingerprint, icsText, type IcsEvent } from '@/server/modules/trips/ics';
import { readIcs } from '../support/ics';

const CHANGED_AT = new Date('2026-03-01T09:00:00Z');

function event(overrides: Partial<IcsEvent> = {}): IcsEvent {
  return {
    uid: '7-match-1@fantur.dk',
    sequence: 0,
    changedAt: CHANGED_AT,
    summary: 'Arsenal – Chelsea',
    location: 'Emirates Stadium, London',
    description: 'Ordrenummer 1234',
    when: { kind: 'timed', start: new Date('2026-03-28T15:00:00Z'), startZone: 'Europe/London', end: new Date('2026-03-28T17:00:00Z'), endZone: 'Europe/London' },
    cancelled: false,
    ...overrides,
  };
}

describe('the trip’s iCalendar file', () => {
  it('writes each end on its own zone’s clock, across the night summer time begins', () => {
    // 29 March 2026: Europe moves its clocks on. A flight leaving Copenhagen before and landing in London after.
    const flight = event({
      uid: '7-flight-1@fantur.dk',
      summary: 'Fly: København (CPH) – London Heathrow (LHR)',
      when: { kind: 'timed', start: new Date('2026-03-29T00:30:00Z'), startZone: 'Europe/Copenhagen', end: new Date('2026-03-29T02:10:00Z'), endZone: 'Europe/London' },
    });
    const text = icsText({ name: 'Fantur', events: [event(), flight] });
    expect(text).toContain('DTSTART;TZID=Europe/Copenhagen:20260329T013000');
    expect(text).toContain('DTEND;TZID=Europe/London:20260329T031000');
    expect(text).toContain('DTSTART;TZID=Europe/London:20260328T150000');
    const read = readIcs(text);
    expect(read.method).toBe('PUBLISH');
    expect(read.timeZones.sort()).toEqual(['Europe/Copenhagen', 'Europe/London']);
    const [match, leg] = read.events;
    expect([match!.start.toISOString(), match!.end.toISOString()]).toEqual(['2026-03-28T15:00:00.000Z', '2026-03-28T17:00:00.000Z']);
    expect([leg!.start.toISOString(), leg!.end.toISOString()]).toEqual(['2026-03-29T00:30:00.000Z', '2026-03-29T02:10:00.000Z']);
    expect([leg!.startReadIn, leg!.endReadIn]).toEqual(['Europe/Copenhagen', 'Europe/London']);
    // One VTIMEZONE per zone, however many events use it.
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(2);
  });

  it('writes whole days as dates, the day after the last as DTEND', () => {
    const stay = event({ uid: '7-hotel-1@fantur.dk', summary: 'Hotel: Savoy', when: { kind: 'days', first: '2026-03-27', afterLast: '2026-03-30' } });
    const [read] = readIcs(icsText({ name: 'Fantur', events: [stay] })).events;
    expect(read).toMatchObject({ allDay: true, startDay: '2026-03-27', endDay: '2026-03-30', startZone: null });
  });

  it('keeps texts whole: commas, semicolons, backslashes and line breaks escaped, long lines folded at 75 octets between characters', () => {
    const summary = `Kamp; ${'Brøndby IF – FC København, '.repeat(6)}\\ ende`;
    const text = icsText({ name: 'Fantur: Ærø, Øster & Åbo', events: [event({ summary, description: 'Ordrenummer 1234\nBilletkategori: Langside, nedre' })] });
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line, 'utf8') <= 75)).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const read = readIcs(text);
    expect(read.name).toBe('Fantur: Ærø, Øster & Åbo');
    expect(read.events[0]!.summary).toBe(summary);
    expect(read.events[0]!.description).toBe('Ordrenummer 1234\nBilletkategori: Langside, nedre');
  });

  it('writes the sequence, the stamps and the status it is given', () => {
    const text = icsText({ name: 'Fantur', events: [event({ sequence: 3, cancelled: true })] });
    expect(text).toContain('DTSTAMP:20260301T090000Z');
    expect(text).toContain('LAST-MODIFIED:20260301T090000Z');
    expect(readIcs(text).events[0]).toMatchObject({ sequence: 3, status: 'CANCELLED', uid: '7-match-1@fantur.dk' });
  });

  it('writes a zone it has no VTIMEZONE for in UTC rather than a TZID nobody can read', () => {
    const text = icsText({ name: 'Fantur', events: [event({ when: { kind: 'timed', start: new Date('2026-03-28T15:00:00Z'), startZone: 'Mars/Olympus', end: new Date('2026-03-28T17:00:00Z'), endZone: 'Mars/Olympus' } })] });
    expect(text).toContain('DTSTART:20260328T150000Z');
    expect(text).not.toContain('Mars/Olympus');
    expect(readIcs(text).events[0]!.start.toISOString()).toBe('2026-03-28T15:00:00.000Z');
  });

  it('fingerprints what an event says, not its sequence or stamps', () => {
    const base = eventFingerprint(event());
    expect(eventFingerprint(event({ sequence: 5, changedAt: new Date() }))).toBe(base);
    expect(eventFingerprint(event({ when: { kind: 'timed', start: new Date('2026-03-28T16:00:00Z'), startZone: 'Europe/London', end: new Date('2026-03-28T18:00:00Z'), endZone: 'Europe/London' } }))).not.toBe(base);
    expect(eventFingerprint(event({ location: 'Wembley, London' }))).not.toBe(base);
    expect(eventFingerprint(event({ cancelled: true }))).not.toBe(base);
  });
});
