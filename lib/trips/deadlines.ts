/**
 * What a traveller can still change on a booked trip, and until when: one
 * set of dates for the trip page (which shows them), the change endpoints
 * (which refuse after them) and the mails. Pure: the caller hands in the
 * booking's facts and the site's time zone; the decision takes a clock.
 *
 * The rules, stated once:
 * - **Departure** is the outward flight's departure when the booking has one
 *   with its time (the instant on the ticket), else the start of the trip's
 *   first day (`startDate`) in the site's time zone. Its calendar day is the
 *   trip's `startDate`.
 * - **Transfer** of a traveller's place to another person (Package Travel
 *   Directive art. 9(1): "reasonable notice … no later than seven days before
 *   the start of the package"): received up to and including the 7th day
 *   before the departure day; it ends when the 6th day before begins (site's
 *   zone), or, when the outward flight's time is known, seven days before it
 *   leaves (at the same time of day on the 7th day before).
 * - **Insurance** (match cancellation or travel) added after booking: up to
 *   and including the 30th day before the departure day, or the 14th day
 *   after the booking day when that is later (a trip booked late still has
 *   two weeks to think), but never later than the day before departure. An
 *   insurer prices the risk of a cancellation; close to the trip that risk is
 *   known, so the cut-off keeps a month's distance where it can.
 * - **Cancellation** by the traveller (art. 12(1)): any time before departure,
 *   with the fee of the schedule kept with the booking (lib/legal/termination-fees.ts):
 *   until the outward flight leaves when its time is known (its last day is
 *   then the departure day), else until the departure day begins (its last
 *   day is the day before). Never "until midnight" of a day the trip has left on.
 *
 * Every deadline is an instant (`endsAt`); `lastDay` is the last calendar day
 * in the site's zone on which it is still open, for texts that name a day.
 */
import { addDays, daysBetween, startOfDayIn } from '@/lib/calendar-day';
import { localIsoDate } from '@/lib/seasons';

/** Art. 9(1): a transfer is notified at least seven days before the start. */
export const TRANSFER_DAYS_BEFORE = 7;
/** Insurance can be added until 30 days before departure … */
export const INSURANCE_DAYS_BEFORE = 30;
/** … or until 14 days after the booking, when that is later. */
export const INSURANCE_DAYS_AFTER_BOOKING = 14;

export interface TripFacts {
  /** The trip's first day (`YYYY-MM-DD`). */
  startDate: string;
  /** The outward flight's departure with its offset (`2026-03-10T07:25:00+01:00`), when booked with a time. */
  outwardDeparture?: string | null;
  /** When the booking was made. */
  bookedAt: Date;
  /** The site's time zone: where the days turn. */
  timeZone: string;
}

/** A change's last day (the site's calendar day, inclusive) and the instant it closes. */
export interface Deadline {
  lastDay: string;
  endsAt: Date;
}

export interface TripDeadlines {
  departureDay: string;
  /** The instant of departure (see the rules above). */
  departsAt: Date;
  transfer: Deadline;
  insurance: Deadline;
  /** Open until the departure itself: the flight's time when known, else the start of the departure day. */
  cancellation: Deadline;
}

const closingAfter = (lastDay: string, timeZone: string): Deadline => ({ lastDay, endsAt: startOfDayIn(addDays(lastDay, 1), timeZone) });

/** The instant of departure: the outward flight's, else the start of the first day in the site's zone. */
export function departureOf(facts: Pick<TripFacts, 'startDate' | 'outwardDeparture' | 'timeZone'>): Date {
  const flight = facts.outwardDeparture ? Date.parse(facts.outwardDeparture) : Number.NaN;
  return Number.isNaN(flight) ? startOfDayIn(facts.startDate, facts.timeZone) : new Date(flight);
}

/** Whether the departure is a known time (the outward flight's), not only a day. */
const flightKnown = (facts: Pick<TripFacts, 'outwardDeparture'>) => Boolean(facts.outwardDeparture) && !Number.isNaN(Date.parse(facts.outwardDeparture!));

/** A deadline that ends at an instant: its last day is that instant's day in the zone, or the day before when it ends as a day begins (a fixture choice's, say). */
export function closingAt(endsAt: Date, timeZone: string): Deadline {
  const day = localIsoDate(endsAt, timeZone);
  return { lastDay: startOfDayIn(day, timeZone).getTime() === endsAt.getTime() ? addDays(day, -1) : day, endsAt };
}

/** Every change's deadline for a trip. */
export function tripDeadlines(facts: TripFacts): TripDeadlines {
  const { startDate, timeZone } = facts;
  const departsAt = departureOf(facts);
  const known = flightKnown(facts);
  const bookedDay = localIsoDate(facts.bookedAt, timeZone);
  const insuranceByDeparture = addDays(startDate, -INSURANCE_DAYS_BEFORE);
  const insuranceByBooking = addDays(bookedDay, INSURANCE_DAYS_AFTER_BOOKING);
  const later = daysBetween(insuranceByDeparture, insuranceByBooking) > 0 ? insuranceByBooking : insuranceByDeparture;
  const dayBefore = addDays(startDate, -1);
  const insuranceLast = daysBetween(later, dayBefore) < 0 ? dayBefore : later;
  const transferDay = addDays(startDate, -TRANSFER_DAYS_BEFORE);
  // Seven days before a known departure: the same time after the day's start, on the 7th day before.
  const sinceDayStart = departsAt.getTime() - startOfDayIn(startDate, timeZone).getTime();
  const transfer = known ? closingAt(new Date(startOfDayIn(transferDay, timeZone).getTime() + sinceDayStart), timeZone) : closingAfter(transferDay, timeZone);
  return {
    departureDay: startDate,
    departsAt,
    transfer,
    insurance: closingAfter(insuranceLast, timeZone),
    cancellation: closingAt(departsAt, timeZone),
  };
}

/** Whether a change with this deadline is still taken at `now`. */
export const isOpen = (deadline: Deadline, now: Date): boolean => now.getTime() < deadline.endsAt.getTime();

/** Whole days from the site's `today` to the departure day (0 on the day, negative after). */
export const daysToDeparture = (deadlines: Pick<TripDeadlines, 'departureDay'>, today: string): number => daysBetween(today, deadlines.departureDay);

/** A trip link in a booking's mails opens the trip until 30 days after its last day ends (the site's zone): time for a complaint's details. */
export const TRIP_LINK_DAYS_AFTER_END = 30;
/** A link mailed by Find my trip opens it for 24 hours. */
export const LOOKUP_LINK_HOURS = 24;

/** When a booking mail's trip link stops opening the trip. */
export const tripLinkExpiresAt = (endDate: string, timeZone: string): Date => startOfDayIn(addDays(endDate, TRIP_LINK_DAYS_AFTER_END + 1), timeZone);
