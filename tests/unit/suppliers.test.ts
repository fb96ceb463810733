import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@/lib/calendar-day';
import { timeZoneOf } from '@/server/modules/geography/time-zones';
import { SearchCache, SEARCH_CACHE_TTL_MS } from '@/server/modules/availability/search-cache';
import { AIRPORTS, CITIES, DEPARTURE_GROUPS } from '@/server/seed/data/geography';
import { DEFAULT_SUPPLIER_TIMEOUT_MS, supplierTimeoutFromEnv, withDeadline } from '@/server/suppliers/deadline';
import { SupplierError } from '@/server/suppliers/errors';
import { SandboxFlightSupplier, searchSandboxInventory, type SandboxAirport } from '@/server/suppliers/flights/sandbox';
import { hasDirectRoute } from '@/server/suppliers/flights/sandbox-network';
import type { FlightSearchRequest } from '@/server/suppliers/flights/types';
import { rateSandboxInventory, SandboxHotelSupplier, type SandboxRoomType } from '@/server/suppliers/hotels/sandbox';
import type { HotelRatesRequest } from '@/server/suppliers/hotels/types';
import {
  DEFAULT_SANDBOX_LATENCY_MS,
  parseSupplierFaults,
  parseSupplierLatency,
  sandboxBehaviour,
  simulateCall,
} from '@/server/suppliers/sandbox/behaviour';
import { localToUtcMs, offsetMinutes, zonedIso } from '@/server/suppliers/zoned-time';

afterEach(() => {
  vi.useRealTimers();
});

// ─── The seeded airports as the sandbox sees them ───────────────────────────

const countryOfCity = new Map(CITIES.map((city) => [city.slug, city.country]));
const DIRECTORY: ReadonlyMap<string, SandboxAirport> = new Map(
  AIRPORTS.map((airport) => {
    const countryCode = countryOfCity.get(airport.city)!;
    return [airport.code, { code: airport.code, latitude: airport.lat, longitude: airport.lng, countryCode, timeZone: timeZoneOf(countryCode) }];
  }),
);

const TODAY = '2026-03-02';

const flightRequest = (change: Partial<FlightSearchRequest> = {}): FlightSearchRequest => ({
  origins: ['CPH'],
  destinations: ['LHR'],
  date: '2026-04-15',
  adults: 2,
  children: 0,
  maxStops: 1,
  minimal: false,
  reference: 'package:1:outward',
  ...change,
});

const minutes = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 60_000;

describe('sandbox behaviour from the environment', () => {
  it('reads SUPPLIER_FAULTS as error and timeout rates per supplier', () => {
    expect(parseSupplierFaults(undefined)).toEqual({ flights: { failureRate: 0, timeoutRate: 0 }, hotels: { failureRate: 0, timeoutRate: 0 } });
    expect(parseSupplierFaults('flights:0.1,hotels:0.05')).toEqual({
      flights: { failureRate: 0.1, timeoutRate: 0 },
      hotels: { failureRate: 0.05, timeoutRate: 0 },
    });
    expect(parseSupplierFaults(' flights:timeout:0.02 , flights:error:0.3 ')).toEqual({
      flights: { failureRate: 0.3, timeoutRate: 0.02 },
      hotels: { failureRate: 0, timeoutRate: 0 },
    });
  });

  it.each([
    ['planes:0.1', 'must start with flights or hotels'],
    ['flights:1.5', 'needs a rate from 0 to 1'],
    ['flights:often', 'needs a rate from 0 to 1'],
    ['flights:', 'needs a rate from 0 to 1'],
    ['hotels:slow:0.1', 'must read supplier:rate or supplier:timeout:rate'],
    ['flights:0.7,flights:timeout:0.5', 'add up to more than 1'],
  ])('refuses SUPPLIER_FAULTS=%s, naming the mistake', (text, message) => {
    expect(() => parseSupplierFaults(text)).toThrow(message);
  });

  it('reads SUPPLIER_LATENCY_MS, a few hundred milliseconds by default', () => {
    expect(parseSupplierLatency(undefined)).toBe(DEFAULT_SANDBOX_LATENCY_MS);
    expect(DEFAULT_SANDBOX_LATENCY_MS).toBeGreaterThanOrEqual(100);
    expect(parseSupplierLatency('0')).toBe(0);
    expect(parseSupplierLatency(' 750 ')).toBe(750);
    expect(() => parseSupplierLatency('fast')).toThrow('SUPPLIER_LATENCY_MS');
    expect(() => parseSupplierLatency('-5')).toThrow('SUPPLIER_LATENCY_MS');
  });

  it('injects no faults unless SUPPLIER_FAULTS asks for them', () => {
    const behaviour = sandboxBehaviour('flights', {}, {});
    expect(behaviour).toMatchObject({ latencyMs: DEFAULT_SANDBOX_LATENCY_MS, failureRate: 0, timeoutRate: 0 });
  });

  it('takes the environment for what the options leave out', () => {
    const env = { SUPPLIER_FAULTS: 'flights:0.1,hotels:timeout:0.2', SUPPLIER_LATENCY_MS: '40' };
    expect(sandboxBehaviour('hotels', {}, env)).toMatchObject({ latencyMs: 40, failureRate: 0, timeoutRate: 0.2 });
    expect(sandboxBehaviour('flights', { latencyMs: 0 }, env)).toMatchObject({ latencyMs: 0, failureRate: 0.1, timeoutRate: 0 });
    // Fully given options never read (or trip over) the environment.
    expect(sandboxBehaviour('flights', { latencyMs: 5, failureRate: 0, timeoutRate: 0 }, { SUPPLIER_FAULTS: 'nonsense' })).toMatchObject({ latencyMs: 5 });
  });

  it('reads SUPPLIER_TIMEOUT_MS, the shop deadline for one call', () => {
    expect(supplierTimeoutFromEnv({})).toBe(DEFAULT_SUPPLIER_TIMEOUT_MS);
    expect(supplierTimeoutFromEnv({ SUPPLIER_TIMEOUT_MS: '1500' })).toBe(1500);
    expect(() => supplierTimeoutFromEnv({ SUPPLIER_TIMEOUT_MS: '0' })).toThrow('SUPPLIER_TIMEOUT_MS');
  });
});

describe('a sandbox call on the wire', () => {
  const settled = async (promise: Promise<unknown>) => {
    let done = false;
    promise.then(
      () => (done = true),
      () => (done = true),
    );
    await Promise.resolve();
    return () => done;
  };

  it('waits between half and one and a half times the latency', async () => {
    vi.useFakeTimers();
    for (const [draw, expected] of [
      [0, 150],
      [0.5, 300],
      [0.999, 450],
    ] as const) {
      const call = simulateCall('flights', sandboxBehaviour('flights', { latencyMs: 300, failureRate: 0, timeoutRate: 0, random: () => draw }));
      const isDone = await settled(call);
      await vi.advanceTimersByTimeAsync(expected - 1);
      expect(isDone()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(isDone()).toBe(true);
      await call;
    }
  });

  it('fails the share of calls the failure rate says, after the latency', async () => {
    const failing = sandboxBehaviour('hotels', { latencyMs: 0, failureRate: 0.1, timeoutRate: 0, random: () => 0.05 });
    await expect(simulateCall('hotels', failing)).rejects.toMatchObject({ name: 'SupplierError', supplier: 'hotels', kind: 'failure' });
    const lucky = sandboxBehaviour('hotels', { latencyMs: 0, failureRate: 0.1, timeoutRate: 0, random: () => 0.1 });
    await expect(simulateCall('hotels', lucky)).resolves.toBeUndefined();
  });

  it('never answers a timed-out call until its signal aborts', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const behaviour = sandboxBehaviour('flights', { latencyMs: 0, failureRate: 0, timeoutRate: 1, random: () => 0.5 });
    const call = simulateCall('flights', behaviour, controller.signal);
    const isDone = await settled(call);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(isDone()).toBe(false);
    const reason = new Error('deadline');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
  });
});

describe('the shop deadline of a supplier call', () => {
  it('answers what the call answers in time', async () => {
    await expect(withDeadline('flights', 1000, async () => 'offers')).resolves.toBe('offers');
  });

  it('is a timeout SupplierError at the deadline, and aborts the call', async () => {
    let aborted: unknown;
    const error = await withDeadline('hotels', 20, (signal) => {
      signal.addEventListener('abort', () => (aborted = signal.reason));
      return new Promise(() => {});
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect(error).toMatchObject({ supplier: 'hotels', kind: 'timeout' });
    expect(aborted).toBe(error);
  });

  it('turns any other error into a failure, keeping its cause', async () => {
    const cause = new TypeError('fetch failed');
    const error = await withDeadline('flights', 1000, async () => {
      throw cause;
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'SupplierError', kind: 'failure', cause });
  });
});

describe('zoned times', () => {
  it('knows the offsets of summer and winter time', () => {
    expect(offsetMinutes('Europe/Copenhagen', Date.parse('2026-01-10T12:00:00Z'))).toBe(60);
    expect(offsetMinutes('Europe/Copenhagen', Date.parse('2026-07-10T12:00:00Z'))).toBe(120);
    expect(offsetMinutes('Europe/London', Date.parse('2026-01-10T12:00:00Z'))).toBe(0);
  });

  it('turns a local wall-clock time into its instant, also across the switch to summer time', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00 in Copenhagen.
    expect(new Date(localToUtcMs('2026-03-29', 6 * 60, 'Europe/Copenhagen')).toISOString()).toBe('2026-03-29T04:00:00.000Z');
    expect(new Date(localToUtcMs('2026-03-28', 6 * 60, 'Europe/Copenhagen')).toISOString()).toBe('2026-03-28T05:00:00.000Z');
    expect(zonedIso(Date.parse('2026-03-29T04:00:00Z'), 'Europe/Copenhagen')).toBe('2026-03-29T06:00:00+02:00');
    expect(zonedIso(Date.parse('2026-12-01T23:30:00Z'), 'Europe/London')).toBe('2026-12-01T23:30:00+00:00');
  });
});

describe('sandbox flight inventory', () => {
  it('answers the same question the same way', () => {
    const first = searchSandboxInventory(flightRequest(), DIRECTORY, TODAY);
    expect(first.length).toBeGreaterThan(0);
    expect(searchSandboxInventory(flightRequest(), DIRECTORY, TODAY)).toEqual(first);
  });

  it('flies real routes: from an origin to a destination on the day, segment after segment', () => {
    const request = flightRequest({ origins: ['AAR', 'AAL', 'BLL'], destinations: ['MAN'], maxStops: 2 });
    const offers = searchSandboxInventory(request, DIRECTORY, TODAY);
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      const first = offer.segments[0]!;
      const last = offer.segments.at(-1)!;
      expect(request.origins).toContain(first.from);
      expect(last.to).toBe('MAN');
      expect(first.departure.slice(0, 10)).toBe(request.date);
      expect(offer.segments.length).toBeLessThanOrEqual(3);
      offer.segments.forEach((segment, index) => {
        expect(DIRECTORY.has(segment.from) && DIRECTORY.has(segment.to)).toBe(true);
        expect(minutes(segment.departure, segment.arrival)).toBe(segment.durationMinutes);
        expect(segment.flightNumber.startsWith(segment.carrier.code)).toBe(true);
        const next = offer.segments[index + 1];
        if (next) {
          expect(next.from).toBe(segment.to);
          expect(minutes(segment.arrival, next.departure)).toBeGreaterThanOrEqual(45);
          expect(minutes(segment.arrival, next.departure)).toBeLessThanOrEqual(300);
        }
      });
    }
  });

  it('shows times in each airport\'s own zone', () => {
    const [offer] = searchSandboxInventory(flightRequest({ maxStops: 0, date: '2026-07-15' }), DIRECTORY, TODAY);
    expect(offer!.segments[0]!.departure).toMatch(/\+02:00$/);
    expect(offer!.segments[0]!.arrival).toMatch(/\+01:00$/);
  });

  it('has no direct flight where no airline flies the route, but one with a stop', () => {
    const pairs = DEPARTURE_GROUPS.filter((group) => group.maxStops === 1)
      .flatMap((group) => group.airportCodes)
      .flatMap((origin) => ['LHR', 'MAN', 'BCN', 'MUC', 'MME', 'GRZ'].map((destination) => [origin, destination] as const));
    const noDirect = pairs.filter(([origin, destination]) => !hasDirectRoute(DIRECTORY.get(origin)!, DIRECTORY.get(destination)!));
    expect(noDirect.length).toBeGreaterThan(0);
    let withStop = 0;
    for (const [origin, destination] of noDirect) {
      expect(searchSandboxInventory(flightRequest({ origins: [origin], destinations: [destination], maxStops: 0 }), DIRECTORY, TODAY)).toEqual([]);
      const oneStop = searchSandboxInventory(flightRequest({ origins: [origin], destinations: [destination], maxStops: 1 }), DIRECTORY, TODAY);
      if (oneStop.length > 0) withStop += 1;
      expect(oneStop.every((offer) => offer.segments.length === 2)).toBe(true);
    }
    expect(withStop).toBeGreaterThan(noDirect.length / 2);
  });

  it('prices by date and demand: dearer at the last minute, and per search reference', () => {
    const soon = searchSandboxInventory(flightRequest({ date: '2026-03-04' }), DIRECTORY, TODAY);
    const early = searchSandboxInventory(flightRequest({ date: '2026-03-04' }), DIRECTORY, '2025-11-01');
    const earlyById = new Map(early.map((offer) => [offer.id, offer.pricePerPerson]));
    expect(soon.length).toBeGreaterThan(0);
    for (const offer of soon) expect(offer.pricePerPerson).toBeGreaterThan(earlyById.get(offer.id)!);

    const other = searchSandboxInventory(flightRequest({ reference: 'package:2:outward' }), DIRECTORY, TODAY);
    const mine = searchSandboxInventory(flightRequest(), DIRECTORY, TODAY);
    const common = mine.filter((offer) => other.some((o) => o.id === offer.id));
    expect(common.some((offer) => other.find((o) => o.id === offer.id)!.pricePerPerson !== offer.pricePerPerson)).toBe(true);
  });

  it('sells only flights with seats for every passenger, cheapest first', () => {
    const two = searchSandboxInventory(flightRequest(), DIRECTORY, TODAY);
    const six = searchSandboxInventory(flightRequest({ adults: 4, children: 2 }), DIRECTORY, TODAY);
    expect(six.every((offer) => offer.seatsLeft >= 6)).toBe(true);
    expect(six.map((o) => o.id)).toEqual(two.filter((offer) => offer.seatsLeft >= 6).map((o) => o.id));
    const prices = two.map((offer) => offer.pricePerPerson);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('offers premium cabins on some direct flights, never in minimal mode', () => {
    const full = searchSandboxInventory(flightRequest({ maxStops: 0 }), DIRECTORY, TODAY);
    const premium = full.filter((offer) => offer.segments[0]!.cabinClass !== 'economy');
    expect(premium.length).toBeGreaterThan(0);
    for (const offer of premium) {
      const economy = full.find((o) => o.id === offer.id.replace(/-[CW]$/, ''));
      if (economy) expect(offer.pricePerPerson).toBeGreaterThan(economy.pricePerPerson);
    }
    const minimal = searchSandboxInventory(flightRequest({ maxStops: 0, minimal: true }), DIRECTORY, TODAY);
    expect(minimal.length).toBeLessThanOrEqual(5);
    expect(minimal.every((offer) => offer.segments[0]!.cabinClass === 'economy')).toBe(true);
  });

  it('keeps its latency and faults as constructed', async () => {
    const airports = vi.fn(async () => DIRECTORY);
    const failing = new SandboxFlightSupplier({ airports, today: () => TODAY, latencyMs: 0, failureRate: 1, timeoutRate: 0 });
    await expect(failing.search(flightRequest())).rejects.toMatchObject({ kind: 'failure' });
    const working = new SandboxFlightSupplier({ airports, today: () => TODAY, latencyMs: 0, failureRate: 0, timeoutRate: 0 });
    expect(await working.search(flightRequest())).toEqual(searchSandboxInventory(flightRequest(), DIRECTORY, TODAY));
  });
});

describe('sandbox hotel inventory', () => {
  const tax = (includedBySupplier: boolean) => ({ name: 'City tax', includedBySupplier, price: 30, providerAmount: 4, providerCurrency: 'EUR' });
  const type = (id: number, hotelId: number, roomType: SandboxRoomType['roomType'], maxAdults: number, maxChildren: number, pricePerNight: number, taxes = [tax(false)]): SandboxRoomType => ({
    id,
    hotelId,
    roomType,
    name: `${roomType} room`,
    maxAdults,
    maxChildren,
    pricePerNight,
    taxes,
  });
  const INVENTORY: SandboxRoomType[] = [
    type(1, 10, 'single', 1, 0, 700),
    type(2, 10, 'double', 2, 1, 1000),
    type(3, 10, 'triple', 3, 1, 1350),
    type(4, 20, 'single', 1, 0, 900, [tax(true)]),
    type(5, 20, 'double_or_twin', 2, 1, 1200, [tax(true)]),
  ];
  const ratesRequest = (change: Partial<HotelRatesRequest> = {}): HotelRatesRequest => ({
    hotelCodes: ['10', '20'],
    checkin: '2026-04-10',
    checkout: '2026-04-13',
    rooms: [{ roomType: 'double', adults: 2, children: [] }],
    reference: 'package:1:hotels',
    ...change,
  });

  it('answers the same question the same way, another stay at other prices', () => {
    const first = rateSandboxInventory(ratesRequest(), INVENTORY);
    expect(first.map((hotel) => hotel.hotelCode)).toEqual(['10', '20']);
    expect(rateSandboxInventory(ratesRequest(), INVENTORY)).toEqual(first);
    const later = rateSandboxInventory(ratesRequest({ checkin: '2026-05-10', checkout: '2026-05-13' }), INVENTORY);
    expect(later.map((hotel) => hotel.rooms[0]!.price)).not.toEqual(first.map((hotel) => hotel.rooms[0]!.price));
  });

  it('takes the room asked for, or the nearest kind the hotel has', () => {
    const [first, second] = rateSandboxInventory(ratesRequest(), INVENTORY);
    expect(first!.rooms[0]).toMatchObject({ roomTypeCode: '2', roomType: 'double', adults: 2, children: [] });
    expect(second!.rooms[0]).toMatchObject({ roomTypeCode: '5', roomType: 'double_or_twin' });
  });

  it('houses every room asked for, or leaves the hotel out', () => {
    const answer = rateSandboxInventory(ratesRequest({ rooms: [{ adults: 1, children: [] }, { adults: 3, children: [] }] }), INVENTORY);
    expect(answer.map((hotel) => hotel.hotelCode)).toEqual(['10']);
    expect(answer[0]!.rooms.map((room) => room.roomType)).toEqual(['single', 'triple']);
  });

  it('puts taxes the supplier includes in the price, and lists the others as paid at the hotel', () => {
    const [notIncluded, included] = rateSandboxInventory(ratesRequest({ rooms: [{ roomType: 'single', adults: 1, children: [] }] }), INVENTORY);
    expect(notIncluded!.rooms[0]!.taxes).toEqual([{ ...tax(false), price: 90, providerAmount: 12 }]);
    expect(included!.rooms[0]!.taxes).toEqual([{ ...tax(true), price: 90, providerAmount: 12 }]);
    // Three nights at 700 (single, hotel 10) or 900 (hotel 20) before the day's factors (0.8-1.6 together).
    expect(notIncluded!.rooms[0]!.price).toBeGreaterThan(3 * 700 * 0.8);
    expect(notIncluded!.rooms[0]!.price).toBeLessThan(3 * 700 * 1.6);
    expect(included!.rooms[0]!.price).toBeGreaterThan(3 * 900 * 0.8 + 90);
    for (const hotel of [notIncluded!, included!]) expect(hotel.rooms[0]!.pricePerNight).toBe(Math.ceil(hotel.rooms[0]!.price / 3));
  });

  it('prices weekend nights higher on average', () => {
    // The same room on 20 Friday nights and 20 Tuesday nights (each a one-night stay).
    const oneNight = (checkin: string) => {
      const checkout = addDays(checkin, 1);
      return rateSandboxInventory(ratesRequest({ hotelCodes: ['10'], checkin, checkout }), INVENTORY)[0]?.rooms[0]?.price ?? null;
    };
    const week = (start: string, offset: number) =>
      Array.from({ length: 20 }, (_, i) => addDays(start, i * 7 + offset));
    const average = (prices: (number | null)[]) => {
      const known = prices.filter((p): p is number => p !== null);
      return known.reduce((sum, p) => sum + p, 0) / known.length;
    };
    // 2026-03-06 is a Friday, 2026-03-03 a Tuesday.
    expect(average(week('2026-03-06', 0).map(oneNight))).toBeGreaterThan(average(week('2026-03-03', 0).map(oneNight)) * 1.1);
  });

  it('rates through the room inventory it is given, with its latency and faults', async () => {
    const rooms = vi.fn(async () => INVENTORY);
    const supplier = new SandboxHotelSupplier({ rooms, latencyMs: 0, failureRate: 0, timeoutRate: 0 });
    expect(await supplier.rates(ratesRequest())).toEqual(rateSandboxInventory(ratesRequest(), INVENTORY));
    expect(rooms).toHaveBeenCalledWith([10, 20]);
    const failing = new SandboxHotelSupplier({ rooms, latencyMs: 0, failureRate: 1, timeoutRate: 0 });
    await expect(failing.rates(ratesRequest())).rejects.toMatchObject({ supplier: 'hotels', kind: 'failure' });
  });
});

describe('search cache', () => {
  it('answers an identical search once per lifetime, with the time it was priced', async () => {
    let now = Date.parse('2026-03-02T10:00:00Z');
    const cache = new SearchCache({ now: () => now });
    const search = vi.fn(async () => ['offer']);
    const first = await cache.get('a', search);
    expect(first).toEqual({ value: ['offer'], pricedAt: '2026-03-02T10:00:00.000Z' });
    now += SEARCH_CACHE_TTL_MS - 1;
    expect(await cache.get('a', search)).toBe(first);
    expect(search).toHaveBeenCalledTimes(1);
    now += 1;
    expect((await cache.get('a', search)).pricedAt).toBe(new Date(now).toISOString());
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('shares one search between concurrent callers and forgets failures', async () => {
    const cache = new SearchCache();
    let release!: (value: string) => void;
    const search = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const both = Promise.all([cache.get('b', search), cache.get('b', search)]);
    release('x');
    const [one, two] = await both;
    expect(one).toBe(two);
    expect(search).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(cache.get('c', failing)).rejects.toThrow('down');
    await expect(cache.get('c', async () => 'up')).resolves.toMatchObject({ value: 'up' });
  });

  it('drops the oldest search beyond its size', async () => {
    const cache = new SearchCache({ maxEntries: 2 });
    await cache.get('1', async () => 1);
    await cache.get('2', async () => 2);
    await cache.get('3', async () => 3);
    expect(cache.size).toBe(2);
    const again = vi.fn(async () => 1);
    await cache.get('1', again);
    expect(again).toHaveBeenCalledTimes(1);
  });
});
