'use client';

import { useTranslations } from 'next-intl';
import { useId, type Dispatch } from 'react';
import { Button } from '@/components/ui/button';
import { Countdown } from '@/components/ui/countdown';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import type { Flight, FlightDirection } from '@/lib/api/contract/availability';
import type { FlightModalMode } from '@/lib/availability/modals';
import { useFlightFormat, useStopsText } from '@/lib/i18n/flight-format';
import { MAX_STOPS } from '@/lib/package/flights';
import modal from '@/components/ui/modal.module.css';
import type { FlightModalAction, FlightModalState } from './flight-modal-state';
import styles from './modals.module.css';
import type { DirectionResult } from './use-flight-search';

/** Booking spec §4, §9: the flight modal's prices hold for 90 s. */
export const FLIGHT_COUNTDOWN_SECONDS = 90;

const DIRECTIONS: FlightDirection[] = ['outward', 'return'];

export interface FlightListProps {
  state: FlightModalState;
  dispatch: Dispatch<FlightModalAction>;
  mode: FlightModalMode;
  /** The shown leg's searches. */
  current: DirectionResult;
  /** The shown leg's flights in the list's order, filtered. */
  shown: Flight[];
  airlines: { code: string; name: string }[];
  /** The flight confirming would apply on the shown leg. */
  selectedUid: string | null;
  /** The shown leg's current flight. */
  currentUid: string | null;
  legPrice: (leg: FlightDirection, flight: Flight) => string;
  needsAirportAcceptance: boolean;
  missingLeg: boolean;
  canConfirm: boolean;
  onSearchAgain: () => void;
  onAddStop: () => void;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The flight modal's results (booking spec §4 "Flights"): a tab per leg, the
 * 90 s countdown, the filter by stops and airline, the flights of the shown
 * leg as choices, one stop more, and the choice that applies on confirm.
 */
export function FlightList({
  state,
  dispatch,
  mode,
  current,
  shown,
  airlines,
  selectedUid,
  currentUid,
  legPrice,
  needsAirportAcceptance,
  missingLeg,
  canConfirm,
  onSearchAgain,
  onAddStop,
  onConfirm,
  onClose,
}: FlightListProps) {
  const t = useTranslations('availability.flights');
  const id = useId();
  const show = useFlightFormat();
  const stopsText = useStopsText();
  const { direction, filter, searched } = state;
  const stale = state.step === 'stale';
  const noFlights = !current.loading && shown.length === 0;

  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        <div role="group" aria-label={t('directionLabel')} className={styles.tabs}>
          {DIRECTIONS.map((leg) => (
            <button key={leg} type="button" className={styles.tab} aria-pressed={direction === leg} onClick={() => dispatch({ type: 'direction', direction: leg })}>
              {t(`directions.${leg}`)}
            </button>
          ))}
        </div>
        {!stale && !current.loading && (
          <Countdown
            key={searched?.round}
            seconds={FLIGHT_COUNTDOWN_SECONDS}
            label={t('countdownLabel')}
            announce={(left) => (left === 0 ? t('stale') : t('countdownAnnounce', { seconds: left }))}
            onExpire={() => dispatch({ type: 'expire' })}
          />
        )}
      </div>
      <p className={styles.hint}>
        {/* The stops this direction's list was searched with: those the visitor asked for, or one more where a background search was retried (booking spec §4). */}
        {searched && t('searchedFrom', { airports: searched.area.airportCodes.join(', '), count: current.maxStops })}{' '}
        <button type="button" className={modal.linkButton} onClick={() => dispatch({ type: 'changeArea' })}>
          {t('changeArea')}
        </button>
      </p>

      {stale ? (
        <div className={styles.notice} role="alert">
          <p>{t('stale')}</p>
          <Button variant="secondary" onClick={onSearchAgain}>
            {t('searchAgain')}
          </Button>
        </div>
      ) : (
        <>
          <div className={styles.fields}>
            <label className={styles.field}>
              <span>{t('filterStops')}</span>
              <select value={filter.maxStops ?? current.maxStops} onChange={(event) => dispatch({ type: 'filter', filter: { maxStops: Number(event.target.value) } })}>
                {Array.from({ length: MAX_STOPS + 1 }, (_, count) => (
                  <option key={count} value={count}>
                    {t('filterStopsOption', { count })}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              <span>{t('filterAirline')}</span>
              <select value={filter.airline ?? ''} onChange={(event) => dispatch({ type: 'filter', filter: { airline: event.target.value || null } })}>
                <option value="">{t('allAirlines')}</option>
                {airlines.map((airline) => (
                  <option key={airline.code} value={airline.code}>
                    {airline.name}
                  </option>
                ))}
              </select>
            </label>
          </div>

          <FetchIndicator active={current.loading} label={t('loading')} />
          {current.loading && shown.length === 0 && <p className={styles.hint}>{t('searching')}</p>}
          {noFlights && (
            <div className={styles.notice} role="status">
              {/* Booking spec §8: after an extended search, the no-direct-flights text; else no flights found. */}
              <p>{searched?.extended ? t('noDirectFlights') : t('noFlightsFound')}</p>
            </div>
          )}
          {shown.length > 0 && <p className={styles.hint}>{t('localTimes')}</p>}
          {shown.length > 0 && (
            <fieldset className={styles.options}>
              <legend className="visually-hidden">{t(`directions.${direction}`)}</legend>
              {shown.map((flight) => {
                const selected = selectedUid === flight.uid;
                return (
                  <label key={flight.uid} className={styles.option} data-selected={selected || undefined}>
                    <input
                      type="radio"
                      name={`${id}-${direction}`}
                      value={flight.uid}
                      checked={selected}
                      onChange={() => dispatch({ type: 'pick', direction, uid: flight.uid })}
                    />
                    <span className={styles.optionMain}>
                      <strong>{flight.supplierName}</strong>{' '}
                      <span>
                        {t('route', {
                          from: flight.originAirport,
                          to: flight.destinationAirport,
                          departs: show.time(flight.from.dateTime),
                          arrives: show.time(flight.to.dateTime),
                        })}
                      </span>{' '}
                      <span className={styles.optionFacts}>
                        {stopsText(flight)}
                        {/* The same flight is sold in more than one cabin, each at its price: the cabin tells them apart. */}
                        {' · '}
                        {t(`cabins.${flight.class}`)}
                        {' · '}
                        {t('duration', { time: show.duration(flight.durationInMinutes) })}
                        {flight.uid === currentUid && <> · {t('current')}</>}
                      </span>
                    </span>{' '}
                    <span className={styles.optionPrice}>{legPrice(direction, flight)}</span>
                  </label>
                );
              })}
            </fieldset>
          )}
          {/* One stop more than this leg's list was searched with. */}
          {searched && current.maxStops < MAX_STOPS && !current.loading && (
            <p>
              <Button variant="ghost" onClick={onAddStop}>
                {t('addStop', { count: current.maxStops + 1 })}
              </Button>
            </p>
          )}
        </>
      )}

      {needsAirportAcceptance && (
        <label className={styles.toggle}>
          <input type="checkbox" checked={state.airportsAccepted} onChange={(event) => dispatch({ type: 'acceptAirports', accepted: event.target.checked })} />
          {t('acceptAirports')}
        </label>
      )}
      {mode === 'offer' && missingLeg && !current.loading && <p className={styles.hint}>{t('offerNeedsBoth')}</p>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={!canConfirm}>
          {t('confirm')}
        </Button>
      </div>
    </div>
  );
}
