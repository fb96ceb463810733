import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { formatEventTime, venueIsoDateTime, type EventTimeSource } from '@/lib/i18n/event-time';
import { formats } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';

const words = {
  da: createTranslator({ locale: 'da', messages: da, formats, namespace: 'eventTime' }),
  no: createTranslator({ locale: 'no', messages: no, formats, namespace: 'eventTime' }),
  sv: createTranslator({ locale: 'sv', messages: sv, formats, namespace: 'eventTime' }),
};
const kickOff = (locale: Locale, event: EventTimeSource, year = false) => formatEventTime(locale, words[locale], event, { year });
const london = (eventDateTime: string): EventTimeSource => ({ eventDateTime, timeZone: 'Europe/London' });

describe('a kick-off in another zone than the visitor’s', () => {
  it('shows the venue’s clock, says it is local, and gives the visitor’s own clock beside it', () => {
    // Arsenal – Everton at 20:00 in London on a winter Saturday: 21:00 in Scandinavia.
    const match = london('2027-01-16T20:00:00Z');
    expect(kickOff('da', match)).toBe('lør. 16. jan., 20.00 lokal tid (21.00 dansk tid)');
    expect(kickOff('no', match)).toMatch(/^lør\. 16\. jan\.?,? (kl\. )?20:00 lokal tid \((kl\. )?21:00 norsk tid\)$/);
    expect(kickOff('sv', match)).toMatch(/^lör 16 jan\.? 20:00 lokal tid \(21:00 svensk tid\)$/);
  });

  it('reads British Summer Time from the last Sunday of March', () => {
    // 2027-03-28 01:00 UTC: London and Copenhagen both move on, an hour apart as before.
    expect(kickOff('da', london('2027-03-27T15:00:00Z'))).toBe('lør. 27. mar., 15.00 lokal tid (16.00 dansk tid)');
    expect(kickOff('da', london('2027-03-28T15:00:00Z'))).toBe('søn. 28. mar., 16.00 lokal tid (17.00 dansk tid)');
  });

  it('reads winter time again from the last Sunday of October', () => {
    expect(kickOff('da', london('2027-10-30T14:00:00Z'))).toBe('lør. 30. okt., 15.00 lokal tid (16.00 dansk tid)');
    expect(kickOff('da', london('2027-10-31T14:00:00Z'))).toBe('søn. 31. okt., 14.00 lokal tid (15.00 dansk tid)');
  });

  it('follows each zone’s own rules where they switch on different days', () => {
    // New York is on summer time from 14 March 2027, Copenhagen only from 28 March: five hours apart between, six outside.
    const newYork = (eventDateTime: string): EventTimeSource => ({ eventDateTime, timeZone: 'America/New_York' });
    expect(kickOff('da', newYork('2027-03-13T00:30:00Z'))).toBe('fre. 12. mar., 19.30 lokal tid (lør. 01.30 dansk tid)');
    expect(kickOff('da', newYork('2027-03-20T23:00:00Z'))).toBe('lør. 20. mar., 19.00 lokal tid (søn. 00.00 dansk tid)');
    expect(kickOff('da', newYork('2027-03-20T17:00:00Z'))).toBe('lør. 20. mar., 13.00 lokal tid (18.00 dansk tid)');
  });

  it('names the visitor’s weekday when the kick-off is past midnight at home', () => {
    expect(kickOff('da', london('2027-01-16T23:30:00Z'))).toBe('lør. 16. jan., 23.30 lokal tid (søn. 00.30 dansk tid)');
  });

  it('writes the year on documents kept for later', () => {
    expect(kickOff('da', london('2027-01-16T20:00:00Z'), true)).toBe('lør. 16. jan. 2027, 20.00 lokal tid (21.00 dansk tid)');
  });
});

describe('a kick-off where the venue’s clock reads as the visitor’s', () => {
  it('shows one time and says it is both local and home time', () => {
    const madrid = { eventDateTime: '2027-01-16T20:00:00Z', timeZone: 'Europe/Madrid' };
    expect(kickOff('da', madrid)).toBe('lør. 16. jan., 21.00 lokal og dansk tid');
    expect(kickOff('sv', madrid)).toMatch(/^lör 16 jan\.? 21:00 lokal och svensk tid$/);
    expect(kickOff('da', madrid)).not.toMatch(/\(/);
  });

  it('counts a neighbour country with the same clock as the same zone, in summer too', () => {
    const parken = { eventDateTime: '2027-08-01T16:00:00Z', timeZone: 'Europe/Copenhagen' };
    expect(kickOff('sv', parken)).toMatch(/^sön 0?1 aug\.? 18:00 lokal och svensk tid$/);
    expect(kickOff('no', parken)).toMatch(/18:00 lokal og norsk tid$/);
  });
});

describe('a match the fixture feed postponed or cancelled', () => {
  it('says so in each language instead of a kick-off that will not happen, a race in its own words', () => {
    const postponed = { ...london('2027-01-16T20:00:00Z'), fixtureStatus: 'postponed' as const };
    const cancelled = { ...london('2027-01-16T20:00:00Z'), fixtureStatus: 'cancelled' as const };
    const race = { sportCategory: { slug: 'formula-1' } };
    expect(kickOff('da', postponed)).toBe('Udsat – ny dato følger');
    expect(kickOff('no', postponed)).toBe('Utsatt – ny dato kommer');
    expect(kickOff('sv', postponed)).toBe('Uppskjuten – nytt datum kommer');
    expect(kickOff('sv', { ...postponed, ...race })).toBe('Uppskjutet – nytt datum kommer');
    expect(kickOff('da', cancelled, true)).toBe('Aflyst');
    expect(kickOff('sv', { ...cancelled, ...race })).toBe('Inställt');
    // Standing again: the kick-off as ever.
    expect(kickOff('da', { ...postponed, fixtureStatus: null })).toMatch(/lokal tid/);
  });
});

describe('a start for search engines', () => {
  it('is the venue’s wall clock with its offset that day', () => {
    expect(venueIsoDateTime(london('2027-01-16T20:00:00Z'))).toBe('2027-01-16T20:00:00+00:00');
    expect(venueIsoDateTime(london('2027-03-28T15:00:00.000Z'))).toBe('2027-03-28T16:00:00+01:00');
    expect(venueIsoDateTime({ eventDateTime: '2027-03-13T00:30:00Z', timeZone: 'America/New_York' })).toBe('2027-03-12T19:30:00-05:00');
    expect(venueIsoDateTime({ eventDateTime: '2026-04-01T18:00:00+02:00', timeZone: 'Europe/Copenhagen' })).toBe('2026-04-01T18:00:00+02:00');
  });
});
