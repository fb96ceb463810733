/**
 * Packages from the scheduled trips, with every type and flag the shop
 * shows (browsing spec §2-3, booking spec §2-3, §9).
 *
 * Prices are per person in DKK. `defaultPrice` is the full trip: basePrice
 * (our fee) + flight + the default hotel's double room shared by two + the
 * cheapest ticket of each event, so the booking total (booking spec §9:
 * passengers × base price + flights + hotels + tickets) adds up for the
 * default. The variant prices take out what the variant leaves out:
 * flight-less = default − flight, hotel-less = default − hotel, with transit =
 * default − flight + the bus fare (its morning departure is included); a
 * package without both is the ticket alone, default − flight − hotel.
 * Residual sale is the ticket alone plus a small fee and has no variants.
 */
import 'server-only';
import { dayOfNumber } from '@/lib/calendar-day';
import { sportWords } from '@/lib/sport-words';
import type { DefaultServices, ExtraService, Localized, PackageType } from '@/server/db/schema';
import { FLIGHT_LESS_WITHIN_KM, HOME_AIRPORT } from '../data/geography';
import { EXTRA_SERVICES, OFFER_TITLES, RANDOM_OFFERS, bundleLabel, packageDescription, packageTitle, type PackageTextContext } from '../data/texts';
import { ceilTo, roundTo, type Random } from '../random';
import { distanceKm, slugify } from '../text';
import type { CityInfo, EventDraft, HotelInfo, TransitInfo, TripDraft, World } from './world';

export interface PackageOptions {
  residualSales: number;
  recommended: number;
}

type Kind = PackageTextContext['kind'];

interface Plan {
  trip: TripDraft;
  kind: Kind;
  first: EventDraft;
  last: EventDraft;
  destination: CityInfo;
  nearHome: boolean;
  transitOptions: TransitInfo[];
  hasLounge: boolean;
  isResidualSale: boolean;
  isFlightLess: boolean;
  flightLessMode: 'none' | 'offer' | null;
  isHotelLess: boolean;
  transit: TransitInfo | null;
  premiumAvailable: boolean;
  isSoldOut: boolean;
  isBudgetTrip: boolean;
  isRecommended: boolean;
  hasOffer: boolean;
  randomOffer: boolean;
  blackWeek: boolean;
  christmas: boolean;
  newYear: boolean;
}

const FLAG_KEYS = ['premiumAvailable', 'isSoldOut', 'isBudgetTrip', 'hasOffer', 'randomOffer', 'blackWeek', 'christmas', 'newYear'] as const;

function airportDistance(world: World, city: CityInfo): number {
  const home = world.airports.get(HOME_AIRPORT)!;
  return distanceKm(home.lat, home.lng, city.airport.lat, city.airport.lng);
}

function kindOf(trip: TripDraft): Kind {
  if (trip.kind !== 'single') return trip.kind;
  const event = trip.events[0]!;
  if (event.matchType === 'race') return 'race';
  if (event.matchType === 'game') return 'nfl';
  return 'single';
}

/** First pass: which trips get which flags. Every flag lands on at least one package. */
function planFlags(world: World, random: Random, trips: readonly TripDraft[], options: PackageOptions): Plan[] {
  const plans: Plan[] = trips.map((trip) => {
    const first = trip.events[0]!;
    const last = trip.events[trip.events.length - 1]!;
    const destination = first.venue.city;
    return {
      trip,
      kind: kindOf(trip),
      first,
      last,
      destination,
      nearHome: airportDistance(world, destination) < FLIGHT_LESS_WITHIN_KM,
      transitOptions: world.transitTo.get(destination.id) ?? [],
      hasLounge: trip.events.every((e) => e.premiumTicket !== null),
      isResidualSale: false,
      isFlightLess: false,
      flightLessMode: null,
      isHotelLess: false,
      transit: null,
      premiumAvailable: false,
      isSoldOut: false,
      isBudgetTrip: false,
      isRecommended: false,
      hasOffer: false,
      randomOffer: false,
      blackWeek: false,
      christmas: false,
      newYear: false,
    };
  });

  // Residual sale: leftover tickets for football matches of the coming months (browsing spec §2 /restsalg).
  const singles = plans.filter((p) => p.kind === 'single');
  const soon = singles.filter((p) => p.first.day - world.todayDay <= 150);
  for (const plan of random.sample(soon.length >= options.residualSales ? soon : singles, options.residualSales)) {
    plan.kind = 'residual';
    plan.isResidualSale = true;
  }

  for (const plan of plans) {
    if (plan.isResidualSale) {
      // Browsing spec §4 / booking spec §1: never flight, hotel or bus.
      plan.isFlightLess = true;
      plan.flightLessMode = 'none';
      plan.isHotelLess = true;
      continue;
    }
    plan.isFlightLess = plan.nearHome;
    if (plan.isFlightLess) plan.flightLessMode = random.chance(0.5) ? 'offer' : 'none';
    plan.isHotelLess = plan.kind !== 'roundTrip' && random.chance(plan.nearHome ? 0.18 : 0.03);
    if (!plan.isHotelLess && plan.transitOptions.length > 0 && random.chance(0.85)) plan.transit = random.pick(plan.transitOptions);
    // Booking spec §2: premium only when neither flight nor hotel is left out.
    plan.premiumAvailable = !plan.isFlightLess && !plan.isHotelLess && plan.hasLounge && random.chance(0.45);
    plan.isSoldOut = random.chance(0.035);
    plan.isBudgetTrip = !plan.isHotelLess && (plan.kind === 'single' || plan.kind === 'bundle') && random.chance(0.07);
    plan.hasOffer = random.chance(0.1);
    plan.randomOffer = random.chance(0.07);
    plan.blackWeek = random.chance(0.08);
    plan.christmas = random.chance(0.08);
    plan.newYear = random.chance(0.06);
  }

  const open = plans.filter((p) => !p.isResidualSale);
  const ensure = (has: (p: Plan) => boolean, eligible: (p: Plan) => boolean, set: (p: Plan) => void) => {
    if (plans.some(has)) return;
    const candidate = open.find(eligible);
    if (candidate) set(candidate);
  };
  ensure(
    (p) => p.premiumAvailable,
    (p) => !p.isFlightLess && !p.isHotelLess && p.hasLounge,
    (p) => (p.premiumAvailable = true),
  );
  ensure(
    (p) => !p.isResidualSale && p.isHotelLess,
    (p) => p.kind !== 'roundTrip' && p.transit === null && !p.premiumAvailable && !p.isBudgetTrip,
    (p) => (p.isHotelLess = true),
  );
  ensure(
    (p) => p.flightLessMode === 'offer' && !p.isResidualSale,
    (p) => p.isFlightLess,
    (p) => (p.flightLessMode = 'offer'),
  );
  ensure(
    (p) => p.transit !== null,
    (p) => p.transitOptions.length > 0 && !p.isHotelLess,
    (p) => (p.transit = p.transitOptions[0] ?? null),
  );
  ensure(
    (p) => p.isBudgetTrip,
    (p) => !p.isHotelLess && p.kind === 'single',
    (p) => (p.isBudgetTrip = true),
  );
  for (const key of FLAG_KEYS) {
    if (key === 'premiumAvailable' || key === 'isBudgetTrip') continue;
    ensure(
      (p) => p[key],
      () => true,
      (p) => (p[key] = true),
    );
  }

  // Recommended: the home page slider (browsing spec §2 Home), big clubs and races, nothing sold out.
  const recommendable = open.filter((p) => !p.isSoldOut && p.trip.events.some((e) => e.matchType === 'race' || (e.home?.popularity ?? 0) >= 75));
  for (const plan of random.sample(recommendable, options.recommended)) plan.isRecommended = true;
  return plans;
}

/** 1234 → 1295: prices end in 95 as shops write them. */
function shopPrice(value: number): number {
  return ceilTo(value + 5, 100) - 5;
}

function flightPrice(world: World, plan: Plan, random: Random): number {
  const out = airportDistance(world, plan.destination);
  const back = airportDistance(world, plan.last.venue.city);
  const openJaw = plan.last.venue.city.airport.code !== plan.destination.airport.code ? 150 : 0;
  return Math.max(700, roundTo(550 + ((out + back) / 2) * 0.7 * random.between(0.9, 1.2), 25)) + openJaw;
}

/** The default hotel and its alternatives: budget trips take the cheapest, others the cheapest of 3.5+ stars that still leaves upgrades. */
function chooseHotels(hotels: readonly HotelInfo[], budget: boolean, random: Random): { defaultHotel: HotelInfo; alternatives: HotelInfo[] } {
  const sorted = [...hotels].sort((a, b) => a.doublePrice - b.doublePrice || a.id - b.id);
  const usual = sorted.findIndex((h, i) => h.star >= 3.5 && i < sorted.length - 1);
  const index = budget || usual < 0 ? 0 : usual;
  const defaultHotel = sorted[index]!;
  const alternatives = sorted.slice(index + 1, index + 1 + random.int(1, 3));
  return { defaultHotel, alternatives };
}

function packageSlug(plan: Plan): string {
  const month = dayOfNumber(plan.first.day).slice(0, 7);
  const first = plan.first;
  const pair = first.home && first.guest ? `${first.home.slug}-${first.guest.slug}` : slugify(first.title.da);
  switch (plan.kind) {
    case 'single':
      return `fodboldrejse-${pair}-${month}`;
    case 'residual':
      return `restsalg-${pair}-${month}`;
    case 'race':
      return `formel-1-rejse-${first.raceSlug ?? pair}-${month.slice(0, 4)}`;
    case 'nfl':
      return `nfl-rejse-${pair}-${month}`;
    case 'bundle':
      return `${slugify(bundleLabel(plan.trip.events.length).da)}-${plan.trip.areaSlug ?? plan.destination.slug}-${dayOfNumber(first.day)}`;
    case 'roundTrip':
      return `rundrejse-${slugify(plan.destination.country.data.name.da)}-${dayOfNumber(first.day)}`;
  }
}

function packageType(kind: Kind): PackageType {
  if (kind === 'bundle') return 'bundle';
  if (kind === 'roundTrip') return 'roundTrip';
  return 'single';
}

export function addPackages(world: World, random: Random, trips: readonly TripDraft[], options: PackageOptions): void {
  const { catalogue: c, ids } = world;
  const plans = planFlags(world, random.fork('flags'), trips, options);

  const built = plans.map((plan) => {
    const events = plan.trip.events;
    const words = sportWords(plan.first.tournament.data.sport);
    const startDay = plan.isResidualSale ? plan.first.day : plan.first.day - random.int(1, 2);
    const endDay = plan.isResidualSale ? plan.last.day : plan.last.day + random.int(1, 2);
    const nights = endDay - startDay;

    const tickets = events.map((e) => ({ eventId: e.id, ticketId: e.defaultTicket!.id, price: e.defaultTicket!.price }));
    const ticketSum = tickets.reduce((sum, t) => sum + t.price, 0);
    const flight = flightPrice(world, plan, random);
    const cityHotels = world.hotelsByCity.get(plan.destination.id) ?? [];
    const hotels = plan.isHotelLess || cityHotels.length === 0 ? null : chooseHotels(cityHotels, plan.isBudgetTrip, random);
    const hotelPerPerson = hotels ? Math.ceil((hotels.defaultHotel.doublePrice * nights) / 2) : 0;
    const nominalHotel = hotels ? hotelPerPerson : Math.ceil((Math.min(...cityHotels.map((h) => h.doublePrice), 900) * Math.max(1, nights)) / 2);

    let basePrice: number;
    let defaultPrice: number;
    if (plan.isResidualSale) {
      defaultPrice = shopPrice(random.pick([95, 145, 195]) + ticketSum);
      basePrice = defaultPrice - ticketSum;
    } else {
      const fee = plan.isBudgetTrip ? random.pick([195, 295]) : random.pick([395, 495, 595, 695]);
      const services = flight + nominalHotel + ticketSum;
      defaultPrice = shopPrice(fee + services);
      basePrice = defaultPrice - services;
    }
    // Without flight and hotel the trip is the ticket alone: one price, whichever service it is said to lack.
    const ticketOnlyPrice = plan.isFlightLess && plan.isHotelLess ? defaultPrice - flight - nominalHotel : null;
    const defaultFlightLessPrice = plan.isFlightLess && !plan.isResidualSale ? (ticketOnlyPrice ?? defaultPrice - flight) : null;
    const defaultHotelLessPrice = plan.isHotelLess && !plan.isResidualSale ? (ticketOnlyPrice ?? defaultPrice - nominalHotel) : null;
    const defaultWithTransitPrice = plan.transit ? defaultPrice - flight + plan.transit.fare : null;
    const premiumPrice = plan.premiumAvailable
      ? Math.max(300, roundTo(events.reduce((sum, e) => sum + ((e.premiumTicket?.price ?? 0) - e.defaultTicket!.price), 0) / 2, 50))
      : null;

    const defaultServices: DefaultServices = {
      flight: plan.isFlightLess
        ? null
        : {
            isMutable: random.chance(0.9),
            price: flight,
            originAirport: HOME_AIRPORT,
            destinationAirport: plan.destination.airport.code,
            returnOriginAirport: plan.last.venue.city.airport.code,
            returnDestinationAirport: HOME_AIRPORT,
          },
      transit: plan.transit ? { transitRouteId: plan.transit.id, timepoint: 'morning', returnTimepoint: 'morning' } : null,
      hotels: hotels ? [{ hotelId: hotels.defaultHotel.id, isMutable: random.chance(0.92), rooms: [{ roomType: 'double', adults: 2, children: [] }] }] : [],
      tickets,
    };

    const cities: CityInfo[] = [];
    for (const e of events) if (!cities.includes(e.venue.city)) cities.push(e.venue.city);
    const text: PackageTextContext = {
      kind: plan.kind,
      matches: events.map((e) => e.title),
      raceName: plan.first.raceName ?? undefined,
      area: plan.trip.areaName ?? undefined,
      country: plan.destination.country.data.name,
      cities: cities.map((city) => city.data.name),
      nights,
      hotel: hotels ? { name: hotels.defaultHotel.name, star: hotels.defaultHotel.star } : null,
      destination: plan.destination.data.name,
      flight: plan.isFlightLess ? (plan.flightLessMode === 'offer' ? 'offer' : 'none') : 'included',
      transitFrom: plan.transit ? plan.transit.from.data.name : null,
      isBudget: plan.isBudgetTrip,
    };
    const extraServices: ExtraService[] = !plan.isResidualSale && random.chance(0.25) ? random.sample(EXTRA_SERVICES[words], random.int(1, 3)) : [];
    const offerTitle: Localized | null = plan.hasOffer ? random.pick(OFFER_TITLES) : null;
    const randomOffer: Localized | null = plan.randomOffer ? random.pick(RANDOM_OFFERS[words]) : null;

    return {
      plan,
      hotels,
      row: {
        slugBase: packageSlug(plan),
        title: packageTitle(text),
        description: packageDescription(text),
        packageType: packageType(plan.kind),
        startDate: dayOfNumber(startDay),
        endDate: dayOfNumber(endDay),
        destinationCityId: plan.destination.id,
        isSoldOut: plan.isSoldOut,
        isRivalry: events.some((e) => e.isDerby),
        randomOffer,
        isRoundTrip: plan.kind === 'roundTrip',
        hasOffer: plan.hasOffer,
        offerTitle,
        premiumAvailable: plan.premiumAvailable,
        isTransitLess: plan.transit === null,
        isFlightLess: plan.isFlightLess,
        isHotelLess: plan.isHotelLess,
        flightLessMode: plan.flightLessMode,
        isResidualSale: plan.isResidualSale,
        isBudgetTrip: plan.isBudgetTrip,
        isRecommended: plan.isRecommended,
        basePrice,
        defaultPrice,
        premiumPrice,
        defaultFlightLessPrice,
        defaultHotelLessPrice,
        defaultWithTransitPrice,
        extraFees: { eventUpgradeFee: random.pick([0, 100, 150, 200]), matchInsuranceFee: 250 },
        extraServices,
        extraServicesAdditionalDailyFee: !plan.isFlightLess && hotels ? random.pick([195, 245, 295]) : 0,
        blackWeekOfferAvailable: plan.blackWeek,
        christmasOfferAvailable: plan.christmas,
        newYearOfferAvailable: plan.newYear,
        defaultServices,
      },
    };
  });

  built.sort((a, b) => a.row.startDate.localeCompare(b.row.startDate) || a.row.slugBase.localeCompare(b.row.slugBase));
  for (const { plan, hotels, row } of built) {
    const id = ids.next('packages');
    const { slugBase, ...columns } = row;
    c.packages.push({ id, slug: world.packageSlugs.claim(slugBase), ...columns });
    plan.trip.events.forEach((event, index) => c.packageEvents.push({ packageId: id, eventId: event.id, position: index + 1 }));
    if (hotels) {
      c.packageHotels.push({ packageId: id, hotelId: hotels.defaultHotel.id, isDefault: true, orderNumber: 1, upgradePricePerNight: 0 });
      hotels.alternatives.forEach((hotel, index) =>
        c.packageHotels.push({
          packageId: id,
          hotelId: hotel.id,
          isDefault: false,
          orderNumber: index + 2,
          upgradePricePerNight: roundTo(Math.max(0, hotel.doublePrice - hotels.defaultHotel.doublePrice) / 2, 25),
        }),
      );
    }
  }
}
