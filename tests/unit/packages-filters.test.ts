import { describe, expect, it } from 'vitest';
import {
  currentQuery,
  FILTER_KEYS,
  inAddressOrder,
  queryWith,
  queryWithout,
  readPackageFilters,
  REMOVE_ALL_FILTERS,
} from '@/features/packages/package-filters';

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

  it('reads packageType=combo as the bundles, and names its chip so', () => {
    const { params, active } = readPackageFilters({ packageType: 'combo' });
    expect(params.packageType).toBe('bundle');
    expect(active).toEqual([{ key: 'packageType', value: 'bundle' }]);
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

  it('counts home or away only together with clubs', () => {
    expect(readPackageFilters({ isHome: 'true' })).toMatchObject({ active: [] });
    expect(readPackageFilters({ isHome: 'true' }).params.isHome).toBeUndefined();
    const { params, active } = readPackageFilters({ clubs: 'fc-kobenhavn', isHome: 'false' });
    expect(params).toMatchObject({ clubs: ['fc-kobenhavn'], isHome: false });
    expect(active.map(({ key }) => key)).toEqual(['clubs', 'isHome']);
  });

  it('removes the home/away choice with the clubs it belongs to', () => {
    expect(queryWithout({ clubs: 'fc-kobenhavn', isHome: 'true', hasOffer: 'true' }, 'clubs')).toEqual({ hasOffer: 'true' });
    expect(queryWithout({ clubs: 'fc-kobenhavn', isHome: 'true' }, 'isHome')).toEqual({ clubs: 'fc-kobenhavn' });
  });

  it('reads the query of the list as it is, one string per key and without paging', () => {
    expect(currentQuery({ tournaments: ['laliga', 'serie-a'], offset: '20', utm_source: 'mail', empty: undefined })).toEqual({
      tournaments: 'laliga,serie-a',
      utm_source: 'mail',
    });
  });
});

describe('a change of the filter panel', () => {
  it('sets a filter and starts again from the first page', () => {
    expect(queryWith({ tournaments: 'laliga', offset: '40' }, { hasOffer: true })).toEqual({ tournaments: 'laliga', hasOffer: 'true' });
  });

  it('writes lists comma-separated and removes a filter whose list is empty', () => {
    const query = queryWith({}, { tournaments: ['premier-league', 'laliga'], matchTypes: ['league'] });
    expect(query).toEqual({ tournaments: 'premier-league,laliga', matchTypes: 'league' });
    expect(queryWith(query, { matchTypes: [] })).toEqual({ tournaments: 'premier-league,laliga' });
  });

  it('removes an unchecked filter instead of writing false', () => {
    expect(queryWith({ blackWeek: 'true', premium: 'true' }, { blackWeek: undefined })).toEqual({ premium: 'true' });
  });

  it('keeps away matches as isHome=false, and drops home/away when the last club goes', () => {
    const away = queryWith({ clubs: 'malmo-ff' }, { isHome: false });
    expect(away).toEqual({ clubs: 'malmo-ff', isHome: 'false' });
    expect(queryWith(away, { clubs: [] })).toEqual({});
    expect(queryWith({}, { isHome: true })).toEqual({});
  });

  it('leaves the defaults out of the URL: all package types, sorted by date', () => {
    const query = { packageType: 'bundle', sortBy: 'price' };
    expect(queryWith(query, { packageType: 'all' })).toEqual({ sortBy: 'price' });
    expect(queryWith(query, { sortBy: 'date' })).toEqual({ packageType: 'bundle' });
    expect(queryWith(query, { sortBy: '-price' })).toEqual({ packageType: 'bundle', sortBy: '-price' });
  });

  it('sets and clears the date range together', () => {
    const query = queryWith({}, { dateFrom: '2027-01-01', dateTo: '2027-01-31' });
    expect(readPackageFilters(query).params).toMatchObject({ dateFrom: '2027-01-01', dateTo: '2027-01-31' });
    expect(queryWith(query, { dateFrom: undefined, dateTo: undefined })).toEqual({});
  });

  it('removes every filter at once and keeps the sort and foreign keys', () => {
    const everything = Object.fromEntries(FILTER_KEYS.map((key) => [key, 'x']));
    expect(queryWith({ ...everything, sortBy: 'popularity', utm_source: 'mail' }, REMOVE_ALL_FILTERS)).toEqual({
      sortBy: 'popularity',
      utm_source: 'mail',
    });
  });

  it('gives a query that reads back as the same filters', () => {
    const query = queryWith(
      {},
      { packageType: 'roundTrip', clubs: ['fc-kobenhavn'], isHome: true, christmas: true, sportCategories: ['soccer'], sortBy: 'popularity' },
    );
    expect(readPackageFilters(query).params).toMatchObject({
      packageType: 'roundTrip',
      clubs: ['fc-kobenhavn'],
      isHome: true,
      christmas: true,
      sportCategories: ['soccer'],
      sortBy: 'popularity',
    });
  });
});

describe('the order of the address', () => {
  it('keeps the keys in the order the address has them, new ones after', () => {
    const query = { clubs: 'fk-bodo-glimt', dateFrom: '2030-03-10', isHome: 'true' };
    expect(Object.keys(inAddressOrder(query, '?clubs=fk-bodo-glimt&isHome=true&dateFrom=2030-03-10'))).toEqual(['clubs', 'isHome', 'dateFrom']);
    expect(Object.keys(inAddressOrder(query, ''))).toEqual(['clubs', 'dateFrom', 'isHome']);
  });
});
