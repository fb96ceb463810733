/**
 * The catalogue's airports as flight searches need them: names and cities to
 * show, coordinates to find a destination's airport, and time zones to read a
 * timetable in. About a hundred rows, cached as catalogue data (server/cache).
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { FlightAirport } from '@/lib/api/contract/availability';
import type { Locale } from '@/lib/i18n/locales';
import { cached, cacheKey } from '@/server/cache';
import type { Executor } from '@/server/db';
import { airports, cities, countries, type Localized } from '@/server/db/schema';
import { timeZoneOf } from '../geography/time-zones';
import { pick } from '../localize';

export interface DirectoryAirport {
  code: string;
  name: string;
  cityId: number;
  cityName: Localized;
  latitude: number;
  longitude: number;
  countryCode: string;
  timeZone: string;
}

export type AirportDirectoryMap = ReadonlyMap<string, DirectoryAirport>;

export function loadAirportDirectory(db: Executor): Promise<AirportDirectoryMap> {
  return cached('airports', cacheKey('all', { directory: true }), async () => {
    const rows = await db
      .select({ airport: airports, city: cities, countryCode: countries.code })
      .from(airports)
      .innerJoin(cities, eq(cities.id, airports.cityId))
      .innerJoin(countries, eq(countries.id, cities.countryId));
    return new Map(
      rows.map(({ airport, city, countryCode }) => [
        airport.code,
        {
          code: airport.code,
          name: airport.name,
          cityId: city.id,
          cityName: city.name,
          latitude: airport.latitude,
          longitude: airport.longitude,
          countryCode,
          timeZone: timeZoneOf(countryCode),
        },
      ]),
    );
  });
}

export function presentAirport(airport: DirectoryAirport, locale: Locale): FlightAirport {
  return {
    code: airport.code,
    name: airport.name,
    city: { id: airport.cityId, name: pick(airport.cityName, locale) },
    location: { latitude: airport.latitude, longitude: airport.longitude },
  };
}

/** Great-circle kilometres. */
export function distanceKm(from: { latitude: number; longitude: number }, to: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * rad;
  const dLng = (to.longitude - from.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(from.latitude * rad) * Math.cos(to.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** The airport of a city: its own (the nearest of them), else the nearest one (Herning flies from Billund). */
export function airportForCity(directory: AirportDirectoryMap, city: { id: number; latitude: number; longitude: number }): DirectoryAirport | undefined {
  let nearest: DirectoryAirport | undefined;
  let best = Infinity;
  for (const airport of directory.values()) {
    const km = distanceKm(city, airport) - (airport.cityId === city.id ? 100_000 : 0);
    if (km < best) {
      best = km;
      nearest = airport;
    }
  }
  return nearest;
}
