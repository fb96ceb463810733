/**
 * The shop's catalogue schema. Column names are snake_case in the database
 * (drizzle `casing: 'snake_case'`), camelCase here and in the API.
 *
 * Money: every price column holds whole Danish kroner (DKK), the shop's book
 * currency. The API converts to the visitor's currency with the rate in
 * `locales` and rounds up (docs/adr/0002-money-in-one-book-currency.md).
 *
 * Texts a visitor reads in their own language are `Localized` jsonb columns,
 * names included where a language has its own word for them (tournaments,
 * event titles, ticket categories); proper names (clubs, venues, hotels) are
 * plain text.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BookingCancelledBy, InvoiceStatus } from '@/lib/api/contract/booking';
import type { PaymentStatus, RefundReason } from '@/lib/api/contract/payments';
import type { FormId } from '@/lib/api/contract/forms';
import type { OfferedServices } from '@/lib/api/contract/offers';
import type { DepartureRegion } from '@/lib/site/sites';
import type { MobilitySuitability } from '@/lib/legal/reduced-mobility';
import type { TerminationFee } from '@/lib/legal/termination-fees';

export type LocaleCode = 'da' | 'no' | 'sv';

/** A PostgreSQL full-text vector; read back as its text form. Used by search (server/modules/search). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export type Localized = Record<LocaleCode, string>;

export interface MediaImage {
  thumbUrl: string;
  originalUrl: string;
  isVideo: boolean;
}

export interface GuidingTexts {
  stadiumTourText: Localized | null;
  hotelText: Localized | null;
  premiumText: Localized | null;
}

export interface RoomTax {
  name: string;
  includedBySupplier: boolean;
  /** DKK per room per night. */
  price: number;
  providerAmount: number;
  providerCurrency: string;
}

export interface ExtraFees {
  eventUpgradeFee: number;
  matchInsuranceFee: number;
}

export interface ExtraService {
  slug: string;
  title: Localized;
  iconUrl: string;
}

export interface DefaultRoom {
  roomType: RoomType;
  adults: number;
  children: number[];
}

/** A package's own round trip by air on one site: from the site's home departure area and back there; DKK per person. */
export interface DefaultFlight {
  isMutable: boolean;
  price: number;
  originAirport: string;
  destinationAirport: string;
  returnOriginAirport: string;
  returnDestinationAirport: string;
}

/** A package's own bus on one site: a route leaving from the site's country, its morning departure included. */
export interface DefaultTransit {
  transitRouteId: number;
  timepoint: 'morning' | 'evening' | 'night';
  returnTimepoint: 'morning' | 'evening' | 'night';
}

/** The services a package includes before the visitor customises it (booking spec §3), as one site sells it. */
export interface DefaultServices {
  flight: DefaultFlight | null;
  transit: DefaultTransit | null;
  hotels: { hotelId: number; isMutable: boolean; rooms: DefaultRoom[] }[];
  tickets: { eventId: number; ticketId: number; price: number }[];
}

/** What a package includes on every site: its hotels and tickets. The flight and the bus are each site's (`package_sites`). */
export type SharedServices = Pick<DefaultServices, 'hotels' | 'tickets'>;

export const ROOM_TYPES = ['single', 'double', 'twin', 'triple', 'family', 'double_or_twin'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export const PACKAGE_TYPES = ['single', 'bundle', 'roundTrip'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export const MATCH_TYPES = ['league', 'cup', 'international', 'friendly', 'race', 'game'] as const;
export type MatchType = (typeof MATCH_TYPES)[number];

// ─── Sites ──────────────────────────────────────────────────────────────────

export const locales = pgTable('locales', {
  code: text().$type<LocaleCode>().primaryKey(),
  domain: text().notNull(),
  iso: text().notNull(),
  currency: text().notNull(),
  country: text().notNull(),
  /** How many units of this site's currency one DKK buys. */
  rateFromDkk: numeric({ precision: 10, scale: 4, mode: 'number' }).notNull(),
});

// ─── Geography ──────────────────────────────────────────────────────────────

export const countries = pgTable('countries', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  name: jsonb().$type<Localized>().notNull(),
  nameEn: text().notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    name: jsonb().$type<Localized>().notNull(),
    nameEn: text().notNull(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    latitude: numeric({ precision: 9, scale: 6, mode: 'number' }).notNull(),
    longitude: numeric({ precision: 9, scale: 6, mode: 'number' }).notNull(),
    isPopular: boolean().notNull().default(false),
  },
  (t) => [index().on(t.countryId)],
);

export const airports = pgTable('airports', {
  code: text().primaryKey(),
  name: text().notNull(),
  cityId: integer()
    .notNull()
    .references(() => cities.id),
  latitude: numeric({ precision: 9, scale: 6, mode: 'number' }).notNull(),
  longitude: numeric({ precision: 9, scale: 6, mode: 'number' }).notNull(),
});

/** Where a visitor flies from (browsing spec §3): the flight modal offers these per site. */
export const departureAirportGroups = pgTable(
  'departure_airport_groups',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    label: jsonb().$type<Localized>().notNull(),
    region: text().$type<DepartureRegion>().notNull(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    airportCodes: text().array().notNull(),
    /** searchParams.stops: how many stops a search from this group allows. */
    maxStops: smallint().notNull(),
    sortOrder: smallint().notNull(),
  },
  (t) => [index().on(t.region)],
);

// ─── Sports ─────────────────────────────────────────────────────────────────

export const sportCategories = pgTable('sport_categories', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  name: jsonb().$type<Localized>().notNull(),
  isActive: boolean().notNull(),
  imgName: text().notNull(),
  sortOrder: smallint().notNull(),
});

export const tournaments = pgTable(
  'tournaments',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    name: jsonb().$type<Localized>().notNull(),
    sportCategoryId: integer()
      .notNull()
      .references(() => sportCategories.id),
    countryId: integer().references(() => countries.id),
    logoUrl: text().notNull(),
    isActive: boolean().notNull().default(true),
    isPopular: boolean().notNull().default(false),
    sortOrder: smallint().notNull(),
  },
  (t) => [index().on(t.sportCategoryId)],
);

export const venues = pgTable('venues', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  address: text().notNull(),
  cityId: integer()
    .notNull()
    .references(() => cities.id),
  latitude: numeric({ precision: 9, scale: 6, mode: 'number' }).notNull(),
  longitude: numeric({ precision: 9, scale: 6, mode: 'number' }).notNull(),
  capacity: integer().notNull(),
  gallery: jsonb().$type<MediaImage[]>().notNull().default([]),
});

export const clubs = pgTable(
  'clubs',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    /** Other names visitors type: "man utd", "spurs", "fck". Searched, never shown. */
    aliases: text().array().notNull().default([]),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    venueId: integer()
      .notNull()
      .references(() => venues.id),
    logoUrl: text().notNull(),
    logoThumbUrl: text().notNull(),
    guidingTexts: jsonb().$type<GuidingTexts>().notNull(),
    isPopular: boolean().notNull().default(false),
    popularity: smallint().notNull().default(0),
    /**
     * Search (migration 0002_search): name and aliases as visitors type them
     * (lower case, no accents, aa→a, oe→o), and their words for prefix matching.
     */
    searchNames: text()
      .array()
      .notNull()
      .generatedAlwaysAs(sql`public.shop_search_names(array_prepend(name, aliases))`),
    searchWords: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`public.shop_search_words(public.shop_search_names(array_prepend(name, aliases)))`),
  },
  (t) => [
    index().on(t.isPopular),
    index('clubs_search_words_index').using('gin', t.searchWords).with({ fastupdate: false }),
  ],
);

export const clubTournaments = pgTable(
  'club_tournaments',
  {
    clubId: integer()
      .notNull()
      .references(() => clubs.id),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.tournamentId] }), index().on(t.tournamentId)],
);

export const events = pgTable(
  'events',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    title: jsonb().$type<Localized>().notNull(),
    description: jsonb().$type<Localized>().notNull(),
    eventDateTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    sportCategoryId: integer()
      .notNull()
      .references(() => sportCategories.id),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id),
    homeClubId: integer().references(() => clubs.id),
    guestClubId: integer().references(() => clubs.id),
    venueId: integer()
      .notNull()
      .references(() => venues.id),
    matchType: text().$type<MatchType>().notNull(),
    /**
     * What the fixture feed last said beyond a new kick-off (server/modules/fixtures):
     * `postponed` (no new date yet; `eventDateTime` stays the old one) or
     * `cancelled`; null while the match stands at `eventDateTime`.
     */
    fixtureStatus: text().$type<EventFixtureStatus>(),
    /**
     * Search: the title and both clubs' search names, kept by a trigger on
     * events and clubs (migration 0002_search), and their words.
     */
    searchNames: text().array().notNull().default([]),
    searchWords: tsvector()
      .notNull()
      .generatedAlwaysAs(sql`public.shop_search_words(search_names)`),
  },
  (t) => [
    index().on(t.eventDateTime),
    index().on(t.homeClubId),
    index().on(t.guestClubId),
    index().on(t.tournamentId),
    index('events_search_words_index').using('gin', t.searchWords).with({ fastupdate: false }),
  ],
);

/**
 * Search: every word of 4+ letters in a club's or an event's search names,
 * with its typo keys (the word, and for 5+ letters the word less each
 * letter). A typed word of 5+ letters finds the words one typo away here,
 * and the search then asks for those words as well (migration
 * 0003_search_vocabulary; triggers on clubs and events add new words).
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text().primaryKey(),
    typoKeys: text()
      .array()
      .notNull()
      .generatedAlwaysAs(sql`public.shop_search_typo_keys(ARRAY[word])`),
  },
  (t) => [index('search_vocabulary_typo_keys_index').using('gin', t.typoKeys).with({ fastupdate: false })],
);

export const venueBlocks = pgTable(
  'venue_blocks',
  {
    id: serial().primaryKey(),
    venueId: integer()
      .notNull()
      .references(() => venues.id),
    name: jsonb().$type<Localized>().notNull(),
    description: jsonb().$type<Localized>().notNull(),
    facts: jsonb().$type<Localized[]>().notNull().default([]),
    images: jsonb().$type<MediaImage[]>().notNull().default([]),
    blockNumber: text().notNull(),
    hasAccessToLounge: boolean().notNull().default(false),
  },
  (t) => [index().on(t.venueId)],
);

export const tickets = pgTable(
  'tickets',
  {
    id: serial().primaryKey(),
    eventId: integer()
      .notNull()
      .references(() => events.id),
    venueBlockId: integer()
      .notNull()
      .references(() => venueBlocks.id),
    /** DKK per person. */
    price: integer().notNull(),
    /** How many seats are left. */
    availability: integer().notNull(),
    deliveryInfo: jsonb().$type<Localized>().notNull(),
    /**
     * By how many days before its event's day the ticket reaches the traveller at the latest, as `deliveryInfo`
     * says it (e-tickets 3 days before, an app or the hotel the day before, the box office on the day; a race
     * weekend's two days earlier): the trip page's documents timeline expects the tickets by then. Null: not
     * known, and the timeline counts the earliest of them (lib/trips/documents.ts).
     */
    deliveryDays: smallint(),
  },
  // A booking takes seats with a conditional update; the check makes a count below zero impossible whatever the code does.
  (t) => [index().on(t.eventId), check('tickets_availability_not_negative', sql`${t.availability} >= 0`)],
);

// ─── Hotels and transit ─────────────────────────────────────────────────────

export const hotels = pgTable(
  'hotels',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    /** Half stars allowed: 3.5. */
    star: numeric({ precision: 2, scale: 1, mode: 'number' }).notNull(),
    brandName: text(),
    brandLogoUrl: text(),
    usersRating: numeric({ precision: 3, scale: 1, mode: 'number' }).notNull(),
    surveysCount: integer().notNull(),
    images: jsonb().$type<MediaImage[]>().notNull().default([]),
    description: jsonb().$type<Localized>().notNull(),
    address: text().notNull(),
    latitude: numeric({ precision: 9, scale: 6, mode: 'number' }).notNull(),
    longitude: numeric({ precision: 9, scale: 6, mode: 'number' }).notNull(),
  },
  (t) => [index().on(t.cityId)],
);

export const hotelRoomTypes = pgTable(
  'hotel_room_types',
  {
    id: serial().primaryKey(),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id),
    roomType: text().$type<RoomType>().notNull(),
    name: text().notNull(),
    caption: jsonb().$type<Localized>().notNull(),
    maxAdults: smallint().notNull(),
    maxChildren: smallint().notNull(),
    /** DKK per room per night. */
    pricePerNight: integer().notNull(),
    taxes: jsonb().$type<RoomTax[]>().notNull().default([]),
    /** Rooms of this type the shop still holds at the hotel (its allotment): a booking takes its rooms from here. */
    roomsAvailable: integer().notNull().default(30),
  },
  (t) => [index().on(t.hotelId), check('hotel_room_types_rooms_available_not_negative', sql`${t.roomsAvailable} >= 0`)],
);

export const transitRoutes = pgTable('transit_routes', {
  id: serial().primaryKey(),
  originCityId: integer()
    .notNull()
    .references(() => cities.id),
  destinationCityId: integer()
    .notNull()
    .references(() => cities.id),
  /** Minutes. */
  transportationDuration: integer().notNull(),
  pickupLocation: text().notNull(),
  dropoffLocation: text().notNull(),
  /** Morning is included in the package price (booking spec §9); evening and night cost extra. */
  morningPrice: integer().notNull(),
  eveningPrice: integer().notNull(),
  nightPrice: integer().notNull(),
});

// ─── Packages ───────────────────────────────────────────────────────────────

export const packages = pgTable(
  'packages',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    title: jsonb().$type<Localized>().notNull(),
    description: jsonb().$type<Localized>().notNull(),
    packageType: text().$type<PackageType>().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    destinationCityId: integer()
      .notNull()
      .references(() => cities.id),
    isSoldOut: boolean().notNull().default(false),
    isRivalry: boolean().notNull().default(false),
    randomOffer: jsonb().$type<Localized>(),
    isRoundTrip: boolean().notNull().default(false),
    hasOffer: boolean().notNull().default(false),
    offerTitle: jsonb().$type<Localized>(),
    isHotelLess: boolean().notNull().default(false),
    isResidualSale: boolean().notNull().default(false),
    isBudgetTrip: boolean().notNull().default(false),
    isRecommended: boolean().notNull().default(false),
    extraFees: jsonb().$type<ExtraFees>().notNull(),
    extraServices: jsonb().$type<ExtraService[]>().notNull().default([]),
    blackWeekOfferAvailable: boolean().notNull().default(false),
    christmasOfferAvailable: boolean().notNull().default(false),
    newYearOfferAvailable: boolean().notNull().default(false),
    /** The hotels and tickets; the flight and the bus are each site's (`package_sites`). */
    defaultServices: jsonb().$type<SharedServices>().notNull(),
    /** Whether the trip generally suits persons with reduced mobility (lib/legal/reduced-mobility.ts). */
    reducedMobility: text().$type<MobilitySuitability>().notNull().default('limited'),
  },
  (t) => [
    index().on(t.startDate),
    index().on(t.isRecommended),
    check('packages_reduced_mobility', sql`${t.reducedMobility} in ('suitable', 'limited', 'unsuitable')`),
  ],
);

/**
 * The standard termination fees of every package (Package Travel Directive
 * art. 12(1), lib/legal/termination-fees.ts): from `from_days` days before
 * departure a termination costs `percent` of the package's price.
 */
export const terminationFees = pgTable(
  'termination_fees',
  {
    fromDays: integer().primaryKey(),
    percent: integer().notNull(),
  },
  (t) => [
    check('termination_fees_days', sql`${t.fromDays} >= 0`),
    check('termination_fees_percent', sql`${t.percent} between 0 and 100`),
  ],
);

/**
 * A package as one site sells it (browsing spec §3: each site flies from its
 * own departure areas): the default flight from the site's home area and back,
 * the bus leaving from the site's country, which variants the site offers and
 * their prices per person (DKK), which hold that flight and that bus. A
 * package is sold on the sites it has a row for; its title and description
 * (`Localized`) are written for each site in its language.
 */
export const packageSites = pgTable(
  'package_sites',
  {
    packageId: integer()
      .notNull()
      .references(() => packages.id),
    locale: text()
      .$type<LocaleCode>()
      .notNull()
      .references(() => locales.code),
    premiumAvailable: boolean().notNull().default(false),
    isTransitLess: boolean().notNull().default(true),
    isFlightLess: boolean().notNull().default(false),
    /** How a flight-less package offers flights: none, or an airline offer plus the admin fee. */
    flightLessMode: text().$type<'none' | 'offer'>(),
    basePrice: integer().notNull(),
    defaultPrice: integer().notNull(),
    premiumPrice: integer(),
    defaultFlightLessPrice: integer(),
    defaultHotelLessPrice: integer(),
    defaultWithTransitPrice: integer(),
    extraServicesAdditionalDailyFee: integer().notNull().default(0),
    flight: jsonb().$type<DefaultFlight>(),
    transit: jsonb().$type<DefaultTransit>(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.locale] })],
);

export const packageEvents = pgTable(
  'package_events',
  {
    packageId: integer()
      .notNull()
      .references(() => packages.id),
    eventId: integer()
      .notNull()
      .references(() => events.id),
    position: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.eventId] }), index().on(t.eventId)],
);

/** Hotels a package may use; the one with isDefault is in its price. */
export const packageHotels = pgTable(
  'package_hotels',
  {
    packageId: integer()
      .notNull()
      .references(() => packages.id),
    hotelId: integer()
      .notNull()
      .references(() => hotels.id),
    isDefault: boolean().notNull(),
    orderNumber: smallint().notNull(),
    /** DKK per night per person on top of the default hotel (booking spec §9). */
    upgradePricePerNight: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.hotelId] })],
);

/**
 * The daily price history of each variant of a package on each site, in the
 * site's currency per person as its cards and page show it (`fromPrices`):
 * what an announced reduction is computed from (lib/pricing/prior-price.ts,
 * Price Indication Directive 98/6/EC art. 6a). A row is written on a day the
 * price moves (server/modules/packages/price-history.ts) and holds the lowest
 * price of that day and the price the day ended at; a day without a row cost
 * what the row before it ended at. The seed writes 30 days of it.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    packageId: integer()
      .notNull()
      .references(() => packages.id),
    locale: text()
      .$type<LocaleCode>()
      .notNull()
      .references(() => locales.code),
    /** lib/pricing PACKAGE_VARIANTS. */
    variant: text().notNull(),
    /** The site's calendar day. */
    day: date({ mode: 'string' }).notNull(),
    lowest: integer().notNull(),
    closing: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.locale, t.variant, t.day] }), check('price_history_lowest_not_above_closing', sql`${t.lowest} <= ${t.closing}`)],
);

// ─── Commerce ───────────────────────────────────────────────────────────────

export const coupons = pgTable('coupons', {
  code: text().primaryKey(),
  type: text().$type<'percent' | 'fixed'>().notNull(),
  /** Percent (0-100) or DKK. */
  amount: integer().notNull(),
  isPerPassenger: boolean().notNull().default(false),
  validFrom: date({ mode: 'string' }).notNull(),
  validTo: date({ mode: 'string' }).notNull(),
  isActive: boolean().notNull().default(true),
});

export const nationalities = pgTable('nationalities', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  label: jsonb().$type<Localized>().notNull(),
});

// ─── Content ────────────────────────────────────────────────────────────────

export interface CmsLanding {
  showOfferSaleButton: boolean;
  showResidualSaleButton: boolean;
  showBudgetTripsButton: boolean;
  videoUrl: string | null;
  mobileVideoUrl: string | null;
  title: string;
  description: string;
}

export interface CmsConditions {
  general: string;
  extraordinary: string;
  ticketOnly: string;
  matchRisk: string;
}

export interface CmsBookingConfig {
  /** DKK per passenger deducted when the flight is dropped. */
  flightLessDiscount: number;
  /** DKK per passenger deducted when the hotel is dropped. */
  hotelLessDiscount: number;
}

export const cmsContent = pgTable('cms_content', {
  locale: text().$type<LocaleCode>().primaryKey(),
  landing: jsonb().$type<CmsLanding>().notNull(),
  conditions: jsonb().$type<CmsConditions>().notNull(),
  bookingConfig: jsonb().$type<CmsBookingConfig>().notNull(),
});

export interface PageContent {
  type: 'Body' | 'Html' | 'Faq';
  body: string;
}

export const pages = pgTable(
  'pages',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    locale: text().$type<LocaleCode>().notNull(),
    categoryKey: text().notNull(),
    name: text().notNull(),
    contents: jsonb().$type<PageContent[]>().notNull(),
  },
  (t) => [uniqueIndex().on(t.slug, t.locale)],
);

export const blogCategories = pgTable('blog_categories', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  title: jsonb().$type<Localized>().notNull(),
  subTitle: jsonb().$type<Localized>().notNull(),
});

export const blogArticles = pgTable(
  'blog_articles',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    locale: text().$type<LocaleCode>().notNull(),
    categoryId: integer()
      .notNull()
      .references(() => blogCategories.id),
    title: text().notNull(),
    subTitle: text().notNull(),
    coverUrl: text().notNull(),
    body: text().notNull(),
    /** Home page section the article is featured in, if any. */
    section: text(),
    publishedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex().on(t.slug, t.locale), index().on(t.locale, t.publishedAt)],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial().primaryKey(),
    slug: text().notNull(),
    locale: text().$type<LocaleCode>().notNull(),
    name: text().notNull(),
    header: text().notNull(),
    tagline: text().notNull(),
    bullets: jsonb().$type<string[]>().notNull().default([]),
    link: text().notNull(),
    linkCaption: text().notNull(),
    backgroundUrl: text().notNull(),
    overlayColor: text().notNull(),
    logoUrl: text(),
    sortOrder: smallint().notNull(),
  },
  (t) => [uniqueIndex().on(t.slug, t.locale)],
);

// ─── Forms ──────────────────────────────────────────────────────────────────

/** The footer's newsletter signup: one row per address and site. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial().primaryKey(),
    /** Trimmed and lower-cased, so "Ann@Example.com " and "ann@example.com" are one subscriber. */
    email: text().notNull(),
    name: text(),
    locale: text()
      .$type<LocaleCode>()
      .notNull()
      .references(() => locales.code),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex().on(t.email, t.locale)],
);

// ─── Inquiries ──────────────────────────────────────────────────────────────

/**
 * What visitors ask the staff through the inquiry forms (`POST forms/{form}`,
 * lib/api/contract/forms.ts): the offer request, the offer landing's contact
 * form, the business and the package inquiry. Who asked (name, email, phone)
 * in columns, the rest of the form as it was sent (plain text, never markup)
 * in `fields`; the package and the offer it is about when there is one. The
 * staff mark one handled in the inbox (`staff_marks`).
 */
export const inquiries = pgTable(
  'inquiries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    form: text().$type<FormId>().notNull(),
    locale: text()
      .$type<LocaleCode>()
      .notNull()
      .references(() => locales.code),
    name: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    fields: jsonb().$type<Record<string, string | number>>().notNull(),
    packageId: integer(),
    offerId: integer().references(() => offers.id),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index().on(t.createdAt), index().on(t.email)],
);

/**
 * "Tell me when trips are available" on a sold-out package: one row per
 * address and package (a second signup re-arms it), mailed once when the
 * package can be booked again (`notified_at`, claimed in the statement that
 * sets it, so two processes never mail one twice). `token` is the mail's
 * unsubscribe link, good without a login.
 */
export const availabilityAlerts = pgTable(
  'availability_alerts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: text().notNull(),
    locale: text()
      .$type<LocaleCode>()
      .notNull()
      .references(() => locales.code),
    /** A sold-out package the address waits for, or (eventId) a match with no trip yet: exactly one of the two. */
    packageId: integer().references(() => packages.id),
    eventId: integer().references(() => events.id),
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    notifiedAt: timestamp({ withTimezone: true, mode: 'date' }),
    unsubscribedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex().on(t.email, t.packageId),
    uniqueIndex().on(t.email, t.eventId),
    index('availability_alerts_waiting_idx').on(t.packageId).where(sql`notified_at is null and unsubscribed_at is null`),
    index('availability_alerts_waiting_event_idx').on(t.eventId).where(sql`notified_at is null and unsubscribed_at is null`),
    check('availability_alerts_one_target', sql`(${t.packageId} is null) <> (${t.eventId} is null)`),
  ],
);

/** What the staff inbox lists (server/modules/staff): an inquiry, a booking with its invoice, a gift-card order, an availability alert. */
export type InboxKind = 'inquiry' | 'booking' | 'gift-card' | 'alert';

/** An entry of the staff inbox marked handled: by whom (the staff user's name) and when; one mark per entry. */
export const staffMarks = pgTable(
  'staff_marks',
  {
    kind: text().$type<InboxKind>().notNull(),
    refId: integer().notNull(),
    handledBy: text().notNull(),
    handledAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.refId] })],
);

/**
 * The staff who may sign in to the inbox (server/modules/staff/credentials.ts,
 * `npm run staff:add`): a scrypt hash of the password, never the password,
 * and the TOTP secret of their authenticator app (RFC 6238), which the server
 * must read to check a code. `lastTimeStep` is the time step of the last code
 * taken: the same code is not taken twice.
 */
export const staffUsers = pgTable('staff_users', {
  name: text().primaryKey(),
  passwordHash: text().notNull(),
  totpSecret: text().notNull(),
  lastTimeStep: bigint({ mode: 'number' }),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

/** A staff user's one-time recovery codes, as SHA-256 hashes (each code is random enough that no slow hash is needed); used once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    name: text()
      .notNull()
      .references(() => staffUsers.name, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.name, t.codeHash] })],
);

/**
 * Staff sessions (server/modules/staff/sessions.ts), kept here so that
 * signing out and expiry end them: the SHA-256 of the cookie's token (a read
 * of this table gives no cookie), whether the second factor was passed
 * (`verified`: before it, the session only waits for a code), when it was
 * last used (the idle timeout) and when it ends whatever happens.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text().primaryKey(),
    name: text()
      .notNull()
      .references(() => staffUsers.name, { onDelete: 'cascade' }),
    verified: boolean().notNull(),
    /** Codes tried in a session that waits for one: a few, then the password is asked again. */
    codeAttempts: smallint().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index().on(t.name), index().on(t.expiresAt)],
);

/** Why a staff sign-in attempt ended as it did (the audit's `reason`). */
export type StaffSignInReason = 'password' | 'code' | 'recovery-code' | 'wrong-password' | 'wrong-code' | 'code-expired' | 'throttled' | 'signed-out';

/**
 * The audit of staff sign-ins: one row per attempt, successful or not, with
 * the name tried, the address it came from and why it ended so; never the
 * password or the code.
 */
export const staffSignIns = pgTable(
  'staff_sign_ins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    name: text().notNull(),
    address: text().notNull(),
    success: boolean().notNull(),
    reason: text().$type<StaffSignInReason>().notNull(),
  },
  (t) => [index().on(t.at), index().on(t.name)],
);

// ─── Idempotency ────────────────────────────────────────────────────────────

/**
 * The first result of each write sent with an `Idempotency-Key`
 * (server/http/idempotency.ts). A row is inserted and completed inside the
 * write's own transaction, so a committed row always holds its result.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The kind of write (`newsletter`, `bookings`): one key may be used once per scope. */
    scope: text().notNull(),
    key: text().notNull(),
    /** sha256 (hex) of method, path and body: the same key with another request is refused. */
    fingerprint: text().notNull(),
    status: smallint(),
    responseBody: jsonb(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index().on(t.createdAt)],
);

// ─── Bookings ───────────────────────────────────────────────────────────────

/** The contact person of a booking (booking spec §3), as given; blanked by the retention purge. */
export interface BookingContact {
  title: 'mr' | 'mrs';
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string;
  phoneCode: string;
  mobile: string;
  countryId: number;
  nationalityId: number;
  city: string;
  postCode: string;
  address: string;
  isCompany: boolean;
  companyName: string | null;
  companyTaxNumber: string | null;
}

/** One priced line of what a booking was sold at, in the booking's currency for all its passengers. */
export interface BookingPriceLine {
  name: string;
  amount: number;
}

/**
 * A flight leg as a booking bought it: its airports, and for a flight the
 * visitor chose (or a flight offer's) the airline's times, each in its
 * airport's own time. The package's own leg is bought as its airports:
 * its times are the airline's schedule (`own`).
 */
export interface BookedFlightLeg {
  originAirport: string;
  destinationAirport: string;
  originName: string | null;
  destinationName: string | null;
  /** ISO 8601 with the airport's offset; null for the package's own leg. */
  departure: string | null;
  arrival: string | null;
  airline: string | null;
  stops: number | null;
  own: boolean;
}

/** What a booking bought, as the price check resolved it: the selection the invoice and staff read. */
export interface BookingSelection {
  type: string;
  tickets: { eventId: number; ticketId: number; price: number; holders: number }[];
  /** The hotel by the name it had in the booking's language (older bookings lack `stars`). */
  hotel: { hotelId: number; name: string; stars?: number } | null;
  outwardFlight: { uid: string; price: number } | null;
  returnFlight: { uid: string; price: number } | null;
  /** The legs flown; `offer`: a flight-less package's flight offer. Absent in bookings made before it was kept. */
  flights?: { outward: BookedFlightLeg | null; return: BookedFlightLeg | null; offer: boolean } | null;
  transit: { outward: string; return: string } | null;
  /** The bus route's towns in the booking's language, when the booking goes by bus. */
  transitRoute?: { from: string; to: string } | null;
  without: { flight: boolean; hotel: boolean; transit: boolean };
  couponCode: string | null;
  /** The package travel contract's terms as agreed with the booking (its confirmation mail); absent in bookings made before they were kept. */
  terms?: BookingTerms;
}

/** What a booking's contract agreed beyond what it bought (Package Travel Directive art. 5(1), 7): kept as agreed, whatever the catalogue says later. */
export interface BookingTerms {
  reducedMobility: MobilitySuitability;
  terminationFees: TerminationFee[];
  /** ISO 3166-1 alpha-2 of the destination: the passport and visa case. */
  destinationCountry: string;
}

export const BOOKING_KINDS = ['booking', 'preorder'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/**
 * A booking or a preorder. Amounts are whole units of `currency`, the site's,
 * as the visitor saw and accepted them. `orderNumber` is the shop's order
 * number sequence (order_numbers), taken as the booking is written.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial().primaryKey(),
    orderNumber: integer().notNull().unique(),
    kind: text().$type<BookingKind>().notNull(),
    locale: text()
      .$type<LocaleCode>()
      .notNull()
      .references(() => locales.code),
    currency: text().notNull(),
    packageId: integer()
      .notNull()
      .references(() => packages.id),
    adults: smallint().notNull(),
    children: smallint().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    selection: jsonb().$type<BookingSelection | null>(),
    /** The price breakdown the booking was sold at. */
    priceLines: jsonb().$type<BookingPriceLine[]>().notNull().default([]),
    total: integer().notNull(),
    /** The flags of booking spec §3 as the visitor answered them. */
    flags: jsonb().$type<Record<string, boolean | null>>().notNull().default({}),
    contact: jsonb().$type<BookingContact | null>(),
    comment: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** Set when the retention purge blanked the personal data. */
    personalDataPurgedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** When the trip was cancelled, and by whom (`traveller`, `staff`, `fixture`): its seats and rooms went back. */
    cancelledAt: timestamp({ withTimezone: true, mode: 'date' }),
    cancelledBy: text().$type<BookingCancelledBy>(),
    /** Trip links issued before it no longer open the trip (an erasure, a link reported lost). */
    tripLinksSince: timestamp({ withTimezone: true, mode: 'date' }),
    /** When the traveller asked to erase their personal data (GDPR art. 17): blanked once the trip is over. */
    erasureRequestedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index().on(t.packageId), index().on(t.endDate)],
);

export type { BookingCancelledBy };

/**
 * What happened to a booking after it was made, one row per event, for the
 * traveller's trip page and the staff inbox: a traveller's place
 * transferred, insurance added, the trip cancelled, a flight or a fixture
 * moved, a data export or erasure. `actor` is who did it (`traveller`,
 * `staff:<name>`, `system`); `detail` what changed, without the personal data
 * an erasure removes; `amount` what it added to the invoice (a fee, a line)
 * or, negative, what it refunds, in the booking's currency.
 */
export const bookingChanges = pgTable(
  'booking_changes',
  {
    id: serial().primaryKey(),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id),
    kind: text().notNull(),
    actor: text().notNull(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    amount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index().on(t.bookingId, t.createdAt)],
);

export const TRIP_DOCUMENT_KINDS = ['match_tickets', 'hotel_voucher', 'flight_tickets'] as const;
export type TripDocumentKind = (typeof TRIP_DOCUMENT_KINDS)[number];

/** A travel document of a booking as staff sent it (`sentAt`) and the traveller confirmed it in hand (`receivedAt`); no row: expected. */
export const bookingDocuments = pgTable(
  'booking_documents',
  {
    bookingId: integer()
      .notNull()
      .references(() => bookings.id),
    kind: text().$type<TripDocumentKind>().notNull(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    receivedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.kind] })],
);

/**
 * The calendar entries a booking's feed has served, by their stable UID:
 * `fingerprint` is a digest of what the entry said (times, places, titles),
 * and `sequence` (RFC 5545 SEQUENCE) grows by one each time it changes, so a
 * subscribed calendar replaces the entry it holds.
 */
export const calendarEntries = pgTable(
  'calendar_entries',
  {
    bookingId: integer()
      .notNull()
      .references(() => bookings.id),
    uid: text().notNull(),
    fingerprint: text().notNull(),
    sequence: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.uid] })],
);

/** Secrets the shop makes for itself when the environment gives none (the trip links' signing key): one per name, shared by every process on the database. */
export const shopSecrets = pgTable('shop_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

export const bookingPassengers = pgTable(
  'booking_passengers',
  {
    bookingId: integer()
      .notNull()
      .references(() => bookings.id),
    position: smallint().notNull(),
    title: text().$type<'mr' | 'mrs'>(),
    firstName: text(),
    lastName: text(),
    birthDate: date({ mode: 'string' }),
    nationalityId: integer().references(() => nationalities.id),
    hasTicket: boolean().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.position] })],
);

export const bookingRooms = pgTable(
  'booking_rooms',
  {
    bookingId: integer()
      .notNull()
      .references(() => bookings.id),
    position: smallint().notNull(),
    hotelRoomTypeId: integer()
      .notNull()
      .references(() => hotelRoomTypes.id),
    roomType: text().$type<RoomType>().notNull(),
    adults: smallint().notNull(),
    children: smallint().notNull(),
    /** The passenger (position) who leads the room. */
    leadPassenger: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.position] })],
);

/**
 * The invoice of a booking; its random uuid is the only key to the invoice
 * page. It is due at `due_at` (the end of `due_date` in the site's zone):
 * a booking not paid in full by then is released (server/modules/payments/release.ts).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().unique(),
    /** What the invoice bills: a booking, or a gift card bought (exactly one of the two). */
    bookingId: integer()
      .unique()
      .references(() => bookings.id),
    giftCardId: integer()
      .unique()
      .references(() => giftCards.id),
    currency: text().notNull(),
    amount: integer().notNull(),
    discount: integer().notNull(),
    total: integer().notNull(),
    totalPaid: integer().notNull().default(0),
    dueDate: date({ mode: 'string' }).notNull(),
    dueAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    status: text().$type<InvoiceStatus>().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** When the payment reminder went into the outbox (one per invoice). */
    remindedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** When the unpaid booking was released and its tickets and rooms went back. */
    releasedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('invoices_unpaid_due_idx').on(t.dueAt).where(sql`status = 'pending' and released_at is null`),
    check('invoices_bills_one_thing', sql`(${t.bookingId} is null) <> (${t.giftCardId} is null)`),
  ],
);

// ─── Gift cards ─────────────────────────────────────────────────────────────

export const GIFT_CARD_STATUSES = ['awaiting_payment', 'issued', 'withdrawn'] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/**
 * A gift card bought on a site (browsing spec §2 "Gift card"): ordered, its
 * invoice paid, then issued with an unguessable code and its whole amount as
 * balance. Redeemed in the package page's coupon box as a fixed amount; each
 * redemption takes from the balance in the booking's transaction with a
 * conditional update, so the balance never goes below 0. Withdrawn by the
 * buyer within 14 days of the order (server/modules/gift-cards/withdrawal.ts):
 * the balance drops to 0 and the code stops working in that transaction,
 * and what was left goes back through the gateway that took it.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial().primaryKey(),
    orderNumber: integer().notNull().unique(),
    locale: text()
      .$type<LocaleCode>()
      .notNull()
      .references(() => locales.code),
    currency: text().notNull(),
    amount: integer().notNull(),
    balance: integer().notNull().default(0),
    /** Null until the card is paid and issued. */
    code: text().unique(),
    recipientName: text().notNull(),
    email: text().notNull(),
    fromName: text().notNull(),
    toName: text().notNull(),
    message: text().notNull().default(''),
    phone: text().notNull(),
    sendByPost: boolean().notNull(),
    address: text(),
    postalCode: text(),
    city: text(),
    status: text().$type<GiftCardStatus>().notNull(),
    issuedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** The buyer's withdrawal from the contract: when it was received, the name and address it was given with, and what of the card goes back. */
    withdrawnAt: timestamp({ withTimezone: true, mode: 'date' }),
    withdrawalName: text(),
    withdrawalEmail: text(),
    withdrawalRefund: integer(),
  },
  (t) => [
    check('gift_cards_amount_positive', sql`${t.amount} > 0`),
    check('gift_cards_balance_within_amount', sql`${t.balance} >= 0 and ${t.balance} <= ${t.amount}`),
  ],
);

/** What each booking took from a gift card, and when it was given back. */
export const giftCardRedemptions = pgTable(
  'gift_card_redemptions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    giftCardId: integer()
      .notNull()
      .references(() => giftCards.id),
    bookingId: integer()
      .notNull()
      .references(() => bookings.id),
    amount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** When the amount went back onto the card (its booking released or cancelled); null while the booking holds it. */
    returnedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index().on(t.giftCardId), index().on(t.bookingId), check('gift_card_redemptions_amount_positive', sql`${t.amount} > 0`)],
);

/** Letters to post (a gift card sent by post): written when the card is issued, printed and posted by staff. */
export const postalQueue = pgTable('postal_queue', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  kind: text().notNull(),
  giftCardId: integer().references(() => giftCards.id),
  recipientName: text().notNull(),
  address: text().notNull(),
  postalCode: text().notNull(),
  city: text().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  postedAt: timestamp({ withTimezone: true, mode: 'date' }),
});

// ─── Payments ───────────────────────────────────────────────────────────────

// The contract's status words (lib/api/contract/payments.ts), as the table keeps them.
export type { InvoiceStatus, PaymentStatus, RefundReason };

/**
 * One attempt to pay (part of) an invoice through a gateway
 * (server/modules/payments). It moves only forward: pending, then paid or
 * failed. The invoice's paid total is always the sum of its paid
 * transactions, recomputed under the invoice's row lock.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial().primaryKey(),
    /** The transaction's name outside the shop (the gateway's order reference, the return address): random. */
    uuid: uuid().notNull().unique(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id),
    gateway: text().notNull(),
    /** Whole units of the invoice's currency. */
    amount: integer().notNull(),
    currency: text().notNull(),
    status: text().$type<PaymentStatus>().notNull(),
    /** The traveller's share this pays, when it was started from a share's link. */
    shareId: integer().references(() => paymentShares.id),
    /** The address of the traveller who pays a share (the share's receipt, and the word should it go back); null for the invoice's own payments. */
    payerEmail: text(),
    /** The gateway's own id of the payment, and where the visitor pays it, once the gateway has answered. */
    gatewayReference: text(),
    redirectUrl: text(),
    /** The `Idempotency-Key` the start came with, and a digest of what it asked: a retried start answers this transaction again. */
    idempotencyKey: text(),
    requestDigest: text(),
    /**
     * Why money that came in goes back (`refunding`, then `refunded`): the
     * booking was released before it came, or the invoice was already paid.
     */
    refundReason: text().$type<RefundReason>(),
    /** What goes back when it is less than the whole payment (a gift card withdrawn after part of it was used); null: all of it. */
    refundAmount: integer(),
    /** A refunder's lease on a `refunding` transaction, as the outbox leases mails. */
    refundLeaseUntil: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index().on(t.invoiceId),
    index().on(t.shareId),
    uniqueIndex().on(t.gateway, t.gatewayReference),
    uniqueIndex().on(t.invoiceId, t.idempotencyKey),
    check('payment_transactions_amount_positive', sql`${t.amount} > 0`),
    check('payment_transactions_refund_within_amount', sql`${t.refundAmount} is null or (${t.refundAmount} > 0 and ${t.refundAmount} <= ${t.amount})`),
    check('payment_transactions_status', sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled', 'refunding', 'refunded')`),
    index('payment_transactions_refunding_idx').on(t.refundLeaseUntil).where(sql`status = 'refunding'`),
  ],
);

/**
 * A traveller's share of an invoice (split payment): a personal link, keyed
 * by its random uuid, that pays `amount` and nothing else. A traveller has at
 * most one share per invoice; the open shares never add up to more than the
 * amount due (checked under the invoice's lock), and a paid share is paid by
 * exactly one transaction (a second one that the gateway takes all the same
 * is refunded).
 */
export const paymentShares = pgTable(
  'payment_shares',
  {
    id: serial().primaryKey(),
    uuid: uuid().notNull().unique(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id),
    /** The traveller's position on the booking (booking_passengers.position). */
    travellerPosition: smallint().notNull(),
    amount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex().on(t.invoiceId, t.travellerPosition), check('payment_shares_amount_positive', sql`${t.amount} > 0`)],
);

/**
 * Every callback a gateway sent, once: `(gateway, gateway_event_id)` is
 * unique, so a callback delivered twice is stored and applied once.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    gateway: text().notNull(),
    gatewayEventId: text().notNull(),
    transactionId: integer()
      .notNull()
      .references(() => paymentTransactions.id),
    /** What the gateway says happened: `paid`, `failed` or `cancelled`. */
    outcome: text().$type<'paid' | 'failed' | 'cancelled'>().notNull(),
    receivedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex().on(t.gateway, t.gatewayEventId)],
);

/**
 * The test gateway's own book (server/suppliers/payments/test-gateway.ts): a
 * stand-in for a payment provider's records, so that its hosted page, its
 * callbacks and a status read agree across processes.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  reference: text().primaryKey(),
  merchantReference: text().notNull(),
  amount: integer().notNull(),
  currency: text().notNull(),
  status: text().$type<'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded'>().notNull(),
  /** What was given back of a refunded payment (a refund may be less than the payment). */
  refundedAmount: integer(),
  returnUrl: text().notNull(),
  createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * Order numbers of bookings, preorders and gift cards, from 100001: unique and
 * increasing, not gapless (server/modules/booking/order-number.ts, ADR 0016).
 */
export const orderNumbers = pgSequence('order_numbers', { startWith: 100_001 });

// ─── Catalogue version ──────────────────────────────────────────────────────

/**
 * One row: a number that moves on with every change to what a package is
 * priced from (packages, their events, tickets, hotels, rooms, bus routes, the
 * sites' rates and booking discounts) and to the countries and nationalities
 * a booking may name, kept by statement triggers (migration 0005). Pricing keeps a package it has read while the number stands
 * (server/modules/price-check/priced-package.ts). Seats and rooms left are not
 * part of it: bookings change them all the time, and they are read live.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: smallint().primaryKey().default(1),
    value: bigint({ mode: 'number' }).notNull().default(0),
    /**
     * Moves when a ticket or a room type sells out or comes back (row triggers
     * of migration 0011), which changes the prices a card shows from; the
     * render cache's watcher reads both numbers (server/modules/catalogue/render-cache-watcher.ts).
     */
    stock: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_one_row', sql`${t.id} = 1`)],
);

// ─── Outbox ─────────────────────────────────────────────────────────────────

/**
 * Mails to send, written in the transaction of what they tell about
 * (server/modules/mail): a worker claims due rows with FOR UPDATE SKIP LOCKED,
 * sends, and marks them sent; a failure is retried later with back-off.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().notNull(),
    bookingId: integer().references(() => bookings.id),
    locale: text()
      .$type<LocaleCode>()
      .notNull()
      .references(() => locales.code),
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    attempts: integer().notNull().default(0),
    /** Not before: the next try after a failure. */
    dueAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    sentAt: timestamp({ withTimezone: true, mode: 'date' }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('outbox_mails_due_idx').on(t.dueAt).where(sql`sent_at is null`), index().on(t.bookingId)],
);

// ─── Rate limits ────────────────────────────────────────────────────────────

/**
 * The rate limiter's counters (rate-limiter-flexible's Drizzle store,
 * server/http/rate-limit.ts): one row per limited key, its points used in
 * the current window and when the window ends. In the database, so a limit
 * holds across the shop's processes.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  points: integer().notNull(),
  expire: timestamp({ withTimezone: true, mode: 'date' }),
});

// ─── Offers ─────────────────────────────────────────────────────────────────

/**
 * Offers (booking spec §3 "Offer link", §4 "Offer and PDF"): a customised
 * trip saved as its offer link, to be sent as a PDF and reopened later. The
 * id is the offer number the PDF is named with, in order of creation from
 * 1001 (a number a customer reads out on the phone, not a guessable count of
 * a few). The link is stored as the shop wrote it back (lib/offers/offer-link.ts),
 * its own number in it; the package is kept for the staff's lists, not
 * enforced: a package withdrawn later still leaves its offers readable.
 */
export const offers = pgTable(
  'offers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    link: text().notNull(),
    packageId: integer().notNull(),
    locale: text()
      .$type<LocaleCode>()
      .notNull()
      .references(() => locales.code),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** The hotels and tickets the link names, as they were and cost when the offer was made (OfferedServices). */
    offered: jsonb().$type<OfferedServices>(),
  },
  (t) => [index().on(t.packageId)],
);

/**
 * Content-Security-Policy violations browsers reported (`POST csp-reports`,
 * docs/adr/0015): what was blocked where, without the query of any address
 * (it may hold a key or what a visitor typed). A policy that blocks what the
 * shop itself needs shows here first.
 */
export const cspReports = pgTable(
  'csp_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    receivedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    documentPath: text().notNull(),
    directive: text().notNull(),
    blocked: text().notNull(),
    sourceFile: text(),
    line: integer(),
    sample: text(),
  },
  (t) => [index().on(t.receivedAt)],
);

// ─── Fixture changes ────────────────────────────────────────────────────────

export const FIXTURE_CHANGE_KINDS = ['moved', 'postponed', 'cancelled'] as const;
export type FixtureChangeKind = (typeof FIXTURE_CHANGE_KINDS)[number];
export type EventFixtureStatus = Exclude<FixtureChangeKind, 'moved'>;

/**
 * What the shop did with a change it received: applied it, found a later one
 * applied already, found the match standing as the change says (staff
 * recorded it before the feed told), or knew no such event.
 */
export const FIXTURE_CHANGE_OUTCOMES = ['applied', 'superseded', 'unchanged', 'unknown_event'] as const;
export type FixtureChangeOutcome = (typeof FIXTURE_CHANGE_OUTCOMES)[number];

/**
 * Every fixture change the shop received, from the fixture feed or recorded
 * by staff (server/modules/fixtures), once per the feed's change id: the
 * unique `change_id` is what makes a change delivered many times, or taken
 * by two workers at once, applied exactly once. `feed_cursor` is the feed's
 * position of the change (sortable text), where the next poll goes on from.
 * `occurred_at` is when the feed says it happened: a change older than one
 * already applied to the event is kept as `superseded` and changes nothing.
 */
export const fixtureChanges = pgTable(
  'fixture_changes',
  {
    id: serial().primaryKey(),
    changeId: text().notNull().unique(),
    /** `feed:<name>` (the feed's adapter) or `staff:<name>`. */
    source: text().notNull(),
    feedCursor: text(),
    eventId: integer().notNull(),
    kind: text().$type<FixtureChangeKind>().notNull(),
    /** The new kick-off of a move; null for a postponement or a cancellation. */
    kickoff: timestamp({ withTimezone: true, mode: 'date' }),
    /** The kick-off the event had before the change was applied. */
    previousKickoff: timestamp({ withTimezone: true, mode: 'date' }),
    occurredAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    appliedAt: timestamp({ withTimezone: true, mode: 'date' }),
    outcome: text().$type<FixtureChangeOutcome>(),
    /** Bookings the change reached. */
    affectedBookings: integer().notNull().default(0),
  },
  (t) => [
    index().on(t.eventId, t.occurredAt),
    index().on(t.source, t.feedCursor),
    check('fixture_changes_kind', sql`${t.kind} in ('moved', 'postponed', 'cancelled')`),
    check('fixture_changes_moved_kickoff', sql`(${t.kind} = 'moved') = (${t.kickoff} is not null)`),
  ],
);

export const BOOKING_FIXTURE_STATUSES = ['moved_within', 'moved_outside', 'postponed', 'cancelled'] as const;
export type BookingFixtureStatus = (typeof BOOKING_FIXTURE_STATUSES)[number];
export const FIXTURE_CHOICES = ['keep', 'terminate'] as const;
export type FixtureChoice = (typeof FIXTURE_CHOICES)[number];

/**
 * Where a booking stands after a fixture change to one of its matches, per
 * booking and event (a bundle holds several): `moved_within` (the match
 * still falls between the booking's start and end dates on the venue's
 * clock: nothing to choose), `moved_outside`, `postponed` or `cancelled`
 * (the traveller chooses `keep` or `terminate` by `choice_deadline`; no
 * answer by then means `default_choice`). `change_id` is the change it
 * came from; a later change of the event overwrites the row and asks again.
 */
export const bookingFixtureStatuses = pgTable(
  'booking_fixture_statuses',
  {
    bookingId: integer()
      .notNull()
      .references(() => bookings.id),
    eventId: integer()
      .notNull()
      .references(() => events.id),
    status: text().$type<BookingFixtureStatus>().notNull(),
    changeId: integer()
      .notNull()
      .references(() => fixtureChanges.id),
    choice: text().$type<FixtureChoice>(),
    choiceDeadline: timestamp({ withTimezone: true, mode: 'date' }),
    defaultChoice: text().$type<FixtureChoice>(),
    /** When the traveller (or staff for them, or the default at the deadline) chose. */
    decidedAt: timestamp({ withTimezone: true, mode: 'date' }),
    decidedBy: text(),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.eventId] }),
    index().on(t.changeId),
    index('booking_fixture_statuses_open_idx').on(t.choiceDeadline).where(sql`choice is null and choice_deadline is not null`),
    check('booking_fixture_statuses_status', sql`${t.status} in ('moved_within', 'moved_outside', 'postponed', 'cancelled')`),
    check('booking_fixture_statuses_choice', sql`${t.choice} is null or ${t.choice} in ('keep', 'terminate')`),
  ],
);

/**
 * The sandbox fixture feed's own record (server/suppliers/fixtures/sandbox.ts):
 * what the tests told it happened (`POST sandbox/fixtures/{eventId}`), in
 * order, shared by every process on the database as a provider's feed is.
 */
export const sandboxFixtureReports = pgTable('sandbox_fixture_reports', {
  id: serial().primaryKey(),
  eventId: integer().notNull(),
  kind: text().$type<FixtureChangeKind>().notNull(),
  kickoff: timestamp({ withTimezone: true, mode: 'date' }),
  reportedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
});
