import { packagesQuery } from '@/lib/api/contract/packages';
import type { PackagesParams } from '@/lib/api/endpoints/packages';

/** Packages per page of the list, first and every "show more". */
export const PAGE_SIZE = 20;

/** The filters a packages-list URL may carry (browsing spec §2 "Packages list filters"). */
export const FILTER_KEYS = [
  'sportCategories',
  'tournaments',
  'clubs',
  'isHome',
  'packageType',
  'hasOffer',
  'budgetTrips',
  'blackWeek',
  'christmas',
  'newYear',
  'premium',
  'dateFrom',
  'dateTo',
  'matchTypes',
  'residualSale',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export type SearchParams = Record<string, string | string[] | undefined>;

export interface ActiveFilter {
  key: FilterKey;
  value: string;
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(',') : value);

/**
 * The URL is the source of truth for a filtered list, so a filtered list is a
 * shareable link. A value the contract refuses is left out, not an error page:
 * the visitor still gets a list.
 */
export function readPackageFilters(searchParams: SearchParams): { params: PackagesParams; active: ActiveFilter[] } {
  const raw: Record<string, string> = {};
  for (const key of [...FILTER_KEYS, 'sortBy']) {
    const value = single(searchParams[key]);
    if (value === undefined || value === '') continue;
    if (packagesQuery.safeParse({ [key]: value }).success) raw[key] = value;
  }
  const parsed = packagesQuery.safeParse(raw);
  // dateFrom after dateTo: drop both rather than show nothing.
  if (!parsed.success) {
    delete raw.dateFrom;
    delete raw.dateTo;
  }
  const { limit: _limit, offset: _offset, ...params } = packagesQuery.parse(raw);
  const active = FILTER_KEYS.filter((key) => raw[key] !== undefined && !(key === 'packageType' && raw[key] === 'all')).map(
    (key) => ({ key, value: raw[key]! }),
  );
  return { params: params as PackagesParams, active };
}

/** The query of the same list without one filter (or without all of them). */
export function queryWithout(searchParams: SearchParams, remove: FilterKey | 'all'): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(searchParams)) {
    const text = single(value);
    if (text === undefined || key === 'offset') continue;
    if (remove === 'all' ? (FILTER_KEYS as readonly string[]).includes(key) : key === remove) continue;
    query[key] = text;
  }
  return query;
}
