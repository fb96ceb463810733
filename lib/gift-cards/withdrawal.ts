/**
 * The buyer's right to withdraw from a gift card bought online (Consumer
 * Rights Directive 2011/83/EU art. 9 and 11a): 14 days, counted from the day
 * after the order (the contract is made when the card is ordered), ending at
 * the end of the 14th day in the site's time zone.
 *
 * Pure: the server decides with it, and the gift card's page shows the
 * withdrawal action on the same days.
 */
import { addDays, startOfDayIn } from '@/lib/calendar-day';
import { localIsoDate } from '@/lib/seasons';

/** Art. 9(1): fourteen days. */
export const WITHDRAWAL_DAYS = 14;

/** The last day a withdrawal is received in time: the 14th day after the day of the order. */
export function withdrawalLastDay(orderedAt: Date, timeZone: string): string {
  return addDays(localIsoDate(orderedAt, timeZone), WITHDRAWAL_DAYS);
}

/** The instant the period ends: the start of the day after its last day, in the site's zone. */
export function withdrawalEndsAt(orderedAt: Date, timeZone: string): Date {
  return startOfDayIn(addDays(withdrawalLastDay(orderedAt, timeZone), 1), timeZone);
}

/**
 * The last day what goes back is refunded by (art. 13(1): without undue delay and within 14 days of being informed of
 * the withdrawal): the 14th day after the day the withdrawal was received, in the site's zone. The acknowledgement,
 * its mail and the withdrawal's answer name the same day.
 */
export function refundLastDay(receivedAt: Date, timeZone: string): string {
  return addDays(localIsoDate(receivedAt, timeZone), WITHDRAWAL_DAYS);
}
