/**
 * The sandbox hotel supplier, the default until a real one is configured:
 * rates from the seeded room types (hotel_room_types, with their taxes), the
 * same for the same question (seeded by the search's reference, the room type
 * and the night), with the latency and faults of ../sandbox/behaviour.ts.
 *
 * A night costs more at weekends, in high season and when few rooms of the
 * type are left; now and then a room type is sold out for a night, and a
 * hotel that cannot house every room asked for is not offered.
 */
import 'server-only';
import type { RoomType } from '@/lib/api/contract/availability';
import { daysFrom, weekdayOf } from '@/lib/calendar-day';
import { sandboxBehaviour, simulateCall, type SandboxBehaviour, type SandboxBehaviourOptions } from '../sandbox/behaviour';
import { between, intIn } from '../sandbox/hash';
import type { HotelRates, HotelRatesRequest, HotelRoomOffer, HotelRoomRequest, HotelSupplier } from './types';

export interface SandboxRoomTax {
  name: string;
  includedBySupplier: boolean;
  /** Whole DKK per room per night. */
  price: number;
  /** Per room per night in `providerCurrency`. */
  providerAmount: number;
  providerCurrency: string;
}

/** One room type of the catalogue as the sandbox sells it. */
export interface SandboxRoomType {
  id: number;
  hotelId: number;
  roomType: RoomType;
  name: string;
  maxAdults: number;
  maxChildren: number;
  /** Whole DKK per room per night on an ordinary night. */
  pricePerNight: number;
  taxes: readonly SandboxRoomTax[];
}

/** The room types of these hotels. */
export type RoomInventory = (hotelIds: readonly number[]) => Promise<readonly SandboxRoomType[]>;

export interface SandboxHotelSupplierOptions extends SandboxBehaviourOptions {
  rooms: RoomInventory;
  env?: Record<string, string | undefined>;
}

/** Rooms of the type still free that night; 0 (about one night in 25) is sold out. */
function roomsLeft(reference: string, roomTypeId: number, night: string): number {
  return intIn(0, 24, 'rooms-left', reference, roomTypeId, night);
}

/** Friday and Saturday nights are the dear ones. */
const WEEKEND_FACTOR = [1, 1, 1, 1, 1, 1.2, 1.2] as const;
/** Christmas markets and summer are dear, January and February cheap. */
const MONTH_FACTOR = [0.9, 0.9, 1, 1, 1.05, 1.1, 1.1, 1.1, 1, 1, 1, 1.1] as const;

function nightRate(type: SandboxRoomType, night: string, left: number, reference: string): number {
  const demand = 1 + Math.max(0, 6 - left) * 0.04;
  return (
    type.pricePerNight *
    WEEKEND_FACTOR[weekdayOf(night)]! *
    (MONTH_FACTOR[Number(night.slice(5, 7)) - 1] ?? 1) *
    demand *
    between(0.92, 1.12, 'rate', reference, type.id, night)
  );
}

/** What a guest who asked for one kind of room also takes. */
const ALTERNATIVES: Record<RoomType, readonly RoomType[]> = {
  single: ['double', 'double_or_twin'],
  double: ['double_or_twin', 'twin'],
  twin: ['double_or_twin', 'double'],
  double_or_twin: ['double', 'twin'],
  triple: ['family'],
  family: ['triple'],
};

function fits(type: SandboxRoomType, room: HotelRoomRequest): boolean {
  return type.maxAdults >= room.adults && type.maxChildren >= room.children.length;
}

/** The hotel's rooms for the request, or null when some room cannot be housed. */
function rateHotel(types: readonly SandboxRoomType[], request: HotelRatesRequest, nights: readonly string[]): HotelRoomOffer[] | null {
  const taken = new Map<number, number>();
  const free = (type: SandboxRoomType) => nights.every((night) => roomsLeft(request.reference, type.id, night) > (taken.get(type.id) ?? 0));
  const offers: HotelRoomOffer[] = [];
  for (const room of request.rooms) {
    const candidates = types.filter((type) => fits(type, room) && free(type));
    const byPrice = [...candidates].sort((a, b) => a.pricePerNight - b.pricePerNight || a.id - b.id);
    const wanted = room.roomType ? [room.roomType, ...ALTERNATIVES[room.roomType]] : [];
    const chosen = wanted.map((kind) => byPrice.find((type) => type.roomType === kind)).find(Boolean) ?? byPrice[0];
    if (!chosen) return null;
    taken.set(chosen.id, (taken.get(chosen.id) ?? 0) + 1);

    const rate = nights.reduce((sum, night) => sum + nightRate(chosen, night, roomsLeft(request.reference, chosen.id, night), request.reference), 0);
    const taxes = chosen.taxes.map((tax) => ({
      name: tax.name,
      includedBySupplier: tax.includedBySupplier,
      price: tax.price * nights.length,
      providerAmount: tax.providerAmount * nights.length,
      providerCurrency: tax.providerCurrency,
    }));
    const price = Math.ceil(rate + taxes.filter((tax) => tax.includedBySupplier).reduce((sum, tax) => sum + tax.price, 0));
    offers.push({
      roomTypeCode: String(chosen.id),
      roomType: chosen.roomType,
      name: chosen.name,
      adults: room.adults,
      children: [...room.children],
      price,
      pricePerNight: Math.ceil(price / nights.length),
      taxes,
    });
  }
  return offers;
}

/** The sandbox's answer without latency or faults, hotels in the order asked. */
export function rateSandboxInventory(request: HotelRatesRequest, inventory: readonly SandboxRoomType[]): HotelRates[] {
  const nights = daysFrom(request.checkin, request.checkout);
  if (nights.length === 0 || request.rooms.length === 0) return [];
  const byHotel = new Map<number, SandboxRoomType[]>();
  for (const type of inventory) {
    let list = byHotel.get(type.hotelId);
    if (!list) byHotel.set(type.hotelId, (list = []));
    list.push(type);
  }
  const answer: HotelRates[] = [];
  for (const code of new Set(request.hotelCodes)) {
    const types = byHotel.get(Number(code));
    const rooms = types && rateHotel(types, request, nights);
    if (rooms) answer.push({ hotelCode: code, rooms });
  }
  return answer;
}

export class SandboxHotelSupplier implements HotelSupplier {
  readonly name = 'sandbox';
  readonly behaviour: SandboxBehaviour;

  constructor(private readonly options: SandboxHotelSupplierOptions) {
    this.behaviour = sandboxBehaviour('hotels', options, options.env);
  }

  async rates(request: HotelRatesRequest, signal?: AbortSignal): Promise<HotelRates[]> {
    await simulateCall('hotels', this.behaviour, signal);
    const ids = request.hotelCodes.map(Number).filter((id) => Number.isInteger(id) && id > 0);
    return rateSandboxInventory(request, ids.length > 0 ? await this.options.rooms(ids) : []);
  }
}
