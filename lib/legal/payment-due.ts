/**
 * When a booking's invoice must be paid (Package Travel Directive art.
 * 5(1)(d): the payment schedule is told before the order): the site's
 * payment days from the day of booking (`SITES[locale].payment.dueDays`), or
 * the day before the trip if that is sooner; never before today. One rule
 * for the invoice the booking writes (server/modules/booking) and the pages
 * that tell it beforehand.
 */
import { addDays } from '@/lib/calendar-day';

export function dueDateOf(today: string, travelDate: string, dueDays: number): string {
  const dayBefore = addDays(travelDate, -1);
  const due = addDays(today, dueDays) < dayBefore ? addDays(today, dueDays) : dayBefore;
  return due < today ? today : due;
}
