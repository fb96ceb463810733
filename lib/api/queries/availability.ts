import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import type { FlightDirection, FlightSearchInput, HotelSearchInput } from '../contract/availability';
import { searchFlights, searchHotels } from '../endpoints/availability';
import { queryApi } from '../query/query-client';

/**
 * Live searches as queries: they are POSTs, but reads, keyed by their body.
 * `attempt` tells a search asked again (prices are stale) from the one before.
 * Never cached beyond the screen that asked (STYLE §3): an answer is dropped
 * as soon as nothing shows it, so opening a modal again searches again.
 */
export const LIVE_SEARCH = { staleTime: 0, gcTime: 0 } as const;

export const flightSearchQuery = (locale: Locale, direction: FlightDirection, idOrSlug: number | string, search: FlightSearchInput, attempt = 0) =>
  queryOptions({
    queryKey: ['availability', 'flights', locale, String(idOrSlug), direction, search, attempt] as const,
    queryFn: ({ signal }) => searchFlights(queryApi(locale, signal), direction, idOrSlug, search),
    ...LIVE_SEARCH,
  });

export const hotelSearchQuery = (locale: Locale, idOrSlug: number | string, search: HotelSearchInput, attempt = 0) =>
  queryOptions({
    queryKey: ['availability', 'hotels', locale, String(idOrSlug), search, attempt] as const,
    queryFn: ({ signal }) => searchHotels(queryApi(locale, signal), idOrSlug, search),
    ...LIVE_SEARCH,
  });
