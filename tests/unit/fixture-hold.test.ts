import { describe, expect, it } from 'vitest';
import { fixtureHoldOf, followingPeriod, matchDay } from '@/lib/packages/fixture-hold';

const london = (eventDateTime: string, fixtureStatus: 'postponed' | 'cancelled' | null = null) => ({ eventDateTime, timeZone: 'Europe/London', fixtureStatus });

describe('a match’s day', () => {
  it('is its day on the venue’s clock, not the visitor’s', () => {
    // 23:30 in London on the 14th is past midnight in Copenhagen; it is still the 14th's match.
    expect(matchDay(london('2027-03-14T23:30:00Z'))).toBe('2027-03-14');
    expect(matchDay({ eventDateTime: '2027-03-14T23:30:00Z', timeZone: 'Europe/Copenhagen' })).toBe('2027-03-15');
  });
});

describe('why a trip is not sold for its matches', () => {
  const trip = { startDate: '2027-03-13', endDate: '2027-03-16' };
  it('is nothing while every match stands on a day of the trip, its first and last included', () => {
    expect(fixtureHoldOf({ ...trip, events: [london('2027-03-13T12:00:00Z'), london('2027-03-16T19:00:00Z')] })).toBeNull();
  });
  it('is a match outside the trip’s days, on the venue’s clock', () => {
    expect(fixtureHoldOf({ ...trip, events: [london('2027-03-16T23:30:00Z')] })).toBeNull();
    expect(fixtureHoldOf({ ...trip, events: [london('2027-03-17T00:30:00Z')] })).toBe('outsideTrip');
    expect(fixtureHoldOf({ ...trip, events: [london('2027-03-12T20:00:00Z')] })).toBe('outsideTrip');
  });
  it('is a cancellation before a postponement before the dates', () => {
    expect(fixtureHoldOf({ ...trip, events: [london('2027-03-20T20:00:00Z', 'postponed'), london('2027-03-14T20:00:00Z', 'cancelled')] })).toBe('cancelled');
    expect(fixtureHoldOf({ ...trip, events: [london('2027-03-20T20:00:00Z', 'postponed'), london('2027-03-14T20:00:00Z')] })).toBe('postponed');
  });
});

describe('where a trip goes when its match moves', () => {
  const trip = { startDate: '2027-03-13', endDate: '2027-03-16' };
  it('stays while the match still falls on a day of it', () => {
    expect(followingPeriod(trip, ['2027-03-16'], 2)).toBe(trip);
    expect(followingPeriod(trip, ['2027-03-13'], -1)).toBe(trip);
  });
  it('moves by the match’s own days, keeping its nights and the days around the match', () => {
    expect(followingPeriod(trip, ['2027-03-23'], 9)).toEqual({ startDate: '2027-03-22', endDate: '2027-03-25' });
    expect(followingPeriod(trip, ['2027-03-10'], -4)).toEqual({ startDate: '2027-03-09', endDate: '2027-03-12' });
  });
  it('moves a trip of several matches only as far as holds them all, nearest the match’s move', () => {
    // Matches on the 14th and (moved two days from the 15th) the 17th: the trip moves one day, from the 14th, and holds both.
    expect(followingPeriod(trip, ['2027-03-14', '2027-03-17'], 2)).toEqual({ startDate: '2027-03-14', endDate: '2027-03-17' });
    // Moved two days earlier, to the 12th, beside one on the 15th.
    expect(followingPeriod(trip, ['2027-03-12', '2027-03-15'], -2)).toEqual({ startDate: '2027-03-12', endDate: '2027-03-15' });
  });
  it('has nowhere to go when its matches lie further apart than its nights', () => {
    expect(followingPeriod(trip, ['2027-03-14', '2027-03-25'], 11)).toBeNull();
  });
  it('keeps a day trip on its match’s day', () => {
    expect(followingPeriod({ startDate: '2027-03-14', endDate: '2027-03-14' }, ['2027-03-21'], 7)).toEqual({ startDate: '2027-03-21', endDate: '2027-03-21' });
  });
});
