/**
 * The package page's hotel choice (booking spec §2 "Hotel change modal",
 * §5): the modal's sort orders, the distance to the venue, and whether the
 * chosen rooms need the tourist-tax agreement. Pure.
 */
import type { Hotel } from '@/lib/api/contract/availability';
import type { RoomType } from '@/lib/api/contract/packages';

export const HOTEL_SORTS = ['price', 'stars', 'rating', 'distance'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];

type Place = { latitude: number; longitude: number };

/** Great-circle distance in kilometres. */
export function distanceKm(a: Place, b: Place): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres rounded up slightly, to 0.1 (browsing spec §9), as the API rounds `distanceToVenue`. */
export const roundUpKm = (km: number) => Math.ceil(km * 10 - 1e-9) / 10;

/** The hotel's distance to the venue: the API's when it told one, else measured from the venue's location. */
export function venueDistance(hotel: Pick<Hotel, 'distanceToVenue' | 'location'>, venue: Place | null): number | null {
  if (hotel.distanceToVenue !== null) return hotel.distanceToVenue;
  return venue ? roundUpKm(distanceKm(hotel.location, venue)) : null;
}

type Sortable = Pick<Hotel, 'id' | 'star' | 'rates' | 'upgradePricePerNight' | 'totalPrice' | 'isRecommended' | 'orderNumber' | 'distanceToVenue' | 'location'>;

/**
 * The hotels in the chosen order: price (the upgrade the booking pays, then
 * the stay's price), stars and rating best first, distance nearest first
 * (unknown distances last). Ties keep the package's order.
 */
export function sortHotels<T extends Sortable>(hotels: readonly T[], sort: HotelSort, venue: Place | null = null): T[] {
  const byPackage = (a: T, b: T) => a.orderNumber - b.orderNumber || a.id - b.id;
  const compare: Record<HotelSort, (a: T, b: T) => number> = {
    price: (a, b) => a.upgradePricePerNight - b.upgradePricePerNight || a.totalPrice - b.totalPrice,
    stars: (a, b) => b.star - a.star,
    rating: (a, b) => b.rates.usersRating - a.rates.usersRating || b.rates.surveysCount - a.rates.surveysCount,
    distance: (a, b) => (venueDistance(a, venue) ?? Number.POSITIVE_INFINITY) - (venueDistance(b, venue) ?? Number.POSITIVE_INFINITY),
  };
  return [...hotels].sort((a, b) => compare[sort](a, b) || byPackage(a, b));
}

type Taxed = { taxes: readonly { name: string; includedBySupplier: boolean }[] };

/** The taxes of the chosen rooms paid at the hotel: any of them needs the tourist-tax agreement (booking spec §5). */
export function taxesPayableAtHotel(rooms: readonly Taxed[]): string[] {
  return [...new Set(rooms.flatMap((room) => room.taxes.filter((tax) => !tax.includedBySupplier).map((tax) => tax.name)))];
}

/**
 * The hotel search's rooms for the booked rooms: each room's children get
 * the children's ages in order (the page keeps one age list for the party).
 */
export function roomsForSearch(
  rooms: readonly { roomType: RoomType; adults: number; children: number }[],
  childAges: readonly (number | null)[],
): { roomType: RoomType; adults: number; children: number[] }[] {
  let next = 0;
  return rooms.map((room) => {
    const ages = childAges.slice(next, next + room.children).map((age) => age ?? 0);
    next += room.children;
    return { roomType: room.roomType, adults: room.adults, children: ages };
  });
}
