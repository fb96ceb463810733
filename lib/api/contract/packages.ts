import { z } from 'zod';
import { booleanParam, calendarDay as day, idOrSlug, image, listParam, ROOM_TYPES, roomTax, slug, wholeNumber } from './common';
import { MATCH_TYPES, PACKAGE_SORTS, PACKAGE_TYPE_FILTERS, PACKAGE_TYPES, REPRESENTATION_HEADER, REPRESENTATIONS } from './constants';
import { location } from './geography';
import { MOBILITY_SUITABILITY } from '@/lib/legal/reduced-mobility';
import { EVENT_FIXTURE_STATUSES, FIXTURE_HOLDS } from '@/lib/packages/fixture-hold';

/** Shared with the other contracts; re-exported for the callers of this one. MATCH_TYPES equals the schema's (checked in server/modules/packages). */
export { ROOM_TYPES, type RoomType } from './common';
export {
  MATCH_TYPES,
  PACKAGE_SORTS,
  PACKAGE_TYPE_FILTERS,
  PACKAGE_TYPES,
  REPRESENTATION_HEADER,
  REPRESENTATIONS,
  type MatchType,
  type PackageSort,
  type PackageType,
  type Representation,
} from './constants';

// ─── Query building blocks ──────────────────────────────────────────────────

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

// ─── GET packages ───────────────────────────────────────────────────────────

export const packagesQuery = z
  .object({
    sportCategories: listParam(slug).optional(),
    /** Tournament ids or slugs. */
    tournaments: listParam(idOrSlug).optional(),
    /** Club ids or slugs. */
    clubs: listParam(idOrSlug).optional(),
    /** With `clubs`: one of them plays at home (true) or away (false). Ignored without `clubs`. */
    isHome: booleanParam.optional(),
    hasOffer: booleanParam.optional(),
    budgetTrips: booleanParam.optional(),
    /** `combo` is the specification's other name for a bundle (browsing spec §2 "bundle/combo"). */
    packageType: oneOf([...PACKAGE_TYPE_FILTERS, 'combo'])
      .transform((type) => (type === 'combo' ? 'bundle' : type))
      .default('all'),
    blackWeek: booleanParam.optional(),
    christmas: booleanParam.optional(),
    newYear: booleanParam.optional(),
    premium: booleanParam.optional(),
    /** Packages whose travel period (startDate..endDate) overlaps dateFrom..dateTo. */
    dateFrom: day.optional(),
    dateTo: day.optional(),
    matchTypes: listParam(oneOf(MATCH_TYPES)).optional(),
    residualSale: booleanParam.optional(),
    /** true: not sold out and not started yet. false: no restriction. */
    available: booleanParam.optional(),
    /** `home`: the recommended packages of the front page. */
    section: oneOf(['home']).optional(),
    sortBy: oneOf(PACKAGE_SORTS).default('date'),
    limit: wholeNumber(1, 100).default(20),
    offset: wholeNumber(0, 100_000).default(0),
  })
  .superRefine((query, context) => {
    if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) {
      context.addIssue({ code: 'custom', path: ['dateFrom'], message: 'must be on or before dateTo' });
    }
  });
export type PackagesQuery = z.infer<typeof packagesQuery>;

/** The `Accept-Representations` header, absent meaning minimal. */
export const representationHeader = z.object({
  [REPRESENTATION_HEADER]: oneOf(REPRESENTATIONS).default('minimal'),
});

export const packageParams = z.object({ idOrSlug });

// ─── Shapes ─────────────────────────────────────────────────────────────────

const clubRef = z.object({ id: z.number(), slug: z.string(), name: z.string(), logoThumbUrl: z.string() });

export const packageEvent = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  /** ISO 8601 with time zone. */
  eventDateTime: z.string(),
  /** The venue's IANA time zone (`Europe/London`): its kick-off is shown on that clock, and on the visitor's where they differ. */
  timeZone: z.string(),
  homeClub: clubRef.nullable(),
  guestClub: clubRef.nullable(),
  venue: z.object({ name: z.string(), city: z.object({ name: z.string() }) }),
  tournament: z.object({ id: z.number(), slug: z.string(), name: z.string(), logo: image }),
  /** The event's sport: its slug decides the words the pages speak of it in (lib/sport-words.ts). */
  sportCategory: z.object({ slug: z.string(), name: z.string() }),
  matchType: oneOf(MATCH_TYPES),
  /**
   * What the fixture feed last said beyond a new kick-off: `postponed` (no new
   * date yet: `eventDateTime` is the old one and is not shown) or `cancelled`;
   * null while the match stands at `eventDateTime`.
   */
  fixtureStatus: z.enum(EVENT_FIXTURE_STATUSES).nullable(),
});
export type PackageEvent = z.infer<typeof packageEvent>;

export const fullPackageEvent = packageEvent.extend({
  description: z.string(),
  /** Seats left over all tickets of the event. */
  availableTickets: z.number(),
  venue: z.object({
    name: z.string(),
    address: z.string(),
    location,
    city: z.object({ name: z.string() }),
  }),
});
export type FullPackageEvent = z.infer<typeof fullPackageEvent>;

/** Per person, in the site's currency, rounded up; null where the variant does not exist. */
export const packagePrices = z.object({
  basePrice: z.number(),
  defaultPrice: z.number(),
  premiumPrice: z.number().nullable(),
  defaultFlightLessPrice: z.number().nullable(),
  defaultHotelLessPrice: z.number().nullable(),
  defaultWithTransitPrice: z.number().nullable(),
});
export type PackagePrices = z.infer<typeof packagePrices>;

/**
 * Per person, what the package page opens at for the default party (two
 * adults, the package's own services) in each variant: the price engine's
 * answer on the tickets' current seats (docs/adr/0005). A card and a variant
 * button show these, never the list prices above, so a card never promises
 * less than the page and the booking charge. null: not offered, or not
 * bookable for the default party (no ticket seats them).
 */
export const fromPrices = z.object({
  default: z.number().nullable(),
  premium: z.number().nullable(),
  defaultFlightLess: z.number().nullable(),
  defaultHotelLess: z.number().nullable(),
  withTransit: z.number().nullable(),
});
export type FromPrices = z.infer<typeof fromPrices>;

/**
 * An announced reduction of a variant's price (`fromPrices`), in the site's
 * currency per person: the lowest price of the 30 days before the reduction
 * and the whole percent off it (lib/pricing/prior-price.ts, Price Indication
 * Directive 98/6/EC art. 6a as read in C-330/23). Only where the price is
 * honestly lower than that prior price: otherwise null, and no reduction is shown.
 */
export const reduction = z.object({
  priorLowest: z.number(),
  percent: z.number().int().min(1).max(99),
  /** YYYY-MM-DD: the first day at today's price. */
  since: z.string(),
});
export type PriceReduction = z.infer<typeof reduction>;
export const reductions = z.object({
  default: reduction.nullable(),
  premium: reduction.nullable(),
  defaultFlightLess: reduction.nullable(),
  defaultHotelLess: reduction.nullable(),
  withTransit: reduction.nullable(),
});
export type Reductions = z.infer<typeof reductions>;

/** What a package card needs (browsing spec §2, booking spec §2). */
export const minimalPackage = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  nights: z.number(),
  packageType: oneOf(PACKAGE_TYPES),
  numberOfEvents: z.number(),
  isSoldOut: z.boolean(),
  isRivalry: z.boolean(),
  randomOffer: z.string().nullable(),
  isRoundTrip: z.boolean(),
  hasOffer: z.boolean(),
  offerTitle: z.string().nullable(),
  premiumAvailable: z.boolean(),
  isTransitLess: z.boolean(),
  isFlightLess: z.boolean(),
  isHotelLess: z.boolean(),
  isResidualSale: z.boolean(),
  isBudgetTrip: z.boolean(),
  blackWeekOfferAvailable: z.boolean(),
  christmasOfferAvailable: z.boolean(),
  newYearOfferAvailable: z.boolean(),
  prices: packagePrices,
  fromPrices,
  /** Each variant's announced reduction of its `fromPrices` price, or null. */
  reductions,
  currency: z.string(),
  destination: z.object({
    city: z.object({ id: z.number(), name: z.string() }),
    country: z.object({ code: z.string(), name: z.string() }),
  }),
  events: z.array(packageEvent),
  /**
   * Why the trip is not sold for its matches (lib/packages/fixture-hold.ts):
   * one is `cancelled`, or `postponed` with no new date yet, or falls on a day
   * `outsideTrip` its dates; null when every match stands within the trip.
   * A held package has no variant to book, preorder or price.
   */
  fixtureHold: z.enum(FIXTURE_HOLDS).nullable(),
});
export type MinimalPackage = z.infer<typeof minimalPackage>;

const timepoint = z.enum(['morning', 'evening', 'night']);

/** The services a package includes before customising (booking spec §3), prices converted. */
export const defaultServices = z.object({
  flight: z
    .object({
      isMutable: z.boolean(),
      price: z.number(),
      originAirport: z.string(),
      destinationAirport: z.string(),
      returnOriginAirport: z.string(),
      returnDestinationAirport: z.string(),
    })
    .nullable(),
  transit: z.object({ transitRouteId: z.number(), timepoint, returnTimepoint: timepoint }).nullable(),
  hotels: z.array(
    z.object({
      hotelId: z.number(),
      isMutable: z.boolean(),
      rooms: z.array(z.object({ roomType: z.string(), adults: z.number(), children: z.array(z.number()) })),
    }),
  ),
  tickets: z.array(z.object({ eventId: z.number(), ticketId: z.number(), price: z.number() })),
});
export type DefaultServices = z.infer<typeof defaultServices>;

export const fullPackage = minimalPackage.extend({
  description: z.string(),
  /** How a flight-less package offers flights (booking spec §3). */
  flightLessMode: z.enum(['none', 'offer']).nullable(),
  extraFees: z.object({ eventUpgradeFee: z.number(), matchInsuranceFee: z.number() }),
  extraServices: z.array(z.object({ slug: z.string(), title: z.string(), icon: image })),
  extraServicesAdditionalDailyFee: z.number(),
  defaultServices,
  events: z.array(fullPackageEvent),
});
export type FullPackage = z.infer<typeof fullPackage>;

export const packagesResponse = z.object({ packages: z.array(minimalPackage), totalResults: z.number() });
export const fullPackagesResponse = z.object({ packages: z.array(fullPackage), totalResults: z.number() });


/** A room type of a hotel (booking spec §3 "Hotel" rooms[]); prices per room per night in the site's currency. */
export const hotelRoom = z.object({
  roomType: z.enum(ROOM_TYPES),
  name: z.string(),
  roomTypeCaption: z.string(),
  maxAdults: z.number(),
  maxChildren: z.number(),
  price: z.number(),
  taxes: z.array(roomTax),
});
export type HotelRoom = z.infer<typeof hotelRoom>;

export const packageHotel = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  star: z.number(),
  isDefault: z.boolean(),
  orderNumber: z.number(),
  /** Per person per night on top of the default hotel, in the site's currency. */
  upgradePricePerNight: z.number(),
  rooms: z.array(hotelRoom),
});
export type PackageHotel = z.infer<typeof packageHotel>;

/** A ticket of an event (booking spec §3 "Ticket"), its price per person in the site's currency. */
export const eventTicket = z.object({
  id: z.number(),
  /** Seats left. */
  availability: z.number(),
  price: z.number(),
  deliveryInfo: z.string(),
  venueBlock: z.object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    facts: z.array(z.string()),
    images: z.array(z.object({ thumbUrl: z.string(), originalUrl: z.string(), isVideo: z.boolean() })),
    blockNumber: z.string(),
    hasAccessToLounge: z.boolean(),
  }),
});
export type EventTicket = z.infer<typeof eventTicket>;

export const detailPackageEvent = fullPackageEvent.extend({
  tickets: z.array(eventTicket),
  /** The home club with its premium upgrade text (booking spec §3 "Event" guidingTexts), for the premium section. */
  homeClub: clubRef.extend({ guidingTexts: z.object({ premiumText: z.string().nullable() }) }).nullable(),
});
export type DetailPackageEvent = z.infer<typeof detailPackageEvent>;

/** A bus route of a with-transit package (booking spec §3 "Transit route"); prices per person per leg. */
export const transitRoute = z.object({
  id: z.number(),
  originCity: z.object({ id: z.number(), name: z.string() }),
  destinationCity: z.object({ id: z.number(), name: z.string() }),
  /** Minutes. */
  transportationDuration: z.number(),
  pickupLocation: z.string(),
  dropoffLocation: z.string(),
  morningPrice: z.number(),
  eveningPrice: z.number(),
  nightPrice: z.number(),
});
export type TransitRoute = z.infer<typeof transitRoute>;

/** How many days a travel period may reach beyond the package's own (booking spec §9). */
export const MAX_ALLOWED_TRAVEL_DURATION_DAY_BOUND = 5;

export const packageDetail = fullPackage.extend({
  /** Other packages with the same first event. */
  options: z.array(z.object({ id: z.number(), slug: z.string(), title: z.string() })),
  hotels: z.array(packageHotel),
  events: z.array(detailPackageEvent),
  /** The package's bus route(s); empty for a transit-less package. */
  transitRoutes: z.array(transitRoute),
  maxAllowedTravelDurationDayBound: z.number(),
  /** Whether the trip generally suits persons with reduced mobility (lib/legal/reduced-mobility.ts). */
  reducedMobility: z.enum(MOBILITY_SUITABILITY),
  /**
   * The standard termination fees (lib/legal/termination-fees.ts), the most
   * days before departure first: from `fromDays` days before, `percent` of
   * the price.
   */
  terminationFees: z.array(z.object({ fromDays: z.number().int(), percent: z.number().int() })),
  /**
   * Today in the site's time zone, as the shop read it: a travel period may
   * not start before it (booking spec §4 "Travel period"), on the page and in
   * the price check alike.
   */
  today: z.string(),
});
export type PackageDetail = z.infer<typeof packageDetail>;

export const packageResponse = z.object({ package: packageDetail });
