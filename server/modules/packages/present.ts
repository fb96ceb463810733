/**
 * Packages as the contract shows them: batch-loads the events of a page of
 * packages (one query, clubs joined twice) and converts prices to the site's
 * currency (docs/adr/0002).
 */
import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { arrivalPrices } from '@/lib/package/arrival-prices';
import {
  MAX_ALLOWED_TRAVEL_DURATION_DAY_BOUND,
  type DetailPackageEvent,
  type EventTicket,
  type FromPrices,
  type FullPackage,
  type FullPackageEvent,
  type HotelRoom,
  type MatchType as ContractMatchType,
  type MinimalPackage,
  type PackageEvent,
  type PackageType as ContractPackageType,
  type Reductions,
  type Representation,
  type TransitRoute,
} from '@/lib/api/contract/packages';
import { daysBetween } from '@/lib/calendar-day';
import { fixtureHoldOf } from '@/lib/packages/fixture-hold';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import { readAll } from '@/server/db/reads';
import {
  cities,
  clubs,
  countries,
  events,
  hotelRoomTypes,
  packageEvents,
  packageHotels,
  sportCategories,
  tickets,
  tournaments,
  transitRoutes,
  venueBlocks,
  venues,
  type MatchType,
  type PackageType,
} from '@/server/db/schema';
import { timeZoneOf } from '../geography/time-zones';
import { pick } from '../localize';
import { fromDkk, type SiteCurrency } from '../money';
import { transitRouteFields } from '../availability/transit';
import { readHistory, reductionsFrom, siteDay } from './reductions';
import type { PackageRow } from './site-offer';

// The contract repeats the schema's lists (lib/ may not import server/): keep them equal.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameMatchTypes: Same<MatchType, ContractMatchType> = true;
const samePackageTypes: Same<PackageType, ContractPackageType> = true;
void sameMatchTypes;
void samePackageTypes;

export type { PackageRow } from './site-offer';
/** A package as the site sells it (./site-offer.ts), with its destination. */
export interface PackageWithDestination {
  pkg: PackageRow;
  city: typeof cities.$inferSelect;
  country: typeof countries.$inferSelect;
}

const homeClubs = alias(clubs, 'home_club');
const guestClubs = alias(clubs, 'guest_club');
const venueCities = alias(cities, 'venue_city');
const venueCountries = alias(countries, 'venue_country');

type ClubRow = typeof clubs.$inferSelect;
const clubRef = (club: ClubRow | null) =>
  club && { id: club.id, slug: club.slug, name: club.name, logoThumbUrl: club.logoThumbUrl };

/** The events of these packages with their clubs, tournament and venue, in each package's order. */
async function loadEvents(db: Executor, packageIds: number[]) {
  const rows = await db
    .select({
      packageId: packageEvents.packageId,
      event: events,
      home: homeClubs,
      guest: guestClubs,
      tournament: tournaments,
      sportCategory: { slug: sportCategories.slug, name: sportCategories.name },
      venue: venues,
      venueCity: venueCities,
      venueCountry: venueCountries.code,
    })
    .from(packageEvents)
    .innerJoin(events, eq(events.id, packageEvents.eventId))
    .innerJoin(tournaments, eq(tournaments.id, events.tournamentId))
    .innerJoin(sportCategories, eq(sportCategories.id, events.sportCategoryId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .innerJoin(venueCities, eq(venueCities.id, venues.cityId))
    .innerJoin(venueCountries, eq(venueCountries.id, venueCities.countryId))
    .leftJoin(homeClubs, eq(homeClubs.id, events.homeClubId))
    .leftJoin(guestClubs, eq(guestClubs.id, events.guestClubId))
    .where(inArray(packageEvents.packageId, packageIds))
    .orderBy(asc(packageEvents.packageId), asc(packageEvents.position));
  return groupBy(rows, (row) => row.packageId);
}
type EventRow = Awaited<ReturnType<typeof loadEvents>> extends Map<number, (infer Row)[]> ? Row : never;

/** An event as a list shows it, or (`full`) with its description, venue and the seats left over all its tickets. */
function presentEvent(
  { event, home, guest, tournament, sportCategory, venue, venueCity, venueCountry }: EventRow,
  representation: Representation,
  locale: Locale,
  tickets: readonly { availability: number }[],
): PackageEvent | FullPackageEvent {
  const minimal: PackageEvent = {
    id: event.id,
    slug: event.slug,
    title: pick(event.title, locale),
    eventDateTime: event.eventDateTime.toISOString(),
    timeZone: timeZoneOf(venueCountry),
    homeClub: clubRef(home),
    guestClub: clubRef(guest),
    venue: { name: venue.name, city: { name: pick(venueCity.name, locale) } },
    tournament: { id: tournament.id, slug: tournament.slug, name: pick(tournament.name, locale), logo: { originalUrl: tournament.logoUrl } },
    sportCategory: { slug: sportCategory.slug, name: pick(sportCategory.name, locale) },
    matchType: event.matchType,
    fixtureStatus: event.fixtureStatus ?? null,
  };
  if (representation !== 'full') return minimal;
  return {
    ...minimal,
    description: pick(event.description, locale),
    availableTickets: tickets.reduce((seats, ticket) => seats + ticket.availability, 0),
    venue: {
      name: venue.name,
      address: venue.address,
      location: { latitude: venue.latitude, longitude: venue.longitude },
      city: { name: pick(venueCity.name, locale) },
    },
  };
}

function toMinimal(
  { pkg, city, country }: PackageWithDestination,
  packageEventsList: PackageEvent[],
  fromPrices: FromPrices,
  reductions: Reductions,
  money: SiteCurrency,
  locale: Locale,
): MinimalPackage {
  const convert = (amount: number) => fromDkk(amount, money.rateFromDkk);
  return {
    id: pkg.id,
    slug: pkg.slug,
    title: pick(pkg.title, locale),
    startDate: pkg.startDate,
    endDate: pkg.endDate,
    nights: daysBetween(pkg.startDate, pkg.endDate),
    packageType: pkg.packageType,
    numberOfEvents: packageEventsList.length,
    isSoldOut: pkg.isSoldOut,
    isRivalry: pkg.isRivalry,
    randomOffer: pick(pkg.randomOffer, locale),
    isRoundTrip: pkg.isRoundTrip,
    hasOffer: pkg.hasOffer,
    offerTitle: pick(pkg.offerTitle, locale),
    premiumAvailable: pkg.premiumAvailable,
    isTransitLess: pkg.isTransitLess,
    isFlightLess: pkg.isFlightLess,
    isHotelLess: pkg.isHotelLess,
    isResidualSale: pkg.isResidualSale,
    isBudgetTrip: pkg.isBudgetTrip,
    blackWeekOfferAvailable: pkg.blackWeekOfferAvailable,
    christmasOfferAvailable: pkg.christmasOfferAvailable,
    newYearOfferAvailable: pkg.newYearOfferAvailable,
    prices: listPrices(pkg, convert),
    fromPrices,
    reductions,
    currency: money.currency,
    destination: {
      city: { id: city.id, name: pick(city.name, locale) },
      country: { code: country.code, name: pick(country.name, locale) },
    },
    events: packageEventsList,
    fixtureHold: fixtureHoldOf({ startDate: pkg.startDate, endDate: pkg.endDate, events: packageEventsList }),
  };
}

const NO_REDUCTIONS: Reductions = { default: null, premium: null, defaultFlightLess: null, defaultHotelLess: null, withTransit: null };

type Convert = (amountDkk: number) => number;

function listPrices(pkg: PackageRow, convert: Convert) {
  const convertOrNull = (amount: number | null) => (amount === null ? null : convert(amount));
  return {
    basePrice: convert(pkg.basePrice),
    defaultPrice: convert(pkg.defaultPrice),
    premiumPrice: convertOrNull(pkg.premiumPrice),
    defaultFlightLessPrice: convertOrNull(pkg.defaultFlightLessPrice),
    defaultHotelLessPrice: convertOrNull(pkg.defaultHotelLessPrice),
    defaultWithTransitPrice: convertOrNull(pkg.defaultWithTransitPrice),
  };
}

function presentDefaultServices(services: PackageRow['defaultServices'], convert: Convert): FullPackage['defaultServices'] {
  return {
    flight: services.flight && { ...services.flight, price: convert(services.flight.price) },
    transit: services.transit && { ...services.transit },
    hotels: services.hotels.map((hotel) => ({
      ...hotel,
      rooms: hotel.rooms.map((room) => ({ ...room, children: [...room.children] })),
    })),
    tickets: services.tickets.map((ticket) => ({ ...ticket, price: convert(ticket.price) })),
  };
}

const presentExtraFees = (pkg: PackageRow, convert: Convert) => ({
  eventUpgradeFee: convert(pkg.extraFees.eventUpgradeFee),
  matchInsuranceFee: convert(pkg.extraFees.matchInsuranceFee),
});

function toFull(
  row: PackageWithDestination,
  packageEventsList: FullPackageEvent[],
  fromPrices: FromPrices,
  reductions: Reductions,
  money: SiteCurrency,
  locale: Locale,
): FullPackage {
  const { pkg } = row;
  const convert = (amount: number) => fromDkk(amount, money.rateFromDkk);
  return {
    ...toMinimal(row, packageEventsList, fromPrices, reductions, money, locale),
    events: packageEventsList,
    description: pick(pkg.description, locale),
    flightLessMode: pkg.flightLessMode,
    extraFees: presentExtraFees(pkg, convert),
    extraServices: pkg.extraServices.map((service) => ({
      slug: service.slug,
      title: pick(service.title, locale),
      icon: { originalUrl: service.iconUrl },
    })),
    extraServicesAdditionalDailyFee: convert(pkg.extraServicesAdditionalDailyFee),
    defaultServices: presentDefaultServices(pkg.defaultServices, convert),
  };
}

// ─── Card prices ───────────────────────────────────────────────────────────

/** `Map.groupBy`, which Node 20 lacks. */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** What the price engine reads of a page of packages beyond their rows: seats and prices of tickets, hotel upgrades, bus fares. */
async function loadPricingData(db: Executor, rows: PackageWithDestination[]) {
  const packageIds = rows.map(({ pkg }) => pkg.id);
  const routeIds = [...new Set(rows.flatMap(({ pkg }) => (pkg.defaultServices.transit ? [pkg.defaultServices.transit.transitRouteId] : [])))];
  const [ticketRows, hotelRows, routeRows] = await readAll(db, [
    () =>
      db
        .select({ id: tickets.id, eventId: tickets.eventId, price: tickets.price, availability: tickets.availability })
        .from(tickets)
        .where(inArray(tickets.eventId, db.select({ eventId: packageEvents.eventId }).from(packageEvents).where(inArray(packageEvents.packageId, packageIds))))
        .orderBy(asc(tickets.price), asc(tickets.id)),
    () =>
      db
        .select({ packageId: packageHotels.packageId, id: packageHotels.hotelId, isDefault: packageHotels.isDefault, upgradePricePerNight: packageHotels.upgradePricePerNight })
        .from(packageHotels)
        .where(inArray(packageHotels.packageId, packageIds))
        .orderBy(asc(packageHotels.orderNumber), asc(packageHotels.hotelId)),
    async () => (routeIds.length === 0 ? [] : db.select().from(transitRoutes).where(inArray(transitRoutes.id, routeIds))),
  ]);
  const ticketsByEvent = groupBy(ticketRows, (ticket) => ticket.eventId);
  const hotelsByPackage = groupBy(hotelRows, (hotel) => hotel.packageId);
  const routes = new Map(routeRows.map((route) => [route.id, route]));
  return { ticketsByEvent, hotelsByPackage, routes };
}
type PricingData = Awaited<ReturnType<typeof loadPricingData>>;

/** Each variant's price on arrival (`fromPrices`), in the site's currency, from the same converted amounts the package page prices with. */
function cardPrices(pkg: PackageRow, eventIds: readonly number[], data: PricingData, money: SiteCurrency, today: string): FromPrices {
  const convert = (amount: number) => fromDkk(amount, money.rateFromDkk);
  const route = pkg.defaultServices.transit ? data.routes.get(pkg.defaultServices.transit.transitRouteId) : undefined;
  return arrivalPrices({
    startDate: pkg.startDate,
    endDate: pkg.endDate,
    nights: daysBetween(pkg.startDate, pkg.endDate),
    isSoldOut: pkg.isSoldOut,
    // Priced as the trip would be sold: whether it is sold for its matches is the package's `fixtureHold`, which the variants read.
    fixtureHold: null,
    premiumAvailable: pkg.premiumAvailable,
    isTransitLess: pkg.isTransitLess,
    isFlightLess: pkg.isFlightLess,
    isHotelLess: pkg.isHotelLess,
    isResidualSale: pkg.isResidualSale,
    prices: listPrices(pkg, convert),
    defaultServices: presentDefaultServices(pkg.defaultServices, convert),
    maxAllowedTravelDurationDayBound: MAX_ALLOWED_TRAVEL_DURATION_DAY_BOUND,
    today,
    events: eventIds.map((id) => ({
      id,
      tickets: (data.ticketsByEvent.get(id) ?? []).map((ticket) => ({ id: ticket.id, availability: ticket.availability, price: convert(ticket.price) })),
    })),
    hotels: (data.hotelsByPackage.get(pkg.id) ?? []).map((hotel) => ({ id: hotel.id, isDefault: hotel.isDefault, upgradePricePerNight: convert(hotel.upgradePricePerNight) })),
    transitRoutes: route ? [transitRouteFields(route, convert)] : [],
    currency: money.currency,
    extraFees: presentExtraFees(pkg, convert),
    extraServicesAdditionalDailyFee: convert(pkg.extraServicesAdditionalDailyFee),
    flightLessMode: pkg.flightLessMode,
  });
}

export interface PresentOptions {
  /** false: every reduction null, the history not read (what records the history reads). */
  reductions?: boolean;
}

/** Rows (in the caller's order) as minimal or full packages, with their events loaded in one query, and each variant's reduction today. */
export async function presentPackages(
  db: Executor,
  rows: PackageWithDestination[],
  representation: 'full',
  money: SiteCurrency,
  locale: Locale,
  options?: PresentOptions,
): Promise<FullPackage[]>;
export async function presentPackages(
  db: Executor,
  rows: PackageWithDestination[],
  representation: Representation,
  money: SiteCurrency,
  locale: Locale,
  options?: PresentOptions,
): Promise<MinimalPackage[] | FullPackage[]>;
export async function presentPackages(
  db: Executor,
  rows: PackageWithDestination[],
  representation: Representation,
  money: SiteCurrency,
  locale: Locale,
  { reductions: withReductions = true }: PresentOptions = {},
): Promise<MinimalPackage[] | FullPackage[]> {
  if (rows.length === 0) return [];
  const today = siteDay(locale);
  const packageIds = rows.map(({ pkg }) => pkg.id);
  // The price history needs only the packages and the day: it is read beside the events and prices.
  const [eventsOf, pricing, history] = await readAll(db, [
    () => loadEvents(db, packageIds),
    () => loadPricingData(db, rows),
    () => (withReductions ? readHistory(db, locale, packageIds, today) : Promise.resolve(null)),
  ]);
  const priced = rows.map((row) => {
    // The seats of an event are those of its tickets, which the prices were read with.
    const events = (eventsOf.get(row.pkg.id) ?? []).map((event) => presentEvent(event, representation, locale, pricing.ticketsByEvent.get(event.event.id) ?? []));
    const fromPrices = cardPrices(
      row.pkg,
      events.map((event) => event.id),
      pricing,
      money,
      today,
    );
    return { row, events, fromPrices };
  });
  const reductionsOf = history
    ? reductionsFrom(
        history,
        priced.map(({ row, fromPrices }) => ({ packageId: row.pkg.id, fromPrices })),
        today,
      )
    : new Map<number, Reductions>();
  return priced.map(({ row, events, fromPrices }) => {
    const reductions = reductionsOf.get(row.pkg.id) ?? NO_REDUCTIONS;
    return representation === 'full'
      ? toFull(row, events as FullPackageEvent[], fromPrices, reductions, money, locale)
      : toMinimal(row, events, fromPrices, reductions, money, locale);
  });
}

// ─── Package page extras ───────────────────────────────────────────────────

const originCities = alias(cities, 'origin_city');
const destinationCities = alias(cities, 'destination_city');

/**
 * What the package page customises with (booking spec §2-3), beyond the full
 * package: each event's tickets with their venue blocks (cheapest first), the
 * room types of the package's hotels, the bus route and the travel-period
 * bound; the home clubs' guiding texts unless `guidingTexts` is false. Prices in the site's currency, rounded up (docs/adr/0002).
 */
export async function loadDetailExtras(
  db: Executor,
  pkg: FullPackage,
  hotelIds: readonly number[],
  money: SiteCurrency,
  locale: Locale,
  { guidingTexts = true }: { guidingTexts?: boolean } = {},
): Promise<{
  events: DetailPackageEvent[];
  roomsByHotel: Map<number, HotelRoom[]>;
  transitRoutes: TransitRoute[];
  maxAllowedTravelDurationDayBound: number;
}> {
  const convert = (amount: number) => fromDkk(amount, money.rateFromDkk);
  const eventIds = pkg.events.map((event) => event.id);
  const routeId = pkg.defaultServices.transit?.transitRouteId;
  const homeClubIds = guidingTexts ? [...new Set(pkg.events.flatMap((event) => (event.homeClub ? [event.homeClub.id] : [])))] : [];
  const [ticketRows, roomRows, routeRows, homeClubRows] = await readAll(db, [
    async () =>
      eventIds.length === 0
        ? []
        : db
            .select({ ticket: tickets, block: venueBlocks })
            .from(tickets)
            .innerJoin(venueBlocks, eq(venueBlocks.id, tickets.venueBlockId))
            .where(inArray(tickets.eventId, eventIds))
            .orderBy(asc(tickets.price), asc(tickets.id)),
    async () =>
      hotelIds.length === 0 ? [] : db.select().from(hotelRoomTypes).where(inArray(hotelRoomTypes.hotelId, [...hotelIds])).orderBy(asc(hotelRoomTypes.id)),
    async () =>
      routeId === undefined
        ? []
        : db
            .select({ route: transitRoutes, origin: originCities, destination: destinationCities })
            .from(transitRoutes)
            .innerJoin(originCities, eq(originCities.id, transitRoutes.originCityId))
            .innerJoin(destinationCities, eq(destinationCities.id, transitRoutes.destinationCityId))
            .where(eq(transitRoutes.id, routeId)),
    async () => (homeClubIds.length === 0 ? [] : db.select({ id: clubs.id, guidingTexts: clubs.guidingTexts }).from(clubs).where(inArray(clubs.id, homeClubIds))),
  ]);
  const premiumTexts = new Map(homeClubRows.map((club) => [club.id, pick(club.guidingTexts.premiumText, locale)]));

  const ticketsByEvent = new Map<number, EventTicket[]>();
  for (const { ticket, block } of ticketRows) {
    let list = ticketsByEvent.get(ticket.eventId);
    if (!list) ticketsByEvent.set(ticket.eventId, (list = []));
    list.push({
      id: ticket.id,
      availability: ticket.availability,
      price: convert(ticket.price),
      deliveryInfo: pick(ticket.deliveryInfo, locale),
      venueBlock: {
        id: block.id,
        name: pick(block.name, locale),
        description: pick(block.description, locale),
        facts: block.facts.map((fact) => pick(fact, locale)),
        images: block.images.map((image) => ({ thumbUrl: image.thumbUrl, originalUrl: image.originalUrl, isVideo: image.isVideo })),
        blockNumber: block.blockNumber,
        hasAccessToLounge: block.hasAccessToLounge,
      },
    });
  }

  const roomsByHotel = new Map<number, HotelRoom[]>();
  for (const room of roomRows) {
    let list = roomsByHotel.get(room.hotelId);
    if (!list) roomsByHotel.set(room.hotelId, (list = []));
    list.push({
      roomType: room.roomType,
      name: room.name,
      roomTypeCaption: pick(room.caption, locale),
      maxAdults: room.maxAdults,
      maxChildren: room.maxChildren,
      price: convert(room.pricePerNight),
      taxes: room.taxes.map((tax) => ({ ...tax, price: convert(tax.price) })),
    });
  }

  return {
    events: pkg.events.map((event) => ({
      ...event,
      homeClub: event.homeClub && { ...event.homeClub, guidingTexts: { premiumText: premiumTexts.get(event.homeClub.id) ?? null } },
      tickets: ticketsByEvent.get(event.id) ?? [],
    })),
    roomsByHotel,
    transitRoutes: routeRows.map(({ route, origin, destination }) => ({
      ...transitRouteFields(route, convert),
      originCity: { id: origin.id, name: pick(origin.name, locale) },
      destinationCity: { id: destination.id, name: pick(destination.name, locale) },
    })),
    maxAllowedTravelDurationDayBound: MAX_ALLOWED_TRAVEL_DURATION_DAY_BOUND,
  };
}
