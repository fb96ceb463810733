import 'server-only';
import { cache } from 'react';
import { createApiClient } from '@/lib/api/client';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { searchFlights } from '@/lib/api/endpoints/availability';
import { getCountries, getNationalities } from '@/lib/api/endpoints/geography';
import { NO_FLIGHTS, stopSearchStops, toChosenFlight, type ChosenFlights } from '@/lib/package/flights';
import type { PackageSelection } from '@/lib/package/selection';
import type { Option } from './types';

/**
 * The flights the selection names (`ofid`, `rfid`), searched again as the
 * package page found them, so the booking page prices and books the same
 * legs. A flight no longer found, or a supplier that fails, leaves the
 * package's own leg (the price check then says what changed).
 */
export async function loadChosenFlights(locale: string, pkg: PackageDetail, selection: PackageSelection): Promise<ChosenFlights> {
  const client = createApiClient({ locale });
  const legs = [
    ['outward', selection.ofid],
    ['return', selection.rfid],
  ] as const;
  const found = await Promise.all(
    legs.map(async ([direction, uid]) => {
      if (!uid) return null;
      try {
        const answer = await searchFlights(client, direction, pkg.id, {
          adults: selection.adults,
          children: selection.children,
          departureDate: direction === 'outward' ? (selection.period?.startDate ?? pkg.startDate) : (selection.period?.endDate ?? pkg.endDate),
          ...(selection.departure && { cities: selection.departure.airports, country: selection.departure.region }),
          maxChanges: stopSearchStops(selection.stops ?? 0),
        });
        const flight = answer.flights.find((candidate) => candidate.uid === uid);
        return flight ? toChosenFlight(flight) : null;
      } catch {
        return null;
      }
    }),
  );
  return { ...NO_FLIGHTS, outward: found[0] ?? null, return: found[1] ?? null };
}

/** The selects' lists: countries and nationalities, by name in the site's language. */
export const loadPeopleOptions = cache(async (locale: string): Promise<{ countries: Option[]; nationalities: Option[] }> => {
  const client = createApiClient({ locale });
  const [{ countries }, nationalities] = await Promise.all([
    getCountries(client),
    getNationalities(client),
  ]);
  const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, locale);
  return {
    countries: countries.map((country) => ({ value: String(country.id), label: country.name })).sort(byLabel),
    nationalities: nationalities.map((nationality) => ({ value: String(nationality.id), label: nationality.label })).sort(byLabel),
  };
});
