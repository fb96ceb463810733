/**
 * Packages from the scheduled trips, with every type and flag the shop
 * shows (browsing spec §2-3, booking spec §2-3, §9).
 *
 * Each site sells its own country's trip (`package_sites`): the default
 * flight leaves from the site's home departure area and returns there
 * (`SITES[locale].homeDeparture`), a trip near that home has no flight on
 * that site, and the bus routes offered leave from the site's country. The
 * Danish site's draws come from the package stream as they always did; the
 * Norwegian and Swedish sites' from streams of their own.
 *
 * Prices are per person in DKK, per site. `defaultPrice` is the full trip: basePrice
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
import type { MobilitySuitability } from '@/lib/legal/reduced-mobility';
import { dayOfNumber } from '@/lib/calendar-day';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';
import { sportWords } from '@/lib/sport-words';
import type { DefaultFlight, ExtraService, Localized, PackageType } from '@/server/db/schema';
import { DEPARTURE_GROUPS, FLIGHT_LESS_WITHIN_KM, type AirportData } from '../data/geography';
import { EXTRA_SERVICES, OFFER_TITLES, RANDOM_OFFERS, bundleLabel, packageDescription, packageTitle, type PackageTextContext } from '../data/texts';
import { ceilTo, roundTo, type Random } from '../random';
import { distanceKm, slugify } from '../text';
import type { Catalogue } from '../catalogue';
import type { CityInfo, EventDraft, HotelInfo, TransitInfo, TripDraft, World } from './world';

export interface PackageOptions {
  residualSales: number;
  recommended: number;
}

type Kind = PackageTextContext['kind'];

/** A package as one site sells it. */
interface SitePlan {
  /** The site's home airport: the default flight leaves from and returns to it. */
  home: AirportData;
  /** Within FLIGHT_LESS_WITHIN_KM of home: no flight by default on this site. */
  nearHome: boolean;
  /** Bus routes to the destination that leave from the site's country. */
  transitOptions: TransitInfo[];
  isFlightLess: boolean;
  flightLessMode: 'none' | 'offer' | null;
  transit: TransitInfo | null;
  premiumAvailable: boolean;
}

interface Plan {
  trip: TripDraft;
  kind: Kind;
  first: EventDraft;
  last: EventDraft;
  destination: CityInfo;
  hasLounge: boolean;
  isResidualSale: boolean;
  isHotelLess: boolean;
  isSoldOut: boolean;
  isBudgetTrip: boolean;
  isRecommended: boolean;
  hasOffer: boolean;
  randomOffer: boolean;
  blackWeek: boolean;
  christmas: boolean;
  newYear: boolean;
  sites: Record<Locale, SitePlan>;
}

const FLAG_KEYS = ['isSoldOut', 'isBudgetTrip', 'hasOffer', 'randomOffer', 'blackWeek', 'christmas', 'newYear'] as const;

/** The site's home airport, which must be one of its home group's. */
function homeAirport(world: World, locale: Locale): AirportData {
  const { group, airport } = SITES[locale].homeDeparture;
  const home = world.airports.get(airport);
  if (!home || !DEPARTURE_GROUPS.some((g) => g.slug === group && g.airportCodes.includes(airport))) {
    throw new Error(`Site ${locale}: home airport ${airport} is not an airport of its home group ${group}`);
  }
  return home;
}

function airportDistance(home: AirportData, city: CityInfo): number {
  return distanceKm(home.lat, home.lng, city.airport.lat, city.airport.lng);
}

function sitePlan(world: World, locale: Locale, destination: CityInfo): SitePlan {
  const home = homeAirport(world, locale);
  const country = SITES[locale].country;
  return {
    home,
    nearHome: airportDistance(home, destination) < FLIGHT_LESS_WITHIN_KM,
    transitOptions: (world.transitTo.get(destination.id) ?? []).filter((route) => route.from.country.data.code === country),
    isFlightLess: false,
    flightLessMode: null,
    transit: null,
    premiumAvailable: false,
  };
}

/** Unless some plan already `has` it, the first `eligible` open plan gets it: every flag lands on at least one package. */
function ensure(plans: readonly Plan[], has: (p: Plan) => boolean, eligible: (p: Plan) => boolean, set: (p: Plan) => void): void {
  if (plans.some(has)) return;
  const candidate = plans.find((p) => !p.isResidualSale && eligible(p));
  if (candidate) set(candidate);
}

function kindOf(trip: TripDraft): Kind {
  if (trip.kind !== 'single') return trip.kind;
  const event = trip.events[0]!;
  if (event.matchType === 'race') return 'race';
  if (event.matchType === 'game') return 'nfl';
  return 'single';
}

/**
 * Whether a package suits persons with reduced mobility, without a draw (the
 * catalogue's other draws stay as they were): a round trip through several
 * cities does not; a budget trip's plain hotel, a ticket alone and a bundle's
 * several stadiums are limited; of the other trips every fourth is checked
 * step-free end to end.
 */
function reducedMobilityOf(plan: Plan, id: number): MobilitySuitability {
  if (plan.kind === 'roundTrip') return 'unsuitable';
  if (plan.isBudgetTrip || plan.isResidualSale || plan.isHotelLess || plan.kind === 'bundle') return 'limited';
  return id % 4 === 0 ? 'suitable' : 'limited';
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
      hasLounge: trip.events.every((e) => e.premiumTicket !== null),
      isResidualSale: false,
      isHotelLess: false,
      isSoldOut: false,
      isBudgetTrip: false,
      isRecommended: false,
      hasOffer: false,
      randomOffer: false,
      blackWeek: false,
      christmas: false,
      newYear: false,
      sites: { da: sitePlan(world, 'da', destination), no: sitePlan(world, 'no', destination), sv: sitePlan(world, 'sv', destination) },
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
    const da = plan.sites.da;
    if (plan.isResidualSale) {
      // Browsing spec §4 / booking spec §1: never flight, hotel or bus.
      for (const site of Object.values(plan.sites)) {
        site.isFlightLess = true;
        site.flightLessMode = 'none';
      }
      plan.isHotelLess = true;
      continue;
    }
    da.isFlightLess = da.nearHome;
    if (da.isFlightLess) da.flightLessMode = random.chance(0.5) ? 'offer' : 'none';
    plan.isHotelLess = plan.kind !== 'roundTrip' && random.chance(da.nearHome ? 0.18 : 0.03);
    if (!plan.isHotelLess && da.transitOptions.length > 0 && random.chance(0.85)) da.transit = random.pick(da.transitOptions);
    // Booking spec §2: premium only when neither flight nor hotel is left out.
    da.premiumAvailable = !da.isFlightLess && !plan.isHotelLess && plan.hasLounge && random.chance(0.45);
    plan.isSoldOut = random.chance(0.035);
    plan.isBudgetTrip = !plan.isHotelLess && (plan.kind === 'single' || plan.kind === 'bundle') && random.chance(0.07);
    plan.hasOffer = random.chance(0.1);
    plan.randomOffer = random.chance(0.07);
    plan.blackWeek = random.chance(0.08);
    plan.christmas = random.chance(0.08);
    plan.newYear = random.chance(0.06);
  }

  const open = plans.filter((p) => !p.isResidualSale);
  ensure(
    plans,
    (p) => p.sites.da.premiumAvailable,
    (p) => !p.sites.da.isFlightLess && !p.isHotelLess && p.hasLounge,
    (p) => (p.sites.da.premiumAvailable = true),
  );
  ensure(
    plans,
    (p) => !p.isResidualSale && p.isHotelLess,
    (p) => p.kind !== 'roundTrip' && p.sites.da.transit === null && !p.sites.da.premiumAvailable && !p.isBudgetTrip,
    (p) => (p.isHotelLess = true),
  );
  ensure(
    plans,
    (p) => p.sites.da.flightLessMode === 'offer' && !p.isResidualSale,
    (p) => p.sites.da.isFlightLess,
    (p) => (p.sites.da.flightLessMode = 'offer'),
  );
  ensure(
    plans,
    (p) => p.sites.da.transit !== null,
    (p) => p.sites.da.transitOptions.length > 0 && !p.isHotelLess,
    (p) => (p.sites.da.transit = p.sites.da.transitOptions[0] ?? null),
  );
  ensure(
    plans,
    (p) => p.isBudgetTrip,
    (p) => !p.isHotelLess && p.kind === 'single',
    (p) => (p.isBudgetTrip = true),
  );
  for (const key of FLAG_KEYS) {
    if (key === 'isBudgetTrip') continue;
    ensure(
      plans,
      (p) => p[key],
      () => true,
      (p) => (p[key] = true),
    );
  }
  planOtherSites(plans, random.fork('sites'));

  // Recommended: the home page slider (browsing spec §2 Home), big clubs and races, nothing sold out.
  const recommendable = open.filter((p) => !p.isSoldOut && p.trip.events.some((e) => e.matchType === 'race' || (e.home?.popularity ?? 0) >= 75));
  for (const plan of random.sample(recommendable, options.recommended)) plan.isRecommended = true;
  return plans;
}

/**
 * The Norwegian and Swedish sites' trips, after the Danish one is planned:
 * flight-less near their own home, their own bus routes, premium where the
 * site flies. A trip flight-less on the Danish site keeps its airline-offer
 * choice where it is flight-less too, and one that flies keeps its premium.
 */
function planOtherSites(plans: readonly Plan[], random: Random): void {
  for (const locale of LOCALES) {
    if (locale === 'da') continue;
    const draw = random.fork(locale);
    for (const plan of plans) {
      if (plan.isResidualSale) continue;
      const da = plan.sites.da;
      const site = plan.sites[locale];
      site.isFlightLess = site.nearHome;
      if (site.isFlightLess) site.flightLessMode = da.isFlightLess ? da.flightLessMode : draw.chance(0.5) ? 'offer' : 'none';
      if (!plan.isHotelLess && site.transitOptions.length > 0 && draw.chance(0.85)) site.transit = draw.pick(site.transitOptions);
      site.premiumAvailable = !site.isFlightLess && !plan.isHotelLess && plan.hasLounge && (da.isFlightLess ? draw.chance(0.45) : da.premiumAvailable);
    }
    ensure(
      plans,
      (p) => p.sites[locale].premiumAvailable,
      (p) => !p.sites[locale].isFlightLess && !p.isHotelLess && p.hasLounge,
      (p) => (p.sites[locale].premiumAvailable = true),
    );
    ensure(
      plans,
      (p) => p.sites[locale].flightLessMode === 'offer' && !p.isResidualSale,
      (p) => p.sites[locale].isFlightLess,
      (p) => (p.sites[locale].flightLessMode = 'offer'),
    );
    ensure(
      plans,
      (p) => p.sites[locale].transit !== null,
      (p) => p.sites[locale].transitOptions.length > 0 && !p.isHotelLess,
      (p) => (p.sites[locale].transit = p.sites[locale].transitOptions[0] ?? null),
    );
  }
}

/** 1234 → 1295: prices end in 95 as shops write them. */
function shopPrice(value: number): number {
  return ceilTo(value + 5, 100) - 5;
}

/** The round trip from the site's home airport, per person. */
function flightPrice(site: SitePlan, plan: Plan, random: Random): number {
  const out = airportDistance(site.home, plan.destination);
  const back = airportDistance(site.home, plan.last.venue.city);
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

type SitePackage = Omit<Catalogue['packageSites'][number], 'packageId'>;

/** What a site sells of a package: its flight and bus, the variants it offers and their prices, from the shared fee, hotel and tickets. */
function sitePackage(
  locale: Locale,
  plan: Plan,
  shared: { flight: number; isMutable: boolean; fee: number; nominalHotel: number; ticketSum: number; residualPrice: number | null; premiumSupplement: number; dailyFee: number },
): SitePackage {
  const site = plan.sites[locale];
  const { flight, fee, nominalHotel, ticketSum } = shared;
  let basePrice: number;
  let defaultPrice: number;
  if (shared.residualPrice !== null) {
    defaultPrice = shared.residualPrice;
    basePrice = defaultPrice - ticketSum;
  } else {
    const services = flight + nominalHotel + ticketSum;
    defaultPrice = shopPrice(fee + services);
    basePrice = defaultPrice - services;
  }
  // Without flight and hotel the trip is the ticket alone: one price, whichever service it is said to lack.
  const ticketOnlyPrice = site.isFlightLess && plan.isHotelLess ? defaultPrice - flight - nominalHotel : null;
  const defaultFlight: DefaultFlight | null = site.isFlightLess
    ? null
    : {
        isMutable: shared.isMutable,
        price: flight,
        originAirport: site.home.code,
        destinationAirport: plan.destination.airport.code,
        returnOriginAirport: plan.last.venue.city.airport.code,
        returnDestinationAirport: site.home.code,
      };
  return {
    locale,
    premiumAvailable: site.premiumAvailable,
    isTransitLess: site.transit === null,
    isFlightLess: site.isFlightLess,
    flightLessMode: site.flightLessMode,
    basePrice,
    defaultPrice,
    premiumPrice: site.premiumAvailable ? shared.premiumSupplement : null,
    defaultFlightLessPrice: site.isFlightLess && !plan.isResidualSale ? (ticketOnlyPrice ?? defaultPrice - flight) : null,
    defaultHotelLessPrice: plan.isHotelLess && !plan.isResidualSale ? (ticketOnlyPrice ?? defaultPrice - nominalHotel) : null,
    defaultWithTransitPrice: site.transit ? defaultPrice - flight + site.transit.fare : null,
    extraServicesAdditionalDailyFee: site.isFlightLess ? 0 : shared.dailyFee,
    flight: defaultFlight,
    transit: site.transit ? { transitRouteId: site.transit.id, timepoint: 'morning', returnTimepoint: 'morning' } : null,
  };
}

export function addPackages(world: World, random: Random, trips: readonly TripDraft[], options: PackageOptions): void {
  const { catalogue: c, ids } = world;
  const plans = planFlags(world, random.fork('flags'), trips, options);
  // The other sites' own draws (their flights' fares, and what the Danish site did not draw), one stream each.
  const siteRandom = { no: random.fork('site-no'), sv: random.fork('site-sv') };

  const built = plans.map((plan) => {
    const da = plan.sites.da;
    const events = plan.trip.events;
    const words = sportWords(plan.first.tournament.data.sport);
    const startDay = plan.isResidualSale ? plan.first.day : plan.first.day - random.int(1, 2);
    const endDay = plan.isResidualSale ? plan.last.day : plan.last.day + random.int(1, 2);
    const nights = endDay - startDay;

    const tickets = events.map((e) => ({ eventId: e.id, ticketId: e.defaultTicket!.id, price: e.defaultTicket!.price }));
    const ticketSum = tickets.reduce((sum, t) => sum + t.price, 0);
    const flight: Record<Locale, number> = {
      da: flightPrice(da, plan, random),
      no: flightPrice(plan.sites.no, plan, siteRandom.no),
      sv: flightPrice(plan.sites.sv, plan, siteRandom.sv),
    };
    const cityHotels = world.hotelsByCity.get(plan.destination.id) ?? [];
    const hotels = plan.isHotelLess || cityHotels.length === 0 ? null : chooseHotels(cityHotels, plan.isBudgetTrip, random);
    const hotelPerPerson = hotels ? Math.ceil((hotels.defaultHotel.doublePrice * nights) / 2) : 0;
    const nominalHotel = hotels ? hotelPerPerson : Math.ceil((Math.min(...cityHotels.map((h) => h.doublePrice), 900) * Math.max(1, nights)) / 2);

    // The shop's fee is one for all sites; residual sale is the ticket alone plus a small fee.
    const residualPrice = plan.isResidualSale ? shopPrice(random.pick([95, 145, 195]) + ticketSum) : null;
    const fee = plan.isResidualSale ? 0 : plan.isBudgetTrip ? random.pick([195, 295]) : random.pick([395, 495, 595, 695]);
    const premiumSupplement = Math.max(300, roundTo(events.reduce((sum, e) => sum + ((e.premiumTicket?.price ?? 0) - e.defaultTicket!.price), 0) / 2, 50));
    // The flight's mutability is one for the package: drawn where the Danish site flies, else from the first site that does.
    const flightDraw = !da.isFlightLess ? random : !plan.sites.no.isFlightLess ? siteRandom.no : siteRandom.sv;
    const isMutable = LOCALES.some((locale) => !plan.sites[locale].isFlightLess) ? flightDraw.chance(0.9) : false;
    const hotelIsMutable = hotels ? random.chance(0.92) : false;

    const cities: CityInfo[] = [];
    for (const e of events) if (!cities.includes(e.venue.city)) cities.push(e.venue.city);
    const siteText = (locale: Locale) => {
      const site = plan.sites[locale];
      return {
        flight: site.isFlightLess ? (site.flightLessMode === 'offer' ? ('offer' as const) : ('none' as const)) : ('included' as const),
        flightFrom: world.city(site.home.city).data.name[locale],
        transitFrom: site.transit ? site.transit.from.data.name[locale] : null,
      };
    };
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
      sites: { da: siteText('da'), no: siteText('no'), sv: siteText('sv') },
      isBudget: plan.isBudgetTrip,
    };
    const extraServices: ExtraService[] = !plan.isResidualSale && random.chance(0.25) ? random.sample(EXTRA_SERVICES[words], random.int(1, 3)) : [];
    const offerTitle: Localized | null = plan.hasOffer ? random.pick(OFFER_TITLES) : null;
    const randomOffer: Localized | null = plan.randomOffer ? random.pick(RANDOM_OFFERS[words]) : null;
    const extraFees = { eventUpgradeFee: random.pick([0, 100, 150, 200]), matchInsuranceFee: 250 };
    // The extra days' fee: where the Danish site flies its draw, else the other sites' own.
    const dailyFeeOf = (draw: Random) => (hotels ? draw.pick([195, 245, 295]) : 0);
    const daDailyFee = !da.isFlightLess ? dailyFeeOf(random) : 0;
    const dailyFee = (locale: 'no' | 'sv') => (da.isFlightLess && !plan.sites[locale].isFlightLess ? dailyFeeOf(siteRandom[locale]) : daDailyFee);
    const shared = { isMutable, fee, nominalHotel, ticketSum, residualPrice, premiumSupplement };

    return {
      plan,
      hotels,
      sites: [
        sitePackage('da', plan, { ...shared, flight: flight.da, dailyFee: daDailyFee }),
        sitePackage('no', plan, { ...shared, flight: flight.no, dailyFee: dailyFee('no') }),
        sitePackage('sv', plan, { ...shared, flight: flight.sv, dailyFee: dailyFee('sv') }),
      ],
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
        isHotelLess: plan.isHotelLess,
        isResidualSale: plan.isResidualSale,
        isBudgetTrip: plan.isBudgetTrip,
        isRecommended: plan.isRecommended,
        extraFees,
        extraServices,
        blackWeekOfferAvailable: plan.blackWeek,
        christmasOfferAvailable: plan.christmas,
        newYearOfferAvailable: plan.newYear,
        defaultServices: {
          hotels: hotels ? [{ hotelId: hotels.defaultHotel.id, isMutable: hotelIsMutable, rooms: [{ roomType: 'double' as const, adults: 2, children: [] }] }] : [],
          tickets,
        },
      },
    };
  });

  built.sort((a, b) => a.row.startDate.localeCompare(b.row.startDate) || a.row.slugBase.localeCompare(b.row.slugBase));
  for (const { plan, hotels, sites, row } of built) {
    const id = ids.next('packages');
    const { slugBase, ...columns } = row;
    c.packages.push({ id, slug: world.packageSlugs.claim(slugBase), ...columns, reducedMobility: reducedMobilityOf(plan, id) });
    for (const site of sites) c.packageSites.push({ packageId: id, ...site });
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
