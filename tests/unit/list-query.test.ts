import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packagesQuery } from '@/lib/api/contract/packages';
import { LIST_QUERY_KEYS } from '@/lib/packages/filter-keys';
import { readListQuery, readListValue, type ListQueryKey } from '@/lib/packages/list-query';

/**
 * The browser's reading of the list's query (lib/packages/list-query.ts,
 * without zod) against the contract's: the same values accepted, the same
 * values given, on generated queries near every rule's edges.
 */
const part = fc.oneof(
  fc.constantFrom('premier-league', 'fc-kobenhavn', 'Liverpool', 'a--b', '-a', '42', '0', '007', '2147483647', '2147483648', 'true', 'false', 'yes'),
  fc.constantFrom('league', 'cup', 'friendly', 'Cup', 'date', 'price', '-price', 'popularity', 'all', 'bundle', 'combo', 'roundTrip', 'single', 'cruise'),
  fc.constantFrom('2026-11-27', '2026-02-30', '2027-01-01', '26-11-27', ''),
  fc.string({ maxLength: 6 }),
);
const text = fc.oneof(
  part,
  fc.array(part, { minLength: 0, maxLength: 4 }).map((parts) => parts.join(',')),
  fc.array(part, { minLength: 1, maxLength: 3 }).map((parts) => parts.join(' , ')),
);
const key = fc.constantFrom(...LIST_QUERY_KEYS);

function contract(raw: Record<string, string>) {
  const parsed = packagesQuery.safeParse(raw);
  if (!parsed.success) return null;
  const { limit: _limit, offset: _offset, ...params } = parsed.data;
  return params;
}

describe('the list query without zod', () => {
  it('accepts and reads each value as the contract does', () => {
    fc.assert(
      fc.property(key, text, (name: ListQueryKey, value) => {
        const ours = readListValue(name, value);
        const theirs = packagesQuery.safeParse({ [name]: value });
        expect(ours !== null).toBe(theirs.success);
        if (ours && theirs.success) expect(ours.value).toEqual((theirs.data as Record<string, unknown>)[name]);
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads a whole query as the contract does, a dateFrom after dateTo refused', () => {
    fc.assert(
      fc.property(fc.dictionary(key, text, { maxKeys: 6 }), (raw) => {
        expect(readListQuery(raw)).toEqual(contract(raw));
      }),
      { numRuns: 2_000 },
    );
    expect(readListQuery({ dateFrom: '2026-12-01', dateTo: '2026-11-30' })).toBeNull();
    expect(readListQuery({ dateFrom: '2026-11-30', dateTo: '2026-11-30', packageType: 'combo' })).toEqual(contract({ dateFrom: '2026-11-30', dateTo: '2026-11-30', packageType: 'combo' }));
  });
});
