import { describe, expect, it } from 'vitest';
import {
  FLIGHT_OFFER_ADMIN_FEE,
  priceBooking,
  PricingInputError,
  ticketChoicePrice,
  variantPrice,
  type PriceInput,
  type PriceLine,
  type PriceSelection,
  type PricingPackage,
  type SiteCurrency,
} from '@/lib/pricing';

/** A package priced like the seed's: default = fee 495 + flight 1800 + hotel 1200 + ticket 1500. */
const PACKAGE: PricingPackage = {
  prices: {
    defaultPrice: 4995,
    premiumPrice: 600,
    defaultFlightLessPrice: 3195,
    defaultHotelLessPrice: 3795,
    defaultWithTransitPrice: 3845,
  },
  extraFees: { eventUpgradeFee: 150, matchInsuranceFee: 250 },
  extraServicesAdditionalDailyFee: 245,
  isResidualSale: false,
};

const BOOKING_CONFIG = { flightLessDiscount: 1500, hotelLessDiscount: 900 };

function price(selection: Partial<PriceSelection>, overrides: { package?: Partial<PricingPackage>; currency?: SiteCurrency } = {}) {
  const input: PriceInput = {
    package: { ...PACKAGE, ...overrides.package },
    bookingConfig: BOOKING_CONFIG,
    currency: overrides.currency ?? 'DKK',
    selection: { variant: 'default', adults: 2, children: 0, ...selection },
  };
  return priceBooking(input);
}

const line = (lines: PriceLine[], kind: PriceLine['kind']) => lines.find((entry) => entry.kind === kind);
const kinds = (lines: PriceLine[]) => lines.map((entry) => entry.kind);

function inputError(run: () => unknown): PricingInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof PricingInputError) return error;
    throw error;
  }
  throw new Error('expected a PricingInputError');
}

describe('the package line: passengers × the price of the chosen variant', () => {
  it('prices two adults of the default variant at twice the default price', () => {
    const breakdown = price({});
    expect(breakdown.lines).toEqual([{ kind: 'package', perPerson: 4995, total: 9990 }]);
    expect(breakdown.total).toBe(9990);
    expect(breakdown.perPerson).toBe(4995);
  });

  it('counts children as passengers at the same price', () => {
    const breakdown = price({ adults: 2, children: 3 });
    expect(breakdown.passengers).toBe(5);
    expect(breakdown.total).toBe(5 * 4995);
  });

  it('prices premium per person as the default price plus twice the premium price', () => {
    expect(variantPrice(PACKAGE.prices, 'premium')).toBe(4995 + 2 * 600);
    expect(price({ variant: 'premium', adults: 3 }).total).toBe(3 * (4995 + 1200));
  });

  it('charges the premium supplement only for travellers with a match ticket: one without pays the default trip', () => {
    const tickets = (holders: number) => [{ eventId: 1, ticketId: 11, price: 1500, holders, included: { ticketId: 11, price: 1500 } }];
    const limited = price({ variant: 'premium', adults: 3, tickets: tickets(2) });
    expect(kinds(limited.lines)).toEqual(['package', 'premiumWithoutTicket', 'tickets']);
    expect(line(limited.lines, 'premiumWithoutTicket')!.total).toBe(-2 * 600);
    // Two premium travellers, and one at the default price without the ticket the default price holds.
    expect(limited.total).toBe(2 * (4995 + 1200) + (4995 - 1500));
    // Everyone with a ticket: no such line.
    expect(kinds(price({ variant: 'premium', adults: 3, tickets: tickets(3) }).lines)).toEqual(['package', 'tickets']);
    // The default variant has no supplement to take back.
    expect(kinds(price({ variant: 'default', adults: 3, tickets: tickets(2) }).lines)).toEqual(['package', 'tickets']);
  });

  it.each([
    ['defaultFlightLess', 3195],
    ['defaultHotelLess', 3795],
    ['withTransit', 3845],
  ] as const)('prices the %s variant at its own price', (variant, perPerson) => {
    expect(price({ variant }).total).toBe(2 * perPerson);
  });

  it('refuses a variant the package does not have', () => {
    const error = inputError(() => price({ variant: 'premium' }, { package: { prices: { ...PACKAGE.prices, premiumPrice: null } } }));
    expect(error.field).toBe('variant');
  });

  it('refuses a booking without passengers', () => {
    expect(inputError(() => price({ adults: 0, children: 0 })).field).toBe('adults');
  });

  it.each([
    [{ adults: 1.5 }, 'adults'],
    [{ children: -1 }, 'children'],
  ] as const)('refuses %o as a passenger count', (selection, field) => {
    expect(inputError(() => price(selection)).field).toBe(field);
  });
});

describe('transit: the morning bus is included, evening and night are priced per leg', () => {
  const route = { morningPrice: 180, eveningPrice: 195, nightPrice: 295 };

  it('adds nothing for morning both ways, even when the route names a morning price', () => {
    const breakdown = price({ variant: 'withTransit', transit: { route, outward: 'morning', return: 'morning' } });
    expect(line(breakdown.lines, 'transit')).toEqual({ kind: 'transit', perPerson: 0, total: 0 });
    expect(breakdown.total).toBe(2 * 3845);
  });

  it.each([
    ['evening', 'morning', 195],
    ['morning', 'night', 295],
    ['evening', 'night', 195 + 295],
    ['night', 'night', 2 * 295],
  ] as const)('%s out and %s home costs %d per person', (outward, back, perPerson) => {
    const breakdown = price({ variant: 'withTransit', adults: 3, transit: { route, outward, return: back } });
    expect(line(breakdown.lines, 'transit')).toEqual({ kind: 'transit', perPerson, total: 3 * perPerson });
    expect(breakdown.total).toBe(3 * (3845 + perPerson));
  });
});

describe('flights: the chosen legs against the flight the variant includes', () => {
  it('adds what dearer legs cost more, per passenger', () => {
    const breakdown = price({ adults: 2, children: 1, flight: { includedPrice: 1800, outwardPrice: 1100, returnPrice: 950 } });
    expect(line(breakdown.lines, 'flights')).toEqual({ kind: 'flights', perPerson: 250, total: 750 });
    expect(breakdown.total).toBe(3 * 4995 + 750);
  });

  it('takes off what cheaper legs save', () => {
    const breakdown = price({ flight: { includedPrice: 1800, outwardPrice: 700, returnPrice: 800 } });
    expect(line(breakdown.lines, 'flights')?.total).toBe(-600);
    expect(breakdown.total).toBe(9990 - 600);
  });
});

describe('flight offer: airline prices plus the administration fee per person', () => {
  it.each([
    ['DKK', 300],
    ['NOK', 300],
    ['SEK', 400],
  ] as const)('charges %s sites a fee of %d per person', (currency, fee) => {
    expect(FLIGHT_OFFER_ADMIN_FEE[currency]).toBe(fee);
    const breakdown = price({ variant: 'defaultFlightLess', adults: 3, flightOffer: { outwardPrice: 900, returnPrice: 1000 } }, { currency });
    expect(line(breakdown.lines, 'flightOffer')).toEqual({ kind: 'flightOffer', perPerson: 1900, total: 5700 });
    expect(line(breakdown.lines, 'flightOfferFee')).toEqual({ kind: 'flightOfferFee', perPerson: fee, total: 3 * fee });
    expect(breakdown.total).toBe(3 * (3195 + 1900 + fee));
  });
});

describe('hotels: the upgrade is priced per night per person', () => {
  it('adds nothing for the package hotel', () => {
    const breakdown = price({ hotels: [{ hotelId: 7, upgradePricePerNight: 0, nights: 3 }] });
    expect(line(breakdown.lines, 'hotel')).toEqual({ kind: 'hotel', perPerson: 0, total: 0, hotelId: 7 });
    expect(breakdown.total).toBe(9990);
  });

  it('multiplies the upgrade by the nights and the passengers, hotel by hotel', () => {
    const breakdown = price({
      adults: 2,
      children: 1,
      hotels: [
        { hotelId: 7, upgradePricePerNight: 175, nights: 2 },
        { hotelId: 9, upgradePricePerNight: 50, nights: 1 },
      ],
    });
    expect(breakdown.lines.filter((entry) => entry.kind === 'hotel')).toEqual([
      { kind: 'hotel', perPerson: 350, total: 1050, hotelId: 7 },
      { kind: 'hotel', perPerson: 50, total: 150, hotelId: 9 },
    ]);
    expect(breakdown.total).toBe(3 * 4995 + 1050 + 150);
  });
});

describe('tickets: a changed ticket costs its difference plus the upgrade fee × passengers', () => {
  const included = { ticketId: 11, price: 1500 };

  it('adds nothing when every passenger has the included ticket', () => {
    const breakdown = price({ tickets: [{ eventId: 1, ticketId: 11, price: 1500, holders: 2, included }] });
    expect(kinds(breakdown.lines)).toEqual(['package', 'tickets']);
    expect(line(breakdown.lines, 'tickets')?.total).toBe(0);
    expect(breakdown.total).toBe(9990);
  });

  it('charges the difference for every holder and the upgrade fee for every passenger', () => {
    const breakdown = price({ adults: 3, tickets: [{ eventId: 1, ticketId: 12, price: 2100, holders: 3, included }] });
    expect(line(breakdown.lines, 'tickets')).toEqual({ kind: 'tickets', perPerson: 600, total: 1800, eventId: 1 });
    expect(line(breakdown.lines, 'ticketUpgradeFee')).toEqual({ kind: 'ticketUpgradeFee', perPerson: 150, total: 450, eventId: 1 });
    expect(breakdown.total).toBe(3 * 4995 + 1800 + 450);
  });

  it('gives the included ticket back to a passenger without a ticket (limited ticket mode)', () => {
    const breakdown = price({ adults: 3, tickets: [{ eventId: 1, ticketId: 11, price: 1500, holders: 2, included }] });
    expect(line(breakdown.lines, 'tickets')?.total).toBe(-1500);
    expect(line(breakdown.lines, 'ticketUpgradeFee')).toBeUndefined();
    expect(breakdown.total).toBe(3 * 4995 - 1500);
  });

  it('prices each event of a bundle on its own', () => {
    const breakdown = price({
      tickets: [
        { eventId: 1, ticketId: 11, price: 1500, holders: 2, included },
        { eventId: 2, ticketId: 22, price: 900, holders: 2, included: { ticketId: 21, price: 800 } },
      ],
    });
    expect(breakdown.lines.filter((entry) => entry.eventId === 2).map((entry) => [entry.kind, entry.total])).toEqual([
      ['tickets', 200],
      ['ticketUpgradeFee', 300],
    ]);
    expect(breakdown.total).toBe(9990 + 200 + 300);
  });

  it('says what a ticket category adds per ticket: its difference and the upgrade fee, spread over the tickets held', () => {
    const category = { eventId: 1, ticketId: 12, price: 2100, included };
    expect(ticketChoicePrice({ ...category, holders: 3 }, 3, 150)).toBe(600 + 150);
    // Limited tickets: two of three passengers hold one, and the fee is still for all three.
    expect(ticketChoicePrice({ ...category, holders: 2 }, 3, 150)).toBe(600 + 225);
    expect(ticketChoicePrice({ ...category, price: 1400, holders: 2 }, 2, 150)).toBe(-100 + 150);
    expect(ticketChoicePrice({ ...category, ticketId: 11, price: 1500, holders: 2 }, 2, 150)).toBe(0);
  });

  it('refuses more holders than passengers', () => {
    const error = inputError(() => price({ tickets: [{ eventId: 1, ticketId: 11, price: 1500, holders: 3, included }] }));
    expect(error.field).toBe('tickets.0.holders');
  });
});

describe('extras', () => {
  it('charges the extra-days fee per day per passenger', () => {
    const breakdown = price({ adults: 2, children: 2, tripExtendedDays: 3 });
    expect(line(breakdown.lines, 'extraDays')).toEqual({ kind: 'extraDays', perPerson: 3 * 245, total: 4 * 3 * 245 });
    expect(breakdown.total).toBe(4 * 4995 + 4 * 3 * 245);
  });

  it('charges the match insurance fee per passenger, read from the package', () => {
    const breakdown = price({ adults: 3, hasMatchInsurance: true }, { package: { extraFees: { eventUpgradeFee: 150, matchInsuranceFee: 199 } } });
    expect(line(breakdown.lines, 'matchInsurance')).toEqual({ kind: 'matchInsurance', perPerson: 199, total: 597 });
    expect(breakdown.total).toBe(3 * 4995 + 597);
  });

  it('adds no extras line when nothing is extended or insured', () => {
    expect(kinds(price({ tripExtendedDays: 0, hasMatchInsurance: false }).lines)).toEqual(['package']);
  });
});

describe('flight-less and hotel-less discounts per passenger from the booking configuration', () => {
  it('takes the flight-less discount off for each passenger when the flight is dropped', () => {
    const breakdown = price({ adults: 3, dropped: { flight: true } });
    expect(line(breakdown.lines, 'flightLessDiscount')).toEqual({ kind: 'flightLessDiscount', perPerson: -1500, total: -4500 });
    expect(breakdown.total).toBe(3 * 4995 - 4500);
  });

  it('takes the hotel-less discount off when the hotel is dropped, and both when both are', () => {
    expect(price({ dropped: { hotel: true } }).total).toBe(9990 - 2 * 900);
    expect(price({ dropped: { flight: true, hotel: true } }).total).toBe(9990 - 2 * 1500 - 2 * 900);
  });

  it('uses the configured amounts, whatever they are', () => {
    const breakdown = priceBooking({
      package: PACKAGE,
      bookingConfig: { flightLessDiscount: 2326, hotelLessDiscount: 1396 },
      currency: 'NOK',
      selection: { variant: 'default', adults: 1, children: 0, dropped: { flight: true, hotel: true } },
    });
    expect(breakdown.total).toBe(4995 - 2326 - 1396);
  });

  it('gives no discount to a residual-sale booking', () => {
    const breakdown = price({ dropped: { flight: true, hotel: true } }, { package: { isResidualSale: true } });
    expect(kinds(breakdown.lines)).toEqual(['package']);
    expect(breakdown.total).toBe(9990);
  });

  it.each([
    ['defaultFlightLess', { flight: true }, 'dropped.flight'],
    ['withTransit', { flight: true }, 'dropped.flight'],
    ['defaultHotelLess', { hotel: true }, 'dropped.hotel'],
  ] as const)('refuses a discount for a service the %s variant does not include', (variant, dropped, field) => {
    expect(inputError(() => price({ variant, dropped })).field).toBe(field);
  });

  it('refuses premium without the flight or the hotel', () => {
    expect(inputError(() => price({ variant: 'premium', dropped: { hotel: true } })).field).toBe('variant');
  });
});

describe('residual sale: never flight, hotel or bus', () => {
  it.each([
    [{ flight: { includedPrice: 0, outwardPrice: 500, returnPrice: 500 } }, 'flight'],
    [{ hotels: [{ hotelId: 1, upgradePricePerNight: 0, nights: 1 }] }, 'hotels'],
    [{ transit: { route: { morningPrice: 0, eveningPrice: 1, nightPrice: 2 }, outward: 'morning', return: 'morning' } }, 'transit'],
  ] as const)('refuses %o', (selection, field) => {
    expect(inputError(() => price(selection, { package: { isResidualSale: true } })).field).toBe(field);
  });
});

describe('coupons', () => {
  it('takes a percent of the subtotal, after the discounts', () => {
    const breakdown = price({ dropped: { hotel: true }, coupon: { type: 'percent', amount: 10, isPerPassenger: false } });
    const subtotal = 9990 - 1800;
    expect(breakdown.subtotal).toBe(subtotal);
    expect(breakdown.couponDiscount).toBe(subtotal / 10);
    expect(line(breakdown.lines, 'coupon')).toEqual({ kind: 'coupon', perPerson: -subtotal / 20, total: -subtotal / 10 });
    expect(breakdown.total).toBe(Math.ceil(subtotal - subtotal / 10));
  });

  it('takes a fixed amount once for the booking', () => {
    const breakdown = price({ adults: 4, coupon: { type: 'fixed', amount: 500, isPerPassenger: false } });
    expect(breakdown.couponDiscount).toBe(500);
    expect(breakdown.total).toBe(4 * 4995 - 500);
  });

  it('takes a fixed amount for each passenger when the coupon is per passenger', () => {
    const breakdown = price({ adults: 3, children: 1, coupon: { type: 'fixed', amount: 250, isPerPassenger: true } });
    expect(breakdown.couponDiscount).toBe(1000);
    expect(breakdown.total).toBe(4 * 4995 - 1000);
  });

  it('never takes more than the subtotal', () => {
    const breakdown = price({ adults: 1, coupon: { type: 'fixed', amount: 9000, isPerPassenger: false } });
    expect(breakdown.couponDiscount).toBe(4995);
    expect(breakdown.total).toBe(0);
  });

  it('refuses a percent above 100', () => {
    expect(inputError(() => price({ coupon: { type: 'percent', amount: 101, isPerPassenger: false } })).field).toBe('coupon.amount');
  });
});

describe('rounding: only the total is rounded, and up', () => {
  it('keeps a fractional coupon in its line and rounds the total up once', () => {
    // 3 × 4115 = 12345; 15 % of it is 1851.75, so the exact total is 10493.25.
    const breakdown = price({ adults: 3 }, { package: { prices: { ...PACKAGE.prices, defaultPrice: 4115 } } });
    expect(breakdown.total).toBe(12345);
    const discounted = price(
      { adults: 3, coupon: { type: 'percent', amount: 15, isPerPassenger: false } },
      { package: { prices: { ...PACKAGE.prices, defaultPrice: 4115 } } },
    );
    expect(line(discounted.lines, 'coupon')?.total).toBe(-1851.75);
    expect(line(discounted.lines, 'coupon')?.perPerson).toBeCloseTo(-617.25, 10);
    expect(discounted.total).toBe(10494);
  });

  it('rounds the sum of fractional lines, not each line', () => {
    // Fractional amounts (an unconverted price, say) of 0.4 on three lines: one unit, not three.
    const breakdown = price(
      { adults: 1, hasMatchInsurance: true, tripExtendedDays: 1 },
      { package: { prices: { ...PACKAGE.prices, defaultPrice: 100.4 }, extraFees: { eventUpgradeFee: 0, matchInsuranceFee: 0.4 }, extraServicesAdditionalDailyFee: 0.4 } },
    );
    expect(breakdown.lines.map((entry) => entry.total)).toEqual([100.4, 0.4, 0.4]);
    expect(breakdown.total).toBe(102);
  });

  it('never answers a negative total', () => {
    const breakdown = price({ adults: 1, dropped: { flight: true, hotel: true } }, { package: { prices: { ...PACKAGE.prices, defaultPrice: 1000 } } });
    expect(breakdown.subtotal).toBe(1000 - 1500 - 900);
    expect(breakdown.total).toBe(0);
    expect(breakdown.perPerson).toBe(0);
  });
});

describe('the whole sum', () => {
  it('adds every line of a customised booking and rounds up once', () => {
    const breakdown = price({
      variant: 'premium',
      adults: 2,
      children: 1,
      flight: { includedPrice: 1800, outwardPrice: 1000, returnPrice: 1000 },
      hotels: [{ hotelId: 3, upgradePricePerNight: 100, nights: 4 }],
      tickets: [{ eventId: 1, ticketId: 12, price: 2000, holders: 2, included: { ticketId: 11, price: 1500 } }],
      tripExtendedDays: 1,
      hasMatchInsurance: true,
      coupon: { type: 'percent', amount: 5, isPerPassenger: false },
    });
    const expected = {
      package: 3 * (4995 + 2 * 600),
      premiumWithoutTicket: -1 * 2 * 600,
      flights: 3 * 200,
      hotel: 3 * 4 * 100,
      tickets: 2 * 2000 - 3 * 1500,
      ticketUpgradeFee: 3 * 150,
      extraDays: 3 * 245,
      matchInsurance: 3 * 250,
    };
    const subtotal = Object.values(expected).reduce((sum, value) => sum + value, 0);
    expect(Object.fromEntries(breakdown.lines.filter((entry) => entry.kind !== 'coupon').map((entry) => [entry.kind, entry.total]))).toEqual(expected);
    expect(breakdown.subtotal).toBe(subtotal);
    expect(breakdown.total).toBe(Math.ceil((subtotal * 95) / 100));
  });
});
