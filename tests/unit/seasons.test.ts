import { describe, expect, it } from 'vitest';
import { activeSeason, localIsoDate, seasonStart } from '@/lib/seasons';

describe('seasonal offer periods', () => {
  it.each([
    ['2026-11-19', null],
    ['2026-11-20', 'blackWeek'],
    ['2026-11-30', 'blackWeek'],
    ['2026-12-01', 'christmas'],
    ['2026-12-24', 'christmas'],
    ['2026-12-25', 'newYear'],
    ['2026-12-31', 'newYear'],
    ['2027-01-01', 'newYear'],
    ['2027-01-13', 'newYear'],
    ['2027-01-14', null],
    ['2027-06-15', null],
  ])('on %s the season is %s', (date, season) => {
    expect(activeSeason(date)).toBe(season);
  });

  it('rejects a date it cannot read', () => {
    expect(() => activeSeason('20/11/2026')).toThrow(/YYYY-MM-DD/);
  });

  it('reads the calendar date in the site’s time zone', () => {
    // 23:30 UTC on 19 November is already 20 November in Copenhagen.
    const instant = new Date('2026-11-19T23:30:00Z');
    expect(localIsoDate(instant, 'Europe/Copenhagen')).toBe('2026-11-20');
    expect(localIsoDate(instant, 'UTC')).toBe('2026-11-19');
  });
});

describe('the first day of a season', () => {
  it('is the period that holds the date, the year before for new year in January', () => {
    expect(seasonStart('blackWeek', '2026-11-28')).toBe('2026-11-20');
    expect(seasonStart('christmas', '2026-12-24')).toBe('2026-12-01');
    expect(seasonStart('newYear', '2026-12-30')).toBe('2026-12-25');
    expect(seasonStart('newYear', '2027-01-13')).toBe('2026-12-25');
  });
});
