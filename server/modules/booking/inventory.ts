/**
 * Limited inventory a booking takes in its own transaction: the seats of an
 * event's ticket and the hotel rooms the shop holds (booking spec §4; the
 * booking issue's "never oversell").
 *
 * Each take is one conditional update (`available = available - n WHERE
 * available >= n`): under READ COMMITTED a second writer waits for the
 * first's row lock, then re-reads the committed count, so no two bookings
 * can share the last seats. Rows are taken in a fixed order (tickets by id,
 * then room types by kind, one row per kind of a hotel), so two bookings
 * never wait on each other in a circle. Zero rows updated is sold out: the caller throws and the whole
 * transaction, earlier takes included, rolls back. A released booking gives
 * its seats and rooms back in the same order (returnTickets, returnRooms).
 */
import 'server-only';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { RoomType } from '@/lib/api/contract/constants';
import type { Executor } from '@/server/db';
import { hotelRoomTypes, tickets } from '@/server/db/schema';

/** A ticket or room the booking wanted is gone; nothing is taken. */
export class SoldOut extends Error {
  constructor(readonly what: 'ticket' | 'room') {
    super(what === 'ticket' ? 'The tickets are sold out' : 'The hotel has no more rooms of this kind');
    this.name = 'SoldOut';
  }
}

/** The seats per ticket, summed, in ticket id order: the order every writer locks tickets in. */
function seatsPerTicket(seats: readonly { ticketId: number; seats: number }[]): [number, number][] {
  const byTicket = new Map<number, number>();
  for (const { ticketId, seats: count } of seats) if (count > 0) byTicket.set(ticketId, (byTicket.get(ticketId) ?? 0) + count);
  return [...byTicket].sort(([a], [b]) => a - b);
}

/** Takes `seats` of each ticket, in id order. */
export async function takeTickets(tx: Executor, wanted: readonly { ticketId: number; seats: number }[]): Promise<void> {
  for (const [ticketId, seats] of seatsPerTicket(wanted)) {
    const taken = await tx
      .update(tickets)
      .set({ availability: sql`${tickets.availability} - ${seats}` })
      .where(and(eq(tickets.id, ticketId), gte(tickets.availability, seats)))
      .returning({ id: tickets.id });
    if (taken.length === 0) throw new SoldOut('ticket');
  }
}

/** The kinds of room a guest who asked for one kind also takes, in order (as the hotel supplier offers them). */
const ROOM_PREFERENCES: Record<RoomType, readonly RoomType[]> = {
  single: ['single', 'double', 'double_or_twin'],
  double: ['double', 'double_or_twin', 'twin'],
  twin: ['twin', 'double_or_twin', 'double'],
  double_or_twin: ['double_or_twin', 'double', 'twin'],
  triple: ['triple', 'family'],
  family: ['family', 'triple'],
};

/**
 * Takes a room of the hotel for each booked room: of the kind asked for, or
 * the next kind the hotel has (`offered`: its kinds, as the package read them)
 * that houses the same guests. Each kind is one row, the first of that kind:
 * one conditional update per kind, kinds in name order. Answers the room type
 * each room got, in the order given.
 */
export async function takeRooms(tx: Executor, hotelId: number, offered: readonly RoomType[], rooms: readonly { roomType: RoomType }[]): Promise<number[]> {
  if (rooms.length === 0) return [];
  const kinds = rooms.map(({ roomType }) => {
    const kind = ROOM_PREFERENCES[roomType].find((candidate) => offered.includes(candidate));
    if (!kind) throw new SoldOut('room');
    return kind;
  });
  const byKind = new Map<RoomType, number>();
  for (const kind of kinds) byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  const idOfKind = new Map<RoomType, number>();
  for (const [kind, count] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
    const firstOfKind = tx
      .select({ id: hotelRoomTypes.id })
      .from(hotelRoomTypes)
      .where(and(eq(hotelRoomTypes.hotelId, hotelId), eq(hotelRoomTypes.roomType, kind)))
      .orderBy(asc(hotelRoomTypes.id))
      .limit(1);
    const [taken] = await tx
      .update(hotelRoomTypes)
      .set({ roomsAvailable: sql`${hotelRoomTypes.roomsAvailable} - ${count}` })
      .where(and(eq(hotelRoomTypes.id, firstOfKind), gte(hotelRoomTypes.roomsAvailable, count)))
      .returning({ id: hotelRoomTypes.id });
    if (!taken) throw new SoldOut('room');
    idOfKind.set(kind, taken.id);
  }
  return kinds.map((kind) => idOfKind.get(kind)!);
}

/** Gives seats back (a released booking's), in ticket id order, as they were taken. */
export async function returnTickets(tx: Executor, given: readonly { ticketId: number; seats: number }[]): Promise<void> {
  for (const [ticketId, seats] of seatsPerTicket(given)) {
    await tx.update(tickets).set({ availability: sql`${tickets.availability} + ${seats}` }).where(eq(tickets.id, ticketId));
  }
}

/** Gives rooms back: `rooms` of each room type row, in id order. */
export async function returnRooms(tx: Executor, given: readonly { roomTypeId: number; rooms: number }[]): Promise<void> {
  for (const { roomTypeId, rooms } of [...given].sort((a, b) => a.roomTypeId - b.roomTypeId)) {
    await tx.update(hotelRoomTypes).set({ roomsAvailable: sql`${hotelRoomTypes.roomsAvailable} + ${rooms}` }).where(eq(hotelRoomTypes.id, roomTypeId));
  }
}
