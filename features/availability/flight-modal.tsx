'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Countdown } from '@/components/ui/countdown';
import { Dialog } from '@/components/ui/dialog';
import { FetchIndicator } from '@/components/ui/fetch-indicator';
import { toast } from '@/components/ui/toast';
import { createApiClient } from '@/lib/api/client';
import type { Flight, FlightDirection } from '@/lib/api/contract/availability';
import type { DepartureAirportGroup } from '@/lib/api/contract/geography';
import { getDepartureAirportGroups } from '@/lib/api/endpoints/geography';
import {
  airlinesOf,
  differentHomeAirports,
  filterFlights,
  includedLegPrices,
  MAX_STOPS,
  sortFlights,
  toChosenFlight,
  type ChosenFlights,
} from '@/lib/package/flights';
import { formatPrice } from '@/lib/i18n/money';
import type { Locale } from '@/lib/i18n/locales';
import { usePackageState, usePackageDetail, type FlightArea } from './package-store';
import { useFlightFormat, useStopsText } from './flight-card';
// The customisation's form fields, so the modals' selects look like the page's.
import fieldStyles from './customise.module.css';
import styles from './modals.module.css';
import { useFlightSearch } from './use-flight-search';

/** Booking spec §4, §9: the flight modal's prices hold for 90 s. */
export const FLIGHT_COUNTDOWN_SECONDS = 90;

const REGIONS = ['DK', 'NO', 'SE'] as const;
const REGION_OF_LOCALE: Record<Locale, (typeof REGIONS)[number]> = { da: 'DK', no: 'NO', sv: 'SE' };
const DIRECTIONS: FlightDirection[] = ['outward', 'return'];

export type FlightModalMode = 'change' | 'offer';

export type FlightModalProps = {
  open: boolean;
  onClose: () => void;
  /** The leg whose button opened the modal: searched first, the other in the background. */
  primary: FlightDirection;
  /** `change`: another flight in place of the package's; `offer`: a flight-less package's flight offer (both legs). */
  mode: FlightModalMode;
  /** The uid of each leg's own flight as its card shows it (use-included-flights.ts): in the list it is the current one at the same price. */
  included?: Partial<Record<FlightDirection, string>>;
};

/**
 * The flight change modal (booking spec §2 "Modals", §4 "Flights", §8):
 * pre-search (the departure area from the site's airport groups, the stops
 * the group allows), then the list with a filter, a 90 s countdown after
 * which the prices are stale, and the choice that applies on confirm.
 */
export function FlightModal({ open, onClose, primary, mode, included }: FlightModalProps) {
  const t = useTranslations('package.flights');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t(mode === 'offer' ? 'offerTitle' : 'title')} closeLabel={t('close')} className={styles.modal}>
      {open && <FlightModalBody onClose={onClose} primary={primary} mode={mode} included={mode === 'change' ? (included ?? {}) : {}} />}
    </Dialog>
  );
}

type Step = 'pre' | 'list';

function FlightModalBody({ onClose, primary, mode, included }: Omit<FlightModalProps, 'open' | 'included'> & { included: Partial<Record<FlightDirection, string>> }) {
  const t = useTranslations('package.flights');
  const locale = useLocale() as Locale;
  const id = useId();
  const { pkg } = usePackageDetail();
  const selection = usePackageState((state) => state.selection);
  const chosen = usePackageState((state) => state.flights);
  const flightArea = usePackageState((state) => state.flightArea);
  const acceptedAirports = usePackageState((state) => state.accepted.airports);
  const chooseFlights = usePackageState((state) => state.chooseFlights);
  const { results, start } = useFlightSearch();
  const show = useFlightFormat();
  const stopsText = useStopsText();

  const [region, setRegion] = useState<string>(flightArea?.region ?? REGION_OF_LOCALE[locale]);
  const [groups, setGroups] = useState<DepartureAirportGroup[] | null>(null);
  const [groupId, setGroupId] = useState<number | null>(flightArea?.groupId ?? null);
  const [stops, setStops] = useState<number | null>(selection.stops);
  const [step, setStep] = useState<Step>('pre');
  const [searched, setSearched] = useState<{ area: FlightArea; stops: number } | null>(null);
  const [searchExtended, setSearchExtended] = useState(false);
  const [direction, setDirection] = useState<FlightDirection>(primary);
  const [picked, setPicked] = useState<Partial<Record<FlightDirection, string>>>({});
  const [filter, setFilter] = useState<{ maxStops: number; airline: string | null }>({ maxStops: MAX_STOPS, airline: null });
  const [stale, setStale] = useState(false);
  const [round, setRound] = useState(0);
  const [airportsAccepted, setAirportsAccepted] = useState(acceptedAirports);

  const packageFlight = pkg.defaultServices.flight;
  const group = groups?.find((candidate) => candidate.id === groupId) ?? null;
  const effectiveStops = stops ?? group?.searchParams.stops ?? 0;

  // The site's departure areas (browsing spec §3), again when another country is chosen.
  useEffect(() => {
    let live = true;
    getDepartureAirportGroups(createApiClient({ locale }), { region: region as (typeof REGIONS)[number] }).then(
      (found) => {
        if (!live) return;
        setGroups(found);
        setGroupId((current) => {
          if (current !== null && found.some((candidate) => candidate.id === current)) return current;
          const home = packageFlight?.originAirport;
          return (found.find((candidate) => home && candidate.airportCodes.includes(home)) ?? found[0])?.id ?? null;
        });
      },
      () => {
        if (!live) return;
        toast.error(t('noDirectFlights'));
        onClose();
      },
    );
    return () => {
      live = false;
    };
  }, [locale, region, packageFlight, t, onClose]);

  // Booking spec §4/§8: a failed search closes the modal with the no-direct-flights text.
  const failed = results[direction].failed;
  useEffect(() => {
    if (!failed) return;
    toast.error(t('noDirectFlights'));
    onClose();
  }, [failed, t, onClose]);

  function search(area: FlightArea, searchStops: number, extended: boolean) {
    setSearched({ area, stops: searchStops });
    setSearchExtended((already) => already || extended);
    setPicked({});
    setStale(false);
    setRound((value) => value + 1);
    setStep('list');
    setDirection(primary);
    start(primary, {
      packageId: pkg.id,
      adults: selection.adults,
      children: selection.children,
      cities: area.airportCodes,
      country: area.region,
      stops: searchStops,
      departureDates: { outward: selection.period?.startDate ?? pkg.startDate, return: selection.period?.endDate ?? pkg.endDate },
    });
  }

  function submitPreSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!group) return;
    const area: FlightArea = { region, groupId: group.id, airportCodes: group.airportCodes };
    // Booking spec §4: a search from another area, country or with other stops than before is an extended search.
    const extended = searched !== null && (searched.area.groupId !== area.groupId || searched.area.region !== area.region || searched.stops !== effectiveStops);
    search(area, effectiveStops, extended);
  }

  const current = results[direction];
  const sorted = useMemo(() => sortFlights(current.flights), [current.flights]);
  const shown = useMemo(() => filterFlights(sorted, filter), [sorted, filter]);
  const airlines = useMemo(() => airlinesOf(sorted), [sorted]);
  /** A leg's current flight: the one chosen before, else the package's own as its card shows it. */
  const currentOf = (leg: FlightDirection) => (leg === 'outward' ? selection.ofid : selection.rfid) ?? included[leg] ?? null;
  const currentUid = currentOf(direction);

  /** The flight a direction would apply: the one picked, else the current one, else the first (booking spec §4). */
  const effectiveFlight = (leg: FlightDirection): Flight | null => {
    const list = sortFlights(results[leg].flights);
    const uid = picked[leg] ?? currentOf(leg);
    return list.find((flight) => flight.uid === uid) ?? (leg === direction ? (filterFlights(list, filter)[0] ?? null) : (list[0] ?? null));
  };

  // What confirming applies: the primary leg always, the other when the visitor chose one there (an offer needs both).
  const applies = (leg: FlightDirection) => mode === 'offer' || leg === primary || picked[leg] !== undefined;
  // The package's own flight chosen again is no change: that leg goes back to the package's (null).
  const applied = (leg: FlightDirection) => {
    const flight = effectiveFlight(leg);
    if (!flight) return chosen[leg];
    return flight.uid === included[leg] ? null : toChosenFlight(flight);
  };
  const next: ChosenFlights = {
    outward: applies('outward') ? applied('outward') : chosen.outward,
    return: applies('return') ? applied('return') : chosen.return,
  };
  const needsAirportAcceptance = mode === 'change' && differentHomeAirports(packageFlight, next);
  const missingLeg = DIRECTIONS.some((leg) => applies(leg) && next[leg] === null && effectiveFlight(leg) === null);
  const canConfirm = step === 'list' && !stale && !current.loading && !missingLeg && (!needsAirportAcceptance || airportsAccepted);

  function confirm() {
    if (!canConfirm || !searched) return;
    const legs: Partial<ChosenFlights> = {};
    for (const leg of DIRECTIONS) if (applies(leg) && (next[leg] || effectiveFlight(leg))) legs[leg] = next[leg];
    chooseFlights(legs, { stops: searched.stops, area: searched.area, acceptAirports: needsAirportAcceptance && airportsAccepted });
    onClose();
  }

  const legPrice = (leg: FlightDirection, flight: Flight) => {
    if (mode === 'offer' || !packageFlight) return t('pricePerPerson', { price: formatPrice(flight.price, locale) });
    if (flight.uid === included[leg]) return t('samePrice');
    const difference = flight.price - includedLegPrices(packageFlight.price)[leg];
    return difference === 0 ? t('samePrice') : t(difference > 0 ? 'priceMore' : 'priceLess', { price: formatPrice(Math.abs(difference), locale) });
  };

  if (step === 'pre') {
    return (
      <form className={styles.form} onSubmit={submitPreSearch} aria-busy={groups === null}>
        <p>{t('preSearchLead')}</p>
        <div className={fieldStyles.fields}>
          <label className={fieldStyles.field}>
            <span>{t('country')}</span>
            <select
              value={region}
              onChange={(event) => {
                setRegion(event.target.value);
                setStops(null);
              }}
            >
              {REGIONS.map((code) => (
                <option key={code} value={code}>
                  {t(`regions.${code}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={fieldStyles.field}>
            <span>{t('area')}</span>
            <select
              value={groupId ?? ''}
              disabled={groups === null}
              onChange={(event) => {
                setGroupId(Number(event.target.value));
                // Each area has its own stops rule (browsing spec §3).
                setStops(null);
              }}
            >
              {(groups ?? []).map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.label}
                </option>
              ))}
            </select>
          </label>
          <label className={fieldStyles.field}>
            <span>{t('stops')}</span>
            <select value={effectiveStops} onChange={(event) => setStops(Number(event.target.value))}>
              {Array.from({ length: MAX_STOPS + 1 }, (_, count) => (
                <option key={count} value={count}>
                  {t('stopsOption', { count })}
                </option>
              ))}
            </select>
          </label>
        </div>
        <FetchIndicator active={groups === null} label={t('loadingAreas')} />
        <div className={styles.actions}>
          <Button type="submit" disabled={!group}>
            {t('search')}
          </Button>
        </div>
      </form>
    );
  }

  const noFlights = !current.loading && shown.length === 0;
  return (
    <div className={styles.list}>
      <div className={styles.toolbar}>
        <div role="group" aria-label={t('directionLabel')} className={styles.tabs}>
          {DIRECTIONS.map((leg) => (
            <button key={leg} type="button" className={styles.tab} aria-pressed={direction === leg} onClick={() => setDirection(leg)}>
              {t(`directions.${leg}`)}
            </button>
          ))}
        </div>
        {!stale && !current.loading && (
          <Countdown
            key={round}
            seconds={FLIGHT_COUNTDOWN_SECONDS}
            label={t('countdownLabel')}
            announce={(left) => (left === 0 ? t('stale') : t('countdownAnnounce', { seconds: left }))}
            onExpire={() => setStale(true)}
          />
        )}
      </div>
      <p className={styles.hint}>
        {/* The stops this direction's list was searched with (the chosen leg always also with one stop, booking spec §4), not only those the visitor asked for. */}
        {searched && t('searchedFrom', { airports: searched.area.airportCodes.join(', '), count: current.maxStops })}{' '}
        <button type="button" className={styles.linkButton} onClick={() => setStep('pre')}>
          {t('changeArea')}
        </button>
      </p>

      {stale ? (
        <div className={styles.notice} role="alert">
          <p>{t('stale')}</p>
          <Button variant="secondary" onClick={() => searched && search(searched.area, searched.stops, false)}>
            {t('searchAgain')}
          </Button>
        </div>
      ) : (
        <>
          <div className={fieldStyles.fields}>
            <label className={fieldStyles.field}>
              <span>{t('filterStops')}</span>
              <select value={filter.maxStops} onChange={(event) => setFilter({ ...filter, maxStops: Number(event.target.value) })}>
                {Array.from({ length: MAX_STOPS + 1 }, (_, count) => (
                  <option key={count} value={count}>
                    {t('filterStopsOption', { count })}
                  </option>
                ))}
              </select>
            </label>
            <label className={fieldStyles.field}>
              <span>{t('filterAirline')}</span>
              <select value={filter.airline ?? ''} onChange={(event) => setFilter({ ...filter, airline: event.target.value || null })}>
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
              <p>{searchExtended ? t('noDirectFlights') : t('noFlightsFound')}</p>
            </div>
          )}
          {shown.length > 0 && (
            <fieldset className={styles.options}>
              <legend className="visually-hidden">{t(`directions.${direction}`)}</legend>
              {shown.map((flight) => {
                const selected = effectiveFlight(direction)?.uid === flight.uid;
                return (
                  <label key={flight.uid} className={styles.option} data-selected={selected || undefined}>
                    <input
                      type="radio"
                      name={`${id}-${direction}`}
                      value={flight.uid}
                      checked={selected}
                      onChange={() => setPicked({ ...picked, [direction]: flight.uid })}
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
          {searched && searched.stops < MAX_STOPS && !current.loading && (
            <p>
              <Button variant="ghost" onClick={() => search(searched.area, searched.stops + 1, true)}>
                {t('addStop')}
              </Button>
            </p>
          )}
        </>
      )}

      {needsAirportAcceptance && (
        <label className={styles.toggle}>
          <input type="checkbox" checked={airportsAccepted} onChange={(event) => setAirportsAccepted(event.target.checked)} />
          {t('acceptAirports')}
        </label>
      )}
      {mode === 'offer' && missingLeg && !current.loading && <p className={styles.hint}>{t('offerNeedsBoth')}</p>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button onClick={confirm} disabled={!canConfirm}>
          {t('confirm')}
        </Button>
      </div>
    </div>
  );
}
