/**
 * The package page's selection in its URL (booking spec §2 "Query parameters
 * of the package detail route"). The URL is the source of truth for anything
 * a link should reproduce (STYLE §5): the page is server-rendered from it,
 * the package store mirrors every change back into it, and reload,
 * back/forward and a shared link show the same selection.
 *
 * `parseSelectionQuery` reads the query without knowing the package (a bad
 * value is dropped, never thrown); the rules' `resolveSelection` then fits
 * it to the package. `serializeSelection` writes a selection back, leaving
 * out what equals the package's default.
 */
import { ROOM_TYPES, type RoomType } from '@/lib/api/contract/constants';
import { isCalendarDay } from '@/lib/calendar-day';
import { PACKAGE_VARIANTS, TIMEPOINTS } from '@/lib/pricing';
import { DEPARTURE_REGIONS } from '@/lib/site/site-basics';
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
  type BookingRoom,
} from './rooms';
import { defaultHotelId, EXCLUDABLE_SERVICES, includedTicketId, resolveSelection, type PackageSelection, type SelectionPackage, type SelectionQuery } from './selection';

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
/** `DK:AAR.AAL.BLL`: a departure region and up to ten airports. */
const DEPARTURE = new RegExp(`^(${DEPARTURE_REGIONS.join('|')}):([A-Z]{3}(?:\\.[A-Z]{3}){0,9})$`);

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
  const area = departure === undefined ? null : DEPARTURE.exec(departure);
  if (area) parsed.departure = { region: area[1]!, airports: area[2]!.split('.') };

  const insurance = yesNo(first(query, 'insurance'));
  if (insurance !== undefined) parsed.hasInsurance = insurance;
  const matchInsurance = yesNo(first(query, 'matchInsurance'));
  if (matchInsurance !== undefined) parsed.hasMatchInsurance = matchInsurance;
  const coupon = first(query, 'coupon');
  if (coupon !== undefined && COUPON.test(coupon)) parsed.couponCode = coupon.toUpperCase();
  return parsed;
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

/**
 * A selection made on one reading of a package, fitted to another (the
 * package as it is now, its seats moved or an offer reopened) by the rules
 * its address would go through: what the package can no longer give falls
 * back as it would on a link.
 */
export function fitSelection(selection: PackageSelection, madeOn: SelectionPackage, now: SelectionPackage): PackageSelection {
  return resolveSelection(parseSelectionQuery(serializeSelection(selection, madeOn)), now);
}

/** One canonical string of a query, to tell whether the URL already says what the store holds. */
export function queryKey(query: QueryInput): string {
  const pairs: string[] = [];
  if (query instanceof URLSearchParams) query.forEach((value, key) => pairs.push(`${key}=${value}`));
  else for (const key of Object.keys(query)) for (const value of valuesOf(query, key)) pairs.push(`${key}=${value}`);
  return pairs.sort().join('&');
}
