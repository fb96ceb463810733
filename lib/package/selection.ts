/**
 * The visitor's selection on the package page (booking spec §2, §4) and its
 * rules: what a variant includes, the booking flags, the travel period, the
 * ticket holders, and `resolveSelection`, which fits what a query asked for
 * to the package (offered variant, its tickets and hotels, the allowed travel
 * period), falling back to the package's defaults. The selection's URL form
 * is written by `./selection-url` and read by `./selection-query`; its day
 * arithmetic is `@/lib/calendar-day`.
 */
import type { EventTicket, PackageDetail } from '@/lib/api/contract/packages';
import { addDays, daysBetween, isCalendarDay } from '@/lib/calendar-day';
import type { PackageVariant, Timepoint } from '@/lib/pricing';
import { initialVariant, packageVariants } from '@/lib/packages/variants';
import { DEFAULT_ADULTS, DEFAULT_CHILDREN, suggestRooms, validateRooms, type BookingRoom } from './rooms';
import { chooseTicket } from './tickets';

export const EXCLUDABLE_SERVICES = ['flight', 'hotel', 'transit'] as const;
export type ExcludableService = (typeof EXCLUDABLE_SERVICES)[number];

export interface PackageSelection {
  type: PackageVariant;
  adults: number;
  children: number;
  /** One per child, null until chosen. */
  childAges: (number | null)[];
  rooms: BookingRoom[];
  /** The chosen ticket of each event, in the package's event order. */
  tickets: { eventId: number; ticketId: number }[];
  /** Limited ticket mode: how many passengers get a ticket; null gives everyone one (booking spec §4). */
  ticketCount: number | null;
  transit: { outward: Timepoint; return: Timepoint };
  /** Services the visitor dropped (booking spec §4 "Exclusions"). */
  without: Record<ExcludableService, boolean>;
  /** The chosen hotel(s); the package's default when empty. */
  hotelIds: number[];
  /** An extended travel period (booking spec §4 "Travel period"); null: the package's own. */
  period: { startDate: string; endDate: string } | null;
  /** The flight chooser's search: the stops allowed and the chosen outward and return flights (their uids). */
  stops: number | null;
  ofid: string | null;
  rfid: string | null;
  /**
   * Where the chosen flights were searched from (the departure area's
   * region and airports), so a link or a reload can find them again.
   * Absent or null: the package's own home airport.
   */
  departure?: { region: string; airports: string[] } | null;
  /** Yes, no, or not answered yet (booking spec §4 "Premium and insurance"). */
  hasInsurance: boolean | null;
  hasMatchInsurance: boolean | null;
  couponCode: string | null;
}

/** What a query asked for (`parseSelectionQuery`), each part only when it was readable. */
export type SelectionQuery = Partial<Omit<PackageSelection, 'tickets' | 'childAges'>> & {
  tickets?: { eventId: number; ticketId: number }[];
  childAges?: (number | null)[];
};

/** What the rules read of a ticket: its seats and price. */
export type SeatTicket = Pick<EventTicket, 'id' | 'price' | 'availability'>;

/**
 * What the selection rules read of a package: a `PackageDetail` fits as is,
 * and so does the slimmer package the server prices its cards from
 * (`arrivalPrices`).
 */
export type SelectionPackage = Pick<
  PackageDetail,
  | 'startDate'
  | 'endDate'
  | 'nights'
  | 'isSoldOut'
  | 'fixtureHold'
  | 'premiumAvailable'
  | 'isTransitLess'
  | 'isFlightLess'
  | 'isHotelLess'
  | 'isResidualSale'
  | 'prices'
  | 'fromPrices'
  | 'defaultServices'
  | 'maxAllowedTravelDurationDayBound'
  | 'today'
> & {
  events: { id: number; tickets: SeatTicket[] }[];
  hotels: Pick<PackageDetail['hotels'][number], 'id' | 'isDefault' | 'upgradePricePerNight'>[];
  transitRoutes: Pick<PackageDetail['transitRoutes'][number], 'morningPrice' | 'eveningPrice' | 'nightPrice'>[];
};

export interface PackageServices {
  /** The variant includes the package's flight (before the visitor drops it). */
  flight: boolean;
  hotel: boolean;
  transit: boolean;
}

/** What the chosen variant includes (booking spec §2, §3 "default services"). */
export function variantServices(pkg: SelectionPackage, type: PackageVariant): PackageServices {
  if (pkg.isResidualSale) return { flight: false, hotel: false, transit: false };
  return {
    flight: pkg.defaultServices.flight !== null && (type === 'default' || type === 'premium' || type === 'defaultHotelLess'),
    hotel: pkg.defaultServices.hotels.length > 0 && pkg.hotels.length > 0 && type !== 'defaultHotelLess',
    transit: type === 'withTransit' && pkg.transitRoutes.length > 0,
  };
}

export interface BookingFlags {
  includes: PackageServices;
  isFlightLessBooking: boolean;
  isHotelLessBooking: boolean;
  isTransitLessBooking: boolean;
  isResidualSaleBooking: boolean;
  /** Neither flight nor hotel: only the ticket remains (booking spec §4). */
  isTicketOnly: boolean;
  /** Premium can be chosen now: offered, and neither flight nor hotel excluded or absent (booking spec §4). */
  premiumOffered: boolean;
}

/** The booking state's flags (booking spec §3) for a selection. */
export function bookingFlags(pkg: SelectionPackage, selection: Pick<PackageSelection, 'type' | 'without'>): BookingFlags {
  const includes = variantServices(pkg, selection.type);
  const hasFlight = includes.flight && !selection.without.flight;
  const hasHotel = includes.hotel && !selection.without.hotel;
  const premiumVariant = packageVariants(pkg).some((option) => option.variant === 'premium' && option.available);
  return {
    includes,
    isFlightLessBooking: !hasFlight,
    isHotelLessBooking: !hasHotel,
    isTransitLessBooking: !(includes.transit && !selection.without.transit),
    isResidualSaleBooking: pkg.isResidualSale,
    isTicketOnly: !hasFlight && !hasHotel,
    premiumOffered: premiumVariant && (selection.type === 'default' || selection.type === 'premium') && hasFlight && hasHotel,
  };
}

/** The travel period can be changed only for a trip with flight and hotel, both changeable (booking spec §4). */
export function canChangeTravelPeriod(pkg: SelectionPackage, selection: Pick<PackageSelection, 'type' | 'without'>): boolean {
  const flags = bookingFlags(pkg, selection);
  const hotel = pkg.defaultServices.hotels[0];
  return !flags.isFlightLessBooking && !flags.isHotelLessBooking && pkg.defaultServices.flight?.isMutable === true && hotel?.isMutable === true;
}

export type PeriodProblem = 'invalid' | 'past' | 'shortened' | 'tooLong';
export type PeriodCheck = { ok: true; tripExtendedDays: number } | { ok: false; reason: PeriodProblem };

type PeriodPackage = Pick<SelectionPackage, 'startDate' | 'endDate' | 'maxAllowedTravelDurationDayBound' | 'today'>;

/**
 * The days a travel period may start on: from the package's start less the
 * bound, but never before today (a trip cannot begin in the past), to the
 * package's start. The picker offers only these.
 */
export function periodBounds(pkg: PeriodPackage): { earliestStart: string; latestEnd: string } {
  const earliest = addDays(pkg.startDate, -pkg.maxAllowedTravelDurationDayBound);
  return { earliestStart: earliest < pkg.today ? pkg.today : earliest, latestEnd: addDays(pkg.endDate, pkg.maxAllowedTravelDurationDayBound) };
}

/**
 * Booking spec §4 "Travel period": a range that starts on or before the
 * package's start and ends on or after its end extends the trip; anything
 * shorter is refused, and so is an extension beyond
 * `maxAllowedTravelDurationDayBound` days in all (§9), an end before the
 * start, and a start before today in the site's time zone.
 */
export function checkTravelPeriod(pkg: PeriodPackage, startDate: string, endDate: string): PeriodCheck {
  if (!isCalendarDay(startDate) || !isCalendarDay(endDate) || startDate > endDate) return { ok: false, reason: 'invalid' };
  if (startDate > pkg.startDate || endDate < pkg.endDate) return { ok: false, reason: 'shortened' };
  const tripExtendedDays = extensionDays(pkg, startDate, endDate);
  if (tripExtendedDays > pkg.maxAllowedTravelDurationDayBound) return { ok: false, reason: 'tooLong' };
  if (tripExtendedDays > 0 && startDate < pkg.today) return { ok: false, reason: 'past' };
  return { ok: true, tripExtendedDays };
}

const extensionDays = (pkg: Pick<SelectionPackage, 'startDate' | 'endDate'>, startDate: string, endDate: string) =>
  daysBetween(startDate, pkg.startDate) + daysBetween(pkg.endDate, endDate);

/** Days the selection extends the package's period by. */
export function tripExtendedDays(pkg: SelectionPackage, selection: Pick<PackageSelection, 'period'>): number {
  if (!selection.period) return 0;
  const check = checkTravelPeriod(pkg, selection.period.startDate, selection.period.endDate);
  return check.ok ? check.tripExtendedDays : 0;
}

export const passengersOf = (selection: Pick<PackageSelection, 'adults' | 'children'>) => selection.adults + selection.children;

/** How many passengers hold a ticket: the count in limited mode, else all of them. */
export function ticketHolders(selection: Pick<PackageSelection, 'adults' | 'children' | 'ticketCount'>): number {
  const passengers = passengersOf(selection);
  return selection.ticketCount === null ? passengers : Math.min(selection.ticketCount, passengers);
}

/** The package's own hotel: the default one, else the first. */
export function defaultHotelId(pkg: SelectionPackage): number | null {
  return pkg.defaultServices.hotels[0]?.hotelId ?? pkg.hotels.find((hotel) => hotel.isDefault)?.id ?? pkg.hotels[0]?.id ?? null;
}

/** The package's own ticket of an event. */
export const includedTicketId = (pkg: SelectionPackage, eventId: number) =>
  pkg.defaultServices.tickets.find((ticket) => ticket.eventId === eventId)?.ticketId ?? null;

export interface ResolvedTicket {
  eventId: number;
  ticketId: number;
  originalUnavailable: boolean;
  soldOut: boolean;
}

/** Each event's ticket for the holders: the wanted one when it has seats, else as `chooseTicket` says. */
export function resolveTickets(pkg: SelectionPackage, wanted: readonly { eventId: number; ticketId: number }[], holders: number): ResolvedTicket[] {
  return pkg.events.map((event) => {
    const included = includedTicketId(pkg, event.id) ?? event.tickets[0]?.id ?? 0;
    const choice = chooseTicket(event.tickets, wanted.find((ticket) => ticket.eventId === event.id)?.ticketId, included, holders);
    return { eventId: event.id, ...choice };
  });
}

/** The selection a package opens with (booking spec §9 defaults). */
export function defaultSelection(pkg: SelectionPackage): PackageSelection {
  return resolveSelection({}, pkg);
}

/**
 * Fits a read query to the package: a variant it offers (else its first), a
 * ticket count below the passengers, tickets of its events with seats for
 * the holders, its hotels, a travel period it allows, rooms that hold the
 * party (else the suggested ones), and only drops of services it includes.
 */
export function resolveSelection(query: SelectionQuery, pkg: SelectionPackage): PackageSelection {
  const type = initialVariant(packageVariants(pkg), query.type) ?? 'default';
  const adults = query.adults ?? DEFAULT_ADULTS;
  const children = query.children ?? DEFAULT_CHILDREN;
  const passengers = adults + children;
  const childAges = Array.from({ length: children }, (_, index) => query.childAges?.[index] ?? null);

  const includes = variantServices(pkg, type);
  const without = {
    flight: includes.flight && (query.without?.flight ?? false),
    hotel: includes.hotel && (query.without?.hotel ?? false),
    transit: includes.transit && (query.without?.transit ?? false),
  };
  // Premium needs both flight and hotel (booking spec §4): dropping either leaves the default trip.
  const finalType: PackageVariant = type === 'premium' && (without.flight || without.hotel) ? 'default' : type;

  const ticketCount = query.ticketCount !== undefined && query.ticketCount !== null && query.ticketCount < passengers ? query.ticketCount : null;
  const holders = ticketCount ?? passengers;
  const tickets = resolveTickets(pkg, query.tickets ?? [], holders).map(({ eventId, ticketId }) => ({ eventId, ticketId }));

  const hotelIds = (query.hotelIds ?? []).filter((id) => pkg.hotels.some((hotel) => hotel.id === id)).slice(0, 1);
  const rooms = query.rooms && validateRooms(query.rooms, adults, children).length === 0 ? query.rooms : suggestRooms(adults, children);
  const period =
    query.period && checkTravelPeriod(pkg, query.period.startDate, query.period.endDate).ok && canChangeTravelPeriod(pkg, { type: finalType, without })
      ? query.period
      : null;

  return {
    type: finalType,
    adults,
    children,
    childAges,
    rooms,
    tickets,
    ticketCount,
    transit: includes.transit && !without.transit ? (query.transit ?? { outward: 'morning', return: 'morning' }) : { outward: 'morning', return: 'morning' },
    without,
    hotelIds,
    period,
    stops: query.stops ?? null,
    ofid: query.ofid ?? null,
    rfid: query.rfid ?? null,
    ...(query.departure && { departure: query.departure }),
    hasInsurance: query.hasInsurance ?? null,
    hasMatchInsurance: query.hasMatchInsurance ?? null,
    couponCode: query.couponCode ?? null,
  };
}
