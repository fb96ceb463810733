import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalQuery, editionSearchParams, editionSegment, parseEdition, parseQuerySegment, querySegment, type Edition } from '@/lib/site/edition';
import { editionPath, editionSearch } from '@/lib/site/edition-route';

const NOON = new Date('2026-11-24T12:00:00Z');

describe('the edition segment', () => {
  it('reads back what it wrote', () => {
    const editions: Edition[] = [
      { day: '2026-11-24', onDomain: false, query: '', live: false },
      { day: '2026-12-31', onDomain: true, query: 'tournaments=premier-league', live: false },
      { day: '2027-01-01', onDomain: false, query: '', live: true },
      { day: '2026-11-24', onDomain: true, query: 'clubs=k%C3%B8benhavn&sortBy=price', live: false },
    ];
    for (const edition of editions) expect(parseEdition(editionSegment(edition))).toEqual(edition);
  });

  it('holds any query of known keys', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('clubs', 'tournaments', 'sortBy', 'dateFrom'), fc.string({ minLength: 1, maxLength: 20 })), { maxLength: 6 }), (pairs) => {
        const query = canonicalQuery(new URLSearchParams(pairs), null);
        const edition = { day: '2026-11-24', onDomain: false, query, live: false };
        expect(parseEdition(editionSegment(edition))).toEqual(edition);
      }),
    );
  });

  it('names no edition for anything else', () => {
    for (const segment of ['pakker', '2026-13-01.p', '2026-02-30.p', '2026-11-24', '2026-11-24.x', '2026-11-24.p.!!', '2026-11-24.p.live.x', '']) {
      expect(parseEdition(segment)).toBeNull();
    }
    // A query that is not in canonical order is not an edition either: one page per query.
    const unsorted = Buffer.from('b=1&a=2').toString('base64url');
    expect(parseEdition(`2026-11-24.p.${unsorted}`)).toBeNull();
  });

  it('keeps only the known keys, sorted, and repeated keys as lists', () => {
    const query = canonicalQuery(new URLSearchParams('utm_source=x&tournaments=b&clubs=a&tournaments=a&empty='), ['clubs', 'tournaments', 'empty']);
    expect(query).toBe('clubs=a&tournaments=a&tournaments=b');
    expect(editionSearchParams(query)).toEqual({ clubs: 'a', tournaments: ['a', 'b'] });
  });
});

describe('the path a page is served from', () => {
  const path = (pathname: string, search = '', { now = NOON, onDomain = false } = {}) =>
    editionPath({ pathname, search: new URLSearchParams(search), now, onDomain });

  it('puts the site day and the host kind before the route', () => {
    expect(path('/da')).toBe('/da/2026-11-24.p');
    expect(path('/da/clubs', '', { onDomain: true })).toBe('/da/2026-11-24.d/clubs');
    // 23:30 UTC on the 24th is already the 25th in Copenhagen, Oslo and Stockholm.
    expect(path('/sv/clubs', '', { now: new Date('2026-11-24T23:30:00Z') })).toBe('/sv/2026-11-25.p/clubs');
  });

  it("keeps a list's filters in a segment below the list's layout and drops what changes nothing on it", () => {
    const filtered = path('/da/packages', 'utm_source=mail&tournaments=premier-league&_rsc=abc', { onDomain: true });
    const [, , edition, internal, segment] = filtered!.split('/');
    expect(parseEdition(edition!)).toEqual({ day: '2026-11-24', onDomain: true, query: '', live: false });
    expect(internal).toBe('package-list');
    expect(parseQuerySegment(segment!)).toBe('tournaments=premier-league');
    // The same list whatever the order of its filters.
    expect(path('/da/packages', 'tournaments=premier-league&sortBy=price')).toBe(path('/da/packages', 'sortBy=price&tournaments=premier-league'));
    expect(path('/da/packages', 'fbclid=1')).toBe('/da/2026-11-24.p/package-list/-');
  });

  it('serves no page at the list\'s internal address', () => {
    expect(path('/da/package-list/-')).toBe('/da/2026-11-24.p/package-list');
    expect(path('/da/package-list')).toBe('/da/2026-11-24.p/package-list');
  });

  it('reads only canonical query segments', () => {
    expect(parseQuerySegment('-')).toBe('');
    expect(parseQuerySegment(querySegment('a=1&b=2'))).toBe('a=1&b=2');
    expect(parseQuerySegment(querySegment('b=2&a=1'))).toBeNull();
    expect(parseQuerySegment(querySegment(''))).toBe('');
    expect(parseQuerySegment('not base64!')).toBeNull();
  });

  it('keeps a package page per variant, and renders one with a chosen selection per request', () => {
    expect(path('/no/packages/some-trip')).toBe('/no/2026-11-24.p/packages/some-trip');
    expect(path('/no/packages/some-trip', 'utm_source=newsletter')).toBe('/no/2026-11-24.p/packages/some-trip');
    // A value the page cannot read is left out by the page too: the package's own trip.
    expect(path('/no/packages/some-trip', 'adults=many')).toBe('/no/2026-11-24.p/packages/some-trip');
    const premium = path('/no/packages/some-trip', 'type=premium&utm_source=newsletter')!;
    expect(premium).not.toBe('/no/2026-11-24.p/packages/some-trip');
    expect(parseEdition(premium.split('/')[2]!)).toMatchObject({ query: 'type=premium', live: false });
    expect(path('/no/packages/some-trip', 'adults=3')).toBe('/no/2026-11-24.p.live/packages/some-trip/live');
    expect(path('/no/packages/some-trip', 'type=premium&hotels[]=4')).toBe('/no/2026-11-24.p.live/packages/some-trip/live');
    expect(path('/no/packages/some-trip', 'coupon=SUMMER')).toBe('/no/2026-11-24.p.live/packages/some-trip/live');
    expect(path('/no/packages/some-trip', 'utm_source=pdf_offer&offerId=1001')).toBe('/no/2026-11-24.p.live/packages/some-trip/live');
  });

  it('leaves alone a path without a site and one that names its edition already', () => {
    expect(path('/apple-touch-icon')).toBeNull();
    expect(path('/da/2026-11-24.p/opengraph-image')).toBeNull();
  });
});

describe('the query a page is handed', () => {
  const handed = (pathname: string, search: string) => {
    const params = new URLSearchParams(search);
    return editionSearch(editionPath({ pathname, search: params, now: NOON, onDomain: false })!, params);
  };

  it('is none for a kept page, whatever the visitor added to its address', () => {
    expect(handed('/da', 'email=someone%40example.com&gclid=x')).toBe('');
    expect(handed('/da/packages', 'tournaments=premier-league&email=x')).toBe('');
    expect(handed('/da/football-trips/arsenal', 'matches=home&email=x')).toBe('');
    expect(handed('/da/packages/some-trip', 'type=bus&email=x')).toBe('');
    expect(handed('/da/invoice', 'email=x')).toBe('');
  });

  it("is the request's own for a page rendered per request from it", () => {
    expect(handed('/da/packages/some-trip', 'adults=3&email=x')).toBe('adults=3&email=x');
    expect(handed('/da/packages/some-trip/book', 'adults=2')).toBe('adults=2');
    expect(handed('/no/packages/some-trip/preorder', 'adults=2')).toBe('adults=2');
    expect(handed('/sv/invoice/00000000-0000-4000-8000-000000000000', 'transaction=7')).toBe('transaction=7');
    expect(handed('/sv/invoice/share/abc', 'transaction=7')).toBe('transaction=7');
    expect(handed('/da/test-gateway/ref-1', 'x=1')).toBe('x=1');
  });
});
