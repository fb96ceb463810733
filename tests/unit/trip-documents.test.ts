import { describe, expect, it } from 'vitest';
import { documentState, expectedDocuments } from '@/lib/trips/documents';

describe('the documents a trip waits for', () => {
  const facts = { bookedDay: '2026-09-01', departureDay: '2026-12-12', firstEventDay: '2026-12-13', hasHotel: true, hasFlights: true };

  it('expects flight tickets and the hotel voucher 14 days before departure, match tickets 3 days before the match, in that order', () => {
    expect(expectedDocuments(facts)).toEqual([
      { kind: 'flight_tickets', expectedBy: '2026-11-28' },
      { kind: 'hotel_voucher', expectedBy: '2026-11-28' },
      { kind: 'match_tickets', expectedBy: '2026-12-10' },
    ]);
  });

  it('expects the match tickets by the day their own delivery terms name, so the date and the ticket’s note agree', () => {
    const matchTickets = (matchTicketsDaysBefore: number | null) => expectedDocuments({ ...facts, matchTicketsDaysBefore }).find((document) => document.kind === 'match_tickets')!.expectedBy;
    // By e-mail 3 days before; to an app (24-48 hours) or at the hotel the day before; at the box office on the day.
    expect(matchTickets(3)).toBe('2026-12-10');
    expect(matchTickets(1)).toBe('2026-12-12');
    expect(matchTickets(0)).toBe('2026-12-13');
    // A race weekend's e-tickets, 3 days before the weekend that begins two days before the race.
    expect(matchTickets(5)).toBe('2026-12-08');
    // Terms not known: the earliest of them.
    expect(matchTickets(null)).toBe('2026-12-10');
  });

  it('waits only for what the trip has', () => {
    expect(expectedDocuments({ ...facts, hasHotel: false, hasFlights: false }).map((document) => document.kind)).toEqual(['match_tickets']);
    expect(expectedDocuments({ ...facts, firstEventDay: null }).map((document) => document.kind)).toEqual(['flight_tickets', 'hotel_voucher']);
  });

  it('never expects a document before the day of the booking', () => {
    expect(expectedDocuments({ ...facts, bookedDay: '2026-12-11' }).map((document) => document.expectedBy)).toEqual(['2026-12-11', '2026-12-11', '2026-12-11']);
  });

  it('reads in hand over sent over expected', () => {
    expect(documentState(undefined)).toBe('expected');
    expect(documentState({ sentAt: new Date(), receivedAt: null })).toBe('sent');
    expect(documentState({ sentAt: null, receivedAt: new Date() })).toBe('inHand');
  });
});
