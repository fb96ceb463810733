import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Airport } from '@/lib/api/contract/geography';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import { airports, cities } from '@/server/db/schema';
import { pick } from '../localize';

/** `GET airports?codes=…`: in the order asked, each once; unknown codes are simply absent. */
export async function findAirports(db: Executor, codes: readonly string[], locale: Locale): Promise<Airport[]> {
  const wanted = [...new Set(codes)];
  const rows = await db
    .select({ airport: airports, city: cities })
    .from(airports)
    .innerJoin(cities, eq(cities.id, airports.cityId))
    .where(inArray(airports.code, wanted));
  const byCode = new Map(rows.map((row) => [row.airport.code, row]));
  return wanted.flatMap((code) => {
    const row = byCode.get(code);
    if (!row) return [];
    const { airport, city } = row;
    return [
      {
        code: airport.code,
        name: airport.name,
        city: { id: city.id, name: pick(city.name, locale) },
        location: { latitude: airport.latitude, longitude: airport.longitude },
      },
    ];
  });
}
