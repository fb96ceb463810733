import 'server-only';
import { and, count, eq, gte, inArray, type SQL } from 'drizzle-orm';
import type { City, CitiesQuery } from '@/lib/api/contract/geography';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import { cities, countries, packages } from '@/server/db/schema';
import { pick } from '../localize';
import { everyMatchStands, onSale } from '../packages/on-sale';
import { byName } from './names';

type CityRow = typeof cities.$inferSelect;
type CountryRow = typeof countries.$inferSelect;

export interface CityList {
  cities: City[];
  totalResults: number;
}

export function toCity({ city, country }: { city: CityRow; country: CountryRow }, locale: Locale): City {
  return {
    id: city.id,
    slug: city.slug,
    name: pick(city.name, locale),
    nameEn: city.nameEn,
    country: { code: country.code, name: pick(country.name, locale) },
    location: { latitude: city.latitude, longitude: city.longitude },
    isPopular: city.isPopular,
  };
}

/** Cities with their countries, in the visitor's alphabetical order. */
async function citiesWhere(db: Executor, where: SQL | undefined, locale: Locale): Promise<City[]> {
  const rows = await db
    .select({ city: cities, country: countries })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(where);
  return rows.map((row) => toCity(row, locale)).sort(byName(locale));
}

/** `GET cities`: every city, optionally of some countries, paged. */
export async function listCities(db: Executor, query: CitiesQuery, locale: Locale): Promise<CityList> {
  const all = await citiesWhere(db, query.countries ? inArray(countries.code, query.countries) : undefined, locale);
  return { cities: all.slice(query.offset, query.offset + query.limit), totalResults: all.length };
}

/** `GET popular-cities`: the cities marked popular, by name. */
export async function listPopularCities(db: Executor, limit: number, locale: Locale): Promise<CityList> {
  const all = await citiesWhere(db, eq(cities.isPopular, true), locale);
  return { cities: all.slice(0, limit), totalResults: all.length };
}

export interface Destination {
  city: City;
  countryId: number;
  /** Bookable packages to this city. */
  packageCount: number;
}

/**
 * The destinations of bookable packages (on sale, not sold out, starting
 * today or later, every match standing), most packages first, then by name. `today` is the
 * caller's: it comes from the shop's clock and is part of the cache key.
 */
export async function bookableDestinations(db: Executor, today: string, locale: Locale): Promise<Destination[]> {
  const bookable = db
    .select({ cityId: packages.destinationCityId, packageCount: count().as('package_count') })
    .from(packages)
    .where(and(eq(packages.isSoldOut, false), gte(packages.startDate, today), onSale(db), everyMatchStands(db)))
    .groupBy(packages.destinationCityId)
    .as('bookable');
  const rows = await db
    .select({ city: cities, country: countries, packageCount: bookable.packageCount })
    .from(bookable)
    .innerJoin(cities, eq(cities.id, bookable.cityId))
    .innerJoin(countries, eq(countries.id, cities.countryId));
  const nameOrder = byName(locale);
  return rows
    .map((row) => ({ city: toCity(row, locale), countryId: row.country.id, packageCount: Number(row.packageCount) }))
    .sort((a, b) => b.packageCount - a.packageCount || nameOrder(a.city, b.city));
}

/** `GET available-cities`. */
export async function listAvailableCities(db: Executor, today: string, limit: number, locale: Locale): Promise<CityList> {
  const destinations = await bookableDestinations(db, today, locale);
  return { cities: destinations.slice(0, limit).map(({ city }) => city), totalResults: destinations.length };
}
