import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Country } from '@/lib/api/contract/geography';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import { countries } from '@/server/db/schema';
import { pick } from '../localize';
import { bookableDestinations } from './cities';
import { byName } from './names';

type CountryRow = typeof countries.$inferSelect;

export interface CountryList {
  countries: Country[];
  totalResults: number;
}

function toCountry(row: CountryRow, locale: Locale): Country {
  return { id: row.id, code: row.code, name: pick(row.name, locale), nameEn: row.nameEn };
}

/** `GET countries`: all of them, by name in the visitor's language. */
export async function listCountries(db: Executor, locale: Locale): Promise<CountryList> {
  const rows = await db.select().from(countries);
  const all = rows.map((row) => toCountry(row, locale)).sort(byName(locale));
  return { countries: all, totalResults: all.length };
}

/**
 * `GET available-countries`: the countries of the available cities, ordered
 * like them: most bookable packages first, then by name.
 */
export async function listAvailableCountries(db: Executor, today: string, limit: number, locale: Locale): Promise<CountryList> {
  const destinations = await bookableDestinations(db, today, locale);
  const packageCounts = new Map<number, number>();
  for (const { countryId, packageCount } of destinations) {
    packageCounts.set(countryId, (packageCounts.get(countryId) ?? 0) + packageCount);
  }
  if (packageCounts.size === 0) return { countries: [], totalResults: 0 };
  const rows = await db.select().from(countries).where(inArray(countries.id, [...packageCounts.keys()]));
  const nameOrder = byName(locale);
  const all = rows
    .map((row) => toCountry(row, locale))
    .sort((a, b) => (packageCounts.get(b.id) ?? 0) - (packageCounts.get(a.id) ?? 0) || nameOrder(a, b));
  return { countries: all.slice(0, limit), totalResults: all.length };
}
