/**
 * Hotels (3-5 in every destination city) with their room types, and the bus
 * routes of the with-transit packages.
 */
import 'server-only';
import { ROOM_TYPES, type RoomTax, type RoomType } from '@/server/db/schema';
import { DKK_PER_UNIT } from '../data/geography';
import { CITY_TAX, STREETS_BY_COUNTRY, TRANSIT_ROUTES, brandsFor, type BrandData } from '../data/hotels';
import { ROOMS, hotelDescription } from '../data/texts';
import { roundTo, type Random } from '../random';
import { coord, photos, slugify } from '../text';
import type { CityInfo, HotelInfo, World } from './world';

/** DKK for a double room per night, by stars, in an average city. */
const DOUBLE_BY_STAR: Readonly<Record<string, number>> = { '3': 760, '3.5': 900, '4': 1120, '4.5': 1480, '5': 2350 };

/** Cities whose hotels charge a visitor levy in England (Manchester's City Visitor Charge, Liverpool's accommodation levy). */
const ENGLISH_LEVY_CITIES = new Set(['manchester', 'liverpool']);

const HOUSE_NUMBER_FIRST = new Set(['GB', 'FR']);

/** 3-5 chains, always at least one of 3-3.5 stars (budget trips) and one of 4+ (the usual default). */
function chooseBrands(country: string, random: Random): BrandData[] {
  const brands = brandsFor(country);
  for (let attempt = 0; ; attempt++) {
    const chosen = random.sample(brands, random.int(3, Math.min(5, brands.length)));
    if ((chosen.some((b) => b.star <= 3.5) && chosen.some((b) => b.star >= 4)) || attempt > 20) return chosen;
  }
}

function roomTaxes(city: CityInfo, random: Random): RoomTax[] {
  const country = city.country.data;
  const tax = CITY_TAX[country.code];
  if (!tax || (country.code === 'GB' && !ENGLISH_LEVY_CITIES.has(city.slug)) || !random.chance(0.75)) return [];
  const providerAmount = random.int(tax.perNight[0], tax.perNight[1]);
  return [
    {
      name: tax.name,
      includedBySupplier: random.chance(0.4),
      price: Math.ceil(providerAmount * (DKK_PER_UNIT[country.currency] ?? 1)),
      providerAmount,
      providerCurrency: country.currency,
    },
  ];
}

function addHotelsIn(world: World, random: Random, city: CityInfo): void {
  const { catalogue: c, ids } = world;
  const country = city.country.data.code;
  const streets = STREETS_BY_COUNTRY[country] ?? ['Main Street'];
  const hotels: HotelInfo[] = [];
  for (const brand of chooseBrands(country, random)) {
    const name = brand.pattern.replace('{city}', city.localName);
    const slug = world.hotelSlugs.claim(slugify(name));
    const id = ids.next('hotels');
    const number = random.int(1, 140);
    const street = random.pick(streets);
    const usersRating = Math.min(9.6, Math.max(6, roundTo(random.between(5.6, 7.6) + (brand.star - 3) * 0.9, 0.1)));
    c.hotels.push({
      id,
      slug,
      name,
      cityId: city.id,
      star: brand.star,
      brandName: brand.brand,
      brandLogoUrl: brand.brand ? `/media/photo/brand/${slugify(brand.brand)}.svg` : null,
      usersRating: Math.round(usersRating * 10) / 10,
      surveysCount: random.int(120, 4800),
      images: photos('hotel', slug, random.int(3, 5)),
      description: hotelDescription(name, city.data.name, brand.star, random.int(0, 2)),
      address: HOUSE_NUMBER_FIRST.has(country) ? `${number} ${street}, ${city.localName}` : `${street} ${number}, ${city.localName}`,
      latitude: coord(city.data.lat + random.between(-0.015, 0.015)),
      longitude: coord(city.data.lng + random.between(-0.025, 0.025)),
    });

    const doublePrice = roundTo((DOUBLE_BY_STAR[String(brand.star)] ?? 1000) * (city.data.priceLevel ?? 1) * random.between(0.9, 1.15), 10);
    const taxes = roomTaxes(city, random);
    const optional = ROOM_TYPES.filter((t) => t !== 'single' && t !== 'double');
    const roomTypes: RoomType[] = ['single', 'double', ...random.sample(optional, random.int(2, 3))];
    for (const roomType of ROOM_TYPES.filter((t) => roomTypes.includes(t))) {
      const room = ROOMS[roomType];
      c.hotelRoomTypes.push({
        id: ids.next('hotelRoomTypes'),
        hotelId: id,
        roomType,
        name: brand.star >= 4.5 ? room.name.replace('Standard', 'Superior') : room.name,
        caption: room.caption,
        maxAdults: room.maxAdults,
        maxChildren: room.maxChildren,
        pricePerNight: roundTo(doublePrice * room.factor, 10),
        taxes,
      });
    }
    hotels.push({ id, name, star: brand.star, doublePrice });
  }
  world.hotelsByCity.set(city.id, hotels);
}

/** Hotels wherever a venue is; call after the base venues exist (extra clubs reuse these cities). */
export function addHotels(world: World, random: Random): void {
  const destinationCities = new Map<number, CityInfo>();
  for (const venue of world.venues.values()) destinationCities.set(venue.city.id, venue.city);
  for (const city of destinationCities.values()) addHotelsIn(world, random, city);
}

export function addTransitRoutes(world: World): void {
  for (const route of TRANSIT_ROUTES) {
    const from = world.city(route.from);
    const to = world.city(route.to);
    const id = world.ids.next('transitRoutes');
    world.catalogue.transitRoutes.push({
      id,
      originCityId: from.id,
      destinationCityId: to.id,
      transportationDuration: route.minutes,
      pickupLocation: route.pickup,
      dropoffLocation: route.dropoff,
      morningPrice: 0,
      eveningPrice: route.evening,
      nightPrice: route.night,
    });
    const list = world.transitTo.get(to.id) ?? [];
    list.push({ id, from, to, fare: route.fare });
    world.transitTo.set(to.id, list);
  }
}
