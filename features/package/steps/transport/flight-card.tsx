'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FlightDirection } from '@/lib/api/contract/availability';
import type { ChosenFlight } from '@/lib/package/flights';
import { flightMinutes, useFlightFormat, useStopsText } from '@/lib/i18n/flight-format';
import styles from '../../customise.module.css';

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
