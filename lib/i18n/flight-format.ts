import { useFormatter, useTranslations } from 'next-intl';
import type { ChosenFlight } from '@/lib/package/flights';
import { formats } from './formats';

/**
 * A flight's time as its airport reads it (`2026-03-10T07:25:00+01:00` is
 * 07.25 in Copenhagen): the wall clock as an instant that formats the same in
 * UTC. Departures and arrivals are shown in the airport's own time, as on the
 * ticket and the airport's screens, not in the site's.
 */
export const airportClock = (dateTime: string) => new Date(`${dateTime.slice(0, 19)}Z`);

/** From the first departure to the last arrival, stops included (booking spec §3 "Flight" durationInMinutes). */
export const flightMinutes = (flight: Pick<ChosenFlight, 'from' | 'to'>) => Math.round((Date.parse(flight.to.dateTime) - Date.parse(flight.from.dateTime)) / 60_000);

/**
 * The site's hour-minute and weekday-day-month formats (browsing spec §9), at
 * the airport's own time, and durations in words: for the package page's
 * flight cards and the flight modal alike (texts under `availability.flights`).
 */
export function useFlightFormat() {
  const format = useFormatter();
  const t = useTranslations('availability.flights');
  return {
    time: (dateTime: string) => format.dateTime(airportClock(dateTime), { ...formats.dateTime.hourMinute, timeZone: 'UTC' }),
    day: (dateTime: string) => format.dateTime(airportClock(dateTime), { ...formats.dateTime.weekdayDayMonth, timeZone: 'UTC' }),
    /** "2 t 35 min" in the visitor's language, kept on one line (non-breaking spaces). */
    duration: (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      const parts = [hours > 0 && t('durationHours', { count: hours }), (rest > 0 || hours === 0) && t('durationMinutes', { count: rest })];
      return parts.filter(Boolean).join(' ').replace(/ /g, '\u00a0');
    },
  };
}

/** "Direkte", or "1 stop (AMS)". */
export function useStopsText() {
  const t = useTranslations('availability.flights');
  return (flight: Pick<ChosenFlight, 'stops'>) =>
    flight.stops.length === 0 ? t('direct') : t('viaStops', { count: flight.stops.length, airports: flight.stops.map((stop) => stop.airport.code).join(', ') });
}
