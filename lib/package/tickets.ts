/**
 * Match tickets on the package page (booking spec §2 "Ticket step", §4
 * "Ticket count"): which ticket cards show, which ticket a party gets when
 * the package's own is gone, and who holds a ticket in limited mode.
 */
import type { EventTicket } from '@/lib/api/contract/packages';

/** "Only {number} tickets left" shows at or below this many seats. */
export const FEW_TICKETS_LEFT = 10;

/** The ticket has a seat for each of `needed` holders. */
export const fits = (ticket: Pick<EventTicket, 'availability'>, needed: number) => ticket.availability >= Math.max(1, needed);

const byPrice = (a: Pick<EventTicket, 'id' | 'price'>, b: Pick<EventTicket, 'id' | 'price'>) => a.price - b.price || a.id - b.id;

/**
 * The ticket cards of an event (booking spec §2): within a venue block, an
 * option is hidden when a cheaper ticket of the same block is available for
 * all `needed` holders; the included ticket comes first, then by price.
 * `keep` (the included and the chosen ticket) is never hidden.
 */
export function visibleTickets(tickets: readonly EventTicket[], needed: number, includedId: number | null, keep: readonly number[] = []): EventTicket[] {
  const shown = tickets.filter(
    (ticket) =>
      ticket.id === includedId ||
      keep.includes(ticket.id) ||
      !tickets.some((other) => other.id !== ticket.id && other.venueBlock.id === ticket.venueBlock.id && other.price < ticket.price && fits(other, needed)),
  );
  return shown.sort((a, b) => Number(b.id === includedId) - Number(a.id === includedId) || byPrice(a, b));
}

export interface TicketChoice {
  ticketId: number;
  /** The package's own ticket has too few seats for the holders (booking spec §2 warning). */
  originalUnavailable: boolean;
  /** No ticket of the event has enough seats. */
  soldOut: boolean;
}

/**
 * The ticket an event ends up with (booking spec §4): the wanted one when it
 * has seats for all holders, else the package's own, else the next cheapest
 * ticket that does. When none does, the wanted (or own) ticket stays, marked
 * sold out, so the page can say so rather than guess.
 */
export function chooseTicket(tickets: readonly Pick<EventTicket, 'id' | 'price' | 'availability'>[], wantedId: number | null | undefined, includedId: number, needed: number): TicketChoice {
  const included = tickets.find((ticket) => ticket.id === includedId);
  const originalUnavailable = !included || !fits(included, needed);
  const wanted = wantedId === null || wantedId === undefined ? undefined : tickets.find((ticket) => ticket.id === wantedId);
  if (wanted && fits(wanted, needed)) return { ticketId: wanted.id, originalUnavailable, soldOut: false };
  if (included && !originalUnavailable) return { ticketId: included.id, originalUnavailable, soldOut: false };
  const next = [...tickets].sort(byPrice).find((ticket) => fits(ticket, needed));
  if (next) return { ticketId: next.id, originalUnavailable, soldOut: false };
  return { ticketId: wanted?.id ?? includedId, originalUnavailable, soldOut: true };
}

/** Passengers get a ticket in order until the count is used up (booking spec §4). */
export function ticketHolderFlags(passengers: number, count: number): boolean[] {
  return Array.from({ length: passengers }, (_, index) => index < count);
}

/**
 * Ticking a passenger's ticket in limited mode: refused (and the flags kept)
 * when it would give more tickets than the count, which the page answers
 * with 'Du kan kun vælge {n} billett(er)' (booking spec §5).
 */
export function toggleTicketHolder(holders: readonly boolean[], index: number, count: number): { holders: boolean[]; refused: boolean } {
  const next = [...holders];
  if (index < 0 || index >= next.length) return { holders: next, refused: false };
  if (!next[index] && next.filter(Boolean).length >= count) return { holders: next, refused: true };
  next[index] = !next[index];
  return { holders: next, refused: false };
}
