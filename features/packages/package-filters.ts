import type { PackageSort } from '@/lib/api/contract/constants';
import type { PackagesParams } from '@/lib/api/endpoints/packages';
import { FILTER_KEYS } from '@/lib/packages/filter-keys';
import { readListQuery, readListValue, type ListQueryKey } from '@/lib/packages/list-query';

export { FILTER_KEYS };

/** Packages per page of the list, first and every "show more". */
export const PAGE_SIZE = 20;

export type FilterKey = (typeof FILTER_KEYS)[number];

export type SearchParams = Record<string, string | string[] | undefined>;

/** A list's URL query as links and the router take it: one string per key. */
export type Query = Record<string, string>;

/** The order of a list whose URL names none. */
export const DEFAULT_SORT: PackageSort = 'date';

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
  const raw: Partial<Record<ListQueryKey, string>> = {};
  for (const key of [...FILTER_KEYS, 'sortBy'] as const) {
    const value = single(searchParams[key]);
    if (value === undefined || value === '') continue;
    if (readListValue(key, value)) raw[key] = value;
  }
  // Home or away is a property of the chosen clubs; without clubs it filters nothing.
  if (raw.clubs === undefined) delete raw.isHome;
  let params = readListQuery(raw);
  // dateFrom after dateTo: drop both rather than show nothing.
  if (!params) {
    delete raw.dateFrom;
    delete raw.dateTo;
    params = readListQuery(raw)!;
  }
  // `combo` lists the bundles: its chip names the type shown.
  if (raw.packageType !== undefined) raw.packageType = params.packageType;
  const active = FILTER_KEYS.filter((key) => raw[key] !== undefined && !(key === 'packageType' && raw[key] === 'all')).map(
    (key) => ({ key, value: raw[key]! }),
  );
  return { params, active };
}

/** The query of the same list without one filter (or without all of them). */
export function queryWithout(searchParams: SearchParams, remove: FilterKey | 'all'): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(searchParams)) {
    const text = single(value);
    if (text === undefined || key === 'offset') continue;
    if (remove === 'all' ? (FILTER_KEYS as readonly string[]).includes(key) : key === remove) continue;
    query[key] = text;
  }
  // Removing the clubs removes their home/away choice with them.
  if (query.clubs === undefined) delete query.isHome;
  return query;
}

/** The query of the list as it is: every key of the URL, one string each, without paging. */
export function currentQuery(searchParams: SearchParams): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(searchParams)) {
    const text = single(value);
    if (text !== undefined && key !== 'offset') query[key] = text;
  }
  return query;
}

/** A change of the filter panel: a value per key, `undefined` (or an empty list) removing the key. */
export type FilterChanges = Partial<Record<FilterKey | 'sortBy', string | readonly string[] | boolean | undefined>>;

/**
 * The query after a change of the filter panel. It starts the list again
 * from its first page (browsing spec §4: a changed filter resets paging),
 * and leaves defaults out of the URL (`packageType=all`, `sortBy=date`) so a
 * list has one address.
 */
export function queryWith(query: Query, changes: FilterChanges): Query {
  const next: Query = { ...query };
  delete next.offset;
  for (const [key, value] of Object.entries(changes)) {
    const text = typeof value === 'boolean' ? String(value) : typeof value === 'string' ? value : value?.join(',');
    const isDefault = (key === 'packageType' && text === 'all') || (key === 'sortBy' && text === DEFAULT_SORT);
    if (text === undefined || text === '' || isDefault) delete next[key];
    else next[key] = text;
  }
  if (next.clubs === undefined) delete next.isHome;
  return next;
}

/**
 * The query with its keys in the order the address has them, so the address
 * keeps the order a visitor's choices were made in (the page's own query is
 * the canonical, sorted one); keys the address lacks follow.
 */
export function inAddressOrder(query: Query, search: string): Query {
  const order = [...new URLSearchParams(search).keys()];
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries(Object.entries(query).sort(([a], [b]) => rank(a) - rank(b)));
}

/** Every filter of the panel removed; the sort stays. */
export const REMOVE_ALL_FILTERS: FilterChanges = Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined]));
