import { describe, expect, it } from 'vitest';
import { initialVariant, lowestPrice, packageVariants, variantLabel } from '@/lib/packages/variants';

const fromPrices = { default: 4000, premium: 5200, defaultFlightLess: 2500, defaultHotelLess: 3100, withTransit: 2900 };
const full = {
  isSoldOut: false,
  fixtureHold: null as 'cancelled' | 'postponed' | 'outsideTrip' | null,
  premiumAvailable: true,
  isTransitLess: true,
  isFlightLess: false,
  isHotelLess: false,
  isResidualSale: false,
  fromPrices,
};
const variantsOf = (overrides: Partial<typeof full>) => packageVariants({ ...full, ...overrides }).map((option) => option.variant);

describe('package variant buttons', () => {
  it('offers default and premium for a full trip with premium available', () => {
    expect(variantsOf({})).toEqual(['default', 'premium']);
  });

  it('shows each variant at the price the package page opens at', () => {
    expect(packageVariants(full).map((option) => option.price)).toEqual([4000, 5200]);
  });

  it('never offers premium on a flight-less or hotel-less package, even when flagged available', () => {
    expect(variantsOf({ isFlightLess: true })).toEqual(['defaultFlightLess']);
    expect(variantsOf({ isHotelLess: true })).toEqual(['defaultHotelLess']);
  });

  it('offers a package without flight and hotel once, as the ticket alone', () => {
    const pkg = { ...full, isFlightLess: true, isHotelLess: true };
    expect(variantsOf(pkg)).toEqual(['defaultFlightLess']);
    expect(variantLabel(pkg, 'defaultFlightLess')).toBe('ticketOnly');
    expect(variantLabel({ ...full, isFlightLess: true }, 'defaultFlightLess')).toBe('defaultFlightLess');
  });

  it('adds the bus variant where the package has a transit route', () => {
    expect(variantsOf({ isTransitLess: false, premiumAvailable: false })).toEqual(['default', 'withTransit']);
    expect(variantsOf({ isTransitLess: false, isFlightLess: true, premiumAvailable: false })).toEqual(['withTransit', 'defaultFlightLess']);
  });

  it('shows residual sale as the ticket alone', () => {
    const residual = { ...full, isResidualSale: true, isFlightLess: true, isHotelLess: true, premiumAvailable: false };
    expect(variantsOf(residual)).toEqual(['default']);
    expect(variantLabel(residual, 'default')).toBe('ticketOnly');
  });

  it('marks every variant of a sold-out package, and a variant that cannot be booked, as not available', () => {
    expect(packageVariants({ ...full, isSoldOut: true }).every((option) => !option.available)).toBe(true);
    // Not sold for its matches: postponed, cancelled, or outside the trip's dates.
    for (const fixtureHold of ['postponed', 'cancelled', 'outsideTrip'] as const) expect(packageVariants({ ...full, fixtureHold }).every((option) => !option.available)).toBe(true);
    const withoutTransitPrice = packageVariants({ ...full, isTransitLess: false, fromPrices: { ...fromPrices, withTransit: null } });
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
    expect(lowestPrice(packageVariants({ ...full, fixtureHold: 'postponed' }))).toBeNull();
  });
});
