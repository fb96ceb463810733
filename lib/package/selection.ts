/**
 * The visitor's selection on the package page and its URL form (booking spec
 * §2 "Query parameters of the package detail route"). The URL is the source
 * of truth for anything a link should reproduce (STYLE §5): the page is
 * server-rendered from it, the booking store mirrors every change back into
 * it, and reload, back/forward and a shared link show the same selection.
 *
 * Two pure steps: `parseSelectionQuery` reads the query without knowing the
 * package (a bad value is dropped, never thrown), and `resolveSelection` fits
 * what was read to the package (offered variant, its tickets and hotels, the
 * allowed travel period), falling back to the package's defaults.
 */
import { ROOM_TYPES, type RoomType } from '@/lib/api/contract/constants';
import type { EventTicket, PackageDetail } from '@/lib/api/contract/packages';
import { addDays, daysBetween, isCalendarDay } from '@/lib/calendar-day';
import { PACKAGE_VARIANTS, TIMEPOINTS, type PackageVariant, type Timepoint } from '@/lib/pricing';
import { initialVariant, packageVariants } from '@/lib/packages/variants';
import {
  DEFAULT_ADULTS,
  DEFAULT_CHILDREN,
  MAX_ADULTS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  MAX_ROOMS,
  MIN_ADULTS,
  sameRooms,
  suggestRooms,
  validateRooms,
  type BookingRoom,
} from './rooms';
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

/** What the query says, each part only when it was readable. */
export type SelectionQuery = Partial<Omit<PackageSelection, 'tickets' | 'childAges'>> & {
  tickets?: { eventId: number; ticketId: number }[];
  childAges?: (number | null)[];
};

export type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

function valuesOf(query: QueryInput, ...keys: string[]): string[] {
  const values: string[] = [];
  for (const key of keys) {
    if (query instanceof URLSearchParams) values.push(...query.getAll(key));
    else {
      const value = query[key];
      if (typeof value === 'string') values.push(value);
      else if (Array.isArray(value)) values.push(...value);
    }
  }
  return values;
}

const first = (query: QueryInput, key: string) => valuesOf(query, key)[0];

/** A whole number from `min` to `max`, written plainly (`2`, not `2.0` or ` 2`). */
function wholeNumber(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || !/^\d{1,3}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

const ID = /^[1-9]\d{0,9}$/;
const FLIGHT_ID = /^[\w.:-]{1,100}$/;
const COUPON = /^[A-Za-z0-9_-]{1,50}$/;

const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (values as readonly string[]).includes(value);

function yesNo(value: string | undefined): boolean | undefined {
  if (value === 'yes' || value === 'true') return true;
  if (value === 'no' || value === 'false') return false;
  return undefined;
}

/**
 * Reads the package page's query. Never throws: a value that cannot be read
 * is left out, so the page falls back to the package's default for it.
 *
 * Parameters (booking spec §2, plus what a link needs to reproduce the rest):
 * `type`, `adults`, `children`, `childAges=7,12`, `rooms=double:2:0,single:1:0`,
 * `tickets[]=eventId:ticketId`, `ticketCount`, `transit=evening:morning`,
 * `without=flight,hotel,transit`, `hotels[]=id`, `changeTravelPeriod=true`
 * with `startDate` and `endDate`, `stops`, `ofid`, `rfid`,
 * `departure=DK:AAR.AAL.BLL` (the flights' departure area), `insurance=yes|no`,
 * `matchInsurance=yes|no`, `coupon`.
 */
export function parseSelectionQuery(query: QueryInput): SelectionQuery {
  const parsed: SelectionQuery = {};
  const type = first(query, 'type');
  if (isOneOf(PACKAGE_VARIANTS, type)) parsed.type = type;
  const adults = wholeNumber(first(query, 'adults'), MIN_ADULTS, MAX_ADULTS);
  if (adults !== undefined) parsed.adults = adults;
  const children = wholeNumber(first(query, 'children'), 0, MAX_CHILDREN);
  if (children !== undefined) parsed.children = children;

  const ages = first(query, 'childAges');
  if (ages !== undefined && ages.length <= 40) {
    parsed.childAges = ages
      .split(',')
      .slice(0, MAX_CHILDREN)
      .map((age) => wholeNumber(age.trim(), 0, MAX_CHILD_AGE) ?? null);
  }

  const rooms = first(query, 'rooms');
  if (rooms !== undefined && rooms.length <= 200) {
    const read = rooms.split(',').map((room): BookingRoom | null => {
      const [roomType, roomAdults, roomChildren] = room.split(':');
      const a = wholeNumber(roomAdults, 0, MAX_ADULTS);
      const c = wholeNumber(roomChildren ?? '0', 0, MAX_CHILDREN);
      return isOneOf(ROOM_TYPES, roomType) && a !== undefined && c !== undefined ? { roomType: roomType as RoomType, adults: a, children: c } : null;
    });
    if (read.length <= MAX_ROOMS && read.every((room) => room !== null)) parsed.rooms = read as BookingRoom[];
  }

  const tickets = valuesOf(query, 'tickets[]', 'tickets')
    .flatMap((value) => value.split(','))
    .slice(0, 20)
    .map((value) => value.split(':'))
    .filter(([eventId, ticketId]) => ID.test(eventId ?? '') && ID.test(ticketId ?? ''))
    .map(([eventId, ticketId]) => ({ eventId: Number(eventId), ticketId: Number(ticketId) }));
  if (tickets.length > 0) parsed.tickets = tickets;

  const ticketCount = wholeNumber(first(query, 'ticketCount'), 1, MAX_ADULTS + MAX_CHILDREN);
  if (ticketCount !== undefined) parsed.ticketCount = ticketCount;

  const [outward, back] = (first(query, 'transit') ?? '').split(':');
  if (isOneOf(TIMEPOINTS, outward) && isOneOf(TIMEPOINTS, back)) parsed.transit = { outward, return: back };

  const without = first(query, 'without');
  if (without !== undefined) {
    const parts = without.split(',');
    parsed.without = { flight: parts.includes('flight'), hotel: parts.includes('hotel'), transit: parts.includes('transit') };
  }

  const hotelIds = valuesOf(query, 'hotels[]', 'hotels')
    .flatMap((value) => value.split(','))
    .filter((value) => ID.test(value))
    .slice(0, MAX_ROOMS)
    .map(Number);
  if (hotelIds.length > 0) parsed.hotelIds = hotelIds;

  const startDate = first(query, 'startDate');
  const endDate = first(query, 'endDate');
  if (first(query, 'changeTravelPeriod') === 'true' && isCalendarDay(startDate) && isCalendarDay(endDate) && startDate <= endDate) {
    parsed.period = { startDate, endDate };
  }

  const stops = wholeNumber(first(query, 'stops'), 0, 2);
  if (stops !== undefined) parsed.stops = stops;
  const ofid = first(query, 'ofid');
  if (ofid !== undefined && FLIGHT_ID.test(ofid)) parsed.ofid = ofid;
  const rfid = first(query, 'rfid');
  if (rfid !== undefined && FLIGHT_ID.test(rfid)) parsed.rfid = rfid;
  const departure = first(query, 'departure');
  const area = departure === undefined ? null : /^(DK|NO|SE):([A-Z]{3}(?:\.[A-Z]{3}){0,9})$/.exec(departure);
  if (area) parsed.departure = { region: area[1]!, airports: area[2]!.split('.') };

  const insurance = yesNo(first(query, 'insurance'));
  if (insurance !== undefined) parsed.hasInsurance = insurance;
  const matchInsurance = yesNo(first(query, 'matchInsurance'));
  if (matchInsurance !== undefined) parsed.hasMatchInsurance = matchInsurance;
  const coupon = first(query, 'coupon');
  if (coupon !== undefined && COUPON.test(coupon)) parsed.couponCode = coupon.toUpperCase();
  return parsed;
}

// ─── The package's side ────────────────────────────────────────────────────

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

/**
 * The query of a selection, leaving out what equals the package's default
 * (two adults, no children, the suggested rooms, the package's tickets and
 * hotel, morning buses), so plain links stay plain. Arrays are repeated keys
 * (`tickets[]=1:2&tickets[]=3:4`). `type` is always written.
 */
export function serializeSelection(selection: PackageSelection, pkg: SelectionPackage): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = { type: selection.type };
  if (selection.adults !== DEFAULT_ADULTS) query.adults = String(selection.adults);
  if (selection.children !== DEFAULT_CHILDREN) query.children = String(selection.children);
  if (selection.children > 0) query.childAges = selection.childAges.map((age) => (age === null ? '' : String(age))).join(',');
  if (!sameRooms(selection.rooms, suggestRooms(selection.adults, selection.children))) {
    query.rooms = selection.rooms.map((room) => `${room.roomType}:${room.adults}:${room.children}`).join(',');
  }
  const changedTickets = selection.tickets.filter((ticket) => ticket.ticketId !== includedTicketId(pkg, ticket.eventId));
  if (changedTickets.length > 0) query['tickets[]'] = changedTickets.map((ticket) => `${ticket.eventId}:${ticket.ticketId}`);
  if (selection.ticketCount !== null) query.ticketCount = String(selection.ticketCount);
  if (selection.transit.outward !== 'morning' || selection.transit.return !== 'morning') {
    query.transit = `${selection.transit.outward}:${selection.transit.return}`;
  }
  const without = EXCLUDABLE_SERVICES.filter((service) => selection.without[service]);
  if (without.length > 0) query.without = without.join(',');
  const defaultHotel = defaultHotelId(pkg);
  if (selection.hotelIds.length > 0 && !(selection.hotelIds.length === 1 && selection.hotelIds[0] === defaultHotel)) {
    query['hotels[]'] = selection.hotelIds.map(String);
  }
  if (selection.period) {
    query.changeTravelPeriod = 'true';
    query.startDate = selection.period.startDate;
    query.endDate = selection.period.endDate;
    // Booking spec §4: the extended period's link carries the passenger counts too.
    query.adults = String(selection.adults);
    query.children = String(selection.children);
  }
  if (selection.stops !== null) query.stops = String(selection.stops);
  if (selection.ofid) query.ofid = selection.ofid;
  if (selection.rfid) query.rfid = selection.rfid;
  if (selection.departure && (selection.ofid || selection.rfid)) query.departure = `${selection.departure.region}:${selection.departure.airports.join('.')}`;
  if (selection.hasInsurance !== null) query.insurance = selection.hasInsurance ? 'yes' : 'no';
  if (selection.hasMatchInsurance !== null) query.matchInsurance = selection.hasMatchInsurance ? 'yes' : 'no';
  if (selection.couponCode) query.coupon = selection.couponCode;
  return query;
}

/** One canonical string of a query, to tell whether the URL already says what the store holds. */
export function queryKey(query: QueryInput): string {
  const pairs: string[] = [];
  if (query instanceof URLSearchParams) query.forEach((value, key) => pairs.push(`${key}=${value}`));
  else for (const key of Object.keys(query)) for (const value of valuesOf(query, key)) pairs.push(`${key}=${value}`);
  return pairs.sort().join('&');
}
