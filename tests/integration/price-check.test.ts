import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/v1/[...path]/route';
import { createApiClient } from '@/lib/api/client';
import type { Cms } from '@/lib/api/contract/content';
import type { Coupon } from '@/lib/api/contract/coupons';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import { priceCheckResponse, type PriceCheckBody } from '@/lib/api/contract/price-check';
import { checkServiceAvailability } from '@/lib/api/endpoints/price-check';
import { toPriceInput } from '@/lib/booking/price-input';
import { priceCheckRequest } from '@/lib/booking/price-check';
import { addDays, canChangeTravelPeriod, defaultSelection, type BookingSelection } from '@/lib/booking/selection';
import { priceBooking } from '@/lib/pricing';
import { clearCache } from '@/server/cache';
import { tickets } from '@/server/db/schema';
import { handleApiRequest } from '@/server/http/api';
import { callApi } from '../support/api';
import { TEST_TODAY, withTestDatabase } from '../support/database';

const test = withTestDatabase();

// Coupons and "not over yet" are relative to today: every run sees the seed's today.
beforeAll(() => {
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
});
afterAll(() => {
  vi.unstubAllEnvs();
});

async function post(path: string, body: unknown, { locale = 'da', contentType = 'application/json' } = {}) {
  const request = new Request(`http://localhost/api/v1/${path}`, {
    method: 'POST',
    headers: { 'accept-language': locale, 'content-type': contentType },
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

/** The page's own total for a selection: the price engine on the API's data. */
async function pageTotal(pkg: PackageDetail, selection: BookingSelection, locale = 'da') {
  const applied = selection.couponCode ? await coupon(selection.couponCode, locale) : null;
  return priceBooking(toPriceInput(pkg, selection, (await cms(locale)).bookingConfig, applied)).total;
}

async function expectSameTotal(pkg: PackageDetail, selection: BookingSelection, locale = 'da') {
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
    const selection: BookingSelection = { ...defaultSelection(pkg), type: 'premium', adults: 3, rooms: [{ roomType: 'double', adults: 2, children: 0 }, { roomType: 'single', adults: 1, children: 0 }], hasMatchInsurance: true, hasInsurance: false };
    const answer = await expectSameTotal(pkg, selection);
    expect(answer.price.total.ourPrice).toBe(3 * (pkg.prices.defaultPrice + 2 * pkg.prices.premiumPrice!) + 3 * pkg.extraFees.matchInsuranceFee);
  });

  it('prices a dropped hotel with the CMS discount, in Swedish kronor', async () => {
    const pkg = await firstPackage('packageType=single', (p) => !p.isHotelLess && !p.isResidualSale && p.hotels.length > 0, 'sv');
    const selection: BookingSelection = { ...defaultSelection(pkg), type: 'default', without: { flight: false, hotel: true, transit: false } };
    const answer = await expectSameTotal(pkg, selection, 'sv');
    const { bookingConfig } = await cms('sv');
    expect(answer.price.total.ourPrice).toBe(Math.ceil(2 * (pkg.prices.defaultPrice - bookingConfig.hotelLessDiscount)));
    expect(answer.price.hotels).toBeNull();
  });

  it('prices an extended period, an upgraded hotel and a changed ticket', async () => {
    const pkg = await firstPackage('packageType=single', (p) => canChangeTravelPeriod(p, { type: 'default', without: { flight: false, hotel: false, transit: false } }) && p.hotels.some((h) => h.upgradePricePerNight > 0));
    const upgrade = pkg.hotels.find((hotel) => hotel.upgradePricePerNight > 0)!;
    const event = pkg.events[0]!;
    const other = event.tickets.find((ticket) => ticket.availability >= 2 && ticket.id !== pkg.defaultServices.tickets[0]!.ticketId);
    const selection: BookingSelection = {
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
    const selection: BookingSelection = { ...defaultSelection(pkg), type: 'withTransit', transit: { outward: 'evening', return: 'night' } };
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
    const answer = await checkServiceAvailability(client, pkg.id, priceCheckRequest(pkg, defaultSelection(pkg)));
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
    await check({ extra: { hasInsurance: false, hasMatchInsurance: false, isFlightLessBooking: false, isHotelLessBooking: false, isTransitLessBooking: true } }, 'extra.isTransitLessBooking');
  });
});
