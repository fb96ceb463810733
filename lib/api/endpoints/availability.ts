import { checked, getChecked, unwrap, type ApiClient } from '../client';
import type { FlightDirection, FlightSearchInput, FlightsResponse, HotelSearchInput, HotelsResponse, TransitRoutesResponse } from '../contract/availability';

/** The response contract (zod) loads on the server only: see `checked`. */
const contract = () => import('../contract/availability');

/**
 * Live searches (never cached by the storefront, STYLE §3). A supplier that
 * fails is an ApiError with status 502 and code `supplier_error`, one that does
 * not answer in time 504 and `supplier_timeout`; a bad search 422 with field
 * messages, an unknown package 404, a residual-sale package 409.
 */

const packagePath = (idOrSlug: number | string, service: string) =>
  `packages/${encodeURIComponent(String(idOrSlug))}/service-availability/${service}`;

export async function searchFlights(
  client: ApiClient,
  direction: FlightDirection,
  idOrSlug: number | string,
  search: FlightSearchInput = {},
  options: { signal?: AbortSignal } = {},
): Promise<FlightsResponse> {
  const result = await client.post<unknown>(packagePath(idOrSlug, `${direction}-flights`), { body: search, signal: options.signal });
  return checked(unwrap(result), contract, (c) => c.flightsResponse);
}

export const searchOutwardFlights = (client: ApiClient, idOrSlug: number | string, search?: FlightSearchInput, options?: { signal?: AbortSignal }) =>
  searchFlights(client, 'outward', idOrSlug, search, options);

export const searchReturnFlights = (client: ApiClient, idOrSlug: number | string, search?: FlightSearchInput, options?: { signal?: AbortSignal }) =>
  searchFlights(client, 'return', idOrSlug, search, options);

export async function searchHotels(
  client: ApiClient,
  idOrSlug: number | string,
  search: HotelSearchInput = {},
  options: { signal?: AbortSignal } = {},
): Promise<HotelsResponse> {
  const result = await client.post<unknown>(packagePath(idOrSlug, 'hotels'), { body: search, signal: options.signal });
  return checked(unwrap(result), contract, (c) => c.hotelsResponse);
}

export type TransitRoutesParams = {
  ids?: number[];
  /** Routes to this package's destination. */
  packageId?: number | string;
  /** City id or slug. */
  originCity?: number | string;
  destinationCity?: number | string;
  limit?: number;
  offset?: number;
};

export async function getTransitRoutes(client: ApiClient, params: TransitRoutesParams = {}): Promise<TransitRoutesResponse> {
  const { packageId, originCity, destinationCity, ...rest } = params;
  const query = {
    ...rest,
    packageId: packageId === undefined ? undefined : String(packageId),
    originCity: originCity === undefined ? undefined : String(originCity),
    destinationCity: destinationCity === undefined ? undefined : String(destinationCity),
  };
  return getChecked(client, 'transit', contract, (c) => c.transitRoutesResponse, { query });
}
