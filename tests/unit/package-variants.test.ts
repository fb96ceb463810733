import { describe, expect, it } from 'vitest';
import { initialVariant, lowestPrice, packageVariants } from '@/lib/packages/variants';

const prices = {
  basePrice: 500,
  defaultPrice: 4000,
  premiumPrice: 600,
  defaultFlightLessPrice: 2500,
  defaultHotelLessPrice: 3100,
  defaultWithTransitPrice: 2900,
};
const full = {
  isSoldOut: false,
  premiumAvailable: true,
  isTransitLess: true,
  isFlightLess: false,
  isHotelLess: false,
  isResidualSale: false,
  prices,
};
const variantsOf = (overrides: Partial<typeof full>) => packageVariants({ ...full, ...overrides }).map((option) => option.variant);

describe('package variant buttons', () => {
  it('offers default and premium for a full trip with premium available', () => {
    expect(variantsOf({})).toEqual(['default', 'premium']);
  });

  it('prices premium as the default trip plus twice the premium supplement', () => {
    expect(packageVariants(full).find((option) => option.variant === 'premium')?.price).toBe(5200);
  });

  it('never offers premium on a flight-less or hotel-less package, even when flagged available', () => {
    expect(variantsOf({ isFlightLess: true })).toEqual(['defaultFlightLess']);
    expect(variantsOf({ isHotelLess: true })).toEqual(['defaultHotelLess']);
    expect(variantsOf({ isFlightLess: true, isHotelLess: true })).toEqual(['defaultFlightLess', 'defaultHotelLess']);
  });

  it('adds the bus variant where the package has a transit route', () => {
    expect(variantsOf({ isTransitLess: false, premiumAvailable: false })).toEqual(['default', 'withTransit']);
    expect(variantsOf({ isTransitLess: false, isFlightLess: true, premiumAvailable: false })).toEqual(['withTransit', 'defaultFlightLess']);
  });

  it('shows residual sale as the ticket alone', () => {
    expect(variantsOf({ isResidualSale: true, isFlightLess: true, isHotelLess: true, premiumAvailable: false })).toEqual(['default']);
  });

  it('marks every variant of a sold-out package, and a variant without price, as not available', () => {
    expect(packageVariants({ ...full, isSoldOut: true }).every((option) => !option.available)).toBe(true);
    const withoutTransitPrice = packageVariants({ ...full, isTransitLess: false, prices: { ...prices, defaultWithTransitPrice: null } });
    expect(withoutTransitPrice.find((option) => option.variant === 'withTransit')).toEqual({ variant: 'withTransit', price: null, available: false });
  });

  it('opens with the asked variant when it is offered, otherwise the first available one', () => {
    const options = packageVariants({ ...full, isTransitLess: false });
    expect(initialVariant(options, 'premium')).toBe('premium');
    expect(initialVariant(options, 'defaultHotelLess')).toBe('default');
    expect(initialVariant(options, undefined)).toBe('default');
  });

  it('takes the lowest bookable price for "from" labels', () => {
    expect(lowestPrice(packageVariants({ ...full, isTransitLess: false }))).toBe(2900);
    expect(lowestPrice(packageVariants({ ...full, isSoldOut: true }))).toBeNull();
  });
});
