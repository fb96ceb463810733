import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { SERVICE_NOT_OFFERED, SUPPLIER_ERROR, SUPPLIER_TIMEOUT, hotelsResponse, type HotelsResponse } from '@/lib/api/contract/availability';
import { searchHotels } from '@/lib/api/endpoints/availability';
import { POST } from '@/app/api/v1/[...path]/route';
import { events, hotelRoomTypes, hotels, locales, packageEvents, packageHotels, packages, venues } from '@/server/db/schema';
import { handleApiRequest } from '@/server/http/api';
import { SearchCache } from '@/server/modules/availability/search-cache';
import { createSandboxServices, installAvailabilityServices } from '@/server/modules/availability/services';
import { fromDkk } from '@/server/modules/money';
import type { HotelSupplier } from '@/server/suppliers/hotels/types';
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

const NO_BODY = Symbol('no body');

/** Without a locale no accept-language is sent: the Danish site, the API's texts in English (server/messages). */
async function post(path: string, body: unknown = {}, locale?: string) {
  const headers: Record<string, string> = locale === undefined ? {} : { 'accept-language': locale };
  if (body !== NO_BODY) headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost/api/v1/${path}`, {
    method: 'POST',
    headers,
    body: body === NO_BODY ? undefined : JSON.stringify(body),
  });
  const response = await POST(request);
  return { status: response.status, headers: response.headers, body: (await response.json()) as HotelsResponse & Record<string, unknown> };
}

const hotelsPath = (idOrSlug: number | string, query = '') => `packages/${idOrSlug}/service-availability/hotels${query}`;

async function found(idOrSlug: number | string, body: unknown = {}, locale = 'da'): Promise<HotelsResponse> {
  const { status, body: answer } = await post(hotelsPath(idOrSlug), body, locale);
  expect(status, JSON.stringify(answer)).toBe(200);
  return hotelsResponse.parse(answer);
}

type PackageRow = typeof packages.$inferSelect;
let pkg: PackageRow;
let packageHotelRows: { link: typeof packageHotels.$inferSelect; hotel: typeof hotels.$inferSelect }[];
let hotelLess: PackageRow;
let residual: PackageRow;

beforeAll(async () => {
  installAvailabilityServices(quickSandbox());
  const rows = await test.db.select().from(packages).orderBy(asc(packages.id));
  const upcoming = rows.filter((row) => row.startDate > dayOffset(7) && !row.isResidualSale);
  for (const row of upcoming) {
    const links = await test.db
      .select({ link: packageHotels, hotel: hotels })
      .from(packageHotels)
      .innerJoin(hotels, eq(hotels.id, packageHotels.hotelId))
      .where(eq(packageHotels.packageId, row.id))
      .orderBy(asc(packageHotels.orderNumber));
    if (links.length >= 3) {
      pkg = row;
      packageHotelRows = links;
      break;
    }
  }
  hotelLess = upcoming.find((row) => row.isHotelLess)!;
  residual = rows.find((row) => row.isResidualSale)!;
  expect(pkg && hotelLess && residual).toBeTruthy();
});

async function roomTypesOf(hotelIds: number[]) {
  return test.db.select().from(hotelRoomTypes).where(inArray(hotelRoomTypes.hotelId, hotelIds));
}

describe('POST /api/v1/packages/{id}/service-availability/hotels', () => {
  it("answers { hotels, currency, pricedAt }: the package's hotels for its travel period, its own first", async () => {
    const { status, headers, body } = await post(hotelsPath(pkg.id));
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(Object.keys(body).sort()).toEqual(['currency', 'hotels', 'pricedAt']);
    const answer = hotelsResponse.parse(body);
    expect(answer.currency).toBe('DKK');
    expect(answer.hotels.length).toBeGreaterThan(0);
    const order = packageHotelRows.map(({ hotel }) => hotel.id);
    const ids = answer.hotels.map((hotel) => hotel.id);
    expect(ids).toEqual(order.filter((id) => ids.includes(id)));
    const defaultId = packageHotelRows.find(({ link }) => link.isDefault)!.hotel.id;
    const nights = (Date.parse(pkg.endDate) - Date.parse(pkg.startDate)) / 86_400_000;
    for (const hotel of answer.hotels) {
      const { link, hotel: row } = packageHotelRows.find(({ hotel: h }) => h.id === hotel.id)!;
      expect(hotel).toMatchObject({
        slug: row.slug,
        name: row.name,
        star: row.star,
        isRecommended: hotel.id === defaultId,
        defaultHotelId: defaultId,
        orderNumber: link.orderNumber,
        serviceUniqueId: null,
        rates: { usersRating: row.usersRating, surveysCount: row.surveysCount },
        images: row.images,
        contents: [{ type: 'Description', body: row.description.da }],
        contactInfo: { address: row.address },
        location: { latitude: row.latitude, longitude: row.longitude },
        searchParams: { checkin: pkg.startDate, checkout: pkg.endDate },
        nights,
        upgradePricePerNight: link.upgradePricePerNight,
        distanceToVenue: null,
      });
      expect(hotel.hotelBrand).toEqual(row.brandName ? { name: row.brandName, logo: { originalUrl: row.brandLogoUrl } } : null);
      // The package's rooms: one double for two adults.
      expect(hotel.rooms).toHaveLength(1);
      expect(hotel.rooms[0]).toMatchObject({ adults: 2, children: [], roomType: expect.stringMatching(/double|twin/) });
      expect(hotel.totalPrice).toBe(hotel.rooms.reduce((sum, room) => sum + room.price, 0));
      expect(hotel.hasTaxesPayableAtHotel).toBe(hotel.rooms.some((room) => room.taxes.some((tax) => !tax.includedBySupplier)));
    }
  });

  it('shows each room as the catalogue names it, with its taxes for the whole stay', async () => {
    const { hotels: offered } = await found(pkg.id);
    const types = await roomTypesOf(offered.map((hotel) => hotel.id));
    const nights = offered[0]!.nights;
    for (const hotel of offered) {
      const room = hotel.rooms[0]!;
      const type = types.find((t) => t.hotelId === hotel.id && t.name === room.name && t.roomType === room.roomType);
      expect(type, `${hotel.slug} ${room.name}`).toBeDefined();
      expect(room.roomTypeCaption).toBe(type!.caption.da);
      expect(room.pricePerNight).toBe(Math.ceil(room.price / nights));
      expect(room.taxes).toEqual(
        type!.taxes.map((tax) => ({
          name: tax.name,
          includedBySupplier: tax.includedBySupplier,
          price: tax.price * nights,
          providerAmount: tax.providerAmount * nights,
          providerCurrency: tax.providerCurrency,
        })),
      );
    }
  });

  it("answers in the site's currency, converted from the same DKK prices", async () => {
    const danish = await found(pkg.id);
    const swedish = await found(pkg.id, {}, 'sv');
    const [sv] = await test.db.select().from(locales).where(eq(locales.code, 'sv'));
    expect(swedish.currency).toBe('SEK');
    expect(swedish.pricedAt).toBe(danish.pricedAt);
    expect(swedish.hotels.map((h) => h.id)).toEqual(danish.hotels.map((h) => h.id));
    swedish.hotels.forEach((hotel, index) => {
      const dkk = danish.hotels[index]!;
      expect(hotel.rooms.map((room) => room.price)).toEqual(dkk.rooms.map((room) => fromDkk(room.price, sv!.rateFromDkk)));
      expect(hotel.rooms.flatMap((room) => room.taxes.map((tax) => tax.price))).toEqual(
        dkk.rooms.flatMap((room) => room.taxes.map((tax) => fromDkk(tax.price, sv!.rateFromDkk))),
      );
      expect(hotel.upgradePricePerNight).toBe(fromDkk(dkk.upgradePricePerNight, sv!.rateFromDkk));
      expect(hotel.contents[0]!.body).not.toBe(dkk.contents[0]!.body);
    });
  });

  it('prices the rooms asked for, in their order, with the children and the kind of room', async () => {
    const checkin = dayOffset(30);
    const checkout = dayOffset(33);
    const { hotels: offered } = await found(pkg.id, {
      checkin,
      checkout,
      rooms: [
        { adults: 2, children: [4] },
        { roomType: 'single', adults: 1 },
      ],
      serviceUniqueId: 'hotel-1',
    });
    expect(offered.length).toBeGreaterThan(0);
    const types = await roomTypesOf(offered.map((hotel) => hotel.id));
    for (const hotel of offered) {
      expect(hotel).toMatchObject({ searchParams: { checkin, checkout }, nights: 3, serviceUniqueId: 'hotel-1' });
      const [family, single] = hotel.rooms;
      expect(family).toMatchObject({ adults: 2, children: [4] });
      const familyType = types.find((t) => t.hotelId === hotel.id && t.roomType === family!.roomType)!;
      expect(familyType.maxAdults).toBeGreaterThanOrEqual(2);
      expect(familyType.maxChildren).toBeGreaterThanOrEqual(1);
      expect(single).toMatchObject({ adults: 1, children: [], roomType: 'single' });
    }
  });

  it('leaves out a hotel that cannot house a room', async () => {
    const { hotels: offered } = await found(pkg.id, { rooms: [{ adults: 3, children: [] }] });
    const types = await roomTypesOf(packageHotelRows.map(({ hotel }) => hotel.id));
    const canHouse = (hotelId: number) => types.some((t) => t.hotelId === hotelId && t.maxAdults >= 3);
    expect(packageHotelRows.some(({ hotel }) => !canHouse(hotel.id))).toBe(true);
    expect(offered.every((hotel) => canHouse(hotel.id))).toBe(true);
    expect(offered.every((hotel) => hotel.rooms[0]!.roomType === 'triple')).toBe(true);
  });

  it('searches only the hotels asked for, by id or slug', async () => {
    const [, second, third] = packageHotelRows;
    const { hotels: bySlug } = await found(pkg.id, { idsOrSlugs: [second!.hotel.slug] });
    expect(bySlug.map((h) => h.id)).toEqual([second!.hotel.id]);
    const { hotels: mixed } = await found(pkg.id, { idsOrSlugs: [third!.hotel.id, second!.hotel.slug] });
    // Always in the package's order.
    expect(mixed.map((h) => h.id)).toEqual([second!.hotel.id, third!.hotel.id]);
  });

  it("tells each hotel's distance to a venue of the package", async () => {
    const [first] = await test.db
      .select({ venue: venues })
      .from(packageEvents)
      .innerJoin(events, eq(events.id, packageEvents.eventId))
      .innerJoin(venues, eq(venues.id, events.venueId))
      .where(eq(packageEvents.packageId, pkg.id))
      .orderBy(asc(packageEvents.position));
    const { hotels: offered } = await found(pkg.id, { venueId: first!.venue.id });
    for (const hotel of offered) {
      const rad = Math.PI / 180;
      const km =
        2 *
        6371 *
        Math.asin(
          Math.sqrt(
            Math.sin(((first!.venue.latitude - hotel.location.latitude) * rad) / 2) ** 2 +
              Math.cos(hotel.location.latitude * rad) * Math.cos(first!.venue.latitude * rad) * Math.sin(((first!.venue.longitude - hotel.location.longitude) * rad) / 2) ** 2,
          ),
        );
      expect(hotel.distanceToVenue).toBe(Math.ceil(km * 10) / 10);
      expect(hotel.distanceToVenue).toBeGreaterThan(0);
    }
  });

  it('takes the search as search parameters with an empty body', async () => {
    const [, second] = packageHotelRows;
    const rooms = [{ adults: 1, children: [] }, { adults: 2, children: [7, 9] }];
    const query = new URLSearchParams({
      rooms: JSON.stringify(rooms),
      checkin: dayOffset(20),
      checkout: dayOffset(22),
      hotelId: `${packageHotelRows[0]!.hotel.id},${second!.hotel.slug}`,
      serviceUniqueId: 'hotels',
    });
    const { status, body } = await post(hotelsPath(pkg.id, `?${query}`), NO_BODY);
    expect(status, JSON.stringify(body)).toBe(200);
    const asBody = await found(pkg.id, {
      rooms,
      checkin: dayOffset(20),
      checkout: dayOffset(22),
      idsOrSlugs: [packageHotelRows[0]!.hotel.id, second!.hotel.slug],
      serviceUniqueId: 'hotels',
    });
    expect(body).toEqual(asBody);
  });

  it('is deterministic: the same stay costs the same, other nights otherwise', async () => {
    const stay = { checkin: dayOffset(50), checkout: dayOffset(52) };
    const first = await found(pkg.id, stay);
    installAvailabilityServices(quickSandbox());
    const again = await found(pkg.id, stay);
    expect(again.hotels).toEqual(first.hotels);
    const later = await found(pkg.id, { checkin: dayOffset(57), checkout: dayOffset(59) });
    expect(later.hotels.flatMap((h) => h.rooms.map((r) => r.price))).not.toEqual(first.hotels.flatMap((h) => h.rooms.map((r) => r.price)));
  });

  it('answers no hotels for a package without hotels', async () => {
    const { hotels: none } = await found(hotelLess.id);
    expect(none).toEqual([]);
  });

  describe('validation', () => {
    it.each([
      [{ checkin: dayOffset(10), checkout: dayOffset(10) }, 'checkout', 'must be after checkin'],
      [{ checkin: '2026-13-01' }, 'checkin', 'must be a date (YYYY-MM-DD)'],
      [{ rooms: [] }, 'rooms', 'must have at least one room'],
      [{ rooms: [{ adults: 4 }] }, 'rooms.0.adults', 'must be at most 3'],
      [{ rooms: [{ adults: 0 }] }, 'rooms.0.adults', 'must be at least 1'],
      [{ rooms: [{ adults: 2, children: [16] }] }, 'rooms.0.children.0', 'must be at most 15'],
      [{ rooms: [{ adults: 2, children: [1, 2, 3, 4] }] }, 'rooms.0.children', 'must have at most 3 children'],
      [{ rooms: [{ roomType: 'single', adults: 2 }] }, 'rooms.0.roomType', 'a single room takes one adult'],
      [{ rooms: [{ roomType: 'suite', adults: 2 }] }, 'rooms.0.roomType', 'must be one of single, double, twin, triple, family, double_or_twin, generic'],
      [{ rooms: [{ adults: 3 }, { adults: 3 }, { adults: 1 }] }, 'rooms', 'must hold at most 6 adults in all'],
      [{ rooms: Array.from({ length: 8 }, () => ({ adults: 1 })) }, 'rooms', 'must have at most 7 rooms'],
      [{ idsOrSlugs: ['Not A Slug'] }, 'idsOrSlugs.0', 'must be a hotel id or slug'],
      [{ idsOrSlugs: [0] }, 'idsOrSlugs.0', 'must be a hotel id or slug'],
      [{ idsOrSlugs: [true] }, 'idsOrSlugs.0', 'must be a hotel id or slug'],
      [{ venueId: 'x' }, 'venueId', 'must be a venue id'],
    ])('answers 422 for %j with a message on %s', async (body, field, message) => {
      const { status, body: answer } = await post(hotelsPath(pkg.id), body);
      expect(status).toBe(422);
      expect(answer).toMatchObject({ code: 'validation_failed', errors: { [field]: [message] } });
    });

    it("answers 422 for hotels and venues that are not the package's", async () => {
      const own = new Set(packageHotelRows.map(({ hotel }) => hotel.id));
      const [other] = await test.db.select().from(hotels).orderBy(asc(hotels.id));
      const stranger = own.has(other!.id) ? (await test.db.select().from(hotels)).find((h) => !own.has(h.id))! : other!;
      const { status, body } = await post(hotelsPath(pkg.id), { idsOrSlugs: [stranger.slug, 'no-such-hotel'], venueId: 999_999 });
      expect(status).toBe(422);
      expect(body.errors).toEqual({
        idsOrSlugs: [`must be hotels of this package; not ${stranger.slug}, no-such-hotel`],
        venueId: ['must be the venue of an event of this package'],
      });
    });

    it('answers 422 for a stay that starts in the past or lasts more than 30 nights', async () => {
      const past = await post(hotelsPath(pkg.id), { checkin: dayOffset(-1), checkout: dayOffset(2) });
      expect(past.status).toBe(422);
      expect(past.body.errors).toEqual({ checkin: ['must not be in the past'] });
      const long = await post(hotelsPath(pkg.id), { checkin: dayOffset(10), checkout: dayOffset(41) });
      expect(long.status).toBe(422);
      expect(long.body.errors).toEqual({ checkout: ['must be at most 30 nights after checkin'] });
    });

    it('answers 400 with field messages for bad search parameters', async () => {
      const { status, body } = await post(hotelsPath(pkg.id, '?rooms=two&checkin=tomorrow&hotelId=Bad%20Slug'), NO_BODY);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: 'invalid_request',
        errors: {
          rooms: ['must be a JSON list of rooms, e.g. [{"adults":2,"children":[]}]'],
          checkin: ['must be a date (YYYY-MM-DD)'],
          'hotelId.0': ['must be an id or a slug'],
        },
      });
    });

    it('answers 404 for an unknown package and 409 for a residual-sale one', async () => {
      const unknown = await post(hotelsPath('no-such-package'));
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('package_not_found');
      const residualSale = await post(hotelsPath(residual.id));
      expect(residualSale.status).toBe(409);
      expect(residualSale.body).toEqual({ message: expect.stringContaining('residual-sale'), code: SERVICE_NOT_OFFERED });
    });
  });

  describe('supplier failures', () => {
    it('answers 502 { message, code: supplier_error } when the supplier fails', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      installAvailabilityServices(quickSandbox({ hotels: { failureRate: 1 } }));
      const { status, body } = await post(hotelsPath(pkg.id));
      expect(status).toBe(502);
      expect(body).toEqual({ message: 'The hotel supplier could not answer the search. Please try again.', code: SUPPLIER_ERROR });
      warn.mockRestore();
    });

    it('answers 504 { message, code: supplier_timeout } when it does not answer in time', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      installAvailabilityServices(quickSandbox({ hotels: { timeoutRate: 1 }, timeoutMs: 50 }));
      const { status, body } = await post(hotelsPath(pkg.id));
      expect(status).toBe(504);
      expect(body).toEqual({ message: 'The hotel supplier did not answer in time. Please try again.', code: SUPPLIER_TIMEOUT });
      warn.mockRestore();
    });

    it('fails some searches at the rate SUPPLIER_FAULTS sets', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      vi.stubEnv('SUPPLIER_FAULTS', 'flights:0.2,hotels:1');
      vi.stubEnv('SUPPLIER_LATENCY_MS', '0');
      try {
        installAvailabilityServices(createSandboxServices());
        const { status } = await post(hotelsPath(pkg.id));
        expect(status).toBe(502);
      } finally {
        vi.stubEnv('SUPPLIER_FAULTS', '');
        vi.stubEnv('SUPPLIER_LATENCY_MS', '');
        warn.mockRestore();
      }
    });
  });

  it('answers an identical search from the cache', async () => {
    const sandbox = quickSandbox().hotels;
    let calls = 0;
    const counting: HotelSupplier = {
      name: 'counting',
      rates: (request, signal) => {
        calls += 1;
        return sandbox.rates(request, signal);
      },
    };
    installAvailabilityServices({ ...quickSandbox(), hotels: counting, cache: new SearchCache() });
    const first = await found(pkg.id, { rooms: [{ adults: 2 }] });
    const second = await found(pkg.id, { rooms: [{ adults: 2, children: [] }] });
    expect(calls).toBe(1);
    expect(second).toEqual(first);
    await found(pkg.id, { rooms: [{ adults: 1 }] });
    expect(calls).toBe(2);
  });

  it('lib/api searchHotels parses the answer of the real route', async () => {
    const client = createApiClient({ locale: 'no', transport: handleApiRequest });
    const answer = await searchHotels(client, pkg.slug, { rooms: [{ adults: 2, children: [] }] });
    expect(answer.currency).toBe('NOK');
    expect(answer.hotels.length).toBeGreaterThan(0);
  });
});
