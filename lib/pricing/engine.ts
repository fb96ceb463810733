/**
 * The price engine (booking spec §9): one pure function from a package, the
 * site's booking configuration and the visitor's selection to a priced
 * breakdown. The package page renders the breakdown as is, and the server
 * prices the same selection with the same function, so both agree.
 *
 * Every amount is a plain number in the site's currency (the API has already
 * converted from DKK, docs/adr/0002); nothing here converts, reads a clock or
 * does I/O. Lines keep their exact values and only the total is rounded up
 * (docs/adr/0005).
 */
import type { PRICE_LINE_KINDS } from '@/lib/api/contract/constants';
import { flightOfferAdminFee, type SiteCurrency } from './flight-offer';

/** The variants of a package card (booking spec §2 "Package card buttons"). */
export const PACKAGE_VARIANTS = ['default', 'premium', 'defaultFlightLess', 'defaultHotelLess', 'withTransit'] as const;
export type PackageVariant = (typeof PACKAGE_VARIANTS)[number];

export const TIMEPOINTS = ['morning', 'evening', 'night'] as const;
export type Timepoint = (typeof TIMEPOINTS)[number];

/** What the engine reads of a package; a `FullPackage` of the contract fits as is. */
export interface PricingPackage {
  /** Per person. null where the package has no such variant. */
  prices: {
    defaultPrice: number;
    premiumPrice: number | null;
    defaultFlightLessPrice: number | null;
    defaultHotelLessPrice: number | null;
    defaultWithTransitPrice: number | null;
  };
  /** Per person: the fee for a ticket other than the included one, and match cancellation insurance. */
  extraFees: { eventUpgradeFee: number; matchInsuranceFee: number };
  /** Per person per day the travel period is extended. */
  extraServicesAdditionalDailyFee: number;
  isResidualSale: boolean;
}

/** Per passenger; the CMS booking configuration (`GET cms` → `bookingConfig`) fits as is. */
export interface PricingBookingConfig {
  flightLessDiscount: number;
  hotelLessDiscount: number;
}

/** A coupon as `GET coupons/{code}` answers it: a fixed amount is already in the site's currency. */
export interface PricingCoupon {
  type: 'percent' | 'fixed';
  /** Percent (0-100) of the subtotal, or an amount. */
  amount: number;
  isPerPassenger: boolean;
}

export interface PricingTransit {
  /** Per person per leg; morning is part of the variant's price whatever this says (booking spec §3 "Transit route"). */
  route: { morningPrice: number; eveningPrice: number; nightPrice: number };
  outward: Timepoint;
  return: Timepoint;
}

/** The legs flown instead of the package's flight; per person. */
export interface PricingFlight {
  /** The round trip the variant's price includes (`defaultServices.flight.price`). */
  includedPrice: number;
  outwardPrice: number;
  returnPrice: number;
}

/** Airline prices per person for a flight-less package's flight offer (booking spec §9 "Flight offer"). */
export interface PricingFlightOffer {
  outwardPrice: number;
  returnPrice: number;
}

export interface PricingHotel {
  hotelId: number;
  /** Per person per night on top of the package's hotel; 0 for the package's own hotel. */
  upgradePricePerNight: number;
  /** Nights at this hotel, extension days included. */
  nights: number;
}

export interface PricingTicket {
  eventId: number;
  ticketId: number;
  /** Per ticket. */
  price: number;
  /** How many passengers get this ticket (limited ticket mode: fewer than all). */
  holders: number;
  /** The ticket the variant's price includes for every passenger. */
  included: { ticketId: number; price: number };
}

export interface PriceSelection {
  variant: PackageVariant;
  adults: number;
  children: number;
  /** Absent or null: the package's flight as included, or no flight. */
  flight?: PricingFlight | null;
  flightOffer?: PricingFlightOffer | null;
  transit?: PricingTransit | null;
  hotels?: readonly PricingHotel[];
  tickets?: readonly PricingTicket[];
  /** Days the travel period was extended by (booking spec §4 "Travel period"). */
  tripExtendedDays?: number;
  hasMatchInsurance?: boolean;
  /** Services the visitor removed from a variant that includes them (booking spec §4 "Exclusions"). */
  dropped?: { flight?: boolean; hotel?: boolean };
  coupon?: PricingCoupon | null;
}

export interface PriceInput {
  package: PricingPackage;
  bookingConfig: PricingBookingConfig;
  /** The site's currency: the flight offer's administration fee depends on it. */
  currency: SiteCurrency;
  selection: PriceSelection;
}

export type PriceLineKind = (typeof PRICE_LINE_KINDS)[number];

/** One line of the summary. Deductions are negative. Not rounded: only the total is. */
export interface PriceLine {
  kind: PriceLineKind;
  /** `total` shared by all passengers. */
  perPerson: number;
  total: number;
  /** The hotel or event a `hotel`, `tickets` or `ticketUpgradeFee` line is about. */
  hotelId?: number;
  eventId?: number;
}

export interface PriceBreakdown {
  variant: PackageVariant;
  passengers: number;
  lines: PriceLine[];
  /** Every line before the coupon. */
  subtotal: number;
  /** What the coupon takes off (positive), never more than the subtotal. */
  couponDiscount: number;
  /** Rounded up to whole units, never negative. */
  total: number;
  /** `total` per passenger, not rounded again. */
  perPerson: number;
}

/** A selection the engine cannot price; `field` names the part, as a 422 would. */
export class PricingInputError extends Error {
  override readonly name = 'PricingInputError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

function wholeNumber(value: number | undefined, field: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const number = value ?? 0;
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new PricingInputError(field, `must be a whole number from ${min} to ${max}`);
  }
  return number;
}

function amount(value: number, field: string): number {
  if (!Number.isFinite(value) || value < 0) throw new PricingInputError(field, 'must be an amount of 0 or more');
  return value;
}

/**
 * Per person price of a variant (booking spec §2, §9): premium is the default
 * price plus twice the premium price. null when the package has no such variant.
 */
export function variantPrice(prices: PricingPackage['prices'], variant: PackageVariant): number | null {
  switch (variant) {
    case 'default':
      return prices.defaultPrice;
    case 'premium':
      return prices.premiumPrice === null ? null : prices.defaultPrice + 2 * prices.premiumPrice;
    case 'defaultFlightLess':
      return prices.defaultFlightLessPrice;
    case 'defaultHotelLess':
      return prices.defaultHotelLessPrice;
    case 'withTransit':
      return prices.defaultWithTransitPrice;
  }
}

/** Per person per leg: the morning departure is in the variant's price; evening and night cost their own. */
export function transitLegPrice(route: PricingTransit['route'], timepoint: Timepoint): number {
  switch (timepoint) {
    case 'morning':
      return 0;
    case 'evening':
      return route.eveningPrice;
    case 'night':
      return route.nightPrice;
  }
}

/**
 * What the coupon takes off a subtotal (booking spec §9): a percent of the
 * subtotal, or a fixed amount (times the passengers when per passenger),
 * never more than the subtotal and never below 0.
 */
export function couponDiscount(coupon: PricingCoupon, subtotal: number, passengers: number): number {
  if (subtotal <= 0) return 0;
  const raw = coupon.type === 'percent' ? (subtotal * coupon.amount) / 100 : coupon.isPerPassenger ? coupon.amount * passengers : coupon.amount;
  return Math.min(raw, subtotal);
}

/**
 * An event's ticket lines (booking spec §9): the ticket's price for each
 * holder less the included ticket for every passenger (the variant's price
 * holds that one for everyone, so a passenger without a ticket gets it back),
 * and for a ticket other than the included one the upgrade fee, multiplied by
 * the passengers. `upgradeFee` is null for the included ticket (no line).
 */
export function ticketCharges(ticket: PricingTicket, passengers: number, eventUpgradeFee: number): { tickets: number; upgradeFee: number | null } {
  return {
    tickets: ticket.price * ticket.holders - ticket.included.price * passengers,
    upgradeFee: ticket.ticketId === ticket.included.ticketId ? null : eventUpgradeFee * passengers,
  };
}

/**
 * What choosing `ticket` instead of the included one adds per ticket held,
 * the upgrade fee included: the ticket category's label shows it, and the
 * total grows by it times the holders, by the very lines `priceBooking` adds.
 */
export function ticketChoicePrice(ticket: PricingTicket, passengers: number, eventUpgradeFee: number): number {
  if (ticket.holders === 0) return 0;
  const charged = (candidate: PricingTicket) => {
    const charges = ticketCharges(candidate, passengers, eventUpgradeFee);
    return charges.tickets + (charges.upgradeFee ?? 0);
  };
  const included: PricingTicket = { ...ticket, ticketId: ticket.included.ticketId, price: ticket.included.price };
  return (charged(ticket) - charged(included)) / ticket.holders;
}

function checkSelection(input: PriceInput, passengers: number): void {
  const { selection, package: pkg } = input;
  const dropped = selection.dropped ?? {};
  if (selection.variant === 'premium' && (dropped.flight || dropped.hotel)) {
    // Booking spec §4: premium only when neither flight nor hotel is excluded.
    throw new PricingInputError('variant', 'premium is not offered without the flight or the hotel');
  }
  // A discount is for a service the variant includes (booking spec §4 "Exclusions"), never for one it lacks.
  if (dropped.flight && (selection.variant === 'defaultFlightLess' || selection.variant === 'withTransit')) {
    throw new PricingInputError('dropped.flight', `the ${selection.variant} variant has no flight to drop`);
  }
  if (dropped.hotel && selection.variant === 'defaultHotelLess') {
    throw new PricingInputError('dropped.hotel', 'the defaultHotelLess variant has no hotel to drop');
  }
  if (pkg.isResidualSale) {
    // Booking spec §1: residual-sale bookings never include flight, hotel or bus.
    if (selection.flight || selection.flightOffer) throw new PricingInputError('flight', 'a residual-sale booking has no flight');
    if (selection.transit) throw new PricingInputError('transit', 'a residual-sale booking has no transit');
    if (selection.hotels?.length) throw new PricingInputError('hotels', 'a residual-sale booking has no hotel');
  }
  if (selection.flight && (dropped.flight || selection.flightOffer)) {
    throw new PricingInputError('flight', 'a flight cannot be chosen together with a dropped flight or a flight offer');
  }
  if (selection.hotels?.length && dropped.hotel) throw new PricingInputError('hotels', 'a hotel cannot be chosen when the hotel is dropped');
  selection.tickets?.forEach((ticket, index) => {
    wholeNumber(ticket.holders, `tickets.${index}.holders`, 0, passengers);
    amount(ticket.price, `tickets.${index}.price`);
    amount(ticket.included.price, `tickets.${index}.included.price`);
  });
  selection.hotels?.forEach((hotel, index) => {
    wholeNumber(hotel.nights, `hotels.${index}.nights`);
    amount(hotel.upgradePricePerNight, `hotels.${index}.upgradePricePerNight`);
  });
  if (selection.flight) {
    amount(selection.flight.includedPrice, 'flight.includedPrice');
    amount(selection.flight.outwardPrice, 'flight.outwardPrice');
    amount(selection.flight.returnPrice, 'flight.returnPrice');
  }
  if (selection.flightOffer) {
    amount(selection.flightOffer.outwardPrice, 'flightOffer.outwardPrice');
    amount(selection.flightOffer.returnPrice, 'flightOffer.returnPrice');
  }
  if (selection.transit) {
    amount(selection.transit.route.eveningPrice, 'transit.route.eveningPrice');
    amount(selection.transit.route.nightPrice, 'transit.route.nightPrice');
  }
  wholeNumber(selection.tripExtendedDays, 'tripExtendedDays');
  const coupon = selection.coupon;
  if (coupon) {
    amount(coupon.amount, 'coupon.amount');
    if (coupon.type === 'percent' && coupon.amount > 100) throw new PricingInputError('coupon.amount', 'a percent must be at most 100');
  }
}

/**
 * Prices a selection (booking spec §9 "Total"):
 *
 *   passengers × the variant's price per person
 *   − the premium supplement of each traveller without a match ticket
 *   + transit (evening and night legs) + flights + hotel upgrades + tickets
 *   + extras (extension days, match insurance)
 *   − the flight-less and hotel-less discounts (not for residual sale)
 *   − the coupon,
 *   rounded up.
 *
 * The variant's price includes the package's own flight, hotel, tickets and a
 * morning bus, so the lines after it are what the visitor changed: a flight's
 * difference to the included one, a hotel's upgrade per night per person, a
 * ticket's difference plus the upgrade fee. Dropping a service the variant
 * includes deducts the CMS discount for it (docs/adr/0005).
 */
export function priceBooking(input: PriceInput): PriceBreakdown {
  const { selection, package: pkg, bookingConfig } = input;
  const adults = wholeNumber(selection.adults, 'adults');
  const children = wholeNumber(selection.children, 'children');
  const passengers = adults + children;
  if (passengers < 1) throw new PricingInputError('adults', 'a booking needs at least one passenger');
  checkSelection(input, passengers);

  const perPersonPrice = variantPrice(pkg.prices, selection.variant);
  if (perPersonPrice === null) throw new PricingInputError('variant', `the package has no ${selection.variant} variant`);

  const lines: PriceLine[] = [];
  const add = (kind: PriceLineKind, total: number, about: Pick<PriceLine, 'hotelId' | 'eventId'> = {}) =>
    lines.push({ kind, perPerson: total / passengers, total, ...about });

  add('package', perPersonPrice * passengers);

  // The premium supplement buys a premium seat with lounge access at every match: a traveller
  // without a match ticket (limited tickets) has no seat to upgrade and pays the default trip.
  const premiumPrice = pkg.prices.premiumPrice;
  if (selection.variant === 'premium' && premiumPrice !== null && selection.tickets?.length) {
    const holders = Math.max(...selection.tickets.map((ticket) => ticket.holders));
    if (holders < passengers) add('premiumWithoutTicket', -2 * premiumPrice * (passengers - holders));
  }

  if (selection.transit) {
    const { route, outward, return: back } = selection.transit;
    add('transit', (transitLegPrice(route, outward) + transitLegPrice(route, back)) * passengers);
  }

  if (selection.flight) {
    const { includedPrice, outwardPrice, returnPrice } = selection.flight;
    add('flights', (outwardPrice + returnPrice - includedPrice) * passengers);
  }

  if (selection.flightOffer) {
    add('flightOffer', (selection.flightOffer.outwardPrice + selection.flightOffer.returnPrice) * passengers);
    add('flightOfferFee', flightOfferAdminFee(input.currency) * passengers);
  }

  for (const hotel of selection.hotels ?? []) {
    add('hotel', hotel.upgradePricePerNight * hotel.nights * passengers, { hotelId: hotel.hotelId });
  }

  for (const ticket of selection.tickets ?? []) {
    const charges = ticketCharges(ticket, passengers, pkg.extraFees.eventUpgradeFee);
    add('tickets', charges.tickets, { eventId: ticket.eventId });
    if (charges.upgradeFee !== null) add('ticketUpgradeFee', charges.upgradeFee, { eventId: ticket.eventId });
  }

  const extendedDays = selection.tripExtendedDays ?? 0;
  if (extendedDays > 0) add('extraDays', pkg.extraServicesAdditionalDailyFee * extendedDays * passengers);

  if (selection.hasMatchInsurance) add('matchInsurance', pkg.extraFees.matchInsuranceFee * passengers);

  if (!pkg.isResidualSale) {
    if (selection.dropped?.flight) add('flightLessDiscount', -bookingConfig.flightLessDiscount * passengers);
    if (selection.dropped?.hotel) add('hotelLessDiscount', -bookingConfig.hotelLessDiscount * passengers);
  }

  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  const discount = selection.coupon ? couponDiscount(selection.coupon, subtotal, passengers) : 0;
  if (selection.coupon) add('coupon', -discount);

  const total = Math.max(0, Math.ceil(subtotal - discount));
  return { variant: selection.variant, passengers, lines, subtotal, couponDiscount: discount, total, perPerson: total / passengers };
}
