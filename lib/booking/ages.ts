/**
 * A traveller's age against the place they take (booking spec §5): an
 * adult's place goes to someone 16 or older on the travel date, a child's to
 * someone 15 or younger, and no one is born after today. The booking form's
 * rules (./details.ts) and a place transferred to another person (the trip
 * page's form and `POST trips/{token}/transfers`) say the same, in the same
 * words. Pure and small: the transfer's form loads it without the booking's.
 */
import { ruleText } from '@/lib/forms/messages';
import { MAX_CHILD_AGE, MIN_ADULT_AGE } from '@/lib/package/rooms';

/** Whole years between a birth date and a day. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** The age rule a birth date breaks for its place on the travel date (an adult's place under 16, a child's over 15), or null. */
export function placeAgeIssue(birthDate: string, travelDate: string, adult: boolean): string | null {
  const age = ageOn(birthDate, travelDate);
  if (adult && age < MIN_ADULT_AGE) return ruleText('adultAge', { min: MIN_ADULT_AGE });
  if (!adult && age > MAX_CHILD_AGE) return ruleText('childAge', { max: MAX_CHILD_AGE });
  return null;
}

/** The place a transfer gives away, as its rules read it: the shop's today, the trip's first day, and whether it is an adult's. */
export interface TransferredPlace {
  today: string;
  travelDate: string;
  adult: boolean;
}

/** A transferred place's new traveller: born by today (a day after it is no birth date), then old or young enough for the place. */
export function transferBirthDateIssue(birthDate: string, place: TransferredPlace): string | null {
  if (birthDate > place.today) return ruleText('futureBirthDate');
  return placeAgeIssue(birthDate, place.travelDate, place.adult);
}
