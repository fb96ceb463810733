import 'server-only';
import {
  availabilityParams,
  flightSearchBody,
  hotelSearchBody,
  hotelSearchQuery,
  transitRoutesQuery,
  type FlightDirection,
} from '@/lib/api/contract/availability';
import { cached, cacheKey } from '@/server/cache';
import { today } from '@/server/clock';
import { getDb } from '@/server/db';
import { parseJsonBody, readBody } from '@/server/http/body';
import { fieldErrors, HttpError } from '@/server/http/errors';
import { json, parseParams, parseQuery, type Router, type RouteContext } from '@/server/http/router';
import type { z } from 'zod';
import { searchFlights } from './flights';
import { searchHotels } from './hotels';
import { availabilityServices } from './services';
import { listTransitRoutes } from './transit';
import { LIMITS } from '@/server/http/limits';

/** A search that only reads: no Idempotency-Key, and never stored by a browser or proxy. */
const NO_STORE = { headers: { 'cache-control': 'no-store' } };

/** A request without a body and without a content type: a search that takes every default (or its query). */
async function hasNoBody(request: Request): Promise<boolean> {
  if (request.headers.get('content-type')) return false;
  return (await readBody(request)).byteLength === 0;
}

/** The JSON body, or `{}` for an empty request; 422 with field messages when it breaks the schema. */
async function parseSearch<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  if (!(await hasNoBody(request))) return parseJsonBody(request, schema);
  const result = schema.safeParse({});
  if (!result.success) throw new HttpError(422, 'The request has invalid fields', 'validation_failed', fieldErrors(result.error));
  return result.data;
}

function flightsHandler(direction: FlightDirection) {
  return async ({ request, params, locale }: RouteContext) => {
    const { idOrSlug } = parseParams(availabilityParams, params);
    const search = await parseSearch(request, flightSearchBody);
    return json(await searchFlights(await getDb(), direction, idOrSlug, search, locale, availabilityServices(), today()), NO_STORE);
  };
}

export function registerAvailabilityRoutes(router: Router): void {
  router
    .post('packages/:idOrSlug/service-availability/outward-flights', flightsHandler('outward'), { limit: LIMITS.supplierSearches })
    .post('packages/:idOrSlug/service-availability/return-flights', flightsHandler('return'), { limit: LIMITS.supplierSearches })
    .post('packages/:idOrSlug/service-availability/hotels', async ({ request, url, params, locale }) => {
      const { idOrSlug } = parseParams(availabilityParams, params);
      // Booking spec §7: some clients send the search as search parameters with an empty body.
      const search = (await hasNoBody(request)) ? parseQuery(hotelSearchQuery, url) : await parseJsonBody(request, hotelSearchBody);
      return json(await searchHotels(await getDb(), idOrSlug, search, locale, availabilityServices(), today()), NO_STORE);
    }, { limit: LIMITS.supplierSearches });

  // Booking spec §7 names both paths for the same list.
  for (const path of ['transit', 'transit/transit-route']) {
    router.get(path, async ({ url, locale }) => {
      const query = parseQuery(transitRoutesQuery, url);
      return json(await cached('transit', cacheKey(locale, query), async () => listTransitRoutes(await getDb(), query, locale)));
    });
  }
}
