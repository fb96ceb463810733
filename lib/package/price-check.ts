/**
 * The price check's request for a selection (booking spec §7
 * `POST packages/{id}/service-availability`), built the same way wherever the
 * shop asks: services as the page shows them, with the ticket prices it showed
 * and the flights it priced (lib/package/price-input.ts `toPriceInput`), each
 * with the search that finds it again.
 */
import type { ChosenFlightLeg, PriceCheckBody } from '@/lib/api/contract/price-check';
import { NO_FLIGHTS, stopsOf, type ChosenFlight, type ChosenFlights } from './flights';
import { namedFlights, offersFlights, type PricingPackageSource } from './price-input';
import { bookingFlags, defaultHotelId, ticketHolders, type PackageSelection, type SelectionPackage } from './selection';

/** A chosen flight as the price check asks for it: searched from the area the selection names, with the flight's own stops. */
function chosenLeg(flight: ChosenFlight, selection: PackageSelection): ChosenFlightLeg {
  return {
    uid: flight.uid,
    price: flight.price,
    maxChanges: stopsOf(flight),
    ...(selection.departure && { country: selection.departure.region, cities: selection.departure.airports }),
  };
}

/** The flights the page prices, as the engine takes them: legs in place of the package's flight, or a flight offer. */
function flightServices(pkg: SelectionPackage & Pick<PricingPackageSource, 'flightLessMode'>, selection: PackageSelection, flights: ChosenFlights) {
  const flags = bookingFlags(pkg, selection);
  const chosen = namedFlights(selection, flights);
  if (!flags.isFlightLessBooking && pkg.defaultServices.flight) {
    return {
      ...(chosen.outward && { outwardFlight: chosenLeg(chosen.outward, selection) }),
      ...(chosen.return && { returnFlight: chosenLeg(chosen.return, selection) }),
    };
  }
  if (offersFlights(pkg, selection, flags.includes.flight) && chosen.outward && chosen.return) {
    return { flightOffer: { outwardFlight: chosenLeg(chosen.outward, selection), returnFlight: chosenLeg(chosen.return, selection) } };
  }
  return {};
}

export function priceCheckRequest(
  pkg: SelectionPackage & Pick<PricingPackageSource, 'flightLessMode'> & { id: number },
  selection: PackageSelection,
  flights: ChosenFlights = NO_FLIGHTS,
): PriceCheckBody {
  const flags = bookingFlags(pkg, selection);
  const hotelId = selection.hotelIds[0] ?? defaultHotelId(pkg);
  return {
    packageId: pkg.id,
    type: selection.type,
    adults: selection.adults,
    children: selection.children,
    childAges: selection.childAges.map((age) => age ?? 0),
    services: {
      tickets: selection.tickets.map(({ eventId, ticketId }) => ({
        eventId,
        ticketId,
        price: pkg.events.find((event) => event.id === eventId)?.tickets.find((ticket) => ticket.id === ticketId)?.price,
      })),
      ticketCount: selection.ticketCount === null ? null : ticketHolders(selection),
      hotels: !flags.isHotelLessBooking && hotelId !== null ? [{ hotelId, rooms: selection.rooms }] : [],
      transit: flags.isTransitLessBooking ? null : selection.transit,
      ...flightServices(pkg, selection, flights),
      ...(selection.period && { startDate: selection.period.startDate, endDate: selection.period.endDate }),
    },
    coupon: selection.couponCode ? { code: selection.couponCode } : null,
    extra: {
      hasInsurance: selection.hasInsurance === true,
      hasMatchInsurance: selection.hasMatchInsurance === true,
      isFlightLessBooking: flags.includes.flight && selection.without.flight,
      isHotelLessBooking: flags.includes.hotel && selection.without.hotel,
      isTransitLessBooking: flags.includes.transit && selection.without.transit,
    },
  };
}
