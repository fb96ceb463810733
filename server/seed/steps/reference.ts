/**
 * Fixed reference rows: sites, geography, departure groups, sport
 * categories, tournaments, nationalities and coupons.
 */
import 'server-only';
import { dayOfNumber } from '@/lib/calendar-day';
import { LOCALES, COUPONS, NATIONALITIES } from '../data/content';
import { TERMINATION_FEES } from '../data/termination-fees';
import { AIRPORTS, CITIES, COUNTRIES, DEPARTURE_GROUPS } from '../data/geography';
import { SPORT_CATEGORIES, TOURNAMENTS } from '../data/sports';
import { coord } from '../text';
import type { CityInfo, World } from './world';

/** Hotels and street addresses use the name locals write. */
function localName(city: (typeof CITIES)[number]): string {
  switch (city.country) {
    case 'DK':
      return city.name.da;
    case 'SE':
      return city.name.sv;
    case 'GB':
      // "Newcastle", not "Newcastle upon Tyne".
      return city.name.da;
    case 'FR':
    case 'NL':
    case 'HU':
    case 'AT':
      return city.nameEn;
    default:
      // Norwegian keeps the local forms of German, Italian and Spanish cities (München, Milano, Sevilla).
      return city.name.no;
  }
}

export function addReference(world: World): void {
  const { catalogue: c, ids } = world;

  for (const locale of LOCALES) c.locales.push({ ...locale });
  for (const fee of TERMINATION_FEES) c.terminationFees.push({ ...fee });

  for (const country of COUNTRIES) {
    const id = ids.next('countries');
    world.countries.set(country.code, { id, data: country });
    c.countries.push({ id, code: country.code, name: country.name, nameEn: country.nameEn });
  }

  const airportsByCode = new Map(AIRPORTS.map((a) => [a.code, a]));
  for (const city of CITIES) {
    const country = world.countries.get(city.country);
    const airport = airportsByCode.get(city.airport);
    if (!country || !airport) throw new Error(`City ${city.slug}: unknown country or airport`);
    const id = ids.next('cities');
    const info: CityInfo = { id, slug: city.slug, data: city, country, localName: localName(city), airport };
    world.cities.set(city.slug, info);
    c.cities.push({
      id,
      slug: city.slug,
      name: city.name,
      nameEn: city.nameEn,
      countryId: country.id,
      latitude: coord(city.lat),
      longitude: coord(city.lng),
      isPopular: city.isPopular ?? false,
    });
  }

  for (const airport of AIRPORTS) {
    world.airports.set(airport.code, airport);
    c.airports.push({
      code: airport.code,
      name: airport.name,
      cityId: world.city(airport.city).id,
      latitude: coord(airport.lat),
      longitude: coord(airport.lng),
    });
  }

  DEPARTURE_GROUPS.forEach((group, index) => {
    const country = world.countries.get(group.country);
    if (!country) throw new Error(`Departure group ${group.slug}: unknown country`);
    for (const code of group.airportCodes) {
      if (!world.airports.has(code)) throw new Error(`Departure group ${group.slug}: unknown airport ${code}`);
    }
    c.departureAirportGroups.push({
      id: ids.next('departureAirportGroups'),
      slug: group.slug,
      name: group.name,
      label: group.label,
      region: group.region,
      countryId: country.id,
      airportCodes: [...group.airportCodes],
      maxStops: group.maxStops,
      sortOrder: index + 1,
    });
  });

  SPORT_CATEGORIES.forEach((category, index) => {
    const id = ids.next('sportCategories');
    world.sportCategoryIds.set(category.slug, id);
    c.sportCategories.push({ id, slug: category.slug, name: category.name, isActive: category.isActive, imgName: category.slug, sortOrder: index + 1 });
  });

  TOURNAMENTS.forEach((tournament, index) => {
    const id = ids.next('tournaments');
    const sportCategoryId = world.sportCategoryIds.get(tournament.sport);
    if (sportCategoryId === undefined) throw new Error(`Tournament ${tournament.slug}: unknown sport`);
    world.tournaments.set(tournament.slug, { id, data: tournament, sportCategoryId });
    c.tournaments.push({
      id,
      slug: tournament.slug,
      name: tournament.name,
      sportCategoryId,
      countryId: tournament.country ? (world.countries.get(tournament.country)?.id ?? null) : null,
      logoUrl: `/media/crest/tournament/${tournament.slug}.svg`,
      isActive: true,
      isPopular: tournament.isPopular,
      sortOrder: index + 1,
    });
  });

  for (const nationality of NATIONALITIES) {
    c.nationalities.push({ id: ids.next('nationalities'), code: nationality.code, label: nationality.label });
  }

  for (const coupon of COUPONS) {
    c.coupons.push({
      code: coupon.code,
      type: coupon.type,
      amount: coupon.amount,
      isPerPassenger: coupon.isPerPassenger,
      validFrom: dayOfNumber(world.todayDay + coupon.from),
      validTo: dayOfNumber(world.todayDay + coupon.to),
      isActive: coupon.isActive,
    });
  }
}
