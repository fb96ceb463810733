import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PACKAGE_VARIANTS,
  priceBooking,
  ticketChoicePrice,
  TIMEPOINTS,
  type PackageVariant,
  type PriceInput,
  type PriceSelection,
  type PricingCoupon,
  type PricingPackage,
  type SiteCurrency,
} from '@/lib/pricing';

/** A package priced the way the seed prices one: each variant is the default minus what it leaves out. */
const packageArb = fc.record({
  fee: fc.integer({ min: 0, max: 1_000 }),
  flight: fc.integer({ min: 700, max: 4_000 }),
  hotel: fc.integer({ min: 0, max: 6_000 }),
  fare: fc.integer({ min: 0, max: 800 }),
  premium: fc.option(fc.integer({ min: 300, max: 3_000 }), { nil: null }),
  tickets: fc.array(fc.integer({ min: 100, max: 6_000 }), { minLength: 1, maxLength: 3 }),
  eventUpgradeFee: fc.integer({ min: 0, max: 300 }),
  matchInsuranceFee: fc.integer({ min: 0, max: 400 }),
  dailyFee: fc.integer({ min: 0, max: 400 }),
  isResidualSale: fc.boolean(),
  // Up to more than a cheap package costs: the configuration is the shop's to set.
  flightLessDiscount: fc.integer({ min: 0, max: 15_000 }),
  hotelLessDiscount: fc.integer({ min: 0, max: 15_000 }),
  currency: fc.constantFrom<SiteCurrency>('DKK', 'NOK', 'SEK'),
});
type World = typeof packageArb extends fc.Arbitrary<infer T> ? T : never;

const couponArb: fc.Arbitrary<PricingCoupon> = fc.oneof(
  fc.record({ type: fc.constant('percent' as const), amount: fc.integer({ min: 0, max: 100 }), isPerPassenger: fc.boolean() }),
  fc.record({ type: fc.constant('fixed' as const), amount: fc.integer({ min: 0, max: 40_000 }), isPerPassenger: fc.boolean() }),
);

/** The visitor's choices, before they are fitted to the package and the passenger count. */
const choicesArb = fc.record({
  variant: fc.constantFrom<PackageVariant>(...PACKAGE_VARIANTS),
  flight: fc.option(fc.record({ outward: fc.integer({ min: 0, max: 4_000 }), back: fc.integer({ min: 0, max: 4_000 }) }), { nil: null }),
  transit: fc.record({ outward: fc.constantFrom(...TIMEPOINTS), back: fc.constantFrom(...TIMEPOINTS) }),
  hotelUpgrades: fc.array(fc.integer({ min: 0, max: 600 }), { maxLength: 2 }),
  nights: fc.integer({ min: 1, max: 6 }),
  tickets: fc.array(fc.record({ changed: fc.boolean(), price: fc.integer({ min: 100, max: 9_000 }) }), { minLength: 3, maxLength: 3 }),
  limitedTickets: fc.boolean(),
  tripExtendedDays: fc.integer({ min: 0, max: 5 }),
  hasMatchInsurance: fc.boolean(),
  dropFlight: fc.boolean(),
  dropHotel: fc.boolean(),
  coupon: fc.option(couponArb, { nil: null }),
});
type Choices = typeof choicesArb extends fc.Arbitrary<infer T> ? T : never;

const passengersArb = fc.record({ adults: fc.integer({ min: 1, max: 6 }), children: fc.integer({ min: 0, max: 6 }) });

function pricingPackage(world: World): PricingPackage {
  const ticketSum = world.tickets.reduce((sum, price) => sum + price, 0);
  const defaultPrice = world.fee + world.flight + world.hotel + ticketSum;
  return {
    prices: {
      defaultPrice,
      premiumPrice: world.premium,
      defaultFlightLessPrice: defaultPrice - world.flight,
      defaultHotelLessPrice: defaultPrice - world.hotel,
      defaultWithTransitPrice: defaultPrice - world.flight + world.fare,
    },
    extraFees: { eventUpgradeFee: world.eventUpgradeFee, matchInsuranceFee: world.matchInsuranceFee },
    extraServicesAdditionalDailyFee: world.dailyFee,
    isResidualSale: world.isResidualSale,
  };
}

/**
 * A selection the shop could send: what the variant has (a flight to change,
 * a bus, a hotel) and what the visitor may drop follow the variant, and a
 * residual sale has only tickets. `discounts: false` leaves out dropped
 * services and the coupon.
 */
function input(world: World, choices: Choices, passengers: { adults: number; children: number }, discounts = true): PriceInput {
  const count = passengers.adults + passengers.children;
  let variant = choices.variant;
  if (variant === 'premium' && world.premium === null) variant = 'default';
  if (world.isResidualSale) variant = 'default';
  const residual = world.isResidualSale;
  const canDropFlight = discounts && !residual && variant === 'default' && choices.dropFlight;
  const canDropHotel = discounts && !residual && variant !== 'premium' && variant !== 'defaultHotelLess' && choices.dropHotel;
  const hasFlight = !residual && (variant === 'default' || variant === 'premium') && !canDropFlight;
  const hasHotel = !residual && variant !== 'defaultHotelLess' && !canDropHotel;

  const selection: PriceSelection = {
    variant,
    ...passengers,
    flight: hasFlight && choices.flight ? { includedPrice: world.flight, outwardPrice: choices.flight.outward, returnPrice: choices.flight.back } : null,
    flightOffer: !residual && variant === 'defaultFlightLess' && choices.flight ? { outwardPrice: choices.flight.outward, returnPrice: choices.flight.back } : null,
    transit:
      !residual && variant === 'withTransit'
        ? { route: { morningPrice: world.fare, eveningPrice: 195, nightPrice: 295 }, outward: choices.transit.outward, return: choices.transit.back }
        : null,
    hotels: hasHotel ? choices.hotelUpgrades.map((upgrade, index) => ({ hotelId: index + 1, upgradePricePerNight: upgrade, nights: choices.nights })) : [],
    tickets: world.tickets.map((included, index) => {
      const chosen = choices.tickets[index]!;
      return {
        eventId: index + 1,
        ticketId: chosen.changed ? 100 + index : index,
        price: chosen.changed ? chosen.price : included,
        holders: choices.limitedTickets ? count - 1 : count,
        included: { ticketId: index, price: included },
      };
    }),
    tripExtendedDays: residual ? 0 : choices.tripExtendedDays,
    hasMatchInsurance: choices.hasMatchInsurance,
    dropped: { flight: canDropFlight, hotel: canDropHotel },
    coupon: discounts ? choices.coupon : null,
  };
  return {
    package: pricingPackage(world),
    bookingConfig: { flightLessDiscount: world.flightLessDiscount, hotelLessDiscount: world.hotelLessDiscount },
    currency: world.currency,
    selection,
  };
}

/** ⌈n / d⌉ in integers, for an oracle free of floating point. */
function ceilDiv(n: bigint, d: bigint): bigint {
  return n <= 0n ? -(-n / d) : (n + d - 1n) / d;
}

describe('price engine properties', () => {
  it('never answers a negative total, and the total is whole', () => {
    fc.assert(
      fc.property(packageArb, choicesArb, passengersArb, (world, choices, passengers) => {
        const { total } = priceBooking(input(world, choices, passengers));
        expect(total).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(total)).toBe(true);
      }),
    );
  });

  it('never costs less with one more passenger when nothing is discounted', () => {
    fc.assert(
      fc.property(packageArb, choicesArb, passengersArb, fc.boolean(), (world, choices, passengers, addChild) => {
        const more = addChild ? { ...passengers, children: passengers.children + 1 } : { ...passengers, adults: passengers.adults + 1 };
        const fewer = priceBooking(input(world, choices, passengers, false));
        const larger = priceBooking(input(world, choices, more, false));
        expect(larger.total).toBeGreaterThanOrEqual(fewer.total);
      }),
    );
  });

  it('never lets a coupon take more than the subtotal', () => {
    fc.assert(
      fc.property(packageArb, choicesArb, passengersArb, couponArb, (world, choices, passengers, coupon) => {
        const breakdown = priceBooking(input(world, { ...choices, coupon }, passengers));
        expect(breakdown.couponDiscount).toBeGreaterThanOrEqual(0);
        expect(breakdown.couponDiscount).toBeLessThanOrEqual(Math.max(0, breakdown.subtotal));
        const uncapped = coupon.type === 'percent' ? (breakdown.subtotal * coupon.amount) / 100 : coupon.amount * (coupon.isPerPassenger ? breakdown.passengers : 1);
        expect(breakdown.couponDiscount).toBe(breakdown.subtotal <= 0 ? 0 : Math.min(uncapped, breakdown.subtotal));
      }),
    );
  });

  it('rounds only at the end: the lines add up exactly and the total is their sum rounded up once', () => {
    fc.assert(
      fc.property(packageArb, choicesArb, passengersArb, (world, choices, passengers) => {
        const breakdown = priceBooking(input(world, choices, passengers));
        const lineSum = breakdown.lines.reduce((sum, line) => sum + line.total, 0);
        expect(lineSum).toBe(breakdown.subtotal - breakdown.couponDiscount);
        for (const line of breakdown.lines) expect(line.perPerson * breakdown.passengers).toBeCloseTo(line.total, 6);

        // The same total in integer arithmetic: every amount here is whole, a percent coupon is the only fraction.
        const subtotal = BigInt(breakdown.subtotal);
        const coupon = choices.coupon;
        let exact: bigint;
        if (subtotal <= 0n) exact = 0n;
        else if (!coupon) exact = subtotal;
        else if (coupon.type === 'percent') exact = ceilDiv(subtotal * BigInt(100 - coupon.amount), 100n);
        else {
          const fixed = BigInt(coupon.amount * (coupon.isPerPassenger ? breakdown.passengers : 1));
          exact = fixed >= subtotal ? 0n : subtotal - fixed;
        }
        expect(BigInt(breakdown.total)).toBe(exact);
      }),
    );
  });

  it('grows the subtotal by a ticket category’s price per ticket, fee included, times the tickets held', () => {
    fc.assert(
      fc.property(packageArb, choicesArb, passengersArb, fc.integer({ min: 100, max: 9_000 }), (world, choices, passengers, price) => {
        const withIncluded = input(world, { ...choices, tickets: choices.tickets.map((ticket, index) => (index === 0 ? { ...ticket, changed: false } : ticket)) }, passengers, false);
        const withCategory = input(world, { ...choices, tickets: choices.tickets.map((ticket, index) => (index === 0 ? { changed: true, price } : ticket)) }, passengers, false);
        const chosen = withCategory.selection.tickets![0]!;
        fc.pre(chosen.holders > 0);
        const perTicket = ticketChoicePrice(chosen, passengers.adults + passengers.children, world.eventUpgradeFee);
        expect(perTicket * chosen.holders).toBeCloseTo(priceBooking(withCategory).subtotal - priceBooking(withIncluded).subtotal, 6);
        expect(perTicket).toBeGreaterThanOrEqual(price - world.tickets[0]! + world.eventUpgradeFee);
      }),
    );
  });

  it('prices an unchanged selection at passengers × the variant price', () => {
    fc.assert(
      fc.property(packageArb, passengersArb, fc.constantFrom<PackageVariant>(...PACKAGE_VARIANTS), (world, passengers, variant) => {
        const pkg = pricingPackage(world);
        const price = variant === 'premium' ? (world.premium === null ? null : pkg.prices.defaultPrice + 2 * world.premium) : {
          default: pkg.prices.defaultPrice,
          defaultFlightLess: pkg.prices.defaultFlightLessPrice,
          defaultHotelLess: pkg.prices.defaultHotelLessPrice,
          withTransit: pkg.prices.defaultWithTransitPrice,
        }[variant];
        fc.pre(price !== null);
        const breakdown = priceBooking({
          package: pkg,
          bookingConfig: { flightLessDiscount: world.flightLessDiscount, hotelLessDiscount: world.hotelLessDiscount },
          currency: world.currency,
          selection: { variant, ...passengers },
        });
        expect(breakdown.total).toBe((passengers.adults + passengers.children) * price!);
      }),
    );
  });
});
