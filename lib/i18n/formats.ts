import type { Formats } from 'next-intl';

/**
 * The four date formats of the specification (browsing spec §9): full (short
 * weekday, short month, 2-digit day, hour, minute), hour-minute,
 * weekday-day-month and day-month. Each site writes them in its own language.
 */
export const formats = {
  dateTime: {
    full: { weekday: 'short', month: 'short', day: '2-digit', hour: '2-digit', minute: '2-digit' },
    hourMinute: { hour: '2-digit', minute: '2-digit' },
    weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
    dayMonth: { day: 'numeric', month: 'long' },
    /** A day on a document that outlives the season (an invoice, a PDF offer): with its year. */
    dayMonthYear: { day: 'numeric', month: 'long', year: 'numeric' },
  },
} satisfies Formats;

/**
 * A calendar day (`YYYY-MM-DD`: travel periods, date filters) as an instant
 * that formats as that same day in every site's time zone: noon UTC.
 */
export function calendarDay(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}

/** What formatTravelPeriod needs of next-intl's formatter (useFormatter, getFormatter). */
type DayStyle = 'weekdayDayMonth' | 'dayMonth' | 'dayMonthYear';
type DayFormatter = { dateTime(value: Date, format: DayStyle): string };

/**
 * A travel period as the page writes it: "29. november – 2. december" through
 * the site's own range text (`range`, e.g. packages.travelPeriod), and a day
 * trip as its one date rather than the same date twice.
 */
export function formatTravelPeriod(
  format: DayFormatter,
  range: (days: { from: string; to: string }) => string,
  period: { startDate: string; endDate: string },
  style: DayStyle = 'dayMonth',
): string {
  const from = format.dateTime(calendarDay(period.startDate), style);
  if (period.endDate === period.startDate) return from;
  return range({ from, to: format.dateTime(calendarDay(period.endDate), style) });
}
