import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, addMonths, dayNumber, dayOfNumber, daysBetween, daysFrom, isCalendarDay, weekdayOf } from '@/lib/calendar-day';

describe('calendar days', () => {
  it('knows which days exist', () => {
    for (const day of ['2026-01-01', '2026-12-31', '2028-02-29', '2000-02-29']) expect(isCalendarDay(day)).toBe(true);
    for (const day of ['2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-01', '26-01-01', '2026-01-01T00:00:00Z', ' 2026-01-01', '', undefined, 20260101]) {
      expect(isCalendarDay(day)).toBe(false);
    }
  });

  it('adds days over the ends of months and years', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-04-30', 1)).toBe('2026-05-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-06-15', 0)).toBe('2026-06-15');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('counts the leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
    expect(daysBetween('2027-02-01', '2027-03-01')).toBe(28);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });

  it('counts whole days between two days, negative backwards', () => {
    expect(daysBetween('2026-11-27', '2026-11-30')).toBe(3);
    expect(daysBetween('2026-11-30', '2026-11-27')).toBe(-3);
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-05-01', '2026-05-01')).toBe(0);
  });

  it('lists the nights of a stay: checkin up to the day before checkout', () => {
    expect(daysFrom('2026-03-30', '2026-04-02')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01']);
    expect(daysFrom('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(daysFrom('2026-03-30', '2026-03-30')).toEqual([]);
    expect(daysFrom('2026-04-02', '2026-03-30')).toEqual([]);
  });

  it('adds months without running past the end of a month', () => {
    expect(addMonths('2026-11-21', 9)).toBe('2027-08-21');
    expect(addMonths('2027-05-31', 9)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -13)).toBe('2024-12-15');
  });

  it('names the weekday, Sunday first', () => {
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('2026-03-06')).toBe(5);
    expect(weekdayOf('2026-03-08')).toBe(0);
    expect(weekdayOf('2028-02-29')).toBe(2);
  });

  it('numbers days from 1970-01-01 and back', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(dayOfNumber(dayNumber('2028-02-29'))).toBe('2028-02-29');
    expect(dayNumber('2027-01-01') - dayNumber('2026-12-31')).toBe(1);
    expect(() => dayNumber('2026-02-30')).toThrow(/YYYY-MM-DD/);
    expect(() => dayNumber('30/01/2026')).toThrow(/YYYY-MM-DD/);
  });
});

// Calendar days carry no time of day: a clock change, or the machine's zone, moves none of them.
describe.each(['Europe/Copenhagen', 'America/Los_Angeles', 'Pacific/Kiritimati'])('on a machine in %s', (zone) => {
  let before: string | undefined;
  beforeEach(() => {
    before = process.env.TZ;
    process.env.TZ = zone;
  });
  afterEach(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it('reads the zone it is told to (the test would prove nothing otherwise)', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
  });

  it('keeps the days of the spring and autumn clock changes (Copenhagen: 29 March and 25 October 2026) whole', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-10-26', -1)).toBe('2026-10-25');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysFrom('2026-03-28', '2026-03-31')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(daysFrom('2026-10-24', '2026-10-27')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(weekdayOf('2026-03-29')).toBe(0);
    expect(weekdayOf('2026-10-25')).toBe(0);
    expect(addMonths('2026-02-28', 1)).toBe('2026-03-28');
    expect(dayNumber('2026-03-30') - dayNumber('2026-03-29')).toBe(1);
  });
});
