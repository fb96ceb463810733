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
 * A booking takes them all last, and on PostgreSQL commits in the same
 * message (takeInventoryAndCommit): on a derby's sale every booking waits for
 * the same ticket row, and its lock is held from the take to the commit, so
 * no round trip through a busy process may come between them (issue 32). A
 * take that finds too little is sold out: the whole transaction, earlier
 * takes included, rolls back. A released booking gives
 * its seats and rooms back in the same order (returnTickets, returnRooms).
 */
import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { RoomType } from '@/lib/api/contract/constants';
import type { Executor } from '@/server/db';
import { giftCards, hotelRoomTypes, tickets } from '@/server/db/schema';

export type RoomKind = RoomType;

/** A gift card's balance no longer covers the discount the booking was priced with. */
export class GiftCardShort extends Error {
  constructor(
    readonly giftCardId: number,
    /** The balance the card has now. */
    readonly balance: number,
  ) {
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

/** Values written into a statement's text must be whole numbers, or one of the room kinds. */
function whole(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`Not a whole number: ${value}`);
  return String(value);
}
function kindLiteral(kind: RoomType): string {
  if (!Object.hasOwn(ROOM_PREFERENCES, kind)) throw new Error(`Not a room kind: ${kind}`);
  return `'${kind}'`;
}

const REFUSED = { ticket: 'shop:sold_out:ticket', room: 'shop:sold_out:room', giftCard: 'shop:gift_card_short' } as const;

/** The rooms to take: one per kind, kinds in name order. */
function roomsByKind(rooms: Takes['rooms']): [RoomType, number][] {
  const byKind = new Map<RoomType, number>();
  for (const kind of rooms?.kinds ?? []) byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
  return [...byKind].sort(([a], [b]) => a.localeCompare(b));
}

/** The transaction's own node-postgres connection, or null on PGlite (one connection, nothing waits on it). */
function connectionOf(tx: Executor): pg.ClientBase | null {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : null;
}

/**
 * Takes the seats, rooms and gift-card balance in the fixed order and, on
 * PostgreSQL, commits the transaction in the same message: one block that
 * raises at the first take that finds too little, then `commit`, sent as one
 * simple query, so PostgreSQL commits as soon as the takes are done and the
 * locks they took are held for no round trip to this process. A raise skips
 * the commit and leaves the transaction aborted for the caller's rollback.
 * The values are whole numbers and room kinds, written into the text (a
 * simple query has no parameters). An empty transaction begun after the
 * commit is what the caller's own commit then ends.
 *
 * On PGlite (one connection, nothing ever waits for a lock) the takes are one
 * statement of chained conditional updates and the caller commits.
 * Throws SoldOut or GiftCardShort for the first take that found too little.
 */
export async function takeInventoryAndCommit(tx: Executor, takes: Takes): Promise<void> {
  const connection = connectionOf(tx);
  if (!connection) return takeInventory(tx, takes);
  const steps: string[] = [];
  const refuseUnless = (refusal: string) => `if not found then raise exception using errcode = 'P0001', message = '${refusal}'; end if;`;
  for (const [ticketId, seats] of seatsPerTicket(takes.tickets)) {
    steps.push(`update tickets set availability = availability - ${whole(seats)} where id = ${whole(ticketId)} and availability >= ${whole(seats)};`, refuseUnless(REFUSED.ticket));
  }
  for (const [kind, count] of roomsByKind(takes.rooms)) {
    steps.push(
      `update hotel_room_types set rooms_available = rooms_available - ${whole(count)} where id = (select id from hotel_room_types where hotel_id = ${whole(takes.rooms!.hotelId)} and room_type = ${kindLiteral(kind)} order by id limit 1) and rooms_available >= ${whole(count)};`,
      refuseUnless(REFUSED.room),
    );
  }
  if (takes.giftCard && takes.giftCard.amount > 0) {
    const { id, amount } = takes.giftCard;
    steps.push(
      `update gift_cards set balance = balance - ${whole(amount)} where id = ${whole(id)} and balance >= ${whole(amount)};`,
      // The balance the card has now goes with the refusal: the transaction can read nothing more.
      `if not found then raise exception using errcode = 'P0001', message = '${REFUSED.giftCard}', detail = coalesce((select balance from gift_cards where id = ${whole(id)}), 0)::text; end if;`,
    );
  }
  if (steps.length === 0) steps.push('null;');
  try {
    // `begin` after the commit opens an empty transaction for the caller's own commit to end without a warning.
    await connection.query(`do $takes$ begin ${steps.join(' ')} end $takes$; commit; begin`);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (message === REFUSED.ticket) throw new SoldOut('ticket');
    if (message === REFUSED.room) throw new SoldOut('room');
    if (message === REFUSED.giftCard) throw new GiftCardShort(takes.giftCard!.id, Number((error as { detail?: string }).detail ?? 0));
    throw error;
  }
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
  for (const [kind, count] of roomsByKind(rooms)) {
    takes.push({
      failure: () => new SoldOut('room'),
      update: sql`update ${hotelRoomTypes} set rooms_available = rooms_available - ${count}
        where id = (select id from ${hotelRoomTypes} where hotel_id = ${rooms!.hotelId} and room_type = ${kind} order by id limit 1)
        and rooms_available >= ${count}`,
    });
  }
  if (giftCard && giftCard.amount > 0) {
    const { id, amount } = giftCard;
    takes.push({ failure: () => new GiftCardShort(id, 0), update: sql`update ${giftCards} set balance = balance - ${amount} where id = ${id} and balance >= ${amount}` });
  }
  if (takes.length === 0) return;
  const name = (index: number) => sql.raw(`take_${index}`);
  const ctes = takes.map(({ update }, index) => sql`${name(index)} as (${update}${index === 0 ? sql`` : sql` and exists (select 1 from ${name(index - 1)})`} returning 1)`);
  const counts = takes.map((_, index) => sql`(select count(*) from ${name(index)})::int as ${name(index)}`);
  const result = (await tx.execute(sql`with ${sql.join(ctes, sql`, `)} select ${sql.join(counts, sql`, `)}`)) as unknown as { rows: Record<string, number>[] };
  const taken = result.rows[0]!;
  const short = takes.findIndex((_, index) => Number(taken[`take_${index}`]) !== 1);
  if (short < 0) return;
  const failure = takes[short]!.failure();
  if (failure instanceof GiftCardShort) {
    const [card] = await tx.select({ balance: giftCards.balance }).from(giftCards).where(eq(giftCards.id, failure.giftCardId));
    throw new GiftCardShort(failure.giftCardId, card?.balance ?? 0);
  }
  throw failure;
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
