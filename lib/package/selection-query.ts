/**
 * Reads the package page's query (./selection-url writes it):
 * `parseSelectionQuery` without knowing the package (a bad value is dropped,
 * never thrown); the rules' `resolveSelection` then fits it to the package.
 */
import { ROOM_TYPES, type RoomType } from '@/lib/api/contract/constants';
import { isCalendarDay } from '@/lib/calendar-day';
import { PACKAGE_VARIANTS, TIMEPOINTS } from '@/lib/pricing';
import { DEPARTURE_REGIONS } from '@/lib/site/site-basics';
import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, MAX_ROOMS, MIN_ADULTS, type BookingRoom } from './rooms';
import { resolveSelection, type PackageSelection, type SelectionPackage, type SelectionQuery } from './selection';
import { serializeSelection, valuesOf, type QueryInput } from './selection-url';

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
 * A selection made on one reading of a package, fitted to another (the
 * package as it is now, its seats moved or an offer reopened) by the rules
 * its address would go through: what the package can no longer give falls
 * back as it would on a link.
 */
export function fitSelection(selection: PackageSelection, madeOn: SelectionPackage, now: SelectionPackage): PackageSelection {
  return resolveSelection(parseSelectionQuery(serializeSelection(selection, madeOn)), now);
}

