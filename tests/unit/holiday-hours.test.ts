import { describe, expect, it } from 'vitest';
import { HOLIDAY_PHONE_HOURS, holidayHours } from '@/lib/site/holiday-hours';
import { SITES } from '@/lib/site/sites';

const { openingHours } = SITES.da;
const SATURDAY = openingHours.saturday;
const PHONE = HOLIDAY_PHONE_HOURS;

/** Christmas Eve to New Year's Day, as `{ 'MM-DD': hours }`. */
function calendarOf(today: string): Record<string, string | null> {
  return Object.fromEntries(holidayHours(today, openingHours).map(({ date, hours }) => [date.slice(5), hours]));
}

describe('holiday opening hours', () => {
  it.each([
    // 2026: Boxing Day is a Saturday and still closed; Sunday 27 closed; Monday 28 to Wednesday 30 by phone.
    [2026, { '12-26': null, '12-27': null, '12-28': PHONE, '12-29': PHONE, '12-30': PHONE }],
    // 2027: Monday 27 to Thursday 30 by phone; New Year's Eve a Friday, closed.
    [2027, { '12-27': PHONE, '12-28': PHONE, '12-29': PHONE, '12-30': PHONE, '12-31': null }],
    // 2028: Wednesday 27 to Friday 29 by phone; Saturday 30 the usual Saturday hours.
    [2028, { '12-27': PHONE, '12-28': PHONE, '12-29': PHONE, '12-30': SATURDAY }],
    // 2029: Thursday 27 and Friday 28 by phone; Saturday 29 the Saturday hours; Sunday 30 closed.
    [2029, { '12-27': PHONE, '12-28': PHONE, '12-29': SATURDAY, '12-30': null }],
    // 2030: Friday 27 by phone; Saturday 28 the Saturday hours; Sunday 29 closed; Monday 30 by phone.
    [2030, { '12-27': PHONE, '12-28': SATURDAY, '12-29': null, '12-30': PHONE }],
  ])('in %i the days between the holidays follow the weekday', (year, expected) => {
    expect(calendarOf(`${year}-11-01`)).toMatchObject(expected);
  });

  it.each([2026, 2027, 2028, 2029, 2030])('in %i the shop is closed on 24, 25, 26 and 31 December and 1 January', (year) => {
    const calendar = calendarOf(`${year}-12-01`);
    for (const holiday of ['12-24', '12-25', '12-26', '12-31', '01-01']) expect(calendar[holiday], holiday).toBeNull();
  });

  it('lists every day from Christmas Eve to New Year’s Day, in order', () => {
    expect(holidayHours('2026-06-15', openingHours).map(({ date }) => date)).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });

  it.each([
    ['2026-01-01', '2025-12-24'],
    ['2026-01-02', '2026-12-24'],
    ['2026-12-24', '2026-12-24'],
    ['2026-12-31', '2026-12-24'],
    ['2027-01-01', '2026-12-24'],
    ['2027-01-02', '2027-12-24'],
  ])('on %s the coming holidays start %s', (today, christmasEve) => {
    expect(holidayHours(today, openingHours)[0]?.date).toBe(christmasEve);
  });

  it('rejects a date it cannot read', () => {
    expect(() => holidayHours('24/12/2026', openingHours)).toThrow(/YYYY-MM-DD/);
  });
});
