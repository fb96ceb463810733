'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useReducer } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import type { Flight, FlightDirection } from '@/lib/api/contract/availability';
import { SITE_BASICS, type DepartureRegion } from '@/lib/site/site-basics';
import type { DepartureAirportGroup } from '@/lib/api/contract/geography';
import { departureAirportGroupsQuery } from '@/lib/api/queries/geography';
import { getQueryClient } from '@/lib/api/query/query-client';
import type { FlightModalProps } from '@/lib/availability/modals';
import { airlinesOf, differentHomeAirports, filterFlights, includedLegPrices, MAX_STOPS, sortFlights, toChosenFlight, type ChosenFlights, type FlightArea } from '@/lib/package/flights';
import { formatPrice } from '@/lib/i18n/money';
import type { Locale } from '@/lib/i18n/locales';
import modal from '@/components/ui/modal.module.css';
import { FlightList } from './flight-list';
import { flightModalReducer, initialFlightModalState, isExtendedSearch, legFilter } from './flight-modal-state';
import { FlightPreSearch } from './flight-pre-search';
import { useFlightSearch, type FlightSearchRequest } from './use-flight-search';

export { FLIGHT_COUNTDOWN_SECONDS } from './flight-list';

const DIRECTIONS: FlightDirection[] = ['outward', 'return'];

/**
 * Asks for the site's departure areas before the modal is opened (the page
 * calls it once it is idle), so the modal opens on its pre-search at once and
 * the visitor's search is the only wait.
 */
export function prefetchDepartureAreas(locale: Locale): void {
  void getQueryClient().prefetchQuery(departureAirportGroupsQuery(locale, SITE_BASICS[locale].departureRegion));
}

/**
 * The flight change modal (booking spec §2 "Modals", §4 "Flights", §8):
 * pre-search (the departure area from the site's airport groups, the stops
 * the group allows), then the list with a filter, a 90 s countdown after
 * which the prices are stale, and the choice that applies on confirm
 * (`onChoose`). The package page gives the package, the selection and what
 * was chosen before (lib/availability/modals.ts).
 */
export function FlightModal(props: FlightModalProps) {
  const { open, onClose, mode } = props;
  const t = useTranslations('availability.flights');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={t(mode === 'offer' ? 'offerTitle' : 'title')} closeLabel={t('close')} className={modal.modal}>
      {open && <FlightModalBody {...props} included={mode === 'change' ? (props.included ?? {}) : {}} />}
    </Dialog>
  );
}

function FlightModalBody({
  onClose,
  primary,
  mode,
  included,
  pkg,
  selection,
  chosen,
  area: lastArea,
  airportsAccepted,
  onChoose,
}: Omit<FlightModalProps, 'open' | 'included'> & { included: Partial<Record<FlightDirection, string>> }) {
  const t = useTranslations('availability.flights');
  const locale = useLocale() as Locale;
  const [state, dispatch] = useReducer(
    flightModalReducer,
    { region: SITE_BASICS[locale].departureRegion, area: lastArea, stops: selection.stops, primary, airportsAccepted },
    initialFlightModalState,
  );
  const { step, form, searched, direction, picked, filter } = state;
  const packageFlight = pkg.defaultServices.flight;

  // The country's departure areas (browsing spec §3), again when another country is chosen.
  const groupsQuery = useQuery(departureAirportGroupsQuery(locale, form.region as DepartureRegion));
  const groups = groupsQuery.data ?? null;
  const group = chosenGroup(groups, form.groupId, packageFlight?.originAirport);
  const formStops = form.stops ?? group?.searchParams.stops ?? 0;

  const request = useMemo<FlightSearchRequest | null>(() => searched && { primary, round: searched.round, params: searched.params }, [searched, primary]);
  const results = useFlightSearch(request);

  // Booking spec §4/§8: no departure areas, or a failed search of the shown leg, closes the modal with the no-direct-flights text.
  const failed = groupsQuery.isError || results[direction].failed;
  useEffect(() => {
    if (!failed) return;
    toast.error(t('noDirectFlights'));
    onClose();
  }, [failed, t, onClose]);

  function search(area: FlightArea, stops: number, extended: boolean) {
    dispatch({
      type: 'search',
      area,
      stops,
      extended,
      primary,
      params: {
        packageId: pkg.id,
        adults: selection.adults,
        children: selection.children,
        cities: area.airportCodes,
        country: area.region,
        stops,
        departureDates: { outward: selection.period?.startDate ?? pkg.startDate, return: selection.period?.endDate ?? pkg.endDate },
      },
    });
  }

  const current = results[direction];
  const sorted = useMemo(() => sortFlights(current.flights), [current.flights]);
  const shownFilter = useMemo(() => legFilter(filter, current.maxStops), [filter, current.maxStops]);
  const shown = useMemo(() => filterFlights(sorted, shownFilter), [sorted, shownFilter]);
  const airlines = useMemo(() => airlinesOf(sorted), [sorted]);
  /** A leg's current flight: the one chosen before, else the package's own as its card shows it. */
  const currentOf = (leg: FlightDirection) => (leg === 'outward' ? selection.ofid : selection.rfid) ?? included[leg] ?? null;

  /** The flight a direction would apply: the one picked, else the current one, else the first (booking spec §4). */
  const effectiveFlight = (leg: FlightDirection): Flight | null => {
    const list = sortFlights(results[leg].flights);
    const uid = picked[leg] ?? currentOf(leg);
    return list.find((flight) => flight.uid === uid) ?? (leg === direction ? (filterFlights(list, shownFilter)[0] ?? null) : (list[0] ?? null));
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
  const canConfirm = step === 'results' && !current.loading && !missingLeg && (!needsAirportAcceptance || state.airportsAccepted);

  function confirm() {
    if (!canConfirm || !searched) return;
    const legs: Partial<ChosenFlights> = {};
    for (const leg of DIRECTIONS) if (applies(leg) && (next[leg] || effectiveFlight(leg))) legs[leg] = next[leg];
    onChoose({ legs, stops: searched.stops, area: searched.area, acceptAirports: needsAirportAcceptance && state.airportsAccepted });
    onClose();
  }

  const legPrice = (leg: FlightDirection, flight: Flight) => {
    if (mode === 'offer' || !packageFlight) return t('pricePerPerson', { price: formatPrice(flight.price, locale) });
    if (flight.uid === included[leg]) return t('samePrice');
    const difference = flight.price - includedLegPrices(packageFlight.price)[leg];
    return difference === 0 ? t('samePrice') : t(difference > 0 ? 'priceMore' : 'priceLess', { price: formatPrice(Math.abs(difference), locale) });
  };

  if (step === 'choosing') {
    return (
      <FlightPreSearch
        form={form}
        groups={groups}
        group={group}
        stops={formStops}
        dispatch={dispatch}
        onSearch={(from) => {
          const area: FlightArea = { region: form.region, groupId: from.id, airportCodes: from.airportCodes };
          // Booking spec §4: a search from another area, country or with other stops than before is an extended search.
          search(area, formStops, isExtendedSearch(searched, area, formStops));
        }}
      />
    );
  }

  return (
    <FlightList
      state={state}
      dispatch={dispatch}
      mode={mode}
      current={current}
      shown={shown}
      airlines={airlines}
      selectedUid={effectiveFlight(direction)?.uid ?? null}
      currentUid={currentOf(direction)}
      legPrice={legPrice}
      needsAirportAcceptance={needsAirportAcceptance}
      missingLeg={missingLeg}
      canConfirm={canConfirm}
      onSearchAgain={() => searched && search(searched.area, searched.stops, false)}
      onAddStop={() => searched && search(searched.area, Math.min(MAX_STOPS, current.maxStops + 1), true)}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

/** The area searched from: the one chosen, else the package's home airport's, else the country's first. */
function chosenGroup(groups: DepartureAirportGroup[] | null, groupId: number | null, home: string | undefined): DepartureAirportGroup | null {
  if (!groups) return null;
  return (
    groups.find((candidate) => candidate.id === groupId) ??
    groups.find((candidate) => home !== undefined && candidate.airportCodes.includes(home)) ??
    groups[0] ??
    null
  );
}
