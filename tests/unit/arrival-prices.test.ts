import { describe, expect, it } from 'vitest';
import { arrivalPrices } from '@/lib/package/arrival-prices';
import { toPriceInput } from '@/lib/package/price-input';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { resolveSelection } from '@/lib/package/selection';
import { priceBooking, type PackageVariant } from '@/lib/pricing';
import { packageFixture, ticket } from '../support/package-fixture';

const NO_DROPS = { flightLessDiscount: 0, hotelLessDiscount: 0 };
const { fromPrices: _ignored, ...base } = packageFixture();
void _ignored;

/** What the package page shows per person on arrival in a variant. */
function pagePrice(pkg: PackageDetail, type: PackageVariant) {
  const selection = resolveSelection({ type }, pkg);
  return Math.ceil(priceBooking(toPriceInput(pkg, selection, NO_DROPS, null)).perPerson);
}

describe('card prices: what the package page opens at for two adults', () => {
  it('is the variant price when the included tickets seat the party', () => {
    expect(arrivalPrices(base)).toEqual({ default: 6000, premium: 7600, defaultFlightLess: null, defaultHotelLess: null, withTransit: 4800 });
  });

  it('adds the next ticket that seats two and the upgrade fee when the included ticket has one seat left', () => {
    // Match 1's own ticket (900) has one seat: the party gets block 1's 1 200 ticket, +300 and the 100 fee each.
    const oneSeat = {
      ...base,
      events: [
        { ...base.events[0]!, tickets: [ticket(101, 1, 900, 1), ticket(102, 2, 1500, 3), ticket(103, 1, 1200, 30)] },
        base.events[1]!,
      ],
    };
    const prices = arrivalPrices(oneSeat);
    expect(prices.default).toBe(6400);
    expect(prices.withTransit).toBe(5200);
    const pkg = packageFixture(oneSeat);
    expect(pagePrice(pkg, 'default')).toBe(prices.default);
    expect(pagePrice(pkg, 'withTransit')).toBe(prices.withTransit);
  });

  it('is not bookable when no ticket of a match seats the party', () => {
    const soldOut = {
      ...base,
      events: [base.events[0]!, { ...base.events[1]!, tickets: [ticket(201, 5, 700, 1), ticket(202, 6, 1100, 0)] }],
    };
    expect(Object.values(arrivalPrices(soldOut)).every((price) => price === null)).toBe(true);
  });

  it('prices only the variants the package offers', () => {
    const flightLess = {
      ...base,
      isFlightLess: true,
      premiumAvailable: false,
      prices: { ...base.prices, defaultFlightLessPrice: 4200, premiumPrice: null },
      defaultServices: { ...base.defaultServices, flight: null },
    };
    expect(arrivalPrices(flightLess)).toEqual({ default: null, premium: null, defaultFlightLess: 4200, defaultHotelLess: null, withTransit: 4800 });
  });

  it('rounds a per-person share up, as the page writes it', () => {
    const odd = { ...base, prices: { ...base.prices, defaultWithTransitPrice: 4800.5 } };
    expect(arrivalPrices(odd).withTransit).toBe(4801);
  });
});
