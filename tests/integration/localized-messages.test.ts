/**
 * Every text the API answers that the storefront can show is in the
 * visitor's language (issue 12 item 4): each error answer is asked for once
 * without accept-language (English) and once as each site's storefront asks
 * (`da`, `nb-NO`, `sv-SE`). The localized answer keeps the status and the
 * code, and its message and every field message are the catalogue's
 * translation of the English one (server/messages), never the English
 * itself: a new English text the catalogue lacks fails here.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET, POST } from '@/app/api/v1/[...path]/route';
import { flightsResponse, type Flight } from '@/lib/api/contract/availability';
import type { ErrorBody } from '@/lib/api/contract/common';
import { packageResponse, type MinimalPackage, type PackageDetail } from '@/lib/api/contract/packages';
import type { PriceCheckBody } from '@/lib/api/contract/price-check';
import { toChosenFlight } from '@/lib/package/flights';
import { priceCheckRequest } from '@/lib/package/price-check';
import { addDays, daysBetween } from '@/lib/calendar-day';
import { canChangeTravelPeriod, defaultSelection } from '@/lib/package/selection';
import type { Locale } from '@/lib/i18n/locales';
import { installAvailabilityServices } from '@/server/modules/availability/services';
import { translation } from '@/server/messages';
import { quickSandbox } from '../support/availability';
import { TEST_TODAY, withTestDatabase } from '../support/database';

withTestDatabase();

/** What each site's storefront sends (lib/api/client.ts), with a browser's region for good measure. */
const SITES: [Locale, string][] = [
  ['da', 'da'],
  ['no', 'nb-NO'],
  ['sv', 'sv-SE'],
];

type Answer = { status: number; body: ErrorBody };

async function call(method: 'GET' | 'POST', path: string, acceptLanguage: string | undefined, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (acceptLanguage !== undefined) headers['accept-language'] = acceptLanguage;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost/api/v1/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await (method === 'GET' ? GET : POST)(request);
  return { status: response.status, body: (await response.json()) as ErrorBody };
}

const get = (path: string) => (acceptLanguage?: string) => call('GET', path, acceptLanguage);
const post = (path: string, body: unknown) => (acceptLanguage?: string) => call('POST', path, acceptLanguage, body);

/** The English answer, then each site's: same status and code, every text the catalogue's translation. */
async function expectLocalized(request: (acceptLanguage?: string) => Promise<Answer>, status: number) {
  const english = await request();
  expect(english.status, JSON.stringify(english.body)).toBe(status);
  for (const [locale, header] of SITES) {
    const localized = await request(header);
    const where = `${header}: ${JSON.stringify(english.body)}`;
    expect(localized.status, where).toBe(status);
    expect(localized.body.code, where).toBe(english.body.code);
    expect(localized.body.message, where).toBe(translation(english.body.message, locale));
    expect(localized.body.message, where).not.toBe(english.body.message);
    const fields = english.body.errors ?? {};
    expect(Object.keys(localized.body.errors ?? {}), where).toEqual(Object.keys(fields));
    for (const [field, messages] of Object.entries(fields)) {
      const shown = localized.body.errors?.[field] ?? [];
      expect(shown, `${where} ${field}`).toEqual(messages.map((message) => translation(message, locale)));
      messages.forEach((message, index) => expect(shown[index], `${where} ${field}`).not.toBe(message));
    }
  }
  return english.body;
}

async function detail(slug: string): Promise<PackageDetail> {
  const { status, body } = await call('GET', `packages/${slug}`, 'da');
  expect(status).toBe(200);
  return packageResponse.parse(body).package;
}

async function findPackage(query: string, accept: (pkg: PackageDetail) => boolean): Promise<PackageDetail> {
  const { body } = await call('GET', `packages?limit=100&${query}`, 'da');
  for (const listed of (body as unknown as { packages: MinimalPackage[] }).packages) {
    const pkg = await detail(listed.slug);
    if (accept(pkg)) return pkg;
  }
  throw new Error(`no package for ${query}`);
}

let bookable: PackageDetail;
let residual: PackageDetail;
let soldOut: PackageDetail;
/** A package soon enough that a longer trip could start yesterday (booking spec §4 "Travel period"). */
let soon: PackageDetail;

beforeAll(async () => {
  vi.stubEnv('SHOP_NOW', TEST_TODAY);
  installAvailabilityServices(quickSandbox());
  bookable = await findPackage(
    'available=true&packageType=single',
    (p) => !p.isFlightLess && !p.isHotelLess && !p.isResidualSale && !p.premiumAvailable && p.defaultServices.flight?.isMutable === true,
  );
  residual = await findPackage('available=true&residualSale=true', (p) => p.isResidualSale);
  soldOut = await findPackage('available=false', (p) => p.isSoldOut && !p.isResidualSale);
  soon = await findPackage(
    'available=true&sortBy=date',
    (p) => canChangeTravelPeriod(p, defaultSelection(p)) && daysBetween(addDays(TEST_TODAY, -1), p.startDate) <= p.maxAllowedTravelDurationDayBound,
  );
});
afterEach(() => {
  installAvailabilityServices(quickSandbox());
  vi.restoreAllMocks();
});
afterAll(() => {
  installAvailabilityServices(undefined);
  vi.unstubAllEnvs();
});

describe('coupons (booking spec §8)', () => {
  it('answers an unknown code in the site’s language', async () => {
    const body = await expectLocalized(get('coupons/FINDESIKKE'), 404);
    expect(body.code).toBe('requested_coupon_not_found');
  });

  it('answers a malformed code, and why, in the site’s language', async () => {
    await expectLocalized(get(`coupons/${encodeURIComponent('BAD!')}`), 400);
  });
});

describe('flight and hotel searches', () => {
  const hotels = () => `packages/${bookable.id}/service-availability/hotels`;

  it('says the hotel supplier could not answer, in the site’s language', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    installAvailabilityServices(quickSandbox({ hotels: { failureRate: 1 } }));
    const body = await expectLocalized(post(hotels(), {}), 502);
    expect(body.message).toBe('The hotel supplier could not answer the search. Please try again.');
  });

  it('says the hotel supplier did not answer in time, in the site’s language', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    installAvailabilityServices(quickSandbox({ hotels: { timeoutRate: 1 }, timeoutMs: 50 }));
    await expectLocalized(post(hotels(), {}), 504);
  });

  it('says the flight supplier could not answer or did not answer in time, in the site’s language', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    installAvailabilityServices(quickSandbox({ flights: { failureRate: 1 } }));
    await expectLocalized(post(`packages/${bookable.id}/service-availability/outward-flights`, {}), 502);
    installAvailabilityServices(quickSandbox({ flights: { timeoutRate: 1 }, timeoutMs: 50 }));
    await expectLocalized(post(`packages/${bookable.id}/service-availability/return-flights`, {}), 504);
  });

  it('explains a search it refuses, field by field', async () => {
    await expectLocalized(post(hotels(), { checkin: bookable.endDate, checkout: bookable.startDate, rooms: [{ adults: 2, roomType: 'single' }] }), 422);
    await expectLocalized(post(hotels(), { rooms: [] }), 422);
    await expectLocalized(post(`packages/${residual.id}/service-availability/hotels`, {}), 409);
    await expectLocalized(post(`packages/${residual.id}/service-availability/outward-flights`, {}), 409);
  });
});

describe('the price check (booking spec §4, §8)', () => {
  const path = (pkg: PackageDetail = bookable) => `packages/${pkg.id}/service-availability`;
  const valid = (pkg: PackageDetail = bookable) => priceCheckRequest(pkg, defaultSelection(pkg)) as PriceCheckBody;

  it('says a chosen flight is no longer available', async () => {
    const { body } = await call('POST', `${path()}/outward-flights`, 'da', { maxChanges: 1 });
    const [flight] = flightsResponse.parse(body).flights as Flight[];
    expect(flight).toBeDefined();
    const gone = { outward: { ...toChosenFlight(flight!), uid: '20990101-ZZ999' }, return: null };
    const answer = await expectLocalized(post(path(), priceCheckRequest(bookable, { ...defaultSelection(bookable), ofid: gone.outward.uid }, gone)), 422);
    expect(answer.code).toBe('flight_unavailable');
  });

  it('says a sold-out package cannot be booked', async () => {
    const body = await expectLocalized(post(path(soldOut), valid(soldOut)), 422);
    expect(body.errors?.type).toBeDefined();
  });

  it('explains a selection the package does not allow, field by field', async () => {
    const base = valid();
    await expectLocalized(post(path(), { ...base, adults: 3 }), 422);
    await expectLocalized(post(path(), { ...base, type: 'premium' }), 422);
    await expectLocalized(post(path(), { ...base, children: 1, childAges: [] }), 422);
    await expectLocalized(post(path(), { ...base, coupon: { code: 'NOSUCHCODE' } }), 422);
    await expectLocalized(post(path(), { ...base, packageId: bookable.id + 1 }), 422);
    await expectLocalized(
      post(path(), { ...base, extra: { hasInsurance: false, hasMatchInsurance: false, isFlightLessBooking: false, isHotelLessBooking: false, isTransitLessBooking: true } }),
      422,
    );
  });

  it('says a trip cannot start before today', async () => {
    const base = valid(soon);
    const body = await expectLocalized(post(path(soon), { ...base, services: { ...base.services, startDate: addDays(TEST_TODAY, -1), endDate: soon.endDate } }), 422);
    expect(body.errors?.['services.startDate']).toEqual(['the trip cannot start before today']);
  });

  it('explains fields that break the contract', async () => {
    const base = valid();
    await expectLocalized(post(path(), { ...base, adults: 7, type: 'luxury', services: { ...base.services, tickets: [{ eventId: 'x', ticketId: 1 }] } }), 422);
    await expectLocalized(post(path(), '{"adults":'), 400);
  });

  it('says an unknown package is not found', async () => {
    await expectLocalized(post('packages/999999/service-availability', { ...valid(), packageId: 999999 }), 404);
  });
});

describe('pages the storefront loads in a modal or a list', () => {
  it('says an unknown info page, club, article or package is not found', async () => {
    await expectLocalized(get('pages/findes-ikke'), 404);
    await expectLocalized(get('clubs/findes-ikke'), 404);
    await expectLocalized(get('articles/findes-ikke'), 404);
    await expectLocalized(get('categories/findes-ikke'), 404);
    await expectLocalized(get('packages/findes-ikke'), 404);
  });

  it('explains a packages list query it refuses', async () => {
    await expectLocalized(get('packages?limit=abc&sortBy=cheapest&dateFrom=2026-02-30'), 400);
  });

  it('explains a newsletter signup it refuses', async () => {
    await expectLocalized(post('newsletter', { email: 'not an address' }), 422);
  });

  it('answers an address that is no endpoint, and a method an endpoint lacks', async () => {
    await expectLocalized(get('no-such-endpoint'), 404);
    await expectLocalized(post('coupons/VELKOMMEN10', {}), 405);
  });
});
