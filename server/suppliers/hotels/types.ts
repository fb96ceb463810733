/**
 * The hotel supplier port. The shop's catalogue holds what a hotel is (name,
 * stars, photos, address); a supplier tells what it costs to stay: which
 * rooms are free for the guests on those nights, at what price and with which
 * taxes. The sandbox (./sandbox.ts) answers from the seeded room types; a real
 * supplier (a bed bank or channel manager) plugs in by implementing
 * `HotelSupplier` and mapping the shop's hotels to its own codes
 * (docs/adr/0006-supplier-adapters.md).
 */
import 'server-only';
import type { RoomType } from '@/lib/api/contract/availability';

export interface HotelRoomRequest {
  /** Wanted kind of room; absent: whichever fits the guests. */
  roomType?: RoomType;
  adults: number;
  /** Ages. */
  children: readonly number[];
}

export interface HotelRatesRequest {
  /** The shop's hotel codes (the sandbox uses the catalogue's hotel ids). */
  hotelCodes: readonly string[];
  /** First and last night + 1, YYYY-MM-DD. */
  checkin: string;
  checkout: string;
  rooms: readonly HotelRoomRequest[];
  /** The shop's reference of the search (package); the sandbox seeds with it. */
  reference: string;
}

export interface HotelRoomTax {
  name: string;
  /** true: in the room's price. false: paid at the hotel. */
  includedBySupplier: boolean;
  /** For the whole stay, whole DKK. */
  price: number;
  /** For the whole stay, in `providerCurrency`. */
  providerAmount: number;
  providerCurrency: string;
}

export interface HotelRoomOffer {
  /** The supplier's code of the room type (the sandbox: the catalogue's room type id). */
  roomTypeCode: string;
  roomType: RoomType;
  name: string;
  adults: number;
  children: number[];
  /** The whole stay in whole DKK, with the taxes the supplier includes. */
  price: number;
  /** `price` spread over the nights, rounded up. */
  pricePerNight: number;
  taxes: HotelRoomTax[];
}

export interface HotelRates {
  hotelCode: string;
  /** One per room asked for, in the same order. A hotel that cannot house every room is left out. */
  rooms: HotelRoomOffer[];
}

export interface HotelSupplier {
  readonly name: string;
  /** Rates of the hotels that can take every room on those nights. Throws a SupplierError on failure. */
  rates(request: HotelRatesRequest, signal?: AbortSignal): Promise<HotelRates[]>;
}
