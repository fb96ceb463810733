import { addDays, daysBetween } from '@/lib/calendar-day';
import { localIsoDate } from '@/lib/seasons';

/**
 * What the fixture feed last said of a match beyond a new kick-off
 * (server/modules/fixtures): postponed with no new date yet, or cancelled;
 * null while it stands at its kick-off.
 */
export const EVENT_FIXTURE_STATUSES = ['postponed', 'cancelled'] as const;
export type EventFixtureState = (typeof EVENT_FIXTURE_STATUSES)[number];

/**
 * Why a package is not sold for its matches: one of them is cancelled, or
 * postponed with no new date yet, or now falls on a day outside the trip's
 * dates (a trip of several matches whose matches moved further apart than
 * its nights, so no trip of its length holds them all).
 */
export const FIXTURE_HOLDS = ['cancelled', 'postponed', 'outsideTrip'] as const;
export type FixtureHold = (typeof FIXTURE_HOLDS)[number];

export interface HeldEvent {
  /** ISO 8601 instant. */
  eventDateTime: string;
  /** The venue's zone: a match's day is its day on the venue's clock. */
  timeZone: string;
  fixtureStatus: EventFixtureState | null;
}

/** The day a match is played on, on the venue's clock. */
export const matchDay = (event: Pick<HeldEvent, 'eventDateTime' | 'timeZone'>): string => localIsoDate(new Date(event.eventDateTime), event.timeZone);

/**
 * Why the package cannot be sold for its matches, or null when every match
 * stands and falls on a day of the trip: a cancellation first, then a
 * postponement, then a match outside the trip's dates.
 */
export function fixtureHoldOf(pkg: { startDate: string; endDate: string; events: readonly HeldEvent[] }): FixtureHold | null {
  if (pkg.events.some((event) => event.fixtureStatus === 'cancelled')) return 'cancelled';
  if (pkg.events.some((event) => event.fixtureStatus === 'postponed')) return 'postponed';
  const outside = pkg.events.some((event) => {
    const day = matchDay(event);
    return day < pkg.startDate || day > pkg.endDate;
  });
  return outside ? 'outsideTrip' : null;
}

export interface TravelPeriod {
  startDate: string;
  endDate: string;
}

/**
 * Where a package's travel period goes when one of its matches moves by
 * `movedBy` days (on the venue's clock): nowhere while every match falls on
 * a day of the trip; otherwise it moves by whole days, keeping its nights,
 * as near the match's own move as holds every match (a single match's trip
 * moves with it, its days before and after the match kept). Null when no
 * period of its length holds them all: the package is then not sold
 * (`outsideTrip`) until staff give it new dates.
 */
export function followingPeriod(period: TravelPeriod, matchDays: readonly string[], movedBy: number): TravelPeriod | null {
  if (matchDays.length === 0) return period;
  const sorted = [...matchDays].sort();
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  // Shifts that keep every match inside: start + shift <= first and end + shift >= last.
  const lowest = daysBetween(period.endDate, last);
  const highest = daysBetween(period.startDate, first);
  if (lowest > highest) return null;
  if (lowest <= 0 && highest >= 0) return period;
  const shift = Math.min(Math.max(movedBy, lowest), highest);
  return { startDate: addDays(period.startDate, shift), endDate: addDays(period.endDate, shift) };
}
