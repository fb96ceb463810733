import { beforeAll, describe, expect, it } from 'vitest';
import { dayNumber } from '@/lib/calendar-day';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';
import { generateCatalogue, type Catalogue } from '@/server/seed';
import { CITIES, DEPARTURE_GROUPS, FLIGHT_LESS_WITHIN_KM } from '@/server/seed/data/geography';
import { distanceKm } from '@/server/seed/text';

/**
 * One seeded truth: each site sells its own country's trip. For every site,
 * the seeded catalogue is read as that site sells it (`package_sites`), and
 * no package's default flight, bus route, text or price belongs to another
 * country's market (browsing spec §3: Denmark flies from København, Norway
 * from Oslo/Sandefjord, Sweden from the Stockholm area).
 */

const TODAY = '2026-11-21';

type Package = Catalogue['packages'][number];
type SiteRow = Catalogue['packageSites'][number];

let catalogue: Catalogue;
let cityById: Map<number, Catalogue['cities'][number]>;
let countryById: Map<number, Catalogue['countries'][number]>;
let airportByCode: Map<string, Catalogue['airports'][number]>;

beforeAll(() => {
  catalogue = generateCatalogue({ today: TODAY });
  cityById = new Map(catalogue.cities.map((city) => [city.id!, city]));
  countryById = new Map(catalogue.countries.map((country) => [country.id!, country]));
  airportByCode = new Map(catalogue.airports.map((airport) => [airport.code, airport]));
});

const countryOfCity = (cityId: number) => countryById.get(cityById.get(cityId)!.countryId)!.code;

/** The site's home area as the spec names it, its airport and the city that airport serves. */
function homeOf(locale: Locale) {
  const group = DEPARTURE_GROUPS.find((g) => g.slug === SITES[locale].homeDeparture.group)!;
  const airport = airportByCode.get(SITES[locale].homeDeparture.airport)!;
  return { group, airport, city: cityById.get(airport.cityId)! };
}

function siteOf(pkg: Package, locale: Locale): SiteRow {
  const row = catalogue.packageSites.find((site) => site.packageId === pkg.id && site.locale === locale);
  if (!row) throw new Error(`${pkg.slug} is not sold on ${locale}`);
  return row;
}

/** Kilometres from the site's home airport to the airport that serves a city (the catalogue's data: Herning flies from Billund). */
function fromHome(locale: Locale, cityId: number): number {
  const home = homeOf(locale).airport;
  const served = airportByCode.get(CITIES.find((city) => city.slug === cityById.get(cityId)!.slug)!.airport)!;
  return distanceKm(home.latitude, home.longitude, served.latitude, served.longitude);
}

/** The capitalised words a text writes after "from" (da/no "fra", sv "från"): the places a flight or bus leaves from. */
const FROM_WORD: Record<Locale, string> = { da: 'fra', no: 'fra', sv: 'från' };
function placesLeftFrom(text: string, locale: Locale): string[] {
  return [...text.matchAll(new RegExp(`\\b${FROM_WORD[locale]} (\\p{Lu}[\\p{L}-]*)`, 'gu'))].map((match) => match[1]!);
}

describe('each site sells its own country’s trip', () => {
  it('names as each site’s home the first departure area of its region, holding its home airport', () => {
    for (const locale of LOCALES) {
      const { group, airport } = homeOf(locale);
      const region = SITES[locale].departureRegion;
      expect(DEPARTURE_GROUPS.filter((g) => g.region === region)[0], locale).toBe(group);
      expect(group.airportCodes, locale).toContain(airport.code);
    }
    expect(homeOf('da').group.airportCodes).toEqual(['CPH']);
    expect(homeOf('no').group.airportCodes).toEqual(['OSL', 'TRF']);
    expect(homeOf('sv').group.airportCodes).toEqual(['ARN', 'BMA', 'NYO']);
  });

  it('sells every package on every site, each with a row of its own', () => {
    for (const pkg of catalogue.packages) for (const locale of LOCALES) expect(siteOf(pkg, locale).locale).toBe(locale);
  });

  it.each(LOCALES)('%s: every default flight leaves from the site’s home area and returns there', (locale) => {
    const { group } = homeOf(locale);
    let flights = 0;
    for (const pkg of catalogue.packages) {
      const { flight } = siteOf(pkg, locale);
      if (!flight) continue;
      flights++;
      expect(group.airportCodes, `${pkg.slug} ${locale}`).toContain(flight.originAirport);
      expect(group.airportCodes, `${pkg.slug} ${locale}`).toContain(flight.returnDestinationAirport);
      expect(flight.destinationAirport, pkg.slug).not.toBe(flight.originAirport);
    }
    expect(flights).toBeGreaterThan(200);
  });

  it.each(LOCALES)('%s: a trip is flight-less exactly when it stays near the site’s own home (or is a ticket alone)', (locale) => {
    for (const pkg of catalogue.packages) {
      const site = siteOf(pkg, locale);
      const near = fromHome(locale, pkg.destinationCityId) < FLIGHT_LESS_WITHIN_KM;
      expect(site.isFlightLess, `${pkg.slug} ${locale}`).toBe(near || pkg.isResidualSale === true);
      expect(site.flight == null, `${pkg.slug} ${locale}`).toBe(site.isFlightLess);
    }
  });

  it('flies to the trips near another site’s home: København from Oslo and Stockholm, Oslo from København', () => {
    const to = (slug: string) => catalogue.packages.filter((p) => !p.isResidualSale && cityById.get(p.destinationCityId)!.slug === slug);
    expect(to('kobenhavn').length).toBeGreaterThan(0);
    for (const pkg of to('kobenhavn')) {
      expect(siteOf(pkg, 'da').isFlightLess).toBe(true);
      expect(siteOf(pkg, 'no').flight?.originAirport).toBe('OSL');
      expect(siteOf(pkg, 'sv').flight?.originAirport).toBe('ARN');
    }
    expect(to('oslo').length).toBeGreaterThan(0);
    for (const pkg of to('oslo')) {
      expect(siteOf(pkg, 'no').isFlightLess).toBe(true);
      expect(siteOf(pkg, 'da').flight?.originAirport).toBe('CPH');
    }
  });

  it.each(LOCALES)('%s: every bus leaves from the site’s own country', (locale) => {
    const routes = new Map(catalogue.transitRoutes.map((route) => [route.id!, route]));
    let buses = 0;
    for (const pkg of catalogue.packages) {
      const site = siteOf(pkg, locale);
      expect(site.transit == null, `${pkg.slug} ${locale}`).toBe(site.isTransitLess);
      if (!site.transit) continue;
      buses++;
      const route = routes.get(site.transit.transitRouteId)!;
      expect(countryOfCity(route.originCityId), `${pkg.slug} ${locale}`).toBe(SITES[locale].country);
      expect(route.destinationCityId).toBe(pkg.destinationCityId);
    }
    // Every site has a bus trip to sell: Danes from København and Aarhus, Norwegians from Oslo, Swedes from Malmö.
    expect(buses, locale).toBeGreaterThan(0);
  });

  it('sells the bus from Aarhus on the Danish site only, from Malmö on the Swedish site only', () => {
    const routes = new Map(catalogue.transitRoutes.map((route) => [route.id!, route]));
    const origins = (locale: Locale) =>
      new Set(
        catalogue.packageSites
          .filter((site) => site.locale === locale && site.transit)
          .map((site) => cityById.get(routes.get(site.transit!.transitRouteId)!.originCityId)!.slug),
      );
    expect(origins('da')).toContain('aarhus');
    expect(origins('sv')).toEqual(new Set(['malmo']));
    expect(origins('no')).toEqual(new Set(['oslo']));
    for (const locale of ['no', 'sv'] as const) expect(origins(locale).has('aarhus')).toBe(false);
  });

  it.each(LOCALES)('%s: the text names the site’s own departure city and no other country’s', (locale) => {
    const home = homeOf(locale).city.name[locale];
    const ownCountry = new Set(catalogue.cities.filter((city) => countryById.get(city.countryId)!.code === SITES[locale].country).map((city) => city.name[locale]));
    for (const pkg of catalogue.packages) {
      const site = siteOf(pkg, locale);
      const text = pkg.description[locale];
      const what = `${pkg.slug} ${locale}: ${text}`;
      if (site.flight) expect(placesLeftFrom(text, locale), what).toContain(home);
      // Every place the text says the trip leaves from lies in the site's own country.
      for (const place of placesLeftFrom(text, locale)) expect(ownCountry.has(place), what).toBe(true);
      if (site.transit) {
        const route = catalogue.transitRoutes.find((r) => r.id === site.transit!.transitRouteId)!;
        expect(placesLeftFrom(text, locale), what).toContain(cityById.get(route.originCityId)!.name[locale]);
      }
    }
  });

  it.each(LOCALES)('%s: every price holds the site’s own flight, from its own home', (locale) => {
    const home = homeOf(locale).airport;
    const doubles = new Map(catalogue.hotelRoomTypes.filter((room) => room.roomType === 'double').map((room) => [room.hotelId, room.pricePerNight]));
    for (const pkg of catalogue.packages) {
      const site = siteOf(pkg, locale);
      const what = `${pkg.slug} ${locale}`;
      const tickets = pkg.defaultServices.tickets.reduce((sum, ticket) => sum + ticket.price, 0);
      const hotel = pkg.defaultServices.hotels[0];
      if (!site.flight || !hotel) continue;
      const nights = dayNumber(pkg.endDate) - dayNumber(pkg.startDate);
      // The full trip is the fee, this site's flight, the hotel and the tickets (booking spec §9).
      expect(site.defaultPrice - site.basePrice - Math.ceil((doubles.get(hotel.hotelId)! * nights) / 2) - tickets, what).toBe(site.flight.price);
      // And that flight is priced for its distance from this site's home: about 0.7 DKK a km each way on a fixed part.
      const out = airportByCode.get(site.flight.destinationAirport)!;
      const back = airportByCode.get(site.flight.returnOriginAirport)!;
      const km = (distanceKm(home.latitude, home.longitude, out.latitude, out.longitude) + distanceKm(home.latitude, home.longitude, back.latitude, back.longitude)) / 2;
      const openJaw = out.code === back.code ? 0 : 150;
      expect(site.flight.price, what).toBeGreaterThanOrEqual(Math.max(700, 550 + km * 0.7 * 0.9 - 25) + openJaw);
      expect(site.flight.price, what).toBeLessThanOrEqual(Math.max(700, 550 + km * 0.7 * 1.2 + 25) + openJaw);
    }
  });

  it('prices the same trip differently where the sites fly from different homes', () => {
    const flying = catalogue.packages.filter((pkg) => LOCALES.every((locale) => siteOf(pkg, locale).flight));
    const differ = flying.filter((pkg) => new Set(LOCALES.map((locale) => siteOf(pkg, locale).defaultPrice)).size > 1);
    expect(differ.length).toBeGreaterThan(flying.length / 2);
  });
});
