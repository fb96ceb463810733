import { z } from 'zod';
import { calendarDay, ID_TOO_LARGE, idOrSlug, listParam, MAX_ID, positiveId, ROOM_TYPES, roomTax, SLUG_PATTERN, wholeNumber } from './common';
import { location } from './geography';
import { transitRoute as packageTransitRoute } from './packages';
import { DEPARTURE_REGIONS, type DepartureRegion } from '@/lib/site/site-basics';

/** Shared with the other contracts; re-exported for the callers of this one. */
export { calendarDay, ROOM_TYPES, roomTax, type RoomTax, type RoomType } from './common';

/**
 * Service availability of a package (booking spec §7): live flight and hotel
 * searches through the suppliers, and the bus routes of the transit option.
 * Prices are in the site's currency (from `accept-language`), rounded up from
 * the suppliers' DKK (docs/adr/0002).
 */

// ─── Error codes ────────────────────────────────────────────────────────────

/** 502: the supplier answered with an error. */
export const SUPPLIER_ERROR = 'supplier_error';
/** 504: the supplier did not answer in time. */
export const SUPPLIER_TIMEOUT = 'supplier_timeout';
/** 409: the package does not offer the service searched (residual sale: booking spec §1). */
export const SERVICE_NOT_OFFERED = 'service_not_offered';

// ─── Building blocks ────────────────────────────────────────────────────────

const count = (min: number, max: number) =>
  z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);

/** A list sent as a JSON array or as a comma list (`"AAR,AAL"`). */
const arrayOrCommaList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item, { error: 'must be a list' }).min(1, 'must not be empty').max(max, `must have at most ${max} items`),
  );

/** IATA airport codes are three letters; lower case is accepted and upper-cased. */
const airportCode = z
  .string({ error: 'must be a three-letter airport code' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'must be a three-letter airport code');

export { DEPARTURE_REGIONS, type DepartureRegion };
const region = z
  .string({ error: `must be one of ${DEPARTURE_REGIONS.join(', ')}` })
  .trim()
  .toUpperCase()
  .pipe(z.enum(DEPARTURE_REGIONS, { error: `must be one of ${DEPARTURE_REGIONS.join(', ')}` }));

/** The package's service a search is for; echoed in every result. */
const serviceUniqueId = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters')
  .regex(/^[\w.:-]+$/, 'must be letters, digits, dots, colons, dashes or underscores');

export const MAX_ADULTS = 6;
export const MAX_CHILDREN = 6;
export const MAX_ROOMS = 7;
export const MAX_ADULTS_PER_ROOM = 3;
export const MAX_CHILD_AGE = 15;
/** How far ahead the suppliers sell (days from today). */
export const SEARCH_HORIZON_DAYS = 365;
/** The longest stay a hotel search takes. */
export const MAX_NIGHTS = 30;

export const availabilityParams = z.object({ idOrSlug });

// ─── Flights (`POST packages/{id}/service-availability/outward-flights`, `/return-flights`) ──

export const FLIGHT_DIRECTIONS = ['outward', 'return'] as const;
export type FlightDirection = (typeof FLIGHT_DIRECTIONS)[number];

/**
 * Booking spec §7. Every field may be left out: 2 adults, no children, the
 * package's start (outward) or end (return) date, the site's region and the
 * package's home airport (or the region's first departure group), and the
 * stops the departure group allows (browsing spec §3 searchParams.stops, else 0).
 */
export const flightSearchBody = z.object({
  adults: count(1, MAX_ADULTS).default(2),
  children: count(0, MAX_CHILDREN).default(0),
  /** Departure day of this leg, in the departure airport's own time. */
  departureDate: calendarDay.optional(),
  /** Only the few cheapest economy fares: a quick check rather than a choice. */
  isMinimalSearchMode: z.boolean({ error: 'must be true or false' }).default(false),
  /** Most stops (changes) a flight may make: 0, 1 or 2 (booking spec §5). */
  maxChanges: count(0, 2).optional(),
  /** The departure region (the visitor's side of the trip). */
  country: region.optional(),
  /** Home airports of the trip: the airports of a departure group of `country`. */
  cities: arrayOrCommaList(airportCode, 10).optional(),
  serviceUniqueId: serviceUniqueId.optional(),
});
export type FlightSearchInput = z.input<typeof flightSearchBody>;
export type FlightSearch = z.output<typeof flightSearchBody>;

export const CABIN_CLASSES = ['economy', 'premium_economy', 'business'] as const;
export type CabinClass = (typeof CABIN_CLASSES)[number];

export const flightAirport = z.object({
  code: z.string(),
  name: z.string(),
  city: z.object({ id: z.number(), name: z.string() }),
  location,
});
export type FlightAirport = z.infer<typeof flightAirport>;

/** ISO 8601 in the airport's local time with its offset: `2026-03-10T07:25:00+01:00`. */
const localDateTime = z.string();

export const flightSegment = z.object({
  departureDateAndTime: localDateTime,
  arrivalDateAndTime: localDateTime,
  fromAirport: flightAirport,
  toAirport: flightAirport,
  /** Minutes in the air. */
  duration: z.number(),
  flightNumber: z.string(),
  carrier: z.object({ code: z.string(), name: z.string() }),
  class: z.enum(CABIN_CLASSES),
});
export type FlightSegment = z.infer<typeof flightSegment>;

export const flightStop = z.object({
  airport: flightAirport,
  arrivalDateTime: localDateTime,
  departureDateTime: localDateTime,
  /** Minutes on the ground. */
  durationInMinutes: z.number(),
});
export type FlightStop = z.infer<typeof flightStop>;

/** Booking spec §3 "Flight". */
export const flight = z.object({
  /** The offer's id, stable for the same flight on the same day: the `ofid`/`rfid` of a booking link. */
  uid: z.string(),
  /** The package service the search was for (`serviceUniqueId`), null when none was sent. */
  uniqueId: z.string().nullable(),
  direction: z.enum(FLIGHT_DIRECTIONS),
  /** The operating airline of the first segment. */
  supplierName: z.string(),
  supplierLogo: z.string(),
  supplierCode: z.string(),
  /** Per person, in the site's currency. */
  price: z.number(),
  originAirport: z.string(),
  destinationAirport: z.string(),
  from: flightAirport.extend({ dateTime: localDateTime }),
  to: flightAirport.extend({ dateTime: localDateTime }),
  stops: z.array(flightStop),
  /** From the first departure to the last arrival, stops included. */
  durationInMinutes: z.number(),
  /** The sum of the segments' durations: time in the air. */
  segmentsDurationInMinutes: z.number(),
  /** The cabin class of the first segment. */
  class: z.enum(CABIN_CLASSES),
  /** Seats left at this price (at most 9 are told, as airlines do). */
  seatsLeft: z.number(),
  segments: z.array(flightSegment),
});
export type Flight = z.infer<typeof flight>;

export const flightsResponse = z.object({
  flights: z.array(flight),
  currency: z.string(),
  /** When the supplier priced these flights (ISO 8601): a repeated search within a short while answers the same. */
  pricedAt: z.string(),
});
export type FlightsResponse = z.infer<typeof flightsResponse>;

// ─── Hotels (`POST packages/{id}/service-availability/hotels`) ─────────────

/** Booking spec §3 "Room (booking)": anything else is a generic room. */
export const GENERIC_ROOM = 'generic';

export const roomRequest = z.object({
  /** The kind of room wanted; left out (or `generic`): whichever room fits the guests. */
  roomType: z.enum([...ROOM_TYPES, GENERIC_ROOM], { error: `must be one of ${[...ROOM_TYPES, GENERIC_ROOM].join(', ')}` }).optional(),
  adults: count(1, MAX_ADULTS_PER_ROOM),
  /** Ages of the children in the room (0-15, booking spec §5). */
  children: z.array(count(0, MAX_CHILD_AGE), { error: 'must be a list of ages' }).max(3, 'must have at most 3 children').default([]),
});
export type RoomRequest = z.output<typeof roomRequest>;

const roomsList = z
  .array(roomRequest, { error: 'must be a list of rooms' })
  .min(1, 'must have at least one room')
  .max(MAX_ROOMS, `must have at most ${MAX_ROOMS} rooms`)
  .superRefine((rooms, context) => {
    const adults = rooms.reduce((sum, room) => sum + room.adults, 0);
    const children = rooms.reduce((sum, room) => sum + room.children.length, 0);
    if (adults > MAX_ADULTS) context.addIssue({ code: 'custom', message: `must hold at most ${MAX_ADULTS} adults in all` });
    if (children > MAX_CHILDREN) context.addIssue({ code: 'custom', message: `must hold at most ${MAX_CHILDREN} children in all` });
    rooms.forEach((room, index) => {
      if (room.roomType === 'single' && (room.adults > 1 || room.children.length > 0)) {
        context.addIssue({ code: 'custom', path: [index, 'roomType'], message: 'a single room takes one adult' });
      }
    });
  });

/** A hotel id (`12`) or slug, in JSON as a number or a string. */
const HOTEL_ID_OR_SLUG = 'must be a hotel id or slug';
const hotelIdOrSlug = z.union(
  [z.number().int(HOTEL_ID_OR_SLUG).positive(HOTEL_ID_OR_SLUG).max(MAX_ID, HOTEL_ID_OR_SLUG), z.string().trim().regex(SLUG_PATTERN, HOTEL_ID_OR_SLUG)],
  { error: HOTEL_ID_OR_SLUG },
);

const checkDates = (search: { checkin?: string; checkout?: string }, context: z.RefinementCtx) => {
  if (search.checkin && search.checkout && search.checkout <= search.checkin) {
    context.addIssue({ code: 'custom', path: ['checkout'], message: 'must be after checkin' });
  }
};

/**
 * Booking spec §7. Left out: the package's rooms (one double for two adults),
 * its travel period and all of its hotels.
 */
export const hotelSearchBody = z
  .object({
    rooms: roomsList.optional(),
    checkin: calendarDay.optional(),
    checkout: calendarDay.optional(),
    /** Only these of the package's hotels. */
    idsOrSlugs: arrayOrCommaList(hotelIdOrSlug, 20).optional(),
    /** A venue of the package's events: each hotel then tells its distance to it. */
    venueId: z.number({ error: 'must be a venue id' }).int('must be a venue id').positive('must be a venue id').max(MAX_ID, ID_TOO_LARGE).optional(),
    serviceUniqueId: serviceUniqueId.optional(),
  })
  .superRefine(checkDates);
export type HotelSearchInput = z.input<typeof hotelSearchBody>;
export type HotelSearch = z.output<typeof hotelSearchBody>;

/**
 * The same search sent as search parameters, with an empty body (booking spec
 * §7: "some clients send these as search params"): `rooms` is the JSON list
 * (`rooms=[{"adults":2,"children":[]}]`), `hotelId` one or more ids or slugs.
 */
export const hotelSearchQuery = z
  .object({
    rooms: z
      .string()
      .transform((text, context) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          context.addIssue({ code: 'custom', message: 'must be a JSON list of rooms, e.g. [{"adults":2,"children":[]}]' });
          return z.NEVER;
        }
      })
      .pipe(roomsList)
      .optional(),
    checkin: calendarDay.optional(),
    checkout: calendarDay.optional(),
    hotelId: listParam(idOrSlug).optional(),
    venueId: positiveId.optional(),
    serviceUniqueId: serviceUniqueId.optional(),
  })
  .superRefine(checkDates)
  .transform(({ hotelId, ...rest }): HotelSearch => ({ ...rest, ...(hotelId && { idsOrSlugs: hotelId }) }));


export const hotelRoom = z.object({
  /** The whole stay, with the taxes included by the supplier; in the site's currency. */
  price: z.number(),
  pricePerNight: z.number(),
  roomType: z.enum([...ROOM_TYPES, GENERIC_ROOM]),
  roomTypeCaption: z.string(),
  name: z.string(),
  adults: z.number(),
  /** Ages. */
  children: z.array(z.number()),
  taxes: z.array(roomTax),
});
export type HotelRoom = z.infer<typeof hotelRoom>;

/** Booking spec §3 "Hotel". */
export const hotel = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** Half stars allowed: 3.5. */
  star: z.number(),
  /** The package's own hotel, the one in its price. */
  isRecommended: z.boolean(),
  defaultHotelId: z.number().nullable(),
  orderNumber: z.number(),
  serviceUniqueId: z.string().nullable(),
  rates: z.object({ usersRating: z.number(), surveysCount: z.number() }),
  hotelBrand: z.object({ name: z.string(), logo: z.object({ originalUrl: z.string().nullable() }) }).nullable(),
  images: z.array(z.object({ thumbUrl: z.string(), originalUrl: z.string(), isVideo: z.boolean() })),
  contents: z.array(z.object({ type: z.literal('Description'), body: z.string() })),
  contactInfo: z.object({ address: z.string() }),
  location,
  city: z.object({ id: z.number(), name: z.string(), location }),
  searchParams: z.object({ checkin: z.string(), checkout: z.string() }),
  nights: z.number(),
  /** Per person per night on top of the package's hotel (booking spec §9), in the site's currency. */
  upgradePricePerNight: z.number(),
  /** Kilometres to the venue asked for (`venueId`), rounded up to 0.1; null without one. */
  distanceToVenue: z.number().nullable(),
  /** One room per room asked for, in the same order. */
  rooms: z.array(hotelRoom),
  /** Sum of the rooms' prices. */
  totalPrice: z.number(),
  /** Some room has a tax paid at the hotel: the booking needs the tourist-tax agreement. */
  hasTaxesPayableAtHotel: z.boolean(),
});
export type Hotel = z.infer<typeof hotel>;

export const hotelsResponse = z.object({
  hotels: z.array(hotel),
  currency: z.string(),
  pricedAt: z.string(),
});
export type HotelsResponse = z.infer<typeof hotelsResponse>;

// ─── Transit (`GET transit`, `GET transit/transit-route`) ──────────────────

export const transitRoutesQuery = z.object({
  ids: listParam(positiveId).optional(),
  /** Routes to the package's destination. */
  packageId: idOrSlug.optional(),
  /** City id or slug. */
  originCity: idOrSlug.optional(),
  destinationCity: idOrSlug.optional(),
  limit: wholeNumber(1, 100).default(100),
  offset: wholeNumber(0, 100_000).default(0),
});
export type TransitRoutesQuery = z.infer<typeof transitRoutesQuery>;

const transitCity = z.object({ id: z.number(), slug: z.string(), name: z.string(), location });

/**
 * Booking spec §3 "Transit route": per person per leg, morning included in the package (§9).
 * The route a package lists, with its cities in full.
 */
export const transitRoute = packageTransitRoute.extend({ originCity: transitCity, destinationCity: transitCity });
export type TransitRoute = z.infer<typeof transitRoute>;

export const transitRoutesResponse = z.object({
  transitRoutes: z.array(transitRoute),
  totalResults: z.number(),
  currency: z.string(),
});
export type TransitRoutesResponse = z.infer<typeof transitRoutesResponse>;
