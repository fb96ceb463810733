/**
 * Limited inventory a booking takes in its own transaction: the seats of an
 * event's ticket and the hotel rooms the shop holds (booking spec §4; the
 * booking issue's "never oversell"), and a redeemed gift card's balance.
 *
 * Each take is one conditional update (`available = available - n WHERE
 * available >= n`): under READ COMMITTED a second writer waits for the
 * first's row lock, then re-reads the committed count, so no two bookings
 * can share the last seats. Rows are taken in a fixed order (tickets by id,
 * then room types by kind, one row per kind of a hotel, then the gift card),
 * so two bookings never wait on each other in a circle.
 *
 * A booking takes them all in one statement, its last before the commit
 * (takeInventory): on a derby's sale every booking waits for the same ticket
 * row, and its lock is held from that statement to the commit, so the
 * shorter that is, the more bookings a second go through (issue 32). A take
 * that finds too little is sold out: the caller throws and the whole
 * transaction, earlier takes included, rolls back. A released booking gives
 * its seats and rooms back in the same order (returnTickets, returnRooms).
 */
import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { RoomType } from '@/lib/api/contract/constants';
import type { Executor } from '@/server/db';
import { giftCards, hotelRoomTypes, tickets } from '@/server/db/schema';

export type RoomKind = RoomType;

/** A gift card's balance no longer covers the discount the booking was priced with. */
export class GiftCardShort extends Error {
  constructor(readonly giftCardId: number) {
    super('The gift card no longer covers the discount');
    this.name = 'GiftCardShort';
  }
}

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
 * The kind of room each booked room takes: the kind asked for, or the next
 * kind the hotel has (`offered`: its kinds, as the package read them) that
 * houses the same guests. Sold out when the hotel has none of them.
 */
export function roomKinds(offered: readonly RoomType[], rooms: readonly { roomType: RoomType }[]): RoomType[] {
  return rooms.map(({ roomType }) => {
    const kind = ROOM_PREFERENCES[roomType].find((candidate) => offered.includes(candidate));
    if (!kind) throw new SoldOut('room');
    return kind;
  });
}

export interface Takes {
  tickets: readonly { ticketId: number; seats: number }[];
  /** A room of each kind per booked room; each kind is one row of the hotel, the first of that kind. */
  rooms: { hotelId: number; kinds: readonly RoomType[] } | null;
  giftCard: { id: number; amount: number } | null;
}

/**
 * Takes the seats, rooms and gift-card balance in one statement, in the
 * fixed order: each take is a data-modifying CTE that runs only once the one
 * before it took its row (`exists`), so the locks are taken in that order and
 * nothing after a shortfall is taken. Throws SoldOut or GiftCardShort for the
 * first take that found too little; the caller's rollback gives back any
 * taken before it.
 */
export async function takeInventory(tx: Executor, { tickets: wanted, rooms, giftCard }: Takes): Promise<void> {
  const takes: { failure: () => Error; update: SQL }[] = [];
  for (const [ticketId, seats] of seatsPerTicket(wanted)) {
    takes.push({
      failure: () => new SoldOut('ticket'),
      update: sql`update ${tickets} set availability = availability - ${seats} where id = ${ticketId} and availability >= ${seats}`,
    });
  }
  const byKind = new Map<RoomType, number>();
  for (const kind of rooms?.kinds ?? []) byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  for (const [kind, count] of [...byKind].sort(([a], [b]) => a.localeCompare(b))) {
    takes.push({
      failure: () => new SoldOut('room'),
      update: sql`update ${hotelRoomTypes} set rooms_available = rooms_available - ${count}
        where id = (select id from ${hotelRoomTypes} where hotel_id = ${rooms!.hotelId} and room_type = ${kind} order by id limit 1)
        and rooms_available >= ${count}`,
    });
  }
  if (giftCard && giftCard.amount > 0) {
    const { id, amount } = giftCard;
    takes.push({ failure: () => new GiftCardShort(id), update: sql`update ${giftCards} set balance = balance - ${amount} where id = ${id} and balance >= ${amount}` });
  }
  if (takes.length === 0) return;
  const name = (index: number) => sql.raw(`take_${index}`);
  const ctes = takes.map(({ update }, index) => sql`${name(index)} as (${update}${index === 0 ? sql`` : sql` and exists (select 1 from ${name(index - 1)})`} returning 1)`);
  const counts = takes.map((_, index) => sql`(select count(*) from ${name(index)})::int as ${name(index)}`);
  const result = (await tx.execute(sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(counts, sql`, `)}`)) as unknown as { rows: Record<string, number>[] };
  const taken = result.rows[0]!;
  const short = takes.findIndex((_, index) => Number(taken[`take_${index}`]) !== 1);
  if (short >= 0) throw takes[short]!.failure();
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
