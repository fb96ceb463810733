/**
 * Reopening an offer (booking spec §4 "Offer and PDF"): the selection its link
 * names, fitted to the package as it is now by the package page's own rules
 * (`resolveSelection`). What the offer chose and the package can no longer
 * give is a failed service: listed with what replaced it, so the page can
 * say so. Flights are found again by a search in the browser, as on a
 * reload; one that is gone is a failed service the page adds there.
 */
import type { PackageDetail } from '@/lib/api/contract/packages';
import { sameRooms, type BookingRoom } from '@/lib/package/rooms';
import { defaultHotelId, type PackageSelection } from '@/lib/package/selection';
import { fitSelection } from '@/lib/package/selection-query';
import type { PackageVariant } from '@/lib/pricing';

export type FailedService =
  | { service: 'variant'; offered: PackageVariant; replacement: PackageVariant }
  | { service: 'ticket'; eventId: number; offered: number; replacement: number | null }
  | { service: 'hotel'; offered: number; replacement: number | null }
  | { service: 'rooms'; offered: BookingRoom[]; replacement: BookingRoom[] }
  | { service: 'period'; offered: { startDate: string; endDate: string }; replacement: null }
  /** A chosen flight the supplier no longer has: found out in the browser, which searches the offer's flights again. */
  | { service: 'flight'; direction: 'outward' | 'return'; replacement: 'package' };

export interface RestoredOffer {
  selection: PackageSelection;
  failedServices: FailedService[];
}

export function restoreOffer(pkg: PackageDetail, offered: PackageSelection): RestoredOffer {
  // The offer as the package page's address would carry it, read back against the package as it is now.
  const selection = fitSelection(offered, pkg, pkg);
  const failedServices: FailedService[] = [];

  if (selection.type !== offered.type) failedServices.push({ service: 'variant', offered: offered.type, replacement: selection.type });

  for (const ticket of offered.tickets) {
    const now = selection.tickets.find(({ eventId }) => eventId === ticket.eventId);
    if (now?.ticketId !== ticket.ticketId) {
      failedServices.push({ service: 'ticket', eventId: ticket.eventId, offered: ticket.ticketId, replacement: now?.ticketId ?? null });
    }
  }

  const offeredHotel = offered.hotelIds[0];
  if (offeredHotel !== undefined && selection.hotelIds[0] !== offeredHotel && !(selection.hotelIds.length === 0 && defaultHotelId(pkg) === offeredHotel)) {
    failedServices.push({ service: 'hotel', offered: offeredHotel, replacement: selection.hotelIds[0] ?? defaultHotelId(pkg) });
  }

  if (offered.rooms.length > 0 && !sameRooms(offered.rooms, selection.rooms)) {
    failedServices.push({ service: 'rooms', offered: offered.rooms, replacement: selection.rooms });
  }

  if (offered.period && (selection.period?.startDate !== offered.period.startDate || selection.period?.endDate !== offered.period.endDate)) {
    failedServices.push({ service: 'period', offered: offered.period, replacement: null });
  }

  return { selection, failedServices };
}
