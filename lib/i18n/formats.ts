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
  },
} satisfies Formats;
