import { describe, expect, it } from 'vitest';
import { checkTravelPeriod, periodBounds, resolveSelection } from '@/lib/package/selection';
import { parseSelectionQuery } from '@/lib/package/selection-query';
import { packageFixture } from '../support/package-fixture';

const pkg = packageFixture();

describe('travel period', () => {
  it('only extends, by at most the package bound in all', () => {
    expect(checkTravelPeriod(pkg, '2026-04-29', '2026-05-05')).toEqual({ ok: true, tripExtendedDays: 3 });
    expect(checkTravelPeriod(pkg, '2026-05-01', '2026-05-04')).toEqual({ ok: true, tripExtendedDays: 0 });
    expect(checkTravelPeriod(pkg, '2026-05-02', '2026-05-04')).toEqual({ ok: false, reason: 'shortened' });
    expect(checkTravelPeriod(pkg, '2026-05-01', '2026-05-03')).toEqual({ ok: false, reason: 'shortened' });
    expect(checkTravelPeriod(pkg, '2026-04-27', '2026-05-06')).toEqual({ ok: false, reason: 'tooLong' });
    expect(checkTravelPeriod(pkg, '2026-05-06', '2026-05-01')).toEqual({ ok: false, reason: 'invalid' });
  });

  describe('a trip never starts before today in the site\'s time zone', () => {
    // The package runs 1-4 May; the shop's today is 29 April.
    const soon = { ...pkg, today: '2026-04-29' };

    it('refuses a start before today, however short the extension', () => {
      expect(checkTravelPeriod(soon, '2026-04-28', '2026-05-04')).toEqual({ ok: false, reason: 'past' });
      expect(checkTravelPeriod(soon, '2026-04-26', '2026-05-04')).toEqual({ ok: false, reason: 'past' });
    });

    it('accepts a start today', () => {
      expect(checkTravelPeriod(soon, '2026-04-29', '2026-05-04')).toEqual({ ok: true, tripExtendedDays: 2 });
    });

    it('offers the picker no day before today, nor beyond the bound', () => {
      expect(periodBounds(soon)).toEqual({ earliestStart: '2026-04-29', latestEnd: '2026-05-09' });
      expect(periodBounds(pkg)).toEqual({ earliestStart: '2026-04-26', latestEnd: '2026-05-09' });
    });

    it('drops a past period read from a link', () => {
      const query = parseSelectionQuery(new URLSearchParams('changeTravelPeriod=true&startDate=2026-04-28&endDate=2026-05-04'));
      expect(resolveSelection(query, soon).period).toBeNull();
    });
  });
});
