import type { FlightDirection } from '@/lib/api/contract/availability';
import type { FlightArea, FlightFilter } from '@/lib/package/flights';
import type { FlightSearchParams } from './use-flight-search';

/**
 * The flight modal's steps (booking spec §4 "Flights"): choosing the
 * departure area, then the results of a search (each leg searching, listed or
 * failed, as its queries say), until the countdown makes them stale and the
 * visitor searches again or goes back to choosing.
 */
export type FlightModalStep = 'choosing' | 'results' | 'stale';

/** What the visitor searched last: from where, with how many stops, and which round (a search asked again is a new one). */
export interface Searched {
  area: FlightArea;
  stops: number;
  round: number;
  /** Booking spec §4/§8: a search from another area, country or with more stops than the first (sticks once true). */
  extended: boolean;
  /** What was searched for, as the package and the selection were when the visitor asked. */
  params: FlightSearchParams;
}

export interface FlightModalState {
  step: FlightModalStep;
  /** The pre-search form: the country, the area (null: the package's home airport's, else the first) and the stops (null: the area's rule). */
  form: { region: string; groupId: number | null; stops: number | null };
  searched: Searched | null;
  /** The leg shown. */
  direction: FlightDirection;
  /** The flight the visitor picked on each leg. */
  picked: Partial<Record<FlightDirection, string>>;
  /** `maxStops` null: the stops the shown leg was searched with (what the visitor chose, or a retry's one more). */
  filter: ModalFlightFilter;
  airportsAccepted: boolean;
}

export type ModalFlightFilter = Omit<FlightFilter, 'maxStops'> & { maxStops: number | null };

/** The filter a leg's list is shown with: until the visitor sets the stops, those the leg was searched with. */
export const legFilter = (filter: ModalFlightFilter, searchedStops: number): FlightFilter => ({ ...filter, maxStops: filter.maxStops ?? searchedStops });

export type FlightModalAction =
  | { type: 'region'; region: string }
  | { type: 'area'; groupId: number }
  | { type: 'stops'; stops: number }
  | { type: 'search'; area: FlightArea; stops: number; extended: boolean; primary: FlightDirection; params: FlightSearchParams }
  | { type: 'changeArea' }
  | { type: 'expire' }
  | { type: 'direction'; direction: FlightDirection }
  | { type: 'pick'; direction: FlightDirection; uid: string }
  | { type: 'filter'; filter: Partial<FlightFilter> }
  | { type: 'acceptAirports'; accepted: boolean };

export function initialFlightModalState(options: {
  region: string;
  area: FlightArea | null;
  stops: number | null;
  primary: FlightDirection;
  airportsAccepted: boolean;
}): FlightModalState {
  return {
    step: 'choosing',
    form: { region: options.area?.region ?? options.region, groupId: options.area?.groupId ?? null, stops: options.stops },
    searched: null,
    direction: options.primary,
    picked: {},
    filter: { maxStops: null, airline: null },
    airportsAccepted: options.airportsAccepted,
  };
}

/** Whether a search from `area` with `stops` differs from the one before (booking spec §4). */
export const isExtendedSearch = (before: Searched | null, area: FlightArea, stops: number) =>
  before !== null && (before.area.groupId !== area.groupId || before.area.region !== area.region || before.stops !== stops);

export function flightModalReducer(state: FlightModalState, action: FlightModalAction): FlightModalState {
  switch (action.type) {
    case 'region':
      // Another country: its own areas, each with its own stops rule (browsing spec §3).
      return { ...state, form: { region: action.region, groupId: null, stops: null } };
    case 'area':
      return { ...state, form: { ...state.form, groupId: action.groupId, stops: null } };
    case 'stops':
      return { ...state, form: { ...state.form, stops: action.stops } };
    case 'search':
      return {
        ...state,
        step: 'results',
        searched: {
          area: action.area,
          stops: action.stops,
          round: (state.searched?.round ?? 0) + 1,
          extended: (state.searched?.extended ?? false) || action.extended,
          params: action.params,
        },
        direction: action.primary,
        picked: {},
        // A new search shows what it searched for: the stops filter follows the stops asked for again.
        filter: { ...state.filter, maxStops: null },
      };
    case 'changeArea':
      return { ...state, step: 'choosing' };
    case 'expire':
      return state.step === 'results' ? { ...state, step: 'stale' } : state;
    case 'direction':
      return { ...state, direction: action.direction };
    case 'pick':
      return { ...state, picked: { ...state.picked, [action.direction]: action.uid } };
    case 'filter':
      return { ...state, filter: { ...state.filter, ...action.filter } };
    case 'acceptAirports':
      return { ...state, airportsAccepted: action.accepted };
  }
}
