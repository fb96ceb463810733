/**
 * From the package page's selection to the price engine's input (docs/adr/0005):
 * the variant's price is the base, and the lines after it are what the
 * visitor changed. The page and the price check both build the engine's
 * input here, so the two price one selection alike.
 */
import { ticketChoicePrice, type PriceBreakdown, type PriceInput, type PricingBookingConfig, type PricingCoupon, type PricingTicket, type ServicePrices, type SiteCurrency } from '@/lib/pricing';
import { SITE_CURRENCIES } from '@/lib/site/site-basics';
import { includedLegPrices, NO_FLIGHTS, pricingFlight, pricingFlightOffer, type ChosenFlights } from './flights';
import {
  bookingFlags,
  defaultHotelId,
  includedTicketId,
  passengersOf,
  ticketHolders,
  tripExtendedDays,
  type PackageSelection,
  type SeatTicket,
  type SelectionPackage,
} from './selection';

export type PricingPackageSource = SelectionPackage & {
  currency: string;
  extraFees: { eventUpgradeFee: number; matchInsuranceFee: number };
  extraServicesAdditionalDailyFee: number;
  /** How a flight-less package offers flights (booking spec §3); absent: no offer. */
  flightLessMode?: 'none' | 'offer' | null;
};

/**
 * Services the visitor chose from the suppliers' live answers: flights in
 * place of the package's (or a flight-less package's flight offer). Only a
 * flight whose uid the selection names (`ofid`, `rfid`) counts.
 */
export interface ChosenServices {
  flights: ChosenFlights;
}

export const NO_CHOSEN_SERVICES: ChosenServices = { flights: NO_FLIGHTS };

/** A flight-less package that offers flights at the airline's prices plus a fee (booking spec §2, §9). */
export function offersFlights(pkg: Pick<PricingPackageSource, 'flightLessMode' | 'isResidualSale'>, selection: Pick<PackageSelection, 'type'>, includesFlight: boolean): boolean {
  return pkg.flightLessMode === 'offer' && !pkg.isResidualSale && !includesFlight && selection.type !== 'withTransit';
}

/** The chosen flights the selection still names (a changed `ofid`/`rfid` drops the other one). */
export function namedFlights(selection: Pick<PackageSelection, 'ofid' | 'rfid'>, chosen: ChosenFlights): ChosenFlights {
  return {
    outward: chosen.outward && chosen.outward.uid === selection.ofid ? chosen.outward : null,
    return: chosen.return && chosen.return.uid === selection.rfid ? chosen.return : null,
  };
}

export function siteCurrencyOf(currency: string): SiteCurrency {
  if (!(SITE_CURRENCIES as readonly string[]).includes(currency)) throw new Error(`Not a site currency: ${currency}`);
  return currency as SiteCurrency;
}

const findTicket = (pkg: SelectionPackage, eventId: number, ticketId: number | null): SeatTicket | undefined =>
  ticketId === null ? undefined : pkg.events.find((event) => event.id === eventId)?.tickets.find((ticket) => ticket.id === ticketId);

/** An event's ticket as the engine prices it, beside the ticket the package includes. */
function pricingTicket(pkg: SelectionPackage, eventId: number, ticketId: number, holders: number): PricingTicket {
  const includedId = includedTicketId(pkg, eventId);
  const chosen = findTicket(pkg, eventId, ticketId);
  const includedPrice = pkg.defaultServices.tickets.find((ticket) => ticket.eventId === eventId)?.price ?? chosen?.price ?? 0;
  return {
    eventId,
    ticketId,
    price: chosen?.price ?? includedPrice,
    holders,
    included: { ticketId: includedId ?? ticketId, price: includedPrice },
  };
}

/**
 * What choosing a ticket category of an event adds per ticket for this
 * selection, the ticket upgrade fee included (booking spec §9): the price
 * engine's own ticket lines, so the category's label and the total agree.
 */
export function ticketChoicePriceOf(
  pkg: Pick<PricingPackageSource, 'extraFees'> & SelectionPackage,
  selection: Pick<PackageSelection, 'adults' | 'children' | 'ticketCount'>,
  eventId: number,
  ticketId: number,
): number {
  return ticketChoicePrice(pricingTicket(pkg, eventId, ticketId, ticketHolders(selection)), passengersOf(selection), pkg.extraFees.eventUpgradeFee);
}

/**
 * The engine's input for a selection. Every price comes from the package as
 * the API answered it (the site's currency): the chosen tickets and the
 * included ones, the chosen hotel's upgrade over the nights (extension days
 * included), the bus route's evening and night prices. The package's own
 * flight stays as included (no flight legs) unless the flight chooser
 * supplied other legs (`services`): then each chosen leg at its price and
 * the other at its share of the included flight. A flight-less package's
 * flight offer is both chosen legs at the airline's prices (the engine adds
 * the administration fee).
 */
export function toPriceInput(
  pkg: PricingPackageSource,
  selection: PackageSelection,
  bookingConfig: PricingBookingConfig,
  coupon: PricingCoupon | null,
  services: ChosenServices = NO_CHOSEN_SERVICES,
): PriceInput {
  const flags = bookingFlags(pkg, selection);
  const chosen = namedFlights(selection, services.flights);
  const packageFlight = pkg.defaultServices.flight;
  const flight = !flags.isFlightLessBooking && packageFlight ? pricingFlight(packageFlight.price, chosen) : null;
  const flightOffer = offersFlights(pkg, selection, flags.includes.flight) ? pricingFlightOffer(chosen) : null;
  const holders = ticketHolders(selection);
  const extended = tripExtendedDays(pkg, selection);

  const tickets: PricingTicket[] = selection.tickets.map(({ eventId, ticketId }) => pricingTicket(pkg, eventId, ticketId, holders));

  const hotelId = selection.hotelIds[0] ?? defaultHotelId(pkg);
  const hotel = pkg.hotels.find((candidate) => candidate.id === hotelId);
  const hasHotel = !flags.isHotelLessBooking && hotel !== undefined;
  const route = pkg.transitRoutes[0];

  return {
    package: {
      prices: pkg.prices,
      extraFees: pkg.extraFees,
      extraServicesAdditionalDailyFee: pkg.extraServicesAdditionalDailyFee,
      isResidualSale: pkg.isResidualSale,
    },
    bookingConfig,
    currency: siteCurrencyOf(pkg.currency),
    selection: {
      variant: selection.type,
      adults: selection.adults,
      children: selection.children,
      flight,
      flightOffer,
      transit: !flags.isTransitLessBooking && route ? { route, outward: selection.transit.outward, return: selection.transit.return } : null,
      // The default hotel's stay is in the variant's price; another hotel adds its upgrade per night per person.
      hotels: hasHotel && hotel.upgradePricePerNight > 0 ? [{ hotelId: hotel.id, upgradePricePerNight: hotel.upgradePricePerNight, nights: pkg.nights + extended }] : [],
      tickets,
      tripExtendedDays: extended,
      hasMatchInsurance: selection.hasMatchInsurance === true && !flags.isTicketOnly,
      dropped: { flight: flags.includes.flight && selection.without.flight, hotel: flags.includes.hotel && selection.without.hotel },
      coupon,
    },
  };
}

/**
 * The prices a price check compares (booking spec §4 "Price changes"), all
 * for every passenger: the chosen tickets, the hotel upgrade, the flight's
 * legs (a chosen leg at its price, else the package's round trip split in
 * two; a flight offer's legs at the airline's prices), and the total. A
 * service the booking lacks is null.
 */
export function servicePrices(pkg: Pick<PricingPackageSource, 'defaultServices'>, input: PriceInput, breakdown: PriceBreakdown): ServicePrices {
  const { selection } = input;
  const passengers = passengersOf(selection);
  const flight = pkg.defaultServices.flight;
  const hasFlight = flight !== null && breakdown.variant !== 'defaultFlightLess' && breakdown.variant !== 'withTransit' && !selection.dropped?.flight && !input.package.isResidualSale;
  const legs = selection.flight ?? selection.flightOffer ?? (hasFlight ? legPrices(flight.price) : null);
  const hotels = selection.hotels ?? [];
  return {
    tickets: (selection.tickets ?? []).reduce((sum, ticket) => sum + ticket.price * ticket.holders, 0),
    hotels: hotels.length > 0 ? hotels.reduce((sum, hotel) => sum + hotel.upgradePricePerNight * hotel.nights * passengers, 0) : null,
    outwardFlight: legs === null ? null : legs.outwardPrice * passengers,
    returnFlight: legs === null ? null : legs.returnPrice * passengers,
    total: breakdown.total,
  };
}

function legPrices(includedPrice: number): { outwardPrice: number; returnPrice: number } {
  const legs = includedLegPrices(includedPrice);
  return { outwardPrice: legs.outward, returnPrice: legs.return };
}
