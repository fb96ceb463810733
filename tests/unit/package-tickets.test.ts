import { describe, expect, it } from 'vitest';
import { chooseTicket, ticketHolderFlags, toggleTicketHolder, visibleTickets } from '@/lib/package/tickets';
import { ticket } from '../support/package-fixture';

const ids = (tickets: { id: number }[]) => tickets.map((t) => t.id);

describe('ticket grouping in a venue block', () => {
  const block1Cheap = ticket(1, 1, 800, 10);
  const block1Dear = ticket(2, 1, 1000, 10);
  const block2 = ticket(3, 2, 600, 10);

  it('hides a block option when a cheaper one of the same block fits all passengers', () => {
    expect(ids(visibleTickets([block1Dear, block1Cheap, block2], 4, null))).toEqual([3, 1]);
  });

  it('keeps the dearer option when the cheaper one has too few seats for the party', () => {
    expect(ids(visibleTickets([block1Dear, block1Cheap, block2], 11, null))).toEqual([3, 1, 2]);
    const fewSeats = ticket(1, 1, 800, 2);
    expect(ids(visibleTickets([block1Dear, fewSeats, block2], 3, null))).toEqual([3, 1, 2]);
  });

  it('sorts the included ticket first, then by price, and never hides it or the chosen one', () => {
    expect(ids(visibleTickets([block1Cheap, block2, block1Dear], 2, 2))).toEqual([2, 3, 1]);
    expect(ids(visibleTickets([block1Cheap, block2, block1Dear], 2, 3, [2]))).toEqual([3, 1, 2]);
  });
});

describe('the ticket a party gets', () => {
  const tickets = [ticket(1, 1, 800, 3), ticket(2, 2, 900, 0), ticket(3, 3, 1000, 20), ticket(4, 4, 950, 5)];

  it('keeps the wanted ticket when it has seats for all holders', () => {
    expect(chooseTicket(tickets, 3, 1, 2)).toEqual({ ticketId: 3, originalUnavailable: false, soldOut: false });
  });

  it('falls back to the package ticket, then the next cheapest with seats, and says the original is gone', () => {
    expect(chooseTicket(tickets, 2, 1, 2)).toEqual({ ticketId: 1, originalUnavailable: false, soldOut: false });
    expect(chooseTicket(tickets, null, 1, 4)).toEqual({ ticketId: 4, originalUnavailable: true, soldOut: false });
    expect(chooseTicket(tickets, null, 1, 6)).toEqual({ ticketId: 3, originalUnavailable: true, soldOut: false });
  });

  it('marks the event sold out when no ticket has seats enough', () => {
    expect(chooseTicket(tickets, null, 1, 21)).toEqual({ ticketId: 1, originalUnavailable: true, soldOut: true });
  });
});

describe('limited ticket mode', () => {
  it('gives passengers a ticket in order until the count is used up', () => {
    expect(ticketHolderFlags(4, 3)).toEqual([true, true, true, false]);
  });

  it('reverts a tick that would give more tickets than the count', () => {
    expect(toggleTicketHolder([true, true, false], 2, 2)).toEqual({ holders: [true, true, false], refused: true });
    expect(toggleTicketHolder([true, true, false], 0, 2)).toEqual({ holders: [false, true, false], refused: false });
    expect(toggleTicketHolder([false, true, false], 2, 2)).toEqual({ holders: [false, true, true], refused: false });
  });
});
