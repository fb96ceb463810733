'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FlightDirection } from '@/lib/api/contract/availability';
import type { ChosenFlight } from '@/lib/package/flights';
import { formats } from '@/lib/i18n/formats';
import styles from './customise.module.css';

/**
 * A flight's time as its airport reads it (`2026-03-10T07:25:00+01:00` is
 * 07.25 in Copenhagen): the wall clock as an instant that formats the same in
 * UTC. Departures and arrivals are shown in the airport's own time, as on the
 * ticket and the airport's screens, not in the site's.
 */
export const airportClock = (dateTime: string) => new Date(`${dateTime.slice(0, 19)}Z`);

/** From the first departure to the last arrival, stops included (booking spec §3 "Flight" durationInMinutes). */
export const flightMinutes = (flight: Pick<ChosenFlight, 'from' | 'to'>) => Math.round((Date.parse(flight.to.dateTime) - Date.parse(flight.from.dateTime)) / 60_000);

/** The site's hour-minute and weekday-day-month formats (browsing spec §9), at the airport's own time, and durations in words. */
export function useFlightFormat() {
  const format = useFormatter();
  const t = useTranslations('package.flights');
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
  const t = useTranslations('package.flights');
  return (flight: Pick<ChosenFlight, 'stops'>) =>
    flight.stops.length === 0 ? t('direct') : t('viaStops', { count: flight.stops.length, airports: flight.stops.map((stop) => stop.airport.code).join(', ') });
}

type Props = {
  direction: FlightDirection;
  /** The flight of this leg; null while its times are not known (then the route alone). */
  flight: ChosenFlight | null;
  /** The leg's airports, shown while the flight is not known. */
  route: { from: string; to: string };
  /** Its times are being looked up. */
  loading?: boolean;
  /** The heading level in the page's outline. */
  headingLevel?: 3 | 4;
  /** The leg's price line, or its change button. */
  children?: ReactNode;
};

/**
 * One leg of the trip's flight (booking spec §2 "Flight: outward and return
 * cards"): the day, departure and arrival at their airports' times, the
 * airline, the stops and the travel time.
 */
export function FlightCard({ direction, flight, route, loading = false, headingLevel = 3, children }: Props) {
  const t = useTranslations('package.flights');
  const show = useFlightFormat();
  const stopsText = useStopsText();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className={styles.flightCard} aria-label={t(`directions.${direction}`)} aria-busy={loading || undefined}>
      <Heading className={styles.flightCardHeading}>
        {t(`directions.${direction}`)}
        {flight && (
          <>
            {' '}
            <span className={styles.flightDay}>
              <time dateTime={flight.from.dateTime.slice(0, 10)}>{show.day(flight.from.dateTime)}</time>
            </span>
          </>
        )}
      </Heading>
      {flight ? (
        <>
          <p className={styles.flightTimes}>
            <span>
              <time dateTime={flight.from.dateTime}>{show.time(flight.from.dateTime)}</time>{' '}
              <abbr title={flight.from.name}>{flight.originAirport}</abbr>
            </span>
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden"> {t('to')} </span>
            <span>
              <time dateTime={flight.to.dateTime}>{show.time(flight.to.dateTime)}</time>{' '}
              <abbr title={flight.to.name}>{flight.destinationAirport}</abbr>
            </span>
          </p>
          <p className={styles.flightFacts}>
            {flight.supplierName} · {stopsText(flight)} · {t('duration', { time: show.duration(flightMinutes(flight)) })}
          </p>
        </>
      ) : (
        <p className={styles.flightTimes}>
          {route.from} <span aria-hidden="true">→</span>
          <span className="visually-hidden"> {t('to')} </span> {route.to}
          {loading && <span className={styles.hint}> · {t('loadingTimes')}</span>}
        </p>
      )}
      {children}
    </article>
  );
}
