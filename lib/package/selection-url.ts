/**
 * The package page's selection in its URL (booking spec §2 "Query parameters
 * of the package detail route"). The URL is the source of truth for anything
 * a link should reproduce (STYLE §5): the page is server-rendered from it,
 * the package store mirrors every change back into it, and reload,
 * back/forward and a shared link show the same selection.
 *
 * `serializeSelection` writes a selection, leaving out what equals the
 * package's default; ./selection-query reads one back. The two are apart so
 * that the package page's first load carries the writing only: the page
 * reads its query on the server, and in the browser only once it has
 * hydrated.
 */
import { sameRooms, suggestRooms, DEFAULT_ADULTS, DEFAULT_CHILDREN } from './rooms';
import { defaultHotelId, EXCLUDABLE_SERVICES, includedTicketId, type PackageSelection, type SelectionPackage } from './selection';

export type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

export function valuesOf(query: QueryInput, ...keys: string[]): string[] {
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
