import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPrices, findChangedPrices, PRICE_CHECK_NAMES, type ServicePrices } from '@/lib/pricing';

const OURS: ServicePrices = { hotels: 2400, outwardFlight: 1100, returnFlight: 950, tickets: 3000, total: 12990 };

describe('price changes (booking spec §4)', () => {
  it('finds nothing when every price is the same', () => {
    expect(findChangedPrices(OURS, { ...OURS })).toEqual([]);
    expect(checkPrices(OURS, { ...OURS }, false)).toEqual({ changedPrices: [], isChangedPricesAccepted: false, finalPrice: 12990 });
  });

  it('records each service whose price differs, with both prices, in the summary order', () => {
    const theirs = { ...OURS, returnFlight: 1020, hotels: 2300, total: 12960 };
    expect(findChangedPrices(OURS, theirs)).toEqual([
      { name: 'hotels', ourPrice: 2400, theirPrice: 2300 },
      { name: 'returnFlight', ourPrice: 950, theirPrice: 1020 },
      { name: 'total', ourPrice: 12990, theirPrice: 12960 },
    ]);
  });

  it('compares after rounding: a difference inside one unit is no change', () => {
    expect(findChangedPrices({ ...OURS, hotels: 2399.2 }, { ...OURS, hotels: 2399.9 })).toEqual([]);
    expect(findChangedPrices({ ...OURS, hotels: 2399.9 }, { ...OURS, hotels: 2400.1 })).toEqual([{ name: 'hotels', ourPrice: 2400, theirPrice: 2401 }]);
  });

  it('does not compare a service that only one side prices', () => {
    expect(findChangedPrices({ total: 5000, hotels: null }, { total: 5000, hotels: 1200 })).toEqual([]);
    expect(findChangedPrices({ total: 5000, outwardFlight: 900 }, { total: 5000 })).toEqual([]);
  });

  it('resets an accepted change when the total changed', () => {
    const result = checkPrices(OURS, { ...OURS, tickets: 3300, total: 13290 }, true);
    expect(result.isChangedPricesAccepted).toBe(false);
    expect(result.finalPrice).toBe(13290);
  });

  it('keeps an acceptance when only services moved and the total did not', () => {
    const result = checkPrices(OURS, { ...OURS, hotels: 2500, tickets: 2900 }, true);
    expect(result.changedPrices.map((change) => change.name)).toEqual(['hotels', 'tickets']);
    expect(result.isChangedPricesAccepted).toBe(true);
  });

  it('makes the total’s theirPrice the final price when anything changed, else our total', () => {
    expect(checkPrices(OURS, { ...OURS, outwardFlight: 1200, total: 13090.4 }, false).finalPrice).toBe(13091);
    expect(checkPrices({ ...OURS, total: 12989.6 }, { ...OURS, total: 12990 }, false).finalPrice).toBe(12990);
  });

  const prices = fc.record({
    hotels: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
    outwardFlight: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
    returnFlight: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
    tickets: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
    total: fc.integer({ min: 0, max: 200_000 }),
  });

  it('changes are exactly the names whose rounded prices differ on both sides (property)', () => {
    fc.assert(
      fc.property(prices, prices, fc.boolean(), (ours, theirs, accepted) => {
        const result = checkPrices(ours, theirs, accepted);
        const expected = PRICE_CHECK_NAMES.filter((name) => {
          const our = ours[name];
          const their = theirs[name];
          return our !== null && their !== null && our !== their;
        });
        expect(result.changedPrices.map((change) => change.name)).toEqual(expected);
        expect(result.finalPrice).toBe(expected.length > 0 ? theirs.total : ours.total);
        expect(result.isChangedPricesAccepted).toBe(ours.total === theirs.total && accepted);
        expect(checkPrices(ours, ours, accepted)).toEqual({ changedPrices: [], isChangedPricesAccepted: accepted, finalPrice: ours.total });
      }),
    );
  });
});
