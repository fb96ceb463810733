/**
 * The price check's request for a selection (booking spec §7
 * `POST packages/{id}/service-availability`), built the same way wherever the
 * shop asks: services as the page shows them, with the ticket prices it showed.
 */
import type { PriceCheckBody } from '@/lib/api/contract/price-check';
import { bookingFlags, defaultHotelId, ticketHolders, type BookingSelection, type SelectionPackage } from './selection';

export function priceCheckRequest(pkg: SelectionPackage & { id: number }, selection: BookingSelection): PriceCheckBody {
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
