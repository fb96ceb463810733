/**
 * `POST packages/{id}/service-availability/hotels` (booking spec §3 "Hotel",
 * §7): the package's hotels (package_hotels) as the catalogue describes them,
 * with the rooms and taxes the hotel supplier prices for the stay, in the
 * site's currency.
 */
import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  GENERIC_ROOM,
  MAX_NIGHTS,
  SEARCH_HORIZON_DAYS,
  type Hotel,
  type HotelSearch,
  type HotelsResponse,
  type RoomRequest,
  type RoomType,
} from '@/lib/api/contract/availability';
import { addDays, daysBetween } from '@/lib/calendar-day';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import { readAll } from '@/server/db/reads';
import { cities, hotelRoomTypes, hotels, packageHotels, type RoomType as CatalogueRoomType } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import type { HotelRates, HotelRatesRequest } from '@/server/suppliers/hotels/types';
import { pick } from '../localize';
import { fromDkk, siteCurrency } from '../money';
import { distanceKm } from './airports';
import { assertOffersServices, loadPackageContext } from './package-context';
import type { AvailabilityServices } from './services';
import { callSupplier } from './supplier-call';

// The contract repeats the catalogue's room types (lib/ may not import server/): keep them equal.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameRoomTypes: Same<CatalogueRoomType, RoomType> = true;
void sameRoomTypes;

/** Booking spec §9: the default room is one double for two adults. */
const DEFAULT_ROOMS: RoomRequest[] = [{ roomType: 'double', adults: 2, children: [] }];

type HotelRow = { link: typeof packageHotels.$inferSelect; hotel: typeof hotels.$inferSelect; city: typeof cities.$inferSelect };

function loadPackageHotels(db: Executor, packageId: number): Promise<HotelRow[]> {
  return db
    .select({ link: packageHotels, hotel: hotels, city: cities })
    .from(packageHotels)
    .innerJoin(hotels, eq(hotels.id, packageHotels.hotelId))
    .innerJoin(cities, eq(cities.id, hotels.cityId))
    .where(eq(packageHotels.packageId, packageId))
    .orderBy(asc(packageHotels.orderNumber), asc(hotels.id));
}

/** Kilometres rounded up to 0.1 ("slight rounding up", browsing spec §9). */
const roundedKm = (km: number) => Math.ceil(km * 10) / 10;

export async function searchHotels(
  db: Executor,
  idOrSlug: number | string,
  search: HotelSearch,
  locale: Locale,
  services: AvailabilityServices,
  today: string,
): Promise<HotelsResponse> {
  const context = await loadPackageContext(db, idOrSlug, locale);
  assertOffersServices(context, 'hotels');
  const [rows, money] = await readAll(db, [() => loadPackageHotels(db, context.pkg.id), () => siteCurrency(db, locale)]);
  const defaultHotelId = rows.find(({ link }) => link.isDefault)?.hotel.id ?? null;

  const errors: Record<string, string[]> = {};
  let chosen = rows;
  if (search.idsOrSlugs) {
    const wanted = new Set(search.idsOrSlugs);
    const unknown = search.idsOrSlugs.filter((value) => !rows.some(({ hotel }) => hotel.id === value || hotel.slug === value));
    if (unknown.length > 0) errors.idsOrSlugs = [`must be hotels of this package; not ${unknown.join(', ')}`];
    chosen = rows.filter(({ hotel }) => wanted.has(hotel.id) || wanted.has(hotel.slug));
  }
  const venue = search.venueId === undefined ? undefined : context.venues.find((v) => v.id === search.venueId);
  if (search.venueId !== undefined && !venue) errors.venueId = ['must be the venue of an event of this package'];

  const checkin = search.checkin ?? context.pkg.startDate;
  const checkout = search.checkout ?? context.pkg.endDate;
  const nights = daysBetween(checkin, checkout);
  if (checkin < today) errors.checkin = ['must not be in the past'];
  else if (checkin > addDays(today, SEARCH_HORIZON_DAYS)) errors.checkin = [`must be at most ${SEARCH_HORIZON_DAYS} days ahead`];
  if (checkout <= checkin) errors.checkout = ['must be after checkin'];
  else if (nights > MAX_NIGHTS) errors.checkout = [`must be at most ${MAX_NIGHTS} nights after checkin`];
  if (Object.keys(errors).length > 0) throw new HttpError(422, 'The request has invalid fields', 'validation_failed', errors);

  const packageRooms = context.pkg.defaultServices.hotels[0]?.rooms;
  const rooms = search.rooms ?? (packageRooms?.length ? packageRooms : DEFAULT_ROOMS);
  const request: HotelRatesRequest = {
    hotelCodes: chosen.map(({ hotel }) => String(hotel.id)),
    checkin,
    checkout,
    rooms: rooms.map((room) => ({
      ...(room.roomType && room.roomType !== GENERIC_ROOM && { roomType: room.roomType }),
      adults: room.adults,
      children: [...room.children],
    })),
    reference: `package:${context.pkg.id}:hotels`,
  };
  const priced =
    request.hotelCodes.length === 0
      ? { value: [] as HotelRates[], pricedAt: new Date().toISOString() }
      : await callSupplier(services, 'hotels', request, (signal) => services.hotels.rates(request, signal));

  const ratesByHotel = new Map(priced.value.map((rates) => [rates.hotelCode, rates]));
  const roomTypeIds = priced.value.flatMap((rates) => rates.rooms.map((room) => Number(room.roomTypeCode))).filter(Number.isInteger);
  const captions = new Map(
    roomTypeIds.length === 0
      ? []
      : (
          await db
            .select({ id: hotelRoomTypes.id, caption: hotelRoomTypes.caption })
            .from(hotelRoomTypes)
            .where(inArray(hotelRoomTypes.id, [...new Set(roomTypeIds)]))
        ).map((row) => [String(row.id), pick(row.caption, locale)]),
  );

  const convert = (dkk: number) => fromDkk(dkk, money.rateFromDkk);
  const found: Hotel[] = [];
  for (const { link, hotel, city } of chosen) {
    const rates = ratesByHotel.get(String(hotel.id));
    if (!rates) continue;
    const hotelRooms = rates.rooms.map((room) => ({
      price: convert(room.price),
      pricePerNight: convert(room.pricePerNight),
      roomType: room.roomType,
      roomTypeCaption: captions.get(room.roomTypeCode) ?? room.name,
      name: room.name,
      adults: room.adults,
      children: room.children,
      taxes: room.taxes.map((tax) => ({ ...tax, price: convert(tax.price) })),
    }));
    found.push({
      id: hotel.id,
      slug: hotel.slug,
      name: hotel.name,
      star: hotel.star,
      isRecommended: hotel.id === defaultHotelId,
      defaultHotelId,
      orderNumber: link.orderNumber,
      serviceUniqueId: search.serviceUniqueId ?? null,
      rates: { usersRating: hotel.usersRating, surveysCount: hotel.surveysCount },
      hotelBrand: hotel.brandName ? { name: hotel.brandName, logo: { originalUrl: hotel.brandLogoUrl } } : null,
      images: hotel.images,
      contents: [{ type: 'Description', body: pick(hotel.description, locale) }],
      contactInfo: { address: hotel.address },
      location: { latitude: hotel.latitude, longitude: hotel.longitude },
      city: { id: city.id, name: pick(city.name, locale), location: { latitude: city.latitude, longitude: city.longitude } },
      searchParams: { checkin, checkout },
      nights,
      upgradePricePerNight: convert(link.upgradePricePerNight),
      distanceToVenue: venue ? roundedKm(distanceKm(hotel, venue)) : null,
      rooms: hotelRooms,
      totalPrice: hotelRooms.reduce((sum, room) => sum + room.price, 0),
      hasTaxesPayableAtHotel: hotelRooms.some((room) => room.taxes.some((tax) => !tax.includedBySupplier)),
    });
  }
  return { hotels: found, currency: money.currency, pricedAt: priced.pricedAt };
}
