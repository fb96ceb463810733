import { and, asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import {
  SERVICE_NOT_OFFERED,
  SUPPLIER_ERROR,
  SUPPLIER_TIMEOUT,
  flightsResponse,
  type Flight,
  type FlightsResponse,
} from '@/lib/api/contract/availability';
import { searchOutwardFlights } from '@/lib/api/endpoints/availability';
import { POST, GET } from '@/app/api/v1/[...path]/route';
import { airports, cities, departureAirportGroups, locales, packageSites, packages } from '@/server/db/schema';
import { handleApiRequest } from '@/server/http/api';
import { SearchCache, SEARCH_CACHE_TTL_MS } from '@/server/modules/availability/search-cache';
import { installAvailabilityServices } from '@/server/modules/availability/services';
import { fromDkk } from '@/server/modules/money';
import { asSold, type PackageRow } from '@/server/modules/packages/site-offer';
import type { FlightSupplier } from '@/server/suppliers/flights/types';
import { quickSandbox } from '../support/availability';
import { TEST_TODAY, dayOffset, withTestDatabase } from '../support/database';

const test = withTestDatabase();

beforeAll(() => {
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
});
afterEach(() => {
  installAvailabilityServices(quickSandbox());
});
afterAll(() => {
  installAvailabilityServices(undefined);
  vi.unstubAllEnvs();
});

type Direction = 'outward' | 'return';

/** A POST without any body at all, as `fetch(url, { method: 'POST' })` sends it. */
const NO_BODY = Symbol('no body');

async function search(
  idOrSlug: number | string,
  direction: Direction,
  body: unknown = {},
  { locale, contentType = 'application/json' }: { locale?: string; contentType?: string | null } = {},
) {
  // Without a locale no accept-language is sent: the Danish site, the API's texts in English (server/messages).
  const headers: Record<string, string> = locale === undefined ? {} : { 'accept-language': locale };
  if (contentType) headers['content-type'] = contentType;
  const request = new Request(`http://localhost/api/v1/packages/${idOrSlug}/service-availability/${direction}-flights`, {
    method: 'POST',
    headers,
    body: body === NO_BODY ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await POST(request);
  return { status: response.status, headers: response.headers, body: (await response.json()) as FlightsResponse & Record<string, unknown> };
}

async function found(idOrSlug: number | string, direction: Direction, body: unknown = {}, locale = 'da'): Promise<FlightsResponse> {
  const { status, body: answer } = await search(idOrSlug, direction, body, { locale });
  expect(status, JSON.stringify(answer)).toBe(200);
  return flightsResponse.parse(answer);
}

/** The packages as a site sells them, by id. */
async function soldOn(locale: 'da' | 'no' | 'sv'): Promise<PackageRow[]> {
  const rows = await test.db
    .select({ pkg: packages, site: packageSites })
    .from(packages)
    .innerJoin(packageSites, and(eq(packageSites.packageId, packages.id), eq(packageSites.locale, locale)))
    .orderBy(asc(packages.id));
  return rows.map(({ pkg, site }) => asSold(pkg, site));
}

let withFlight: PackageRow;
let flightLess: PackageRow;
let residual: PackageRow;

async function rate(locale: 'da' | 'no' | 'sv') {
  const [row] = await test.db.select().from(locales).where(eq(locales.code, locale));
  return row!.rateFromDkk;
}

beforeAll(async () => {
  installAvailabilityServices(quickSandbox());
  const rows = await soldOn('da');
  const upcoming = rows.filter((row) => row.startDate > dayOffset(7));
  // The first package flying from Copenhagen with direct flights on its start date.
  for (const row of upcoming.filter((r) => r.defaultServices.flight?.originAirport === 'CPH')) {
    if ((await found(row.id, 'outward')).flights.length > 0) {
      withFlight = row;
      break;
    }
  }
  flightLess = upcoming.find((row) => row.isFlightLess && !row.isResidualSale)!;
  residual = rows.find((row) => row.isResidualSale)!;
  expect(withFlight && flightLess && residual).toBeTruthy();
});

const minutes = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

/** Every flight field of booking spec §3 holds together. */
function expectWellFormed(flight: Flight) {
  const [first] = flight.segments;
  const last = flight.segments.at(-1)!;
  expect(first).toBeDefined();
  expect(flight.originAirport).toBe(first!.fromAirport.code);
  expect(flight.destinationAirport).toBe(last.toAirport.code);
  expect(flight.from).toEqual({ ...first!.fromAirport, dateTime: first!.departureDateAndTime });
  expect(flight.to).toEqual({ ...last.toAirport, dateTime: last.arrivalDateAndTime });
  expect(flight.supplierCode).toBe(first!.carrier.code);
  expect(flight.supplierName).toBe(first!.carrier.name);
  expect(flight.supplierLogo).toMatch(/^\/media\//);
  expect(flight.class).toBe(first!.class);
  expect(flight.stops).toHaveLength(flight.segments.length - 1);
  expect(flight.durationInMinutes).toBe(minutes(first!.departureDateAndTime, last.arrivalDateAndTime));
  expect(flight.segmentsDurationInMinutes).toBe(flight.segments.reduce((sum, s) => sum + s.duration, 0));
  flight.segments.forEach((segment, index) => {
    // Local times with offsets: the duration is the real time between them.
    expect(segment.departureDateAndTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
    expect(minutes(segment.departureDateAndTime, segment.arrivalDateAndTime)).toBe(segment.duration);
    const next = flight.segments[index + 1];
    if (!next) return;
    const stop = flight.stops[index]!;
    expect(stop.airport).toEqual(segment.toAirport);
    expect(next.fromAirport.code).toBe(segment.toAirport.code);
    expect(stop.arrivalDateTime).toBe(segment.arrivalDateAndTime);
    expect(stop.departureDateTime).toBe(next.departureDateAndTime);
    expect(stop.durationInMinutes).toBe(minutes(segment.arrivalDateAndTime, next.departureDateAndTime));
    expect(stop.durationInMinutes).toBeGreaterThanOrEqual(45);
  });
  expect(flight.price).toBeGreaterThan(0);
  expect(Number.isInteger(flight.price)).toBe(true);
  expect(flight.seatsLeft).toBeGreaterThanOrEqual(1);
  expect(flight.seatsLeft).toBeLessThanOrEqual(9);
}

describe('POST /api/v1/packages/{id}/service-availability/outward-flights', () => {
  it("answers { flights, currency, pricedAt }: the package's own leg on its start date, direct, cheapest first", async () => {
    const before = Date.now();
    const { status, headers, body } = await search(withFlight.id, 'outward');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(body).sort()).toEqual(['currency', 'flights', 'pricedAt']);
    const answer = flightsResponse.parse(body);
    expect(answer.currency).toBe('DKK');
    expect(Date.parse(answer.pricedAt)).toBeGreaterThanOrEqual(before - 1000);
    const own = withFlight.defaultServices.flight!;
    expect(answer.flights.length).toBeGreaterThan(0);
    for (const flight of answer.flights) {
      expectWellFormed(flight);
      expect(flight.direction).toBe('outward');
      expect(flight.uniqueId).toBeNull();
      expect(flight.originAirport).toBe(own.originAirport);
      expect(flight.destinationAirport).toBe(own.destinationAirport);
      expect(flight.from.dateTime.slice(0, 10)).toBe(withFlight.startDate);
      expect(flight.stops).toEqual([]);
    }
    const prices = answer.flights.map((flight) => flight.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(answer.flights.map((flight) => flight.uid)).size).toBe(answer.flights.length);
  });

  it('shows airports as the catalogue names them', async () => {
    const { flights } = await found(withFlight.id, 'outward');
    const [row] = await test.db.select().from(airports).where(eq(airports.code, withFlight.defaultServices.flight!.destinationAirport));
    expect(flights[0]!.to).toMatchObject({ code: row!.code, name: row!.name, location: { latitude: row!.latitude, longitude: row!.longitude } });
    expect(flights[0]!.to.city.name).toEqual(expect.any(String));
  });

  it('echoes serviceUniqueId as each flight\'s uniqueId', async () => {
    const { flights } = await found(withFlight.id, 'outward', { serviceUniqueId: 'flight-1:outward' });
    expect(flights.length).toBeGreaterThan(0);
    expect(flights.every((flight) => flight.uniqueId === 'flight-1:outward')).toBe(true);
  });

  it('finds the package by slug too', async () => {
    const byId = await found(withFlight.id, 'outward');
    const bySlug = await found(withFlight.slug, 'outward');
    expect(bySlug.flights).toEqual(byId.flights);
  });

  it('takes an empty request as the default search', async () => {
    const { status, body } = await search(withFlight.id, 'outward', NO_BODY, { contentType: null });
    expect(status).toBe(200);
    expect(body.flights).toEqual((await found(withFlight.id, 'outward')).flights);
  });

  it('allows stops up to maxChanges, each a real connection', async () => {
    const direct = await found(withFlight.id, 'outward', { maxChanges: 0 });
    const oneStop = await found(withFlight.id, 'outward', { maxChanges: 1 });
    expect(oneStop.flights.some((flight) => flight.stops.length === 1)).toBe(true);
    for (const flight of oneStop.flights) {
      expectWellFormed(flight);
      expect(flight.stops.length).toBeLessThanOrEqual(1);
    }
    // The direct flights are among them, with the same uid and price: the storefront merges by uid (booking spec §4).
    const byUid = new Map(oneStop.flights.map((flight) => [flight.uid, flight]));
    for (const flight of direct.flights) expect(byUid.get(flight.uid)).toEqual(flight);
  });

  it('is deterministic: the same search gives the same flights and prices, another day others', async () => {
    const date = dayOffset(40);
    const first = await found(withFlight.id, 'outward', { departureDate: date, maxChanges: 1 });
    installAvailabilityServices(quickSandbox()); // an empty cache: the supplier is asked again
    const again = await found(withFlight.id, 'outward', { departureDate: date, maxChanges: 1 });
    expect(again.flights).toEqual(first.flights);
    const otherDay = await found(withFlight.id, 'outward', { departureDate: dayOffset(41), maxChanges: 1 });
    expect(otherDay.flights.every((flight) => flight.from.dateTime.startsWith(dayOffset(41)))).toBe(true);
    expect(otherDay.flights.map((f) => f.price)).not.toEqual(first.flights.map((f) => f.price));
  });

  it('prices the same flight higher when it is bought at the last minute', async () => {
    const late = await found(withFlight.id, 'outward', { departureDate: dayOffset(2), maxChanges: 1 });
    vi.stubEnv('SHOP_NOW', dayOffset(-100));
    try {
      installAvailabilityServices(quickSandbox());
      // Asked 102 days ahead instead of 2: the same flights, cheaper (booking early pays).
      const ahead = await found(withFlight.id, 'outward', { departureDate: dayOffset(2), maxChanges: 1 });
      const aheadByUid = new Map(ahead.flights.map((flight) => [flight.uid, flight.price]));
      const compared = late.flights.filter((flight) => aheadByUid.has(flight.uid));
      expect(compared.length).toBeGreaterThan(0);
      for (const flight of compared) expect(aheadByUid.get(flight.uid)!).toBeLessThan(flight.price);
    } finally {
      vi.stubEnv('SHOP_NOW', TEST_TODAY);
    }
  });

  it('leaves out flights with fewer seats than passengers', async () => {
    const two = await found(withFlight.id, 'outward', { maxChanges: 1 });
    const six = await found(withFlight.id, 'outward', { maxChanges: 1, adults: 4, children: 2 });
    expect(six.flights.every((flight) => flight.seatsLeft >= 6)).toBe(true);
    const sixUids = new Set(six.flights.map((flight) => flight.uid));
    expect(two.flights.filter((flight) => flight.seatsLeft >= 6).map((f) => f.uid).every((uid) => sixUids.has(uid))).toBe(true);
    expect(six.flights.length).toBeLessThanOrEqual(two.flights.length);
  });

  it('answers only the few cheapest economy fares in minimal search mode', async () => {
    const full = await found(withFlight.id, 'outward', { maxChanges: 1 });
    const minimal = await found(withFlight.id, 'outward', { maxChanges: 1, isMinimalSearchMode: true });
    expect(minimal.flights.length).toBeGreaterThan(0);
    expect(minimal.flights.length).toBeLessThanOrEqual(5);
    expect(minimal.flights.every((flight) => flight.class === 'economy')).toBe(true);
    const cheapestEconomy = full.flights.filter((flight) => flight.class === 'economy').slice(0, minimal.flights.length);
    expect(minimal.flights.map((f) => f.uid)).toEqual(cheapestEconomy.map((f) => f.uid));
  });

  describe('departure areas (browsing spec §3)', () => {
    it("searches from the site's own home: Norway from its first group, where the package's Norwegian flight leaves, prices in NOK", async () => {
      const [firstNorwegian] = await test.db
        .select()
        .from(departureAirportGroups)
        .where(eq(departureAirportGroups.region, 'NO'))
        .orderBy(departureAirportGroups.sortOrder);
      const own = (await soldOn('no')).find((row) => row.id === withFlight.id)!.defaultServices.flight!;
      expect(firstNorwegian!.airportCodes).toContain(own.originAirport);
      const norwegian = await found(withFlight.id, 'outward', { maxChanges: 1 }, 'no');
      expect(norwegian.currency).toBe('NOK');
      expect(norwegian.flights.length).toBeGreaterThan(0);
      expect(norwegian.flights.every((flight) => flight.originAirport === own.originAirport)).toBe(true);
      // The same search from the Danish site, in DKK: the same flights, converted and rounded up.
      const inDkk = await found(withFlight.id, 'outward', { maxChanges: 1, country: 'NO', cities: [own.originAirport] });
      const noRate = await rate('no');
      expect(norwegian.flights.map((f) => f.uid)).toEqual(inDkk.flights.map((f) => f.uid));
      expect(norwegian.flights.map((f) => f.price)).toEqual(inDkk.flights.map((f) => fromDkk(f.price, noRate)));
    });

    it('allows the stops of the chosen group when maxChanges is left out (Bergen/Stavanger: 1)', async () => {
      const [group] = await test.db.select().from(departureAirportGroups).where(eq(departureAirportGroups.slug, 'no-bergen-stavanger'));
      expect(group!.maxStops).toBe(1);
      const byDefault = await found(withFlight.id, 'outward', { country: 'no', cities: 'BGO,SVG' }, 'no');
      const oneStop = await found(withFlight.id, 'outward', { country: 'NO', cities: ['BGO', 'SVG'], maxChanges: 1 }, 'no');
      expect(byDefault.flights).toEqual(oneStop.flights);
      expect(byDefault.flights.some((flight) => flight.stops.length === 1)).toBe(true);
      expect(byDefault.flights.every((flight) => ['BGO', 'SVG'].includes(flight.originAirport))).toBe(true);
    });

    it("searches a flight-less package's destination airport, the city's nearest", async () => {
      const { flights } = await found(flightLess.id, 'outward', { maxChanges: 1 });
      expect(flights.length).toBeGreaterThan(0);
      const destinations = new Set(flights.map((flight) => flight.destinationAirport));
      expect(destinations.size).toBe(1);
      const all = await test.db.select().from(airports);
      const [city] = await test.db.select().from(cities).where(eq(cities.id, flightLess.destinationCityId));
      const distance = (a: (typeof all)[number]) => Math.hypot(a.latitude - city!.latitude, (a.longitude - city!.longitude) * Math.cos((city!.latitude * Math.PI) / 180));
      const own = all.filter((a) => a.cityId === city!.id).sort((a, b) => distance(a) - distance(b));
      const nearest = own[0] ?? [...all].sort((a, b) => distance(a) - distance(b))[0]!;
      expect([...destinations]).toEqual([nearest.code]);
    });
  });

  describe('validation', () => {
    it.each([
      [{ maxChanges: 3 }, 'maxChanges', 'must be at most 2'],
      [{ maxChanges: -1 }, 'maxChanges', 'must be at least 0'],
      [{ adults: 0 }, 'adults', 'must be at least 1'],
      [{ adults: 7 }, 'adults', 'must be at most 6'],
      [{ adults: 1.5 }, 'adults', 'must be a whole number'],
      [{ children: '2' }, 'children', 'must be a whole number'],
      [{ departureDate: '2026-02-30' }, 'departureDate', 'must be a date (YYYY-MM-DD)'],
      [{ departureDate: '10-03-2026' }, 'departureDate', 'must be a date (YYYY-MM-DD)'],
      [{ isMinimalSearchMode: 'yes' }, 'isMinimalSearchMode', 'must be true or false'],
      [{ country: 'DE' }, 'country', 'must be one of DK, NO, SE'],
      [{ cities: ['CP'] }, 'cities.0', 'must be a three-letter airport code'],
      [{ cities: [] }, 'cities', 'must not be empty'],
      [{ serviceUniqueId: 'a b' }, 'serviceUniqueId', 'must be letters, digits, dots, colons, dashes or underscores'],
    ])('answers 422 for %j with a message on %s', async (body, field, message) => {
      const { status, body: answer } = await search(withFlight.id, 'outward', body);
      expect(status).toBe(422);
      expect(answer).toMatchObject({ code: 'validation_failed', errors: { [field]: [message] } });
    });

    it('answers 422 for a day in the past or more than a year ahead', async () => {
      const past = await search(withFlight.id, 'outward', { departureDate: dayOffset(-1) });
      expect(past.status).toBe(422);
      expect(past.body.errors).toEqual({ departureDate: ['must not be in the past'] });
      const far = await search(withFlight.id, 'return', { departureDate: dayOffset(366) });
      expect(far.status).toBe(422);
      expect(far.body.errors).toEqual({ departureDate: ['must be at most 365 days ahead'] });
    });

    it("answers 422 for airports outside the region's departure groups", async () => {
      const { status, body } = await search(withFlight.id, 'outward', { country: 'NO', cities: ['OSL', 'CPH', 'LHR'] });
      expect(status).toBe(422);
      expect(body.errors).toEqual({ cities: ['must be departure airports of NO; not CPH, LHR'] });
    });

    it('answers 400 for a body that is not JSON, 415 for one not declared JSON', async () => {
      const broken = await search(withFlight.id, 'outward', '{"adults": ');
      expect(broken.status).toBe(400);
      expect(broken.body).toMatchObject({ code: 'invalid_json' });
      const list = await search(withFlight.id, 'outward', '[1]');
      expect(list.status).toBe(400);
      const text = await search(withFlight.id, 'outward', 'adults=2', { contentType: 'text/plain' });
      expect(text.status).toBe(415);
    });

    it('answers 404 for an unknown package and 400 for a malformed id', async () => {
      const unknown = await search(999_999, 'outward');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'Package not found', code: 'package_not_found' });
      const malformed = await search('Not_A_Slug', 'outward');
      expect(malformed.status).toBe(400);
      expect(malformed.body.errors).toHaveProperty('idOrSlug');
    });

    it('answers 409 for a residual-sale package, which never includes a flight', async () => {
      const { status, body } = await search(residual.id, 'return');
      expect(status).toBe(409);
      expect(body).toEqual({ message: expect.stringContaining('residual-sale'), code: SERVICE_NOT_OFFERED });
    });

    it('answers 405 to a GET', async () => {
      const response = await GET(new Request(`http://localhost/api/v1/packages/${withFlight.id}/service-availability/outward-flights`));
      expect(response.status).toBe(405);
    });
  });
});

describe('POST /api/v1/packages/{id}/service-availability/return-flights', () => {
  it("answers the package's way home on its end date", async () => {
    const own = withFlight.defaultServices.flight!;
    const { flights } = await found(withFlight.id, 'return', { maxChanges: 1 });
    expect(flights.length).toBeGreaterThan(0);
    for (const flight of flights) {
      expectWellFormed(flight);
      expect(flight.direction).toBe('return');
      expect(flight.originAirport).toBe(own.returnOriginAirport);
      expect(flight.destinationAirport).toBe(own.returnDestinationAirport);
      expect(flight.from.dateTime.slice(0, 10)).toBe(withFlight.endDate);
    }
  });

  it('flies home to the chosen departure group with two stops where needed', async () => {
    const { flights } = await found(withFlight.id, 'return', { country: 'NO', cities: ['TOS'], maxChanges: 2 }, 'no');
    expect(flights.length).toBeGreaterThan(0);
    expect(flights.every((flight) => flight.destinationAirport === 'TOS')).toBe(true);
    // Tromsø has no direct flights abroad; with little choice over one hub, two stops are offered too.
    expect(flights.every((flight) => flight.stops.length >= 1 && flight.stops.length <= 2)).toBe(true);
    expect(flights.some((flight) => flight.stops.length === 2)).toBe(true);
    flights.forEach(expectWellFormed);
  });
});

describe('supplier failures', () => {
  it('answers 502 { message, code: supplier_error } when the supplier fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installAvailabilityServices(quickSandbox({ flights: { failureRate: 1 } }));
    const { status, body } = await search(withFlight.id, 'outward');
    expect(status).toBe(502);
    expect(body).toEqual({ message: 'The flight supplier could not answer the search. Please try again.', code: SUPPLIER_ERROR });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('answers 504 { message, code: supplier_timeout } when the supplier does not answer in time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installAvailabilityServices(quickSandbox({ flights: { timeoutRate: 1 }, timeoutMs: 50 }));
    const started = Date.now();
    const { status, body } = await search(withFlight.id, 'return');
    expect(status).toBe(504);
    expect(body).toEqual({ message: 'The flight supplier did not answer in time. Please try again.', code: SUPPLIER_TIMEOUT });
    expect(Date.now() - started).toBeLessThan(2_000);
    warn.mockRestore();
  });

  it('answers 504 when the supplier is slower than the deadline', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installAvailabilityServices(quickSandbox({ flights: { latencyMs: 400 }, timeoutMs: 60 }));
    const { status, body } = await search(withFlight.id, 'outward');
    expect(status).toBe(504);
    expect(body.code).toBe(SUPPLIER_TIMEOUT);
    warn.mockRestore();
  });

  it('answers 502, not 500, when an adapter breaks, and does not remember the failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sandbox = quickSandbox().flights;
    let calls = 0;
    const flaky: FlightSupplier = {
      name: 'flaky',
      search: async (request, signal) => {
        calls += 1;
        if (calls === 1) throw new TypeError("Cannot read properties of undefined (reading 'segments')");
        return sandbox.search(request, signal);
      },
    };
    installAvailabilityServices({ ...quickSandbox(), flights: flaky });
    const failed = await search(withFlight.id, 'outward');
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe(SUPPLIER_ERROR);
    const retried = await search(withFlight.id, 'outward');
    expect(retried.status).toBe(200);
    expect(calls).toBe(2);
    warn.mockRestore();
  });
});

describe('search cache', () => {
  function counting(cache = new SearchCache(), latencyMs = 0) {
    const sandbox = quickSandbox({ flights: { latencyMs } }).flights;
    const requests: unknown[] = [];
    const supplier: FlightSupplier = {
      name: 'counting',
      search: (request, signal) => {
        requests.push(request);
        return sandbox.search(request, signal);
      },
    };
    installAvailabilityServices({ ...quickSandbox(), flights: supplier, cache });
    return requests;
  }

  it('answers an identical search from the cache, with the time it was priced', async () => {
    const requests = counting();
    const first = await found(withFlight.id, 'outward', { maxChanges: 1 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await found(withFlight.id, 'outward', { maxChanges: 1 });
    expect(requests).toHaveLength(1);
    expect(second).toEqual(first);
    // Another currency is the same search: converted from the cached DKK prices.
    const swedish = await found(withFlight.id, 'outward', { maxChanges: 1, country: 'DK' }, 'sv');
    expect(requests).toHaveLength(1);
    expect(swedish.pricedAt).toBe(first.pricedAt);
    const svRate = await rate('sv');
    expect(swedish.flights.map((f) => f.price)).toEqual(first.flights.map((f) => fromDkk(f.price, svRate)));
  });

  it('asks the supplier again for another search', async () => {
    const requests = counting();
    await found(withFlight.id, 'outward');
    await found(withFlight.id, 'outward', { maxChanges: 1 });
    await found(withFlight.id, 'outward', { adults: 3 });
    await found(withFlight.id, 'return');
    expect(requests).toHaveLength(4);
  });

  it('shares one supplier call between concurrent identical searches', async () => {
    const requests = counting(new SearchCache(), 30);
    const answers = await Promise.all(Array.from({ length: 5 }, () => found(withFlight.id, 'outward')));
    expect(requests).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.pricedAt)).size).toBe(1);
  });

  it('prices again once the lifetime is over', async () => {
    let now = Date.parse(`${TEST_TODAY}T09:00:00Z`);
    const requests = counting(new SearchCache({ now: () => now }));
    const first = await found(withFlight.id, 'outward');
    now += SEARCH_CACHE_TTL_MS - 1;
    await found(withFlight.id, 'outward');
    expect(requests).toHaveLength(1);
    now += 2;
    const later = await found(withFlight.id, 'outward');
    expect(requests).toHaveLength(2);
    expect(first.pricedAt).toBe(`${TEST_TODAY}T09:00:00.000Z`);
    expect(Date.parse(later.pricedAt) - Date.parse(first.pricedAt)).toBe(SEARCH_CACHE_TTL_MS + 1);
  });
});

describe('lib/api endpoint', () => {
  it('searchOutwardFlights parses the answer of the real route', async () => {
    const client = createApiClient({ locale: 'sv', transport: handleApiRequest });
    const answer = await searchOutwardFlights(client, withFlight.slug, { maxChanges: 1, country: 'DK' });
    expect(answer.currency).toBe('SEK');
    expect(answer.flights.length).toBeGreaterThan(0);
  });

  it('throws an ApiError with the supplier code on a supplier failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    installAvailabilityServices(quickSandbox({ flights: { failureRate: 1 } }));
    const client = createApiClient({ locale: 'da', transport: handleApiRequest });
    await expect(searchOutwardFlights(client, withFlight.id)).rejects.toMatchObject({ status: 502, code: SUPPLIER_ERROR });
    warn.mockRestore();
  });
});
