/**
 * The availability endpoints as component tests answer them through msw:
 * each flight or hotel search the page sends is held until the test answers
 * it (`resolve`) or fails it (`reject` with an ApiError: that status and
 * body; anything else: no answer at all), so tests choose the order.
 */
import { ApiError } from '@/lib/api/client';
import type { Flight, FlightDirection, FlightSearchInput, Hotel, HotelSearchInput } from '@/lib/api/contract/availability';
import type { DepartureAirportGroup } from '@/lib/api/contract/geography';
import { api, http, HttpResponse, type apiServer } from './msw';

type Server = typeof apiServer;

export type SentFlightSearch = {
  direction: FlightDirection;
  /** What was asked; read it once the request arrived (after the next tick). */
  body: FlightSearchInput;
  resolve: (flights: Flight[]) => void;
  reject: (error: unknown) => void;
};
export type SentHotelSearch = { body: HotelSearchInput; resolve: (hotels: Hotel[]) => void; reject: (error: unknown) => void };

const PRICED = { pricedAt: '2026-04-01T10:00:00Z' };

const failure = (error: unknown) => (error instanceof ApiError ? HttpResponse.json(error.body as Record<string, unknown>, { status: error.status }) : HttpResponse.error());

/** Holds every search until the test answers; returns the lists the searches arrive in, in order. */
export function holdSearches(server: Server, { currency = 'DKK' }: { currency?: string } = {}): { flights: SentFlightSearch[]; hotels: SentHotelSearch[] } {
  const flights: SentFlightSearch[] = [];
  const hotels: SentHotelSearch[] = [];
  server.use(
    http.post(api('packages/:id/service-availability/:service'), ({ params, request }) => {
      const service = String(params.service);
      return new Promise<Response>((settle) => {
        const reject = (error: unknown) => settle(failure(error));
        // Listed before the body is read, so the list keeps the order the page sent them in.
        if (service === 'hotels') {
          const sent: SentHotelSearch = { body: {}, resolve: (found) => settle(HttpResponse.json({ hotels: found, currency, ...PRICED })), reject };
          hotels.push(sent);
          void request.json().then((body) => (sent.body = body as HotelSearchInput));
        } else {
          const direction = service === 'outward-flights' ? 'outward' : 'return';
          const sent: SentFlightSearch = { direction, body: {}, resolve: (found) => settle(HttpResponse.json({ flights: found, currency, ...PRICED })), reject };
          flights.push(sent);
          void request.json().then((body) => (sent.body = body as FlightSearchInput));
        }
      });
    }),
  );
  return { flights, hotels };
}

/** Answers `GET departure-airport-groups` from the given areas by region; returns the regions asked for, in order. */
export function answerDepartureGroups(server: Server, groups: Partial<Record<string, DepartureAirportGroup[]>>): string[] {
  const asked: string[] = [];
  server.use(
    http.get(api('departure-airport-groups'), ({ request }) => {
      const region = new URL(request.url).searchParams.get('region') ?? 'DK';
      asked.push(region);
      const found = groups[region] ?? [];
      return HttpResponse.json({ departureAirportGroups: found, totalResults: found.length });
    }),
  );
  return asked;
}
