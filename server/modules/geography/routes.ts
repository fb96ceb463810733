import 'server-only';
import {
  airportsQuery,
  availableCitiesQuery,
  availableCountriesQuery,
  citiesQuery,
  departureAirportGroupsQuery,
  popularCitiesQuery,
} from '@/lib/api/contract/geography';
import { SITES } from '@/lib/site/sites';
import { cached, cacheKey } from '@/server/cache';
import { today } from '@/server/clock';
import { getDb } from '@/server/db';
import { json, parseQuery, type Handler, type Router } from '@/server/http/router';
import { findAirports } from './airports';
import { listAvailableCities, listCities, listPopularCities } from './cities';
import { listAvailableCountries, listCountries } from './countries';
import { listDepartureGroups } from './departure-groups';
import { listNationalities } from './nationalities';

const citiesHandler: Handler = async ({ url, locale }) => {
  const query = parseQuery(citiesQuery, url);
  return json(await cached('cities', cacheKey(locale, query), async () => listCities(await getDb(), query, locale)));
};

export function registerGeographyRoutes(router: Router): void {
  router
    .get('cities', citiesHandler)
    // The specification names both paths for the same list, as for tournaments.
    .get('event/events/cities', citiesHandler)
    .get('popular-cities', async ({ url, locale }) => {
      const { limit } = parseQuery(popularCitiesQuery, url);
      return json(
        await cached('cities', cacheKey(locale, { popular: true, limit }), async () =>
          listPopularCities(await getDb(), limit, locale),
        ),
      );
    })
    .get('available-cities', async ({ url, locale }) => {
      const { limit } = parseQuery(availableCitiesQuery, url);
      // Availability depends on the day: tomorrow's answer is another entry.
      const day = today();
      return json(
        await cached('availableDestinations', cacheKey(locale, { cities: true, day, limit }), async () =>
          listAvailableCities(await getDb(), day, limit, locale),
        ),
      );
    })
    .get('countries', async ({ locale }) =>
      json(await cached('countries', locale, async () => listCountries(await getDb(), locale))),
    )
    .get('nationalities', async ({ locale }) =>
      json(await cached('nationalities', locale, async () => listNationalities(await getDb(), locale))),
    )
    .get('available-countries', async ({ url, locale }) => {
      const { limit } = parseQuery(availableCountriesQuery, url);
      const day = today();
      return json(
        await cached('availableDestinations', cacheKey(locale, { countries: true, day, limit }), async () =>
          listAvailableCountries(await getDb(), day, limit, locale),
        ),
      );
    })
    .get('airports', async ({ url, locale }) => {
      const { codes } = parseQuery(airportsQuery, url);
      const airports = await cached('airports', cacheKey(locale, codes), async () =>
        findAirports(await getDb(), codes, locale),
      );
      return json({ airports });
    })
    .get('departure-airport-groups', async ({ url, locale }) => {
      const { region = SITES[locale].departureRegion } = parseQuery(departureAirportGroupsQuery, url);
      // Reference data that changes with the catalogue: cached like the airports it lists.
      return json(
        await cached('airports', cacheKey(locale, { departureGroups: region }), async () =>
          listDepartureGroups(await getDb(), region, locale),
        ),
      );
    });
}
