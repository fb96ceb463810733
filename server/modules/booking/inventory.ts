/**
 * Limited inventory a booking takes in its own transaction: the seats of an
 * event's ticket and the hotel rooms the shop holds (booking spec §4; the
 * booking issue's "never oversell").
 *
 * Each take is one conditional update (`available = available - n WHERE
 * available >= n`): under READ COMMITTED a second writer waits for the
 * first's row lock, then re-reads the committed count, so no two bookings
 * can share the last seats. Rows are taken in a fixed order (tickets by id,
 * then room types by id), so two bookings never wait on each other in a
 * circle. Zero rows updated is sold out: the caller throws and the whole
 * transaction, earlier takes included, rolls back.
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

/** Takes `seats` of each ticket, in id order. */
export async function takeTickets(tx: Executor, wanted: readonly { ticketId: number; seats: number }[]): Promise<void> {
  const byTicket = new Map<number, number>();
  for (const { ticketId, seats } of wanted) if (seats > 0) byTicket.set(ticketId, (byTicket.get(ticketId) ?? 0) + seats);
  for (const [ticketId, seats] of [...byTicket].sort(([a], [b]) => a - b)) {
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
 * the next kind that houses the same guests. Answers the room type each room
 * got, in the order given.
 */
export async function takeRooms(tx: Executor, hotelId: number, rooms: readonly { roomType: RoomType }[]): Promise<number[]> {
  if (rooms.length === 0) return [];
  const types = await tx
    .select({ id: hotelRoomTypes.id, roomType: hotelRoomTypes.roomType })
    .from(hotelRoomTypes)
    .where(eq(hotelRoomTypes.hotelId, hotelId))
    .orderBy(asc(hotelRoomTypes.id));
  const assigned = rooms.map(({ roomType }) => {
    const kind = ROOM_PREFERENCES[roomType].find((candidate) => types.some((type) => type.roomType === candidate));
    const type = types.find((candidate) => candidate.roomType === kind);
    if (!type) throw new SoldOut('room');
    return type.id;
  });
  const byType = new Map<number, number>();
  for (const id of assigned) byType.set(id, (byType.get(id) ?? 0) + 1);
  for (const [id, count] of [...byType].sort(([a], [b]) => a - b)) {
    const taken = await tx
      .update(hotelRoomTypes)
      .set({ roomsAvailable: sql`${hotelRoomTypes.roomsAvailable} - ${count}` })
      .where(and(eq(hotelRoomTypes.id, id), gte(hotelRoomTypes.roomsAvailable, count)))
      .returning({ id: hotelRoomTypes.id });
    if (taken.length === 0) throw new SoldOut('room');
  }
  return assigned;
}
