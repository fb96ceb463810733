/**
 * The packages list's query read without zod, for the browser: the filter
 * panel reads it on every change, and zod's runtime (about 31 kB gzipped) is
 * not worth a phone's first load for fifteen keys. It accepts exactly what the
 * contract's `packagesQuery` accepts for the list's keys and gives the same
 * values (tests/unit/list-query.test.ts compares the two on generated queries);
 * the server still validates every request with the contract.
 */
import { isCalendarDay } from '@/lib/calendar-day';
import { isIdText, MATCH_TYPES, PACKAGE_SORTS, PACKAGE_TYPE_FILTERS, SLUG_PATTERN } from '@/lib/api/contract/constants';
import type { PackagesParams } from '@/lib/api/endpoints/packages';
import type { LIST_QUERY_KEYS } from './filter-keys';

export type ListQueryKey = (typeof LIST_QUERY_KEYS)[number];

/** The list's parameters as the contract gives them: the client's own parameters, the type and order always there (their defaults). */
export type ListQuery = Omit<PackagesParams, 'available' | 'section' | 'limit' | 'offset'> & Required<Pick<PackagesParams, 'packageType' | 'sortBy'>>;

type Reader = (text: string) => { value: unknown } | null;

const is = <T extends string>(values: readonly T[]) => (text: string) => (values as readonly string[]).includes(text);

/** `a,b,c`: trimmed, empty parts dropped, 1 to 100 items, each read by `item`. */
const list =
  (item: (part: string) => { value: unknown } | null): Reader =>
  (text) => {
    const parts = text
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.length < 1 || parts.length > 100) return null;
    const values: unknown[] = [];
    for (const part of parts) {
      const read = item(part);
      if (!read) return null;
      values.push(read.value);
    }
    return { value: values };
  };

const slug = (text: string) => (SLUG_PATTERN.test(text) ? { value: text } : null);
const idOrSlug = (text: string) => (SLUG_PATTERN.test(text) ? { value: isIdText(text) ? Number(text) : text } : null);
const flag: Reader = (text) => (text === 'true' || text === 'false' ? { value: text === 'true' } : null);
const day: Reader = (text) => (isCalendarDay(text) ? { value: text } : null);
const oneOf =
  <T extends string>(values: readonly T[]): Reader =>
  (text) =>
    is(values)(text) ? { value: text } : null;

const READERS: Record<ListQueryKey, Reader> = {
  sportCategories: list(slug),
  tournaments: list(idOrSlug),
  clubs: list(idOrSlug),
  isHome: flag,
  packageType: (text) => (text === 'combo' ? { value: 'bundle' } : oneOf(PACKAGE_TYPE_FILTERS)(text)),
  hasOffer: flag,
  budgetTrips: flag,
  blackWeek: flag,
  christmas: flag,
  newYear: flag,
  premium: flag,
  dateFrom: day,
  dateTo: day,
  matchTypes: list((part) => (is(MATCH_TYPES)(part) ? { value: part } : null)),
  residualSale: flag,
  sortBy: oneOf(PACKAGE_SORTS),
};

/** One key's value: what the contract makes of it, or null where the contract refuses it. */
export function readListValue(key: ListQueryKey, text: string): { value: unknown } | null {
  return READERS[key](text);
}

/**
 * The whole query (values the contract would accept, one string per key), or
 * null where the contract refuses the combination: a dateFrom after dateTo.
 */
export function readListQuery(raw: Partial<Record<ListQueryKey, string>>): ListQuery | null {
  const query: Record<string, unknown> = { packageType: 'all', sortBy: 'date' };
  for (const [key, text] of Object.entries(raw) as [ListQueryKey, string | undefined][]) {
    if (text === undefined) continue;
    const read = READERS[key](text);
    if (!read) return null;
    query[key] = read.value;
  }
  if (typeof query.dateFrom === 'string' && typeof query.dateTo === 'string' && query.dateFrom > query.dateTo) return null;
  return query as unknown as ListQuery;
}
