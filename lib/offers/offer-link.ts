/**
 * The offer link (booking spec §3 "Offer link", §4 "Offer and PDF"): a
 * customised trip as one string, stored by `POST offers` and read back by
 * `GET offers/{id}` when an offer is reopened. It names the package and the
 * whole selection of the package page, each value written plainly
 * (`packageId=12&tickets=1:101&hotels=11&rooms=double:2:0&outwardFlightId=…`),
 * and leaves out two adults and no children, the defaults (§4), and every
 * choice not made. Unlike the page's address (lib/package/selection-url.ts),
 * it is read without the package: what it names is checked against the
 * package as it is when the offer is reopened, and a service that can no
 * longer be had is a failed service there.
 *
 * `decodeOfferLink` never throws: any string is a link or a clear error
 * naming the field.
 */
import { isIdText, ROOM_TYPES, type RoomType } from '@/lib/api/contract/constants';
import { isCalendarDay } from '@/lib/calendar-day';
import { MAX_STOPS } from '@/lib/package/flights';
import { DEFAULT_ADULTS, DEFAULT_CHILDREN, MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, MAX_ROOMS, MIN_ADULTS, type BookingRoom } from '@/lib/package/rooms';
import { EXCLUDABLE_SERVICES, type ExcludableService, type PackageSelection } from '@/lib/package/selection';
import { PACKAGE_VARIANTS, TIMEPOINTS, type PackageVariant, type Timepoint } from '@/lib/pricing';
import { DEPARTURE_REGIONS } from '@/lib/site/site-basics';

export interface OfferLink {
  packageId: number;
  /** The offer's number, once the offer exists (a link read back from it names it). */
  offerId: number | null;
  selection: PackageSelection;
}

export type OfferLinkResult = { ok: true; link: OfferLink } | { ok: false; field: string; message: string };

/** Longer than any link the shop writes: a package with every choice made is well under 1 kB. */
export const MAX_OFFER_LINK_LENGTH = 4_000;
const MAX_TICKETS = 20;
const MAX_HOTELS = MAX_ROOMS;
const FLIGHT_ID = /^[\w.:-]{1,100}$/;
const COUPON = /^[A-Z0-9_-]{1,50}$/;
const AIRPORT = /^[A-Z]{3}$/;

/** The fields in the order they are written; a link names each at most once. */
const FIELDS = [
  'offerId',
  'packageId',
  'type',
  'adults',
  'children',
  'childAges',
  'rooms',
  'tickets',
  'ticketCount',
  'hotels',
  'transit',
  'without',
  'startDate',
  'endDate',
  'maxChanges',
  'outwardFlightId',
  'returnFlightId',
  'departure',
  'insurance',
  'matchInsurance',
  'coupon',
] as const;
type Field = (typeof FIELDS)[number];

const yesNo = (answer: boolean) => (answer ? 'yes' : 'no');

/** The link string of an offer. */
export function encodeOfferLink({ packageId, offerId, selection }: OfferLink): string {
  const fields: [Field, string][] = [];
  const put = (field: Field, value: string) => fields.push([field, value]);
  if (offerId !== null) put('offerId', String(offerId));
  put('packageId', String(packageId));
  put('type', selection.type);
  if (selection.adults !== DEFAULT_ADULTS) put('adults', String(selection.adults));
  if (selection.children !== DEFAULT_CHILDREN) put('children', String(selection.children));
  if (selection.childAges.length > 0) put('childAges', selection.childAges.map((age) => (age === null ? '-' : String(age))).join(','));
  if (selection.rooms.length > 0) put('rooms', selection.rooms.map((room) => `${room.roomType}:${room.adults}:${room.children}`).join(','));
  if (selection.tickets.length > 0) put('tickets', selection.tickets.map((ticket) => `${ticket.eventId}:${ticket.ticketId}`).join(','));
  if (selection.ticketCount !== null) put('ticketCount', String(selection.ticketCount));
  if (selection.hotelIds.length > 0) put('hotels', selection.hotelIds.join(','));
  if (selection.transit.outward !== 'morning' || selection.transit.return !== 'morning') put('transit', `${selection.transit.outward}:${selection.transit.return}`);
  const without = EXCLUDABLE_SERVICES.filter((service) => selection.without[service]);
  if (without.length > 0) put('without', without.join(','));
  if (selection.period) {
    put('startDate', selection.period.startDate);
    put('endDate', selection.period.endDate);
  }
  if (selection.stops !== null) put('maxChanges', String(selection.stops));
  if (selection.ofid !== null) put('outwardFlightId', selection.ofid);
  if (selection.rfid !== null) put('returnFlightId', selection.rfid);
  if (selection.departure) put('departure', `${selection.departure.region}:${selection.departure.airports.join('.')}`);
  if (selection.hasInsurance !== null) put('insurance', yesNo(selection.hasInsurance));
  if (selection.hasMatchInsurance !== null) put('matchInsurance', yesNo(selection.hasMatchInsurance));
  if (selection.couponCode !== null) put('coupon', selection.couponCode);
  return new URLSearchParams(fields).toString();
}

class LinkError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

function wholeNumber(field: Field, text: string, min: number, max: number): number {
  if (!/^\d{1,10}$/.test(text)) throw new LinkError(field, 'must be a whole number');
  const value = Number(text);
  if (value < min || value > max) throw new LinkError(field, `must be from ${min} to ${max}`);
  return value;
}

function id(field: Field, text: string): number {
  if (!isIdText(text)) throw new LinkError(field, 'must be an id');
  return Number(text);
}

function list(field: Field, text: string, max: number): string[] {
  const parts = text.split(',');
  if (parts.length > max) throw new LinkError(field, `must have at most ${max} items`);
  return parts;
}

function oneOf<T extends string>(field: Field, values: readonly T[], text: string): T {
  if (!(values as readonly string[]).includes(text)) throw new LinkError(field, `must be one of ${values.join(', ')}`);
  return text as T;
}

function answer(field: Field, text: string): boolean {
  if (text !== 'yes' && text !== 'no') throw new LinkError(field, 'must be yes or no');
  return text === 'yes';
}

function read(text: string): OfferLink {
  if (text.length > MAX_OFFER_LINK_LENGTH) throw new LinkError('link', `must be at most ${MAX_OFFER_LINK_LENGTH} characters`);
  const values = new Map<Field, string>();
  for (const [key, value] of new URLSearchParams(text)) {
    if (!(FIELDS as readonly string[]).includes(key)) throw new LinkError(key.slice(0, 40) || 'link', 'is not a field of an offer link');
    if (values.has(key as Field)) throw new LinkError(key, 'is named twice');
    values.set(key as Field, value);
  }
  const get = (field: Field) => values.get(field);

  const packageText = get('packageId');
  if (packageText === undefined) throw new LinkError('packageId', 'is required');
  const packageId = id('packageId', packageText);
  const offerText = get('offerId');
  const offerId = offerText === undefined ? null : id('offerId', offerText);

  const typeText = get('type');
  const type: PackageVariant = typeText === undefined ? 'default' : oneOf('type', PACKAGE_VARIANTS, typeText);
  const adultsText = get('adults');
  const adults = adultsText === undefined ? DEFAULT_ADULTS : wholeNumber('adults', adultsText, MIN_ADULTS, MAX_ADULTS);
  const childrenText = get('children');
  const children = childrenText === undefined ? DEFAULT_CHILDREN : wholeNumber('children', childrenText, 0, MAX_CHILDREN);

  const agesText = get('childAges');
  const childAges = agesText === undefined ? [] : list('childAges', agesText, MAX_CHILDREN).map((age) => (age === '-' ? null : wholeNumber('childAges', age, 0, MAX_CHILD_AGE)));
  if (childAges.length !== children) throw new LinkError('childAges', 'must give an age (or -) for each child');

  const roomsText = get('rooms');
  const rooms: BookingRoom[] =
    roomsText === undefined
      ? []
      : list('rooms', roomsText, MAX_ROOMS).map((room) => {
          const [roomType, roomAdults, roomChildren, ...rest] = room.split(':');
          if (rest.length > 0 || roomAdults === undefined || roomChildren === undefined) throw new LinkError('rooms', 'must be type:adults:children');
          return {
            roomType: oneOf<RoomType>('rooms', ROOM_TYPES, roomType ?? ''),
            adults: wholeNumber('rooms', roomAdults, 0, MAX_ADULTS),
            children: wholeNumber('rooms', roomChildren, 0, MAX_CHILDREN),
          };
        });

  const ticketsText = get('tickets');
  const tickets =
    ticketsText === undefined
      ? []
      : list('tickets', ticketsText, MAX_TICKETS).map((ticket) => {
          const [eventId, ticketId, ...rest] = ticket.split(':');
          if (rest.length > 0 || eventId === undefined || ticketId === undefined) throw new LinkError('tickets', 'must be eventId:ticketId');
          return { eventId: id('tickets', eventId), ticketId: id('tickets', ticketId) };
        });
  if (new Set(tickets.map((ticket) => ticket.eventId)).size !== tickets.length) throw new LinkError('tickets', 'must name one ticket per match');

  const countText = get('ticketCount');
  // Limited ticket mode: fewer tickets than travellers, so one traveller has nothing to limit (booking spec §4).
  if (countText !== undefined && adults + children < 2) throw new LinkError('ticketCount', 'needs two travellers or more');
  const ticketCount = countText === undefined ? null : wholeNumber('ticketCount', countText, 1, adults + children - 1);

  const hotelsText = get('hotels');
  const hotelIds = hotelsText === undefined ? [] : list('hotels', hotelsText, MAX_HOTELS).map((hotel) => id('hotels', hotel));

  const transitText = get('transit');
  let transit: { outward: Timepoint; return: Timepoint } = { outward: 'morning', return: 'morning' };
  if (transitText !== undefined) {
    const [outward, back, ...rest] = transitText.split(':');
    if (rest.length > 0) throw new LinkError('transit', 'must be outward:return');
    transit = { outward: oneOf('transit', TIMEPOINTS, outward ?? ''), return: oneOf('transit', TIMEPOINTS, back ?? '') };
  }

  const withoutText = get('without');
  const dropped = withoutText === undefined ? [] : list('without', withoutText, EXCLUDABLE_SERVICES.length).map((service) => oneOf<ExcludableService>('without', EXCLUDABLE_SERVICES, service));
  const without = { flight: dropped.includes('flight'), hotel: dropped.includes('hotel'), transit: dropped.includes('transit') };

  const startDate = get('startDate');
  const endDate = get('endDate');
  let period: PackageSelection['period'] = null;
  if (startDate !== undefined || endDate !== undefined) {
    if (startDate === undefined || !isCalendarDay(startDate)) throw new LinkError('startDate', 'must be a date (YYYY-MM-DD)');
    if (endDate === undefined || !isCalendarDay(endDate)) throw new LinkError('endDate', 'must be a date (YYYY-MM-DD)');
    if (startDate > endDate) throw new LinkError('endDate', 'must not be before startDate');
    period = { startDate, endDate };
  }

  const stopsText = get('maxChanges');
  const stops = stopsText === undefined ? null : wholeNumber('maxChanges', stopsText, 0, MAX_STOPS);
  const flight = (field: Field) => {
    const value = get(field);
    if (value === undefined) return null;
    if (!FLIGHT_ID.test(value)) throw new LinkError(field, 'must be a flight id');
    return value;
  };
  const ofid = flight('outwardFlightId');
  const rfid = flight('returnFlightId');

  const departureText = get('departure');
  let departure: PackageSelection['departure'] = null;
  if (departureText !== undefined) {
    const [region, airports, ...rest] = departureText.split(':');
    const codes = (airports ?? '').split('.');
    if (rest.length > 0 || codes.length > 10 || !codes.every((code) => AIRPORT.test(code))) throw new LinkError('departure', 'must be a region and its airports (DK:CPH.BLL)');
    departure = { region: oneOf('departure', DEPARTURE_REGIONS, region ?? ''), airports: codes };
  }

  const insuranceText = get('insurance');
  const matchText = get('matchInsurance');
  const couponText = get('coupon');
  if (couponText !== undefined && !COUPON.test(couponText)) throw new LinkError('coupon', 'must be a code of capital letters, digits, - and _');

  return {
    packageId,
    offerId,
    selection: {
      type,
      adults,
      children,
      childAges,
      rooms,
      tickets,
      ticketCount,
      transit,
      without,
      hotelIds,
      period,
      stops,
      ofid,
      rfid,
      departure,
      hasInsurance: insuranceText === undefined ? null : answer('insurance', insuranceText),
      hasMatchInsurance: matchText === undefined ? null : answer('matchInsurance', matchText),
      couponCode: couponText ?? null,
    },
  };
}

/** An offer link read back: the package and its selection, or what is wrong with it. */
export function decodeOfferLink(text: string): OfferLinkResult {
  try {
    return { ok: true, link: read(text) };
  } catch (error) {
    if (error instanceof LinkError) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}
