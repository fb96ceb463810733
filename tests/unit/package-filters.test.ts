import { describe, expect, it } from 'vitest';
import { queryWithout, readPackageFilters } from '@/features/catalogue/package-filters';

describe('packages list filters in the URL', () => {
  it('reads the filters the navbar and banners link to', () => {
    const { params, active } = readPackageFilters({ tournaments: 'premier-league', hasOffer: 'true', blackWeek: 'true' });
    expect(params).toMatchObject({ tournaments: ['premier-league'], hasOffer: true, blackWeek: true, packageType: 'all', sortBy: 'date' });
    expect(active).toEqual([
      { key: 'tournaments', value: 'premier-league' },
      { key: 'hasOffer', value: 'true' },
      { key: 'blackWeek', value: 'true' },
    ]);
  });

  it('leaves out a value the contract refuses instead of failing the page', () => {
    const { params, active } = readPackageFilters({ packageType: 'cruise', hasOffer: 'maybe', clubs: 'fc-kobenhavn' });
    expect(params.packageType).toBe('all');
    expect(params.hasOffer).toBeUndefined();
    expect(active).toEqual([{ key: 'clubs', value: 'fc-kobenhavn' }]);
  });

  it('drops a date range that ends before it starts', () => {
    const { params } = readPackageFilters({ dateFrom: '2027-02-01', dateTo: '2027-01-01' });
    expect(params.dateFrom).toBeUndefined();
    expect(params.dateTo).toBeUndefined();
  });

  it('ignores paging and unknown keys in the URL', () => {
    const { active } = readPackageFilters({ offset: '40', utm_source: 'mail', sortBy: 'price' });
    expect(active).toEqual([]);
  });

  it('removes one filter, or all of them, keeping the sort', () => {
    const search = { tournaments: 'laliga', hasOffer: 'true', sortBy: 'price', offset: '20' };
    expect(queryWithout(search, 'hasOffer')).toEqual({ tournaments: 'laliga', sortBy: 'price' });
    expect(queryWithout(search, 'all')).toEqual({ sortBy: 'price' });
  });
});
