import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateCatalogue, type Catalogue } from '@/server/seed';
import { addMonths, dayNumber } from '@/lib/calendar-day';
import { localToUtc } from '@/server/seed/dates';
import { mulberry32, Random } from '@/server/seed/random';
import { slugify } from '@/server/seed/text';
import { OFFER_TITLES } from '@/server/seed/data/texts';
import { LOCALES, type Locale } from '@/lib/i18n/locales';

const TODAY = '2026-11-21';

type Package = Catalogue['packages'][number];
type SiteRow = Catalogue['packageSites'][number];

let catalogue: Catalogue;

beforeAll(() => {
  catalogue = generateCatalogue({ today: TODAY });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function dateOfInstant(value: Date): string {
  return value.toISOString().slice(0, 10);
}

/** The package as a site sells it: its row in package_sites. */
function siteOf(pkg: Package, locale: Locale): SiteRow {
  const row = catalogue.packageSites.find((site) => site.packageId === pkg.id && site.locale === locale);
  if (!row) throw new Error(`${pkg.slug} is not sold on ${locale}`);
  return row;
}

function eventsOf(pkg: Package) {
  const ids = catalogue.packageEvents
    .filter((pe) => pe.packageId === pkg.id)
    .sort((a, b) => a.position - b.position)
    .map((pe) => pe.eventId);
  return ids.map((id) => catalogue.events.find((e) => e.id === id)!);
}

function localTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

describe('the PRNG', () => {
  it('repeats its sequence for a seed and differs for another', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const c = mulberry32(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const value of first) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of first) expect(value).toBeLessThan(1);
  });

  it('gives forks of one seed their own streams', () => {
    const root = new Random(1);
    expect(root.fork('clubs').next()).toBe(new Random(1).fork('clubs').next());
    expect(root.fork('clubs').next()).not.toBe(root.fork('events').next());
  });
});

describe('venue clocks', () => {
  it('reads British kick-offs as GMT in winter and BST in summer', () => {
    expect(localToUtc(dayNumber('2027-01-16'), '15:00', 'GB').toISOString()).toBe('2027-01-16T15:00:00.000Z');
    expect(localToUtc(dayNumber('2027-04-10'), '15:00', 'GB').toISOString()).toBe('2027-04-10T14:00:00.000Z');
  });

  it('reads continental kick-offs as CET in winter and CEST in summer, switching on the last Sunday of March and October', () => {
    expect(localToUtc(dayNumber('2027-01-16'), '15:30', 'CET').toISOString()).toBe('2027-01-16T14:30:00.000Z');
    expect(localToUtc(dayNumber('2027-03-27'), '18:30', 'CET').toISOString()).toBe('2027-03-27T17:30:00.000Z');
    expect(localToUtc(dayNumber('2027-03-28'), '15:00', 'CET').toISOString()).toBe('2027-03-28T13:00:00.000Z');
    expect(localToUtc(dayNumber('2027-10-31'), '15:00', 'CET').toISOString()).toBe('2027-10-31T14:00:00.000Z');
  });
});

describe('slugs', () => {
  it('folds Nordic and German letters into URL-safe slugs', () => {
    expect(slugify('Brøndby IF')).toBe('brondby-if');
    expect(slugify('FK Bodø/Glimt')).toBe('fk-bodo-glimt');
    expect(slugify('1. FC Köln')).toBe('1-fc-koln');
    expect(slugify('FC Nordsjælland')).toBe('fc-nordsjaelland');
    expect(slugify('Vålerenga')).toBe('valerenga');
  });
});

describe('generating the catalogue', () => {
  it('is pure: it never reads the clock or Math.random', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now used');
    });
    expect(() => generateCatalogue({ today: TODAY })).not.toThrow();
  });

  it('gives a deeply equal catalogue for the same options', () => {
    expect(generateCatalogue({ today: TODAY, seed: 1, scale: 1 })).toEqual(catalogue);
  });

  it('defaults to seed 1 and scale 1', () => {
    expect(generateCatalogue({ today: TODAY, seed: 1 }).events).toEqual(catalogue.events);
  });

  it('gives a different catalogue for a different seed', () => {
    const other = generateCatalogue({ today: TODAY, seed: 2 });
    expect(other.events.map((e) => e.slug)).not.toEqual(catalogue.events.map((e) => e.slug));
    expect(other.packageSites.map((p) => p.defaultPrice)).not.toEqual(catalogue.packageSites.map((p) => p.defaultPrice));
    expect(other.clubs.map((c) => c.name)).toEqual(catalogue.clubs.map((c) => c.name));
  });

  it('rejects a scale below 1 and a malformed today', () => {
    expect(() => generateCatalogue({ today: TODAY, scale: 0 })).toThrow();
    expect(() => generateCatalogue({ today: '21-11-2026' })).toThrow();
  });
});

describe('SEED_SCALE', () => {
  let scaled: Catalogue;
  beforeAll(() => {
    scaled = generateCatalogue({ today: TODAY, scale: 2 });
  });

  it('keeps the scale-1 catalogue unchanged as the prefix of every table', () => {
    for (const key of Object.keys(catalogue) as (keyof Catalogue)[]) {
      expect(scaled[key].slice(0, catalogue[key].length), key).toEqual(catalogue[key]);
    }
  });

  it('keeps the first 100 clubs with the same names, slugs and aliases', () => {
    const pick = (c: Catalogue) => c.clubs.slice(0, 100).map(({ name, slug, aliases }) => ({ name, slug, aliases }));
    expect(pick(scaled)).toEqual(pick(catalogue));
  });

  it('adds 100 clubs, 400 events and 300 packages per step, with unique names and slugs', () => {
    expect(scaled.clubs).toHaveLength(catalogue.clubs.length + 100);
    expect(scaled.events).toHaveLength(824);
    expect(scaled.packages).toHaveLength(600);
    expect(new Set(scaled.clubs.map((c) => c.name.toLowerCase())).size).toBe(scaled.clubs.length);
    expect(new Set(scaled.clubs.map((c) => c.slug)).size).toBe(scaled.clubs.length);
    expect(new Set(scaled.events.map((e) => e.slug)).size).toBe(824);
    expect(new Set(scaled.packages.map((p) => p.slug)).size).toBe(600);
    expect(new Set(scaled.venues.map((v) => v.slug)).size).toBe(scaled.venues.length);
  });
});

describe('the scale-1 volume', () => {
  it('has the counts the shop is built for', () => {
    expect(catalogue.locales).toHaveLength(3);
    expect(catalogue.sportCategories).toHaveLength(6);
    expect(catalogue.tournaments).toHaveLength(14);
    expect(catalogue.clubs).toHaveLength(108);
    // 400 in trips and 24 announced matches with no trip yet.
    expect(catalogue.events).toHaveLength(424);
    expect(catalogue.packages).toHaveLength(300);
    expect(catalogue.packageEvents).toHaveLength(400);
    expect(catalogue.nationalities.length).toBeGreaterThanOrEqual(20);
    expect(catalogue.cmsContent.map((c) => c.locale)).toEqual(['da', 'no', 'sv']);
  });

  it('announces league matches with tickets and no trip, between two clubs, in the window', () => {
    const inTrips = new Set(catalogue.packageEvents.map((pe) => pe.eventId));
    const announced = catalogue.events.filter((e) => !inTrips.has(e.id!));
    expect(announced).toHaveLength(24);
    const ticketed = new Set(catalogue.tickets.filter((t) => t.availability! > 0).map((t) => t.eventId));
    for (const event of announced) {
      expect(event.homeClubId, event.slug).not.toBeNull();
      expect(event.guestClubId, event.slug).not.toBeNull();
      expect(ticketed.has(event.id!), event.slug).toBe(true);
      expect(event.eventDateTime.getTime()).toBeGreaterThan(new Date(`${TODAY}T00:00:00Z`).getTime());
    }
  });

  it('has the three sites with their currencies and rates', () => {
    expect(catalogue.locales.map(({ code, iso, currency, rateFromDkk }) => ({ code, iso, currency, rateFromDkk }))).toEqual([
      { code: 'da', iso: 'da-DK', currency: 'DKK', rateFromDkk: 1 },
      { code: 'no', iso: 'nb-NO', currency: 'NOK', rateFromDkk: 1.55 },
      { code: 'sv', iso: 'sv-SE', currency: 'SEK', rateFromDkk: 1.5 },
    ]);
  });

  it('enables soccer, Formula 1 and combined trips and disables NFL, rugby and horse racing', () => {
    const active = Object.fromEntries(catalogue.sportCategories.map((c) => [c.slug, c.isActive]));
    expect(active).toEqual({ soccer: true, 'formula-1': true, 'combined-trips': true, 'horse-racing': false, 'nfl-rejser': false, 'rugby-rejser': false });
    expect(catalogue.sportCategories.find((c) => c.slug === 'soccer')!.name).toEqual({ da: 'Fodbold', no: 'Fotball', sv: 'Fotboll' });
  });

  it('marks about two dozen clubs popular and gives at least 15 of them aliases', () => {
    expect(catalogue.clubs.filter((c) => c.isPopular)).toHaveLength(24);
    expect(catalogue.clubs.filter((c) => (c.aliases ?? []).length > 0).length).toBeGreaterThanOrEqual(15);
    const aliases = (name: string) => catalogue.clubs.find((c) => c.name === name)?.aliases;
    expect(aliases('Manchester United')).toEqual(expect.arrayContaining(['man utd', 'man united']));
    expect(aliases('Tottenham Hotspur')).toContain('spurs');
    expect(aliases('FC Barcelona')).toEqual(expect.arrayContaining(['barca', 'barça']));
    expect(aliases('FC København')).toContain('fck');
  });

  it('writes club names with æ, ø, å, ä, ö and ü', () => {
    for (const letter of ['æ', 'ø', 'å', 'ä', 'ö', 'ü']) {
      expect(
        catalogue.clubs.some((c) => c.name.toLowerCase().includes(letter)),
        letter,
      ).toBe(true);
    }
  });

  it('links every club to its league and the Champions League clubs to it too', () => {
    const ucl = catalogue.tournaments.find((t) => t.slug === 'champions-league')!;
    const inUcl = catalogue.clubTournaments.filter((ct) => ct.tournamentId === ucl.id);
    expect(inUcl).toHaveLength(23);
    for (const club of catalogue.clubs) expect(catalogue.clubTournaments.some((ct) => ct.clubId === club.id)).toBe(true);
  });
});

describe('departure airport groups (browsing spec §3)', () => {
  const groups = () => catalogue.departureAirportGroups;

  it('has 3 Danish, 7 Norwegian and 8 Swedish groups', () => {
    const count = (region: string) => groups().filter((g) => g.region === region).length;
    expect([count('DK'), count('NO'), count('SE')]).toEqual([3, 7, 8]);
  });

  it('lets Oslo/Sandefjord search direct only, the other Norwegian groups one stop, and all Danish and Swedish groups direct only', () => {
    for (const group of groups()) {
      const expected = group.region === 'NO' && group.name !== 'Oslo/Sandefjord' ? 1 : 0;
      expect(group.maxStops, group.name).toBe(expected);
    }
  });

  it('uses the airports the spec names', () => {
    const codes = Object.fromEntries(groups().map((g) => [g.slug, g.airportCodes]));
    expect(codes['dk-kobenhavn']).toEqual(['CPH']);
    expect(codes['dk-jylland']).toEqual(['AAR', 'AAL', 'BLL']);
    expect(codes['dk-hamburg']).toEqual(['HAM']);
    expect(codes['no-oslo-sandefjord']).toEqual(['OSL', 'TRF']);
    expect(codes['se-stockholm']).toEqual(['ARN', 'BMA', 'NYO']);
    expect(codes['se-lulea-umea-skelleftea']).toEqual(['LLA', 'UME', 'SFT']);
    const airports = new Set(catalogue.airports.map((a) => a.code));
    for (const code of groups().flatMap((g) => g.airportCodes)) expect(airports.has(code)).toBe(true);
  });
});

describe('events', () => {
  it('all lie within nine months after today, the first about three days away', () => {
    const from = new Date(`${TODAY}T00:00:00Z`).getTime();
    const to = new Date(`${addMonths(TODAY, 9)}T00:00:00Z`).getTime();
    for (const event of catalogue.events) {
      expect(event.eventDateTime.getTime()).toBeGreaterThan(from);
      expect(event.eventDateTime.getTime()).toBeLessThan(to);
    }
    const first = Math.min(...catalogue.events.map((e) => e.eventDateTime.getTime()));
    expect((first - from) / 86_400_000).toBeGreaterThanOrEqual(3);
    expect((first - from) / 86_400_000).toBeLessThan(5);
  });

  it('kicks off between 13:30 and 21:00 local time, Champions League nights at 21:00 CET on a Tuesday or Wednesday', () => {
    const venues = new Map(catalogue.venues.map((v) => [v.id, v]));
    const cities = new Map(catalogue.cities.map((c) => [c.id, c]));
    const countries = new Map(catalogue.countries.map((c) => [c.id, c.code]));
    const ucl = catalogue.tournaments.find((t) => t.slug === 'champions-league')!.id;
    for (const event of catalogue.events.filter((e) => e.homeClubId)) {
      const city = cities.get(venues.get(event.venueId)!.cityId)!;
      const zone = countries.get(city.countryId) === 'GB' ? 'Europe/London' : 'Europe/Copenhagen';
      const local = localTime(event.eventDateTime, zone);
      expect(local >= '13:30' && local <= '21:00', `${event.slug} ${local}`).toBe(true);
      if (event.tournamentId === ucl) {
        expect(localTime(event.eventDateTime, 'Europe/Paris')).toBe('21:00');
        expect([2, 3]).toContain(event.eventDateTime.getUTCDay());
      }
    }
  });

  it('are home matches at the home club’s venue between two clubs of its league, plus races and NFL games', () => {
    const clubs = new Map(catalogue.clubs.map((c) => [c.id, c]));
    const leagueOf = new Map<number, number[]>();
    for (const ct of catalogue.clubTournaments) leagueOf.set(ct.clubId, [...(leagueOf.get(ct.clubId) ?? []), ct.tournamentId]);
    for (const event of catalogue.events) {
      if (event.matchType === 'race') {
        expect(event.homeClubId).toBeNull();
        continue;
      }
      if (event.matchType === 'game') continue;
      const home = clubs.get(event.homeClubId!)!;
      expect(event.venueId).toBe(home.venueId);
      const title = `${home.name} - ${clubs.get(event.guestClubId!)!.name}`;
      expect(event.title).toEqual({ da: title, no: title, sv: title });
      if (event.matchType === 'league') {
        expect(leagueOf.get(home.id!)).toContain(event.tournamentId);
        expect(leagueOf.get(event.guestClubId!)).toContain(event.tournamentId);
      }
    }
    const types = new Set(catalogue.events.map((e) => e.matchType));
    expect([...types].sort()).toEqual(['cup', 'friendly', 'game', 'international', 'league', 'race']);
  });

  it('never lets a club play twice within three days', () => {
    const days = new Map<number, number[]>();
    for (const event of catalogue.events) {
      const day = dayNumber(dateOfInstant(event.eventDateTime));
      for (const club of [event.homeClubId, event.guestClubId]) {
        if (!club) continue;
        const list = days.get(club) ?? [];
        for (const other of list) expect(Math.abs(other - day), event.slug).toBeGreaterThan(2);
        list.push(day);
        days.set(club, list);
      }
    }
  });

  it('has one ticket per venue block, priced 600-6,000 DKK with 0-60 seats, some nearly and some fully sold out', () => {
    const blocks = new Map<number, number>();
    for (const block of catalogue.venueBlocks) blocks.set(block.venueId, (blocks.get(block.venueId) ?? 0) + 1);
    for (const count of blocks.values()) {
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(6);
    }
    for (const event of catalogue.events) {
      const tickets = catalogue.tickets.filter((t) => t.eventId === event.id);
      expect(tickets).toHaveLength(blocks.get(event.venueId)!);
      expect(tickets.some((t) => t.availability > 0)).toBe(true);
    }
    for (const ticket of catalogue.tickets) {
      expect(ticket.price).toBeGreaterThanOrEqual(600);
      expect(ticket.price).toBeLessThanOrEqual(6000);
      expect(ticket.availability).toBeGreaterThanOrEqual(0);
      expect(ticket.availability).toBeLessThanOrEqual(60);
    }
    expect(catalogue.tickets.some((t) => t.availability === 0)).toBe(true);
    expect(catalogue.tickets.some((t) => t.availability >= 1 && t.availability <= 4)).toBe(true);
  });
});

describe('packages', () => {
  it('each have at least one event, and start before the first and end after the last', () => {
    for (const pkg of catalogue.packages) {
      const events = eventsOf(pkg);
      expect(events.length).toBeGreaterThanOrEqual(1);
      const first = dateOfInstant(events[0]!.eventDateTime);
      const last = dateOfInstant(events[events.length - 1]!.eventDateTime);
      expect(pkg.startDate <= first, pkg.slug).toBe(true);
      expect(first <= last, pkg.slug).toBe(true);
      expect(last <= pkg.endDate, pkg.slug).toBe(true);
    }
  });

  it('cover every type and flag of the shop', () => {
    const has = (what: string, test: (p: Package) => boolean) => expect(catalogue.packages.some(test), what).toBe(true);
    const size = (p: Package) => catalogue.packageEvents.filter((pe) => pe.packageId === p.id).length;
    has('single', (p) => p.packageType === 'single' && size(p) === 1);
    has('bundle of 2', (p) => p.packageType === 'bundle' && size(p) === 2);
    has('bundle of 3', (p) => p.packageType === 'bundle' && size(p) === 3);
    has('bundle of 4+', (p) => p.packageType === 'bundle' && size(p) >= 4);
    has('round trip', (p) => p.packageType === 'roundTrip' && p.isRoundTrip === true);
    has('residual sale', (p) => p.isResidualSale === true);
    has('hotel-less', (p) => p.isHotelLess === true && !p.isResidualSale);
    for (const locale of LOCALES) {
      has(`flight-less on ${locale}`, (p) => siteOf(p, locale).isFlightLess === true && !p.isResidualSale);
      has(`flight-less with an airline offer on ${locale}`, (p) => siteOf(p, locale).flightLessMode === 'offer' && !p.isResidualSale);
      has(`with transit on ${locale}`, (p) => siteOf(p, locale).isTransitLess === false && siteOf(p, locale).transit !== null);
      has(`premium on ${locale}`, (p) => siteOf(p, locale).premiumAvailable === true && (siteOf(p, locale).premiumPrice ?? 0) > 0);
    }
    has('offer', (p) => p.hasOffer === true && p.offerTitle !== null);
    has('rivalry', (p) => p.isRivalry === true);
    has('sold out', (p) => p.isSoldOut === true);
    has('budget trip', (p) => p.isBudgetTrip === true);
    has('black week', (p) => p.blackWeekOfferAvailable === true);
    has('christmas', (p) => p.christmasOfferAvailable === true);
    has('new year', (p) => p.newYearOfferAvailable === true);
    has('random offer', (p) => p.randomOffer !== null && p.randomOffer !== undefined);
    has('extra services', (p) => (p.extraServices ?? []).length > 0);
    expect(catalogue.packages.filter((p) => p.isRecommended)).toHaveLength(12);
  });

  it('write every offer title in each site’s own language, no English badge among them', () => {
    expect(catalogue.packages.some((p) => p.offerTitle !== null)).toBe(true);
    for (const title of OFFER_TITLES) {
      for (const locale of LOCALES) expect(title[locale], title[locale]).not.toMatch(/\b(early|bird|price|free|kids|deal)\b/i);
      // No claim the price engine or the stock would have to hold: a price, a reduction, something free, few seats, children for less.
      for (const locale of LOCALES) expect(title[locale], title[locale]).not.toMatch(/pris|nedsat|redusert|sänkt|rabat|gratis|halv|tidlig|tidig|sidste|siste|sista|plads|plass|plats|børn|barn/i);
      // A Danish and a Swedish title that read alike are one language's words on the other's site.
      expect(title.sv, title.da).not.toBe(title.da);
    }
  });

  it('never include flight, hotel or bus when sold as residual sale', () => {
    const residual = catalogue.packages.filter((p) => p.isResidualSale);
    expect(residual).toHaveLength(15);
    for (const pkg of residual) {
      expect(pkg.defaultServices.hotels).toEqual([]);
      expect(pkg.isHotelLess).toBe(true);
      for (const locale of LOCALES) {
        const site = siteOf(pkg, locale);
        expect(site.flight ?? null).toBeNull();
        expect(site.transit ?? null).toBeNull();
        expect([site.isFlightLess, site.isTransitLess]).toEqual([true, true]);
      }
      expect(catalogue.packageHotels.some((ph) => ph.packageId === pkg.id)).toBe(false);
    }
  });

  it('price each variant consistently on every site', () => {
    for (const pkg of catalogue.packages) {
      const services = pkg.defaultServices;
      const tickets = services.tickets.reduce((sum, t) => sum + t.price, 0);
      expect(pkg.extraFees.matchInsuranceFee).toBe(250);
      for (const locale of LOCALES) {
        const site = siteOf(pkg, locale);
        const what = `${pkg.slug} ${locale}`;
        expect(site.defaultPrice).toBeGreaterThanOrEqual(site.basePrice);
        expect(site.basePrice).toBeGreaterThan(0);
        expect(site.defaultPrice % 100, what).toBe(95);
        if (pkg.isResidualSale) expect(site.defaultPrice).toBe(site.basePrice + tickets);
        expect(site.defaultFlightLessPrice != null, what).toBe(site.isFlightLess === true && !pkg.isResidualSale);
        expect(site.defaultHotelLessPrice != null, what).toBe(pkg.isHotelLess === true && !pkg.isResidualSale);
        expect(site.defaultWithTransitPrice != null, what).toBe(site.isTransitLess === false);
        expect(site.premiumPrice != null, what).toBe(site.premiumAvailable === true);
        if (site.defaultFlightLessPrice != null) expect(site.defaultFlightLessPrice).toBeLessThan(site.defaultPrice);
        if (site.defaultHotelLessPrice != null) expect(site.defaultHotelLessPrice).toBeLessThan(site.defaultPrice);
        // Booking spec §9: passengers × base price + flight + hotel + tickets; the default room is a double shared by two.
        const hotel = services.hotels[0];
        if (site.flight && hotel) {
          const double = catalogue.hotelRoomTypes.find((r) => r.hotelId === hotel.hotelId && r.roomType === 'double')!;
          const nights = dayNumber(pkg.endDate) - dayNumber(pkg.startDate);
          expect(site.defaultPrice, what).toBe(site.basePrice + site.flight.price + Math.ceil((double.pricePerNight * nights) / 2) + tickets);
        }
        // Booking spec §2: premium only when neither flight nor hotel is left out.
        if (site.premiumAvailable) expect(site.isFlightLess || pkg.isHotelLess).toBe(false);
      }
    }
  });

  it('default to a flight from the site’s home airport, a double room for two and the cheapest ticket with seats left', () => {
    const tickets = new Map(catalogue.tickets.map((t) => [t.id, t]));
    const cities = new Map(catalogue.cities.map((c) => [c.id, c]));
    const airports = new Map(catalogue.airports.map((a) => [a.code, a]));
    const home = { da: 'CPH', no: 'OSL', sv: 'ARN' } as const;
    for (const pkg of catalogue.packages) {
      const services = pkg.defaultServices;
      expect(cities.has(pkg.destinationCityId)).toBe(true);
      for (const locale of LOCALES) {
        const { flight, isFlightLess } = siteOf(pkg, locale);
        expect(flight == null, `${pkg.slug} ${locale}`).toBe(isFlightLess === true);
        if (flight) {
          expect(flight.originAirport).toBe(home[locale]);
          expect(flight.returnDestinationAirport).toBe(home[locale]);
          expect(airports.has(flight.destinationAirport)).toBe(true);
        }
      }
      expect(services.hotels.length === 0, pkg.slug).toBe(pkg.isHotelLess === true);
      for (const hotel of services.hotels) expect(hotel.rooms).toEqual([{ roomType: 'double', adults: 2, children: [] }]);
      const events = eventsOf(pkg);
      expect(services.tickets.map((t) => t.eventId)).toEqual(events.map((e) => e.id));
      for (const chosen of services.tickets) {
        const ticket = tickets.get(chosen.ticketId)!;
        expect(ticket.eventId).toBe(chosen.eventId);
        expect(ticket.price).toBe(chosen.price);
        const open = catalogue.tickets.filter((t) => t.eventId === chosen.eventId && t.availability > 0);
        expect(chosen.price).toBe(Math.min(...open.map((t) => t.price)));
      }
    }
  });

  it('offer the default hotel of the destination city first and alternatives as upgrades', () => {
    const hotels = new Map(catalogue.hotels.map((h) => [h.id, h]));
    for (const pkg of catalogue.packages.filter((p) => !p.isHotelLess)) {
      const rows = catalogue.packageHotels.filter((ph) => ph.packageId === pkg.id).sort((a, b) => a.orderNumber - b.orderNumber);
      expect(rows.length, pkg.slug).toBeGreaterThanOrEqual(2);
      expect(rows[0]).toMatchObject({ isDefault: true, orderNumber: 1, upgradePricePerNight: 0 });
      expect(rows[0]!.hotelId).toBe(pkg.defaultServices.hotels[0]!.hotelId);
      expect(rows.slice(1).every((r) => !r.isDefault && r.upgradePricePerNight >= 0)).toBe(true);
      for (const row of rows) expect(hotels.get(row.hotelId)!.cityId).toBe(pkg.destinationCityId);
    }
  });

  it('have readable unique slugs and titles in all three languages', () => {
    expect(new Set(catalogue.packages.map((p) => p.slug)).size).toBe(300);
    for (const pkg of catalogue.packages) {
      expect(pkg.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      for (const text of [pkg.title, pkg.description]) {
        expect(text.da.length).toBeGreaterThan(5);
        expect(text.no.length).toBeGreaterThan(5);
        expect(text.sv.length).toBeGreaterThan(5);
      }
    }
    const single = catalogue.packages.find((p) => p.packageType === 'single' && !p.isResidualSale && p.title.da.startsWith('Fodboldrejse'))!;
    expect(single.title.no.startsWith('Fotballreise')).toBe(true);
    expect(single.title.sv.startsWith('Fotbollsresa')).toBe(true);
  });
});

describe('references and uniqueness', () => {
  it('gives every slug once per table', () => {
    for (const key of ['cities', 'sportCategories', 'tournaments', 'venues', 'clubs', 'events', 'hotels', 'packages', 'departureAirportGroups', 'blogCategories'] as const) {
      const slugs = (catalogue[key] as { slug: string }[]).map((row) => row.slug);
      expect(new Set(slugs).size, key).toBe(slugs.length);
      for (const slug of slugs) expect(slug, key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('points every foreign key at an existing row', () => {
    const ids = (rows: { id?: number }[]) => new Set(rows.map((r) => r.id));
    const clubs = ids(catalogue.clubs);
    const venues = ids(catalogue.venues);
    const events = ids(catalogue.events);
    const blocks = ids(catalogue.venueBlocks);
    const hotels = ids(catalogue.hotels);
    const routes = ids(catalogue.transitRoutes);
    for (const club of catalogue.clubs) expect(venues.has(club.venueId)).toBe(true);
    for (const event of catalogue.events) {
      expect(venues.has(event.venueId)).toBe(true);
      if (event.homeClubId) expect(clubs.has(event.homeClubId)).toBe(true);
      if (event.guestClubId) expect(clubs.has(event.guestClubId)).toBe(true);
    }
    for (const ticket of catalogue.tickets) {
      expect(events.has(ticket.eventId)).toBe(true);
      expect(blocks.has(ticket.venueBlockId)).toBe(true);
    }
    for (const pkg of catalogue.packages) {
      for (const hotel of pkg.defaultServices.hotels) expect(hotels.has(hotel.hotelId)).toBe(true);
    }
    const packages = ids(catalogue.packages);
    for (const site of catalogue.packageSites) {
      expect(packages.has(site.packageId)).toBe(true);
      if (site.transit) expect(routes.has(site.transit.transitRouteId)).toBe(true);
    }
    expect(catalogue.packageSites).toHaveLength(catalogue.packages.length * LOCALES.length);
    for (const ph of catalogue.packageHotels) expect(hotels.has(ph.hotelId)).toBe(true);
    for (const pe of catalogue.packageEvents) expect(events.has(pe.eventId)).toBe(true);
  });

  it('names every image by the media routes’ conventions', () => {
    const media = /^\/media\/(crest\/(club|tournament)|photo\/(venue|block|hotel|blog|campaign|category|brand))\/[a-z0-9]+(-[a-z0-9]+)*\.svg(\?size=thumb)?$/;
    const urls = [
      ...catalogue.clubs.flatMap((c) => [c.logoUrl, c.logoThumbUrl]),
      ...catalogue.tournaments.map((t) => t.logoUrl),
      ...catalogue.venues.flatMap((v) => (v.gallery ?? []).flatMap((i) => [i.originalUrl, i.thumbUrl])),
      ...catalogue.venueBlocks.flatMap((b) => (b.images ?? []).flatMap((i) => [i.originalUrl, i.thumbUrl])),
      ...catalogue.hotels.flatMap((h) => [...(h.images ?? []).flatMap((i) => [i.originalUrl, i.thumbUrl]), ...(h.brandLogoUrl ? [h.brandLogoUrl] : [])]),
      ...catalogue.packages.flatMap((p) => (p.extraServices ?? []).map((e) => e.iconUrl)),
      ...catalogue.blogArticles.map((a) => a.coverUrl),
      ...catalogue.campaigns.flatMap((c) => [c.backgroundUrl, ...(c.logoUrl ? [c.logoUrl] : [])]),
      ...catalogue.sportCategories.map((c) => `/media/photo/category/${c.imgName}.svg`),
    ];
    expect(urls.length).toBeGreaterThan(3000);
    for (const url of urls) expect(url).toMatch(media);
    expect(catalogue.clubs.find((c) => c.slug === 'arsenal')!.logoThumbUrl).toBe('/media/crest/club/arsenal.svg?size=thumb');
  });

  it('puts 3-5 hotels in every city with a venue', () => {
    for (const cityId of new Set(catalogue.venues.map((v) => v.cityId))) {
      const count = catalogue.hotels.filter((h) => h.cityId === cityId).length;
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(5);
    }
  });
});

describe('content', () => {
  it('has every info page under the same slug on all three sites', () => {
    const slugs = ['om-os', 'faq', 'bagageregler', 'booking-og-betaling', 'generelle-betingelser', 'garantier-og-forsikring', 'pas-og-visum', 'rejsedokument', 'erhverv'];
    for (const locale of ['da', 'no', 'sv'] as const) {
      expect(
        catalogue.pages
          .filter((p) => p.locale === locale)
          .map((p) => p.slug)
          .sort(),
      ).toEqual([...slugs].sort());
    }
    expect(catalogue.pages.find((p) => p.slug === 'om-os' && p.locale === 'no')!.name).toBe('Om oss');
  });

  it('has at least 10 blog articles per site, published in the last six months', () => {
    const today = new Date(`${TODAY}T00:00:00Z`).getTime();
    for (const locale of ['da', 'no', 'sv']) {
      const articles = catalogue.blogArticles.filter((a) => a.locale === locale);
      expect(articles.length).toBeGreaterThanOrEqual(10);
      expect(articles.some((a) => a.section === 'home')).toBe(true);
      for (const article of articles) {
        expect(article.publishedAt.getTime()).toBeLessThan(today);
        expect(article.publishedAt.getTime()).toBeGreaterThan(today - 183 * 86_400_000);
      }
    }
    expect(catalogue.blogCategories.length).toBeGreaterThanOrEqual(4);
  });

  it('has three campaigns per site linking to the localized packages list', () => {
    for (const locale of ['da', 'no', 'sv'] as const) {
      const campaigns = catalogue.campaigns.filter((c) => c.locale === locale);
      expect(campaigns).toHaveLength(3);
      for (const campaign of campaigns) expect(campaign.link.startsWith(locale === 'sv' ? '/resor?' : '/pakker?')).toBe(true);
    }
  });

  it('configures the landing buttons and the flight-less and hotel-less discounts', () => {
    for (const cms of catalogue.cmsContent) {
      expect(cms.landing).toMatchObject({ showOfferSaleButton: true, showResidualSaleButton: true, showBudgetTripsButton: false });
      expect(cms.bookingConfig).toEqual({ flightLessDiscount: 1500, hotelLessDiscount: 900 });
    }
  });

  it('has coupons of each kind around today', () => {
    const byCode = new Map(catalogue.coupons.map((c) => [c.code, c]));
    expect(byCode.get('VELKOMMEN10')).toMatchObject({ type: 'percent', amount: 10, isActive: true });
    expect(byCode.get('FODBOLD500')).toMatchObject({ type: 'fixed', amount: 500, isPerPassenger: false });
    expect(byCode.get('GRUPPE250')).toMatchObject({ type: 'fixed', isPerPassenger: true });
    expect(byCode.get('SOMMER15')!.validTo < TODAY).toBe(true);
    expect(byCode.get('PAUSE20')!.isActive).toBe(false);
    expect(byCode.get('VELKOMMEN10')!.validFrom <= TODAY && TODAY <= byCode.get('VELKOMMEN10')!.validTo).toBe(true);
  });

  it('lists Danish, Norwegian and Swedish first among the nationalities', () => {
    expect(catalogue.nationalities.slice(0, 3).map((n) => n.code)).toEqual(['DK', 'NO', 'SE']);
  });
});

describe('ticket categories', () => {
  it('are named in each language, and a lounge block says its access as the package page does, so the page shows it once', async () => {
    const messages = { da: (await import('@/messages/da.json')).default, no: (await import('@/messages/no.json')).default, sv: (await import('@/messages/sv.json')).default };
    const lounges = catalogue.venueBlocks.filter((block) => block.hasAccessToLounge);
    expect(lounges.length).toBeGreaterThan(0);
    for (const locale of ['da', 'no', 'sv'] as const) {
      for (const block of lounges) expect((block.facts ?? []).map((fact) => fact[locale])).toContain(messages[locale].package.customise.lounge);
    }
    for (const block of catalogue.venueBlocks) {
      expect(new Set([block.name.da, block.name.no, block.name.sv]).size, block.name.da).toBeGreaterThan(1);
    }
  });
});
