/**
 * Until when a traveller may change their trip, counted back from the day of
 * departure in calendar days of the site's zone; each change closes at the
 * start of the day after its last day, as the gift card's withdrawal does.
 *
 * - Transfer of a traveller's place: up to 7 days before departure (Package
 *   Travel Directive art. 9(1): "reasonable notice ... no later than seven
 *   days before the start of the package"): the last day is departure − 7.
 * - Insurance added after booking: up to 14 days before departure. Our
 *   choice (README "My trip"): late enough to be useful after the booking,
 *   early enough that a fixture's move or a traveller's illness is not yet
 *   known when it is bought; the insurers' own cut-off for cancellation cover
 *   bought apart from the trip is commonly the same two weeks.
 * - Cancellation: any time before the day of departure begins (art. 12(1));
 *   the fee grows by the schedule agreed with the booking.
 *
 * Pure (no clock): the caller hands in the day and the instant.
 * (The trip page's own reading of these dates will come from the shared
 * `lib/trips/deadlines.ts`; these functions move there when it exists.)
 */
import 'server-only';
import { addDays, startOfDayIn } from '@/lib/calendar-day';

export const TRANSFER_DAYS_BEFORE = 7;
export const INSURANCE_DAYS_BEFORE = 14;

export interface ChangeWindow {
  /** The last calendar day the change is open (`YYYY-MM-DD`, the site's). */
  lastDay: string;
  /** The instant it closes: the start of the day after `lastDay` in the site's zone. */
  until: Date;
}

const windowEndingOn = (lastDay: string, timeZone: string): ChangeWindow => ({ lastDay, until: startOfDayIn(addDays(lastDay, 1), timeZone) });

export const transferWindow = (departure: string, timeZone: string) => windowEndingOn(addDays(departure, -TRANSFER_DAYS_BEFORE), timeZone);
export const insuranceWindow = (departure: string, timeZone: string) => windowEndingOn(addDays(departure, -INSURANCE_DAYS_BEFORE), timeZone);
export const cancellationWindow = (departure: string, timeZone: string) => windowEndingOn(addDays(departure, -1), timeZone);

export const isOpen = (window: ChangeWindow, now: Date) => now.getTime() < window.until.getTime();
