import { addDays, isCalendarDay, weekdayOf } from '@/lib/calendar-day';
import type { Site } from './sites';

/** Phone hours on the working days between Christmas and New Year (README decision "Christmas hours"). */
export const HOLIDAY_PHONE_HOURS = '10:00-14:00';

/** Closed whatever the weekday: Christmas Eve, Christmas Day, Boxing Day, New Year's Eve, New Year's Day. */
const CLOSED = new Set(['12-24', '12-25', '12-26', '12-31', '01-01']);

export interface HolidayDay {
  /** `YYYY-MM-DD` in the site's calendar. */
  date: string;
  /** Phone-only hours that day, null when closed. */
  hours: string | null;
}

/**
 * The shop's hours from Christmas Eve to New Year's Day of the coming (or
 * current) holidays, given today's date in the site's calendar: closed on the
 * holidays, phone hours on the working days between, the weekend as on any
 * other week (Saturday the usual hours by phone, Sunday closed; browsing spec
 * §2 "Footer", §9). The holidays stay "coming" until New Year's Day is over.
 */
export function holidayHours(today: string, openingHours: Site['openingHours']): HolidayDay[] {
  if (!isCalendarDay(today)) throw new Error(`holidayHours needs YYYY-MM-DD, got "${today}"`);
  const year = Number(today.slice(0, 4));
  const christmasYear = today.endsWith('-01-01') ? year - 1 : year;
  const christmasEve = `${christmasYear}-12-24`;

  return Array.from({ length: 9 }, (_, offset) => {
    const date = addDays(christmasEve, offset);
    const weekday = weekdayOf(date);
    const hours = CLOSED.has(date.slice(5)) || weekday === 0 ? null : weekday === 6 ? openingHours.saturday : HOLIDAY_PHONE_HOURS;
    return { date, hours };
  });
}
