import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/v1/[...path]/route';
import { createApiClient } from '@/lib/api/client';
import { flightsResponse, SUPPLIER_ERROR, SUPPLIER_TIMEOUT, type Flight, type FlightDirection } from '@/lib/api/contract/availability';
import type { Cms } from '@/lib/api/contract/content';
import type { Coupon } from '@/lib/api/contract/coupons';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import { FLIGHT_UNAVAILABLE, priceCheckResponse, type PriceCheckBody } from '@/lib/api/contract/price-check';
import { checkPackagePrice } from '@/lib/api/endpoints/price-check';
import { NO_FLIGHTS, includedLegPrices, toChosenFlight, type ChosenFlights } from '@/lib/package/flights';
import { toPriceInput } from '@/lib/package/price-input';
import { priceCheckRequest } from '@/lib/package/price-check';
import { addDays } from '@/lib/calendar-day';
import { canChangeTravelPeriod, defaultSelection, type PackageSelection } from '@/lib/package/selection';
import { priceBooking } from '@/lib/pricing';
import { clearCache } from '@/server/cache';
import { tickets } from '@/server/db/schema';
import { handleApiRequest } from '@/server/http/api';
import { installAvailabilityServices } from '@/server/modules/availability/services';
import { callApi } from '../support/api';
import { flightOfferTrip, quickSandbox } from '../support/availability';
import { TEST_TODAY, withTestDatabase } from '../support/database';
import { withTestShop } from '../support/shop';

const test = withTestDatabase();

// Coupons and "not over yet" are relative to today: every run sees the seed's today.
withTestShop();

/** Without a locale no accept-language is sent: the Danish site, the API's texts in English (server/messages). */
async function post(path: string, body: unknown, { locale, contentType = 'application/json' }: { locale?: string; contentType?: string } = {}) {
  const request = new Request(`http://localhost/api/v1/${path}`, {
    method: 'POST',
    headers: { ...(locale !== undefined && { 'accept-language': locale }), 'content-type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await POST(request);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function detail(slug: string, locale = 'da'): Promise<PackageDetail> {
  const { status, body } = await callApi(`packages/${slug}`, { locale });
  expect(status).toBe(200);
  return packageResponse.parse(body).package;
}

async function firstPackage(query: string, accept: (pkg: PackageDetail) => boolean = () => true, locale = 'da'): Promise<PackageDetail> {
  const { body } = await callApi(`packages?available=true&limit=100&${query}`, { locale });
  for (const listed of body.packages as MinimalPackage[]) {
    const pkg = await detail(listed.slug, locale);
    if (accept(pkg)) return pkg;
  }
  throw new Error(`no package for ${query}`);
}

async function cms(locale = 'da'): Promise<Cms> {
  return (await callApi('cms', { locale })).body.cms as Cms;
}

async function coupon(code: string, locale = 'da'): Promise<Coupon> {
  const { status, body } = await callApi(`coupons/${code}`, { locale });
  expect(status).toBe(200);
  return body.coupon as Coupon;
}

/** The page's own total for a selection: the price engine on the API's data, with the flights it chose. */
async function pageTotal(pkg: PackageDetail, selection: PackageSelection, locale = 'da', flights: ChosenFlights = NO_FLIGHTS) {
  const applied = selection.couponCode ? await coupon(selection.couponCode, locale) : null;
  return priceBooking(toPriceInput(pkg, selection, (await cms(locale)).bookingConfig, applied, { flights })).total;
}

async function expectSameTotal(pkg: PackageDetail, selection: PackageSelection, locale = 'da') {
  const { status, body } = await post(`packages/${pkg.id}/service-availability`, priceCheckRequest(pkg, selection), { locale });
  expect(status, JSON.stringify(body)).toBe(200);
  const answer = priceCheckResponse.parse(body);
  const expected = await pageTotal(pkg, selection, locale);
  expect(answer.price.total).toEqual({ ourPrice: expected, theirPrice: expected });
  expect(answer.changedPrices).toEqual([]);
  return answer;
}

describe('POST /api/v1/packages/{id}/service-availability prices like the page', () => {
  it('prices the default selection', async () => {
    const pkg = await firstPackage('packageType=single', (p) => !p.isFlightLess && !p.isHotelLess);
    const answer = await expectSameTotal(pkg, defaultSelection(pkg));
    expect(answer.price.total.ourPrice).toBe(pkg.prices.defaultPrice * 2);
    expect(answer.price.outwardFlight).not.toBeNull();
    expect(answer.tickets.map((ticket) => ticket.ticketId)).toEqual(pkg.defaultServices.tickets.map((ticket) => ticket.ticketId));
  });

  it('prices premium with three travellers and match insurance', async () => {
    const pkg = await firstPackage('premium=true');
    const selection: PackageSelection = { ...defaultSelection(pkg), type: 'premium', adults: 3, rooms: [{ roomType: 'double', adults: 2, children: 0 }, { roomType: 'single', adults: 1, children: 0 }], hasMatchInsurance: true, hasInsurance: false };
    const answer = await expectSameTotal(pkg, selection);
    expect(answer.price.total.ourPrice).toBe(3 * (pkg.prices.defaultPrice + 2 * pkg.prices.premiumPrice!) + 3 * pkg.extraFees.matchInsuranceFee);
  });

  it('prices a dropped hotel with the CMS discount, in Swedish kronor', async () => {
    const pkg = await firstPackage('packageType=single', (p) => !p.isHotelLess && !p.isResidualSale && p.hotels.length > 0, 'sv');
    const selection: PackageSelection = { ...defaultSelection(pkg), type: 'default', without: { flight: false, hotel: true, transit: false } };
    const answer = await expectSameTotal(pkg, selection, 'sv');
    const { bookingConfig } = await cms('sv');
    expect(answer.price.total.ourPrice).toBe(Math.ceil(2 * (pkg.prices.defaultPrice - bookingConfig.hotelLessDiscount)));
    expect(answer.price.hotels).toBeNull();
  });

  it('prices a dropped flight with the CMS flight-less discount', async () => {
    const pkg = await firstPackage('packageType=single', (p) => !p.isFlightLess && !p.isHotelLess && !p.isResidualSale && p.defaultServices.flight !== null);
    const selection: PackageSelection = { ...defaultSelection(pkg), type: 'default', without: { flight: true, hotel: false, transit: false } };
    const answer = await expectSameTotal(pkg, selection);
    const withFlight = await pageTotal(pkg, defaultSelection(pkg));
    expect(answer.price.total.ourPrice).toBeLessThan(withFlight);
  });

  it('prices residual sale as the ticket alone, without discounts', async () => {
    const pkg = await firstPackage('residualSale=true', (p) => p.isResidualSale);
    const answer = await expectSameTotal(pkg, defaultSelection(pkg));
    expect(answer.price.total.ourPrice).toBe(pkg.prices.defaultPrice * 2);
  });

  it('prices an extended period, an upgraded hotel and a changed ticket', async () => {
    const pkg = await firstPackage('packageType=single', (p) => canChangeTravelPeriod(p, { type: 'default', without: { flight: false, hotel: false, transit: false } }) && p.hotels.some((h) => h.upgradePricePerNight > 0));
    const upgrade = pkg.hotels.find((hotel) => hotel.upgradePricePerNight > 0)!;
    const event = pkg.events[0]!;
    const other = event.tickets.find((ticket) => ticket.availability >= 2 && ticket.id !== pkg.defaultServices.tickets[0]!.ticketId);
    const selection: PackageSelection = {
      ...defaultSelection(pkg),
      hotelIds: [upgrade.id],
      period: { startDate: addDays(pkg.startDate, -1), endDate: addDays(pkg.endDate, 2) },
      tickets: pkg.events.map((e) => ({ eventId: e.id, ticketId: e.id === event.id && other ? other.id : pkg.defaultServices.tickets.find((t) => t.eventId === e.id)!.ticketId })),
    };
    const answer = await expectSameTotal(pkg, selection);
    expect(answer.price.hotels?.ourPrice).toBe(upgrade.upgradePricePerNight * (pkg.nights + 3) * 2);
    const base = priceBooking(toPriceInput(pkg, defaultSelection(pkg), (await cms()).bookingConfig, null)).total;
    expect(answer.price.total.ourPrice).toBeGreaterThan(base);
  });

  it.each(['VELKOMMEN10', 'FODBOLD500', 'GRUPPE250'])('takes the coupon %s off as the page does', async (code) => {
    const pkg = await firstPackage('packageType=single', (p) => !p.isResidualSale, 'no');
    const selection = { ...defaultSelection(pkg), couponCode: code };
    const answer = await expectSameTotal(pkg, selection, 'no');
    const without = await pageTotal(pkg, { ...selection, couponCode: null }, 'no');
    expect(answer.price.total.ourPrice).toBeLessThan(without);
  });

  it('prices the evening and night bus of a with-transit package', async () => {
    const pkg = await firstPackage('packageType=single', (p) => !p.isTransitLess && p.transitRoutes.length > 0);
    const selection: PackageSelection = { ...defaultSelection(pkg), type: 'withTransit', transit: { outward: 'evening', return: 'night' } };
    const answer = await expectSameTotal(pkg, selection);
    const route = pkg.transitRoutes[0]!;
    expect(answer.price.total.ourPrice).toBe(2 * (pkg.prices.defaultWithTransitPrice! + route.eveningPrice + route.nightPrice));
  });

  it('reports a ticket that lost its seats as a changed price, with the next cheapest ticket', async () => {
    const pkg = await firstPackage('packageType=single', (p) => p.events[0]!.tickets.filter((t) => t.availability >= 2).length >= 2);
    const event = pkg.events[0]!;
    const included = pkg.defaultServices.tickets.find((ticket) => ticket.eventId === event.id)!;
    const [before] = await test.db.select().from(tickets).where(eq(tickets.id, included.ticketId));
    await test.db.update(tickets).set({ availability: 1 }).where(eq(tickets.id, included.ticketId));
    clearCache();
    try {
      const { status, body } = await post(`packages/${pkg.id}/service-availability`, priceCheckRequest(pkg, defaultSelection(pkg)));
      expect(status).toBe(200);
      const answer = priceCheckResponse.parse(body);
      const replacement = answer.tickets.find((ticket) => ticket.eventId === event.id)!;
      expect(replacement.ticketId).not.toBe(included.ticketId);
      expect(answer.changedPrices.map((change) => change.name)).toContain('total');
      expect(answer.price.total.theirPrice).toBeGreaterThan(answer.price.total.ourPrice);
      expect(answer.price.total.ourPrice).toBe(await pageTotal(pkg, defaultSelection(pkg)));
    } finally {
      await test.db.update(tickets).set({ availability: before!.availability }).where(eq(tickets.id, included.ticketId));
      clearCache();
    }
  });

  it('answers the same through the typed client', async () => {
    const pkg = await firstPackage('packageType=single');
    const client = createApiClient({ locale: 'da', baseUrl: 'http://localhost/api/v1', transport: handleApiRequest });
    const answer = await checkPackagePrice(client, pkg.id, priceCheckRequest(pkg, defaultSelection(pkg)));
    expect(answer.price.total.ourPrice).toBe(await pageTotal(pkg, defaultSelection(pkg)));
  });
});

describe('bad requests', () => {
  let pkg: PackageDetail;
  let valid: PriceCheckBody;
  beforeAll(async () => {
    pkg = await firstPackage('packageType=single', (p) => !p.isFlightLess && !p.isHotelLess && !p.premiumAvailable && !p.isResidualSale);
    valid = priceCheckRequest(pkg, defaultSelection(pkg)) as PriceCheckBody;
  });
  const path = () => `packages/${pkg.id}/service-availability`;

  it('answers 400 for a body that is not a JSON object', async () => {
    expect((await post(path(), '{"adults":')).status).toBe(400);
    expect((await post(path(), '[1,2]')).body).toMatchObject({ code: 'invalid_json' });
    expect((await post(path(), 'adults=2', { contentType: 'text/plain' })).status).toBe(415);
  });

  it('answers 400 for a malformed package id and 404 for an unknown one', async () => {
    expect((await post('packages/abc/service-availability', valid)).status).toBe(400);
    const missing = await post('packages/999999/service-availability', { ...valid, packageId: 999999 });
    expect(missing).toEqual({ status: 404, body: { message: 'Package not found', code: 'package_not_found' } });
  });

  it('answers 422 with field messages for fields that break the schema', async () => {
    const { status, body } = await post(path(), { ...valid, adults: 7, type: 'luxury', services: { ...valid.services, tickets: [{ eventId: 'x', ticketId: 1 }] } });
    expect(status).toBe(422);
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toMatchObject({ adults: ['must be at most 6'], type: [expect.stringContaining('must be one of')], 'services.tickets.0.eventId': ['must be a number'] });
  });

  it('answers 422 for a selection the package does not allow', async () => {
    const check = async (change: Partial<PriceCheckBody>, field: string) => {
      const { status, body } = await post(path(), { ...valid, ...change });
      expect(status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(body.errors)).toContain(field);
    };
    await check({ packageId: pkg.id + 1 }, 'packageId');
    await check({ type: 'premium' }, 'type');
    await check({ services: { ...valid.services, tickets: [{ eventId: 1, ticketId: 1 }] } }, 'services.tickets.0.eventId');
    await check({ services: { ...valid.services, ticketCount: 2 } }, 'services.ticketCount');
    await check({ adults: 3 }, 'services.hotels.0.rooms');
    await check({ services: { ...valid.services, hotels: [{ hotelId: 999999, rooms: [{ roomType: 'double', adults: 2, children: 0 }] }] } }, 'services.hotels.0.hotelId');
    await check({ services: { ...valid.services, hotels: [{ hotelId: pkg.hotels[0]!.id, rooms: [{ roomType: 'triple', adults: 3, children: 0 }] }] }, adults: 3 }, 'services.hotels.0.rooms');
    await check({ services: { ...valid.services, startDate: addDays(pkg.startDate, 1), endDate: pkg.endDate } }, 'services.endDate');
    await check({ children: 1, childAges: [] }, 'childAges');
    await check({ coupon: { code: 'NOSUCHCODE' } }, 'coupon.code');
    // A campaign's coupon that is out of date says so, as the coupon box does.
    const expired = await post(path(), { ...valid, coupon: { code: 'SOMMER15' } });
    expect(expired.status).toBe(422);
    expect(expired.body.errors).toMatchObject({ 'coupon.code': ['The coupon code has expired'] });
    await check({ extra: { hasInsurance: false, hasMatchInsurance: false, isFlightLessBooking: false, isHotelLessBooking: false, isTransitLessBooking: true } }, 'extra.isTransitLessBooking');
  });
});

describe('the travel period', () => {
  it('answers 422 for a period that starts before today, and prices one that starts today', async () => {
    const pkg = await firstPackage('packageType=single', (p) => canChangeTravelPeriod(p, defaultSelection(p)));
    // The shop's today is the day before the trip: extending it by three days would start it in the past.
    vi.stubEnv('SHOP_NOW', addDays(pkg.startDate, -1));
    clearCache();
    try {
      const past: PackageSelection = { ...defaultSelection(pkg), period: { startDate: addDays(pkg.startDate, -3), endDate: pkg.endDate } };
      const { status, body } = await post(`packages/${pkg.id}/service-availability`, priceCheckRequest(pkg, past));
      expect(status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(body.errors)).toEqual(['services.startDate']);

      const fromToday: PackageSelection = { ...defaultSelection(pkg), period: { startDate: addDays(pkg.startDate, -1), endDate: pkg.endDate } };
      const answer = await post(`packages/${pkg.id}/service-availability`, priceCheckRequest(pkg, fromToday));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    } finally {
      vi.stubEnv('SHOP_NOW', TEST_TODAY);
      clearCache();
    }
  });
});

describe('chosen flights and flight offers', () => {
  /** The flight modal's search, as the page sends it. */
  async function flightsFor(pkg: PackageDetail, direction: FlightDirection, body: Record<string, unknown> = {}): Promise<Flight[]> {
    const { status, body: answer } = await post(`packages/${pkg.id}/service-availability/${direction}-flights`, body);
    expect(status, JSON.stringify(answer)).toBe(200);
    return flightsResponse.parse(answer).flights;
  }

  const JUTLAND = { region: 'DK', airports: ['AAR', 'AAL', 'BLL'] };
  let pkg: PackageDetail;
  /** An outward flight from Jutland other than the package's own, with a stop when there is one. */
  let outward: Flight;
  let selection: PackageSelection;

  beforeAll(async () => {
    pkg = await firstPackage('packageType=single', (p) => !p.isFlightLess && !p.isResidualSale && p.defaultServices.flight?.isMutable === true);
    const found = await flightsFor(pkg, 'outward', { cities: JUTLAND.airports, country: 'DK', maxChanges: 1 });
    expect(found.length).toBeGreaterThan(0);
    outward = found.find((flight) => flight.stops.length === 1) ?? found[0]!;
    selection = { ...defaultSelection(pkg), ofid: outward.uid, stops: 1, departure: JUTLAND };
  });
  afterEach(() => {
    installAvailabilityServices(quickSandbox());
  });

  it('prices a changed outward flight as the page does: no changed prices', async () => {
    const flights = { outward: toChosenFlight(outward), return: null };
    const body = priceCheckRequest(pkg, selection, flights);
    expect(body.services.outwardFlight).toEqual({ uid: outward.uid, price: outward.price, maxChanges: outward.stops.length, country: 'DK', cities: JUTLAND.airports });
    const { status, body: answer } = await post(`packages/${pkg.id}/service-availability`, body);
    expect(status, JSON.stringify(answer)).toBe(200);
    const checked = priceCheckResponse.parse(answer);
    const expected = await pageTotal(pkg, selection, 'da', flights);
    expect(expected).not.toBe(await pageTotal(pkg, defaultSelection(pkg)));
    expect(checked.price.total).toEqual({ ourPrice: expected, theirPrice: expected });
    expect(checked.price.outwardFlight).toEqual({ ourPrice: Math.ceil(outward.price * 2), theirPrice: Math.ceil(outward.price * 2) });
    const share = includedLegPrices(pkg.defaultServices.flight!.price).return * 2;
    expect(checked.price.returnFlight).toEqual({ ourPrice: share, theirPrice: share });
    expect(checked.changedPrices).toEqual([]);
  });

  it('prices a flight-less package’s flight offer as the page does, the fee included', async () => {
    // The first package with a flight offer that the sandbox has flights for both ways.
    const found = await flightOfferTrip(flightsFor);
    expect(found).toBeDefined();
    const { offer, out, back } = found!;
    const chosen = { ...defaultSelection(offer), ofid: out.uid, rfid: back.uid, stops: 1 };
    const flights = { outward: toChosenFlight(out), return: toChosenFlight(back) };
    const body = priceCheckRequest(offer, chosen, flights);
    expect(body.services.flightOffer).toMatchObject({ outwardFlight: { uid: out.uid, price: out.price }, returnFlight: { uid: back.uid, price: back.price } });
    expect(body.services.outwardFlight).toBeUndefined();
    const { status, body: answer } = await post(`packages/${offer.id}/service-availability`, body);
    expect(status, JSON.stringify(answer)).toBe(200);
    const checked = priceCheckResponse.parse(answer);
    const expected = await pageTotal(offer, chosen, 'da', flights);
    // The airline's prices and the site's fee (300 kr. per person) on top of the package without flights.
    expect(expected).toBe((await pageTotal(offer, defaultSelection(offer))) + 2 * (out.price + back.price + 300));
    expect(checked.price.total).toEqual({ ourPrice: expected, theirPrice: expected });
    expect(checked.price.returnFlight).toEqual({ ourPrice: Math.ceil(back.price * 2), theirPrice: Math.ceil(back.price * 2) });
    expect(checked.changedPrices).toEqual([]);
  });

  it('reports a flight whose price changed since the page showed it', async () => {
    const stale = { outward: { ...toChosenFlight(outward), price: outward.price - 100 }, return: null };
    const { status, body } = await post(`packages/${pkg.id}/service-availability`, priceCheckRequest(pkg, selection, stale));
    expect(status, JSON.stringify(body)).toBe(200);
    const checked = priceCheckResponse.parse(body);
    const ours = await pageTotal(pkg, selection, 'da', stale);
    const theirs = await pageTotal(pkg, selection, 'da', { outward: toChosenFlight(outward), return: null });
    expect(theirs - ours).toBe(200);
    expect(checked.changedPrices).toEqual([
      { name: 'outwardFlight', ourPrice: Math.ceil((outward.price - 100) * 2), theirPrice: Math.ceil(outward.price * 2) },
      { name: 'total', ourPrice: ours, theirPrice: theirs },
    ]);
  });

  it('answers 422 flight_unavailable on the uid of a flight no longer found', async () => {
    const gone = { outward: { ...toChosenFlight(outward), uid: '20990101-ZZ999' }, return: null };
    const { status, body } = await post(`packages/${pkg.id}/service-availability`, priceCheckRequest(pkg, { ...selection, ofid: '20990101-ZZ999' }, gone));
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'A chosen flight is no longer available',
      code: FLIGHT_UNAVAILABLE,
      errors: { 'services.outwardFlight.uid': ['is no longer available: choose another flight'] },
    });
  });

  it('answers 502 and 504 as the flight searches do when the supplier fails', async () => {
    const body = priceCheckRequest(pkg, selection, { outward: toChosenFlight(outward), return: null });
    installAvailabilityServices(quickSandbox({ flights: { failureRate: 1 } }));
    const failed = await post(`packages/${pkg.id}/service-availability`, body);
    expect(failed.status).toBe(502);
    expect(failed.body.code).toBe(SUPPLIER_ERROR);
    installAvailabilityServices(quickSandbox({ flights: { timeoutRate: 1 }, timeoutMs: 50 }));
    const late = await post(`packages/${pkg.id}/service-availability`, body);
    expect(late.status).toBe(504);
    expect(late.body.code).toBe(SUPPLIER_TIMEOUT);
  });

  it('answers 422 with field messages for chosen flights that break the schema', async () => {
    const valid = priceCheckRequest(pkg, selection, { outward: toChosenFlight(outward), return: null }) as PriceCheckBody;
    const { status, body } = await post(`packages/${pkg.id}/service-availability`, {
      ...valid,
      services: { ...valid.services, outwardFlight: { uid: '', price: -1, maxChanges: 3, country: 'FI' }, returnFlight: { uid: 'x' } },
    });
    expect(status).toBe(422);
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toMatchObject({
      'services.outwardFlight.uid': ['is required'],
      'services.outwardFlight.price': ['must be 0 or more'],
      'services.outwardFlight.maxChanges': ['must be at most 2'],
      'services.outwardFlight.country': [expect.stringContaining('must be one of')],
      'services.returnFlight.price': ['must be a number'],
    });
  });

  it('answers 422 for chosen flights the booking cannot have, or searched from airports outside the region', async () => {
    const valid = priceCheckRequest(pkg, selection, { outward: toChosenFlight(outward), return: null }) as PriceCheckBody;
    const leg = valid.services.outwardFlight!;
    const check = async (target: PackageDetail, change: Partial<PriceCheckBody>, field: string) => {
      const { status, body } = await post(`packages/${target.id}/service-availability`, { ...valid, packageId: target.id, ...change });
      expect(status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(body.errors)).toContain(field);
    };
    const noFlight = { hasInsurance: false, hasMatchInsurance: false, isFlightLessBooking: true, isHotelLessBooking: false, isTransitLessBooking: false };
    await check(pkg, { extra: noFlight }, 'services.outwardFlight');
    await check(pkg, { services: { ...valid.services, outwardFlight: null, flightOffer: { outwardFlight: leg, returnFlight: leg } } }, 'services.flightOffer');
    await check(pkg, { services: { ...valid.services, outwardFlight: { ...leg, country: 'DK', cities: ['OSL'] } } }, 'services.outwardFlight.cities');
  });
});
