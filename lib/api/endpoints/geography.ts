import type { DepartureRegion } from '@/lib/site/site-basics';
import { getChecked, type ApiClient } from '../client';
import type { Airport, DepartureAirportGroup, CitiesResponse, CountriesResponse, Nationality } from '../contract/geography';

/** The response contract (zod) loads on the server only: see `checked`. */
const contract = () => import('../contract/geography');

/** Typed parameters as callers hold them; the client turns them into the query string. */
export type CitiesParams = {
  limit?: number;
  offset?: number;
  /** ISO 3166-1 alpha-2 codes: `['DK', 'GB']`. */
  countries?: string[];
};

export type LimitParams = { limit?: number };

export async function getCities(client: ApiClient, params: CitiesParams = {}): Promise<CitiesResponse> {
  return getChecked(client, 'cities', contract, (c) => c.citiesResponse, { query: params });
}

export async function getPopularCities(client: ApiClient, params: LimitParams = {}): Promise<CitiesResponse> {
  return getChecked(client, 'popular-cities', contract, (c) => c.citiesResponse, { query: params });
}

/** Destinations of at least one bookable package, most packages first. */
export async function getAvailableCities(client: ApiClient, params: LimitParams = {}): Promise<CitiesResponse> {
  return getChecked(client, 'available-cities', contract, (c) => c.citiesResponse, { query: params });
}

export async function getCountries(client: ApiClient): Promise<CountriesResponse> {
  return getChecked(client, 'countries', contract, (c) => c.countriesResponse);
}

export async function getAvailableCountries(client: ApiClient, params: LimitParams = {}): Promise<CountriesResponse> {
  return getChecked(client, 'available-countries', contract, (c) => c.countriesResponse, { query: params });
}

/** The booking form's nationalities, labelled in the client's language and ordered by that label. */
export async function getNationalities(client: ApiClient): Promise<Nationality[]> {
  return (await getChecked(client, 'nationalities', contract, (c) => c.nationalitiesResponse)).nationalities;
}

/** The airports of the given IATA codes, in that order; unknown codes are left out. */
export async function getAirports(client: ApiClient, codes: readonly string[]): Promise<Airport[]> {
  if (codes.length === 0) return [];
  return (await getChecked(client, 'airports', contract, (c) => c.airportsResponse, { query: { codes: [...codes] } })).airports;
}

/** The departure areas of a region (browsing spec §3); the client's site's own region when left out. */
export async function getDepartureAirportGroups(client: ApiClient, params: { region?: DepartureRegion } = {}): Promise<DepartureAirportGroup[]> {
  return (await getChecked(client, 'departure-airport-groups', contract, (c) => c.departureAirportGroupsResponse, { query: params })).departureAirportGroups;
}
