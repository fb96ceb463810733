import { z } from 'zod';
import { listParam, wholeNumber } from './common';
import { DEPARTURE_REGIONS } from '@/lib/site/site-basics';

// ─── Query building blocks ──────────────────────────────────────────────────

/** ISO 3166-1 alpha-2 (`DK`, `GB`); lower case is accepted and upper-cased. */
const countryCode = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code'));

/** IATA airport codes are three capital letters (`CPH`). */
const airportCode = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter airport code in capitals');

/** A comma list the endpoint cannot do without. */
const requiredList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a comma list') }).pipe(listParam(item));

// ─── Shapes ─────────────────────────────────────────────────────────────────

export const location = z.object({ latitude: z.number(), longitude: z.number() });
export type Location = z.infer<typeof location>;

export const country = z.object({
  id: z.number(),
  code: z.string(),
  /** In the visitor's language. */
  name: z.string(),
  nameEn: z.string(),
});
export type Country = z.infer<typeof country>;

export const city = z.object({
  id: z.number(),
  slug: z.string(),
  /** In the visitor's language. */
  name: z.string(),
  nameEn: z.string(),
  country: z.object({ code: z.string(), name: z.string() }),
  location,
  isPopular: z.boolean(),
});
export type City = z.infer<typeof city>;

export const airport = z.object({
  code: z.string(),
  name: z.string(),
  city: z.object({ id: z.number(), name: z.string() }),
  location,
});
export type Airport = z.infer<typeof airport>;

// ─── Cities ─────────────────────────────────────────────────────────────────

/** `GET cities` (also `event/events/cities`). */
export const citiesQuery = z.object({
  limit: wholeNumber(1, 500).default(99),
  offset: wholeNumber(0, 100_000).default(0),
  countries: listParam(countryCode).optional(),
});
export type CitiesQuery = z.infer<typeof citiesQuery>;

/** `GET popular-cities`. */
export const popularCitiesQuery = z.object({ limit: wholeNumber(1, 99).default(99) });
export type PopularCitiesQuery = z.infer<typeof popularCitiesQuery>;

/** `GET available-cities`: destinations of at least one bookable package. */
export const availableCitiesQuery = z.object({ limit: wholeNumber(1, 99).default(20) });
export type AvailableCitiesQuery = z.infer<typeof availableCitiesQuery>;

export const citiesResponse = z.object({ cities: z.array(city), totalResults: z.number() });
export type CitiesResponse = z.infer<typeof citiesResponse>;

// ─── Countries ──────────────────────────────────────────────────────────────

/** `GET available-countries`: the countries of the available cities. */
export const availableCountriesQuery = z.object({ limit: wholeNumber(1, 99).default(20) });
export type AvailableCountriesQuery = z.infer<typeof availableCountriesQuery>;

export const countriesResponse = z.object({ countries: z.array(country), totalResults: z.number() });
export type CountriesResponse = z.infer<typeof countriesResponse>;

// ─── Nationalities ──────────────────────────────────────────────────────────

/** A nationality of the booking form's select (booking spec §3). */
export const nationality = z.object({
  id: z.number(),
  code: z.string(),
  /** In the visitor's language: `Dansk`, `Nederländsk`. */
  label: z.string(),
});
export type Nationality = z.infer<typeof nationality>;

/** `GET nationalities`: all of them, by label in the visitor's alphabet. */
export const nationalitiesResponse = z.object({ nationalities: z.array(nationality) });
export type NationalitiesResponse = z.infer<typeof nationalitiesResponse>;

// ─── Airports ───────────────────────────────────────────────────────────────

/** `GET airports?codes=CPH,AAR`: at most 100 codes. */
export const airportsQuery = z.object({ codes: requiredList(airportCode) });
export type AirportsQuery = z.infer<typeof airportsQuery>;

export const airportsResponse = z.object({ airports: z.array(airport) });
export type AirportsResponse = z.infer<typeof airportsResponse>;

// ─── Departure airport groups ───────────────────────────────────────────────

/** `GET departure-airport-groups?region=NO`: the site's own region when left out. */
export const departureAirportGroupsQuery = z.object({
  region: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.enum(DEPARTURE_REGIONS, { error: `must be one of ${DEPARTURE_REGIONS.join(', ')}` }))
    .optional(),
});
export type DepartureAirportGroupsQuery = z.infer<typeof departureAirportGroupsQuery>;

/** Where a visitor flies from (browsing spec §3): the flight modal's departure areas. */
export const departureAirportGroup = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** In the visitor's language, with the airport codes: `Jylland (AAR, AAL, BLL)`. */
  label: z.string(),
  /** Where the airports are (Hamburg serves the Danish site but lies in DE). */
  country: z.string(),
  region: z.enum(DEPARTURE_REGIONS),
  airportCodes: z.array(z.string()),
  /** How many stops a search from this group allows by default. */
  searchParams: z.object({ stops: z.number() }),
});
export type DepartureAirportGroup = z.infer<typeof departureAirportGroup>;

export const departureAirportGroupsResponse = z.object({
  departureAirportGroups: z.array(departureAirportGroup),
  totalResults: z.number(),
});
export type DepartureAirportGroupsResponse = z.infer<typeof departureAirportGroupsResponse>;
