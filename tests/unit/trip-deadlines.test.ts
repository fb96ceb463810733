import { describe, expect, it } from 'vitest';
import { daysToDeparture, departureOf, isOpen, tripDeadlines } from '@/lib/trips/deadlines';

const CPH = 'Europe/Copenhagen';

describe('the trip deadlines', () => {
  const booked = new Date('2026-09-01T10:00:00Z');
  const facts = { startDate: '2026-12-12', bookedAt: booked, timeZone: CPH };

  it('takes a transfer until the 7th day before departure ends in the site zone (PTD art. 9)', () => {
    const { transfer } = tripDeadlines(facts);
    expect(transfer.lastDay).toBe('2026-12-05');
    expect(transfer.endsAt.toISOString()).toBe('2026-12-05T23:00:00.000Z');
    expect(isOpen(transfer, new Date('2026-12-05T22:59:59Z'))).toBe(true);
    expect(isOpen(transfer, new Date('2026-12-05T23:00:00Z'))).toBe(false);
  });

  it('takes insurance until 30 days before departure when booked early', () => {
    expect(tripDeadlines(facts).insurance.lastDay).toBe('2026-11-12');
  });

  it('gives a late booking 14 days for insurance, never past the day before departure', () => {
    expect(tripDeadlines({ ...facts, bookedAt: new Date('2026-11-20T12:00:00Z') }).insurance.lastDay).toBe('2026-12-04');
    expect(tripDeadlines({ ...facts, bookedAt: new Date('2026-12-05T12:00:00Z') }).insurance.lastDay).toBe('2026-12-11');
  });

  it('counts the booking day in the site zone', () => {
    // 23:30 UTC on 29 October is 30 October in Copenhagen: 14 days on is 13 November, later than 12 November.
    expect(tripDeadlines({ ...facts, bookedAt: new Date('2026-10-29T23:30:00Z') }).insurance.lastDay).toBe('2026-11-13');
  });

  it('takes a cancellation until the outward flight leaves, else until the first day begins', () => {
    expect(departureOf({ ...facts, outwardDeparture: '2026-12-12T07:25:00+01:00' }).toISOString()).toBe('2026-12-12T06:25:00.000Z');
    expect(tripDeadlines(facts).cancellation.endsAt.toISOString()).toBe('2026-12-11T23:00:00.000Z');
    // Closed as the departure day begins: its last day is the day before, never "until midnight" of the day the trip leaves.
    expect(tripDeadlines({ ...facts, outwardDeparture: null }).cancellation.lastDay).toBe('2026-12-11');
  });

  it('on the departure day, closes the cancellation as the outward flight leaves, not at midnight', () => {
    const { cancellation } = tripDeadlines({ ...facts, outwardDeparture: '2026-12-12T07:25:00+01:00' });
    expect(cancellation).toEqual({ lastDay: '2026-12-12', endsAt: new Date('2026-12-12T06:25:00.000Z') });
    expect(isOpen(cancellation, new Date('2026-12-12T06:24:59Z'))).toBe(true);
    expect(isOpen(cancellation, new Date('2026-12-12T06:25:00Z'))).toBe(false);
    expect(isOpen(cancellation, new Date('2026-12-12T20:00:00Z'))).toBe(false);
  });

  it('with the flight’s time known, takes a transfer until seven days before it leaves', () => {
    const { transfer } = tripDeadlines({ ...facts, outwardDeparture: '2026-12-12T07:25:00+01:00' });
    expect(transfer).toEqual({ lastDay: '2026-12-05', endsAt: new Date('2026-12-05T06:25:00.000Z') });
    expect(isOpen(transfer, new Date('2026-12-05T12:00:00Z'))).toBe(false);
    // Across the autumn's clock change the time of day is kept: 07:25 in Copenhagen seven days before.
    expect(tripDeadlines({ ...facts, startDate: '2026-10-27', outwardDeparture: '2026-10-27T07:25:00+01:00' }).transfer.endsAt.toISOString()).toBe('2026-10-20T05:25:00.000Z');
  });

  it('counts the days to departure from the site day', () => {
    expect(daysToDeparture(tripDeadlines(facts), '2026-11-28')).toBe(14);
    expect(daysToDeparture(tripDeadlines(facts), '2026-12-13')).toBe(-1);
  });
});
