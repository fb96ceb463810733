import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import type { DepartureRegion } from '@/lib/site/site-basics';
import { getDepartureAirportGroups, getNationalities } from '../endpoints/geography';
import { queryApi } from '../query/query-client';

/** The nationalities (`getNationalities`) as a query: keyed by site, as their labels are. */
export const nationalitiesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['geography', 'nationalities', locale] as const,
    queryFn: ({ signal }) => getNationalities(queryApi(locale, signal)),
  });

/** A region's departure areas (`getDepartureAirportGroups`) as a query: keyed by site and region. */
export const departureAirportGroupsQuery = (locale: Locale, region: DepartureRegion) =>
  queryOptions({
    queryKey: ['geography', 'departure-airport-groups', locale, region] as const,
    queryFn: ({ signal }) => getDepartureAirportGroups(queryApi(locale, signal), { region }),
  });
