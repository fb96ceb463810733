import type { z } from 'zod';
import { unwrap, type ApiClient, type Query } from '../client';
import {
  airportsResponse,
  citiesResponse,
  countriesResponse,
  departureAirportGroupsResponse,
  type Airport,
  type DepartureAirportGroup,
  type CitiesResponse,
  type CountriesResponse,
} from '../contract/geography';

/** Typed parameters as callers hold them; the client turns them into the query string. */
export type CitiesParams = {
  limit?: number;
  offset?: number;
  /** ISO 3166-1 alpha-2 codes: `['DK', 'GB']`. */
  countries?: string[];
};

export type LimitParams = { limit?: number };

async function getParsed<S extends z.ZodType>(client: ApiClient, path: string, schema: S, query?: Query): Promise<z.infer<S>> {
  return schema.parse(unwrap(await client.get<unknown>(path, { query })));
}

export async function getCities(client: ApiClient, params: CitiesParams = {}): Promise<CitiesResponse> {
  return getParsed(client, 'cities', citiesResponse, params);
}

export async function getPopularCities(client: ApiClient, params: LimitParams = {}): Promise<CitiesResponse> {
  return getParsed(client, 'popular-cities', citiesResponse, params);
}

/** Destinations of at least one bookable package, most packages first. */
export async function getAvailableCities(client: ApiClient, params: LimitParams = {}): Promise<CitiesResponse> {
  return getParsed(client, 'available-cities', citiesResponse, params);
}

export async function getCountries(client: ApiClient): Promise<CountriesResponse> {
  return getParsed(client, 'countries', countriesResponse);
}

export async function getAvailableCountries(client: ApiClient, params: LimitParams = {}): Promise<CountriesResponse> {
  return getParsed(client, 'available-countries', countriesResponse, params);
}

/** The airports of the given IATA codes, in that order; unknown codes are left out. */
export async function getAirports(client: ApiClient, codes: readonly string[]): Promise<Airport[]> {
  if (codes.length === 0) return [];
  return (await getParsed(client, 'airports', airportsResponse, { codes: [...codes] })).airports;
}

/** The departure areas of a region (browsing spec §3); the client's site's own region when left out. */
export async function getDepartureAirportGroups(client: ApiClient, params: { region?: 'DK' | 'NO' | 'SE' } = {}): Promise<DepartureAirportGroup[]> {
  return (await getParsed(client, 'departure-airport-groups', departureAirportGroupsResponse, params)).departureAirportGroups;
}
