import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { calendarDay, formats } from '@/lib/i18n/formats';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';

const translators = {
  da: createTranslator({ locale: 'da', messages: da, formats, timeZone: 'Europe/Copenhagen' }),
  no: createTranslator({ locale: 'no', messages: no, formats, timeZone: 'Europe/Oslo' }),
  sv: createTranslator({ locale: 'sv', messages: sv, formats, timeZone: 'Europe/Stockholm' }),
};

describe('plural words', () => {
  it.each([
    ['da', 'plurals.child', 1, '1 barn'],
    ['da', 'plurals.child', 2, '2 børn'],
    ['da', 'plurals.adult', 2, '2 voksne'],
    ['da', 'plurals.person', 1, '1 person'],
    ['da', 'plurals.matchTicket', 3, '3 kampbilletter'],
    ['da', 'plurals.stop', 0, 'direkte'],
    ['da', 'plurals.stop', 1, '1 stop'],
    ['no', 'plurals.matchTicket', 1, '1 kampbillett'],
    ['no', 'plurals.adult', 3, '3 voksne'],
    ['no', 'plurals.stop', 2, '2 stopp'],
    ['sv', 'plurals.adult', 2, '2 vuxna'],
    ['sv', 'plurals.matchTicket', 2, '2 matchbiljetter'],
    ['sv', 'plurals.person', 4, '4 personer'],
  ] as const)('%s %s with %d is "%s"', (locale, key, count, text) => {
    expect(translators[locale](key, { count, sport: 'match' })).toBe(text);
  });
});

describe('date formats', () => {
  const kickOff = new Date('2027-03-14T16:30:00Z');

  it('writes the day-month of the Danish site in Danish', () => {
    expect(translators.da('footer.christmasDay', { date: new Date('2026-12-24T12:00:00Z') })).toBe('24. december');
  });

  it('has the four formats of the specification, and a day with its year for documents', () => {
    expect(Object.keys(formats.dateTime)).toEqual(['full', 'hourMinute', 'weekdayDayMonth', 'dayMonth', 'dayMonthYear']);
    const format = new Intl.DateTimeFormat('da-DK', { ...formats.dateTime.hourMinute, timeZone: 'Europe/Copenhagen' });
    expect(format.format(kickOff)).toBe('17.30');
  });
});

describe('a calendar day', () => {
  it('formats as the same day in every site’s time zone', () => {
    for (const timeZone of ['Europe/Copenhagen', 'Europe/Oslo', 'Europe/Stockholm', 'UTC']) {
      expect(new Intl.DateTimeFormat('en-CA', { timeZone }).format(calendarDay('2026-12-31'))).toBe('2026-12-31');
    }
  });
});
