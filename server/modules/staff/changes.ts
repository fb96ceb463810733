/**
 * What happened to bookings after they were made, for the staff inbox
 * (`booking_changes`): a traveller's place transferred, insurance added, a
 * cancellation, a moved flight, a trip link sent, and the data requests (an
 * export, an erasure asked for and carried out), each with when, who and
 * what came of it. The booking's detail page lists its own; `/staff/changes`
 * the newest across bookings. A change's detail holds no personal data
 * (the table's rule), so it is shown as it is, key by key.
 */
import 'server-only';
import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Executor } from '@/server/db';
import { bookingChanges, bookings } from '@/server/db/schema';

export const RECENT_CHANGES = 100;

export interface ChangeLine {
  id: number;
  bookingId: number;
  orderNumber: number;
  kind: string;
  /** `traveller`, `staff:<name>` or `system`. */
  actor: string;
  detail: Record<string, unknown>;
  /** What it added to the invoice, or (negative) what goes back, in `currency`. */
  amount: number;
  currency: string;
  at: Date;
}

const columns = {
  id: bookingChanges.id,
  bookingId: bookingChanges.bookingId,
  orderNumber: bookings.orderNumber,
  kind: bookingChanges.kind,
  actor: bookingChanges.actor,
  detail: bookingChanges.detail,
  amount: bookingChanges.amount,
  currency: bookings.currency,
  at: bookingChanges.createdAt,
};

/** A booking's changes, oldest first (the order they happened in). */
export async function changesOfBooking(db: Executor, bookingId: number): Promise<ChangeLine[]> {
  return db
    .select(columns)
    .from(bookingChanges)
    .innerJoin(bookings, eq(bookings.id, bookingChanges.bookingId))
    .where(eq(bookingChanges.bookingId, bookingId))
    .orderBy(bookingChanges.createdAt, bookingChanges.id);
}

/** Where the next page of recent changes starts: after this change (`before=<ISO time>~<id>`). */
export interface ChangeCursor {
  at: Date;
  id: number;
}

export const changeCursorText = (line: Pick<ChangeLine, 'at' | 'id'>) => `${line.at.toISOString()}~${line.id}`;
export function parseChangeCursor(text: string | null): ChangeCursor | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)~([1-9]\d{0,9})$/.exec(text ?? '');
  if (!match) return null;
  const at = new Date(match[1]!);
  const id = Number(match[2]);
  return Number.isNaN(at.getTime()) || id > 2_147_483_647 ? null : { at, id };
}

/** The newest changes across bookings, a page at a time; `older` is the next page's cursor when there is one. */
export async function recentChanges(db: Executor, before: ChangeCursor | null = null): Promise<{ lines: ChangeLine[]; older: string | null }> {
  const rows = await db
    .select(columns)
    .from(bookingChanges)
    .innerJoin(bookings, eq(bookings.id, bookingChanges.bookingId))
    .where(before ? or(lt(bookingChanges.createdAt, before.at), and(eq(bookingChanges.createdAt, before.at), lt(bookingChanges.id, before.id))) : undefined)
    .orderBy(desc(bookingChanges.createdAt), desc(bookingChanges.id))
    .limit(RECENT_CHANGES + 1);
  const lines = rows.slice(0, RECENT_CHANGES);
  return { lines, older: rows.length > RECENT_CHANGES ? changeCursorText(lines[lines.length - 1]!) : null };
}
