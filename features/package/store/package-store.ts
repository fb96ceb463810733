'use client';

/**
 * The package page's booking store (STYLE §5): the visitor's selection and
 * what they accepted, one store per page through a context (never a module
 * singleton shared across requests). Every change goes through the rules of
 * lib/package, so the store always holds a selection the package allows; the
 * URL mirror (use-selection-url.ts) writes it into the query.
 */
import { createContext, createElement, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { CmsBookingConfig } from '@/lib/api/contract/content';
import type { Coupon } from '@/lib/api/contract/coupons';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { NO_FLIGHTS, type ChosenFlight, type ChosenFlights, type FlightArea } from '@/lib/package/flights';
import { suggestRooms, type BookingRoom } from '@/lib/package/rooms';
import {
  bookingFlags,
  passengersOf,
  resolveTickets,
  ticketHolders,
  type PackageSelection,
  type ExcludableService,
} from '@/lib/package/selection';
import { ticketHolderFlags, toggleTicketHolder } from '@/lib/package/tickets';
import type { ChangedPrice, PackageVariant, Timepoint } from '@/lib/pricing';

export interface Acceptances {
  /** The package without flight, hotel or bus (booking spec §4 "Exclusions"). */
  exclusions: boolean;
  premium: boolean;
  touristTax: boolean;
  changedPrices: boolean;
  /** Different home airports on the outward and return legs (booking spec §5). */
  airports: boolean;
  /** A flight-less package's flight offer (booking spec §3 hasAcceptedFlightOffer). */
  flightOffer: boolean;
}

export interface PackageState {
  selection: PackageSelection;
  /** The selection the page was drawn with, never changed: a store still holding it has heard no choice of the visitor's. */
  drawn: PackageSelection;
  coupon: Coupon | null;
  /** Which passengers hold a ticket in limited mode (booking spec §4). */
  holders: boolean[];
  accepted: Acceptances;
  changedPrices: ChangedPrice[];
  /**
   * Flights chosen in the flight modal, as the supplier priced them: in place
   * of the package's flight, or a flight-less package's flight offer. The
   * selection names them (`ofid`, `rfid`); the price engine reads them.
   */
  flights: ChosenFlights;
  flightArea: FlightArea | null;
  /**
   * The package's own legs as the airline flies them now, once the flight
   * step has looked them up (../steps/transport/use-included-flights.tsx): what the flight
   * cards show, for the PDF offer to print too. Never priced.
   */
  includedFlights: ChosenFlights;
  /** Legs whose chosen flight (named by the address or an offer) the supplier no longer has: the package's own flies instead. */
  lostFlights: ('outward' | 'return')[];
}

export interface PackageActions {
  replaceSelection(selection: PackageSelection): void;
  /** The package as it is now (its seats read again), with the selection fitted to it. */
  replacePackage(pkg: PackageDetail, selection: PackageSelection): void;
  setVariant(type: PackageVariant): void;
  setTravellers(adults: number, children: number): void;
  setChildAge(child: number, age: number | null): void;
  setRooms(rooms: BookingRoom[]): void;
  setTicket(eventId: number, ticketId: number): void;
  /** null: every passenger gets a ticket ("Alle"). */
  setTicketCount(count: number | null): void;
  /** false when the tick was refused (more holders than tickets). */
  toggleHolder(index: number): boolean;
  setTransit(leg: 'outward' | 'return', timepoint: Timepoint): void;
  setWithout(service: ExcludableService, dropped: boolean): void;
  setPeriod(period: PackageSelection['period']): void;
  setInsurance(kind: 'hasInsurance' | 'hasMatchInsurance', answer: boolean): void;
  setCoupon(coupon: Coupon | null): void;
  accept(kind: keyof Acceptances, accepted: boolean): void;
  setChangedPrices(changed: ChangedPrice[], accepted: boolean): void;
  /**
   * Applies the flight modal's choice: the given legs (others stay), the
   * stops searched with and the area. A leg chosen again at another price
   * is a changed price (booking spec §4 "Price changes").
   */
  /** A leg given as null goes back to the package's own flight; a leg left out keeps its flight. */
  chooseFlights(chosen: Partial<ChosenFlights>, options: { stops: number | null; area: FlightArea | null; acceptAirports: boolean }): void;
  /** Back to the package's own flight (or no flight offer). */
  clearFlights(): void;
  /**
   * The flights a link or a reload names (`ofid`, `rfid`), found again by a
   * search: those found are priced, a uid not found any more is dropped.
   */
  restoreFlights(found: Partial<ChosenFlights>, lost: ('outward' | 'return')[]): void;
  /** The package's own legs as the flight step found them (a leg not found: null). */
  setIncludedFlights(flights: ChosenFlights): void;
  /** Applies the hotel modal's choice: the hotel (the package's own: none chosen) and its rooms. */
  chooseHotel(hotelId: number, rooms: BookingRoom[], options: { isDefault: boolean; acceptTouristTax: boolean }): void;
}

export type PackageStore = StoreApi<PackageState & PackageActions>;

/** Tickets fitted again after anything that changes how many seats are needed. */
function refit(pkg: PackageDetail, selection: PackageSelection): PackageSelection {
  const tickets = resolveTickets(pkg, selection.tickets, ticketHolders(selection)).map(({ eventId, ticketId }) => ({ eventId, ticketId }));
  return { ...selection, tickets };
}

export function createPackageStore(rendered: PackageDetail, initial: PackageSelection, coupon: Coupon | null): PackageStore {
  // The package the rules apply to: as rendered, until the page reads its seats again (replacePackage).
  let pkg = rendered;
  return createStore<PackageState & PackageActions>()((set, get) => {
    const update = (change: (selection: PackageSelection) => PackageSelection, extra: Partial<PackageState> = {}) =>
      set((state) => ({ selection: change(state.selection), changedPrices: [], ...extra }));

    return {
      selection: initial,
      drawn: initial,
      coupon,
      holders: ticketHolderFlags(passengersOf(initial), ticketHolders(initial)),
      accepted: { exclusions: false, premium: false, touristTax: false, changedPrices: false, airports: false, flightOffer: false },
      changedPrices: [],
      lostFlights: [],
      flights: NO_FLIGHTS,
      flightArea: null,
      includedFlights: NO_FLIGHTS,

      replaceSelection: (selection) => set({ selection, holders: ticketHolderFlags(passengersOf(selection), ticketHolders(selection)) }),

      replacePackage: (now, selection) => {
        pkg = now;
        set({ selection, holders: ticketHolderFlags(passengersOf(selection), ticketHolders(selection)), changedPrices: [] });
      },

      setVariant: (type) =>
        update((selection) => refit(pkg, { ...selection, type, without: { flight: false, hotel: false, transit: false }, period: type === 'withTransit' ? null : selection.period }), {
          accepted: { ...get().accepted, premium: false, exclusions: false },
        }),

      setTravellers: (adults, children) => {
        const current = get().selection;
        const childAges = Array.from({ length: children }, (_, index) => current.childAges[index] ?? null);
        const passengers = adults + children;
        // Limited mode keeps its count while it is below the passengers; one passenger has nothing to limit.
        const ticketCount = current.ticketCount === null || passengers < 2 ? null : Math.min(current.ticketCount, passengers - 1);
        const next = refit(pkg, { ...current, adults, children, childAges, ticketCount, rooms: suggestRooms(adults, children) });
        set({ selection: next, holders: ticketHolderFlags(passengers, ticketHolders(next)), changedPrices: [] });
      },

      setChildAge: (child, age) =>
        update((selection) => ({ ...selection, childAges: selection.childAges.map((current, index) => (index === child ? age : current)) })),

      setRooms: (rooms) => update((selection) => ({ ...selection, rooms })),

      setTicket: (eventId, ticketId) =>
        update((selection) => ({ ...selection, tickets: selection.tickets.map((ticket) => (ticket.eventId === eventId ? { eventId, ticketId } : ticket)) })),

      setTicketCount: (count) => {
        const current = get().selection;
        const passengers = passengersOf(current);
        const ticketCount = count === null || count >= passengers ? null : Math.max(1, count);
        const next = refit(pkg, { ...current, ticketCount });
        set({ selection: next, holders: ticketHolderFlags(passengers, ticketHolders(next)), changedPrices: [] });
      },

      toggleHolder: (index) => {
        const { holders, selection } = get();
        const result = toggleTicketHolder(holders, index, ticketHolders(selection));
        set({ holders: result.holders });
        return !result.refused;
      },

      setTransit: (leg, timepoint) => update((selection) => ({ ...selection, transit: { ...selection.transit, [leg]: timepoint } })),

      setWithout: (service, dropped) => {
        const current = get().selection;
        let next: PackageSelection = {
          ...current,
          // Premium needs flight and hotel (booking spec §4): dropping one leaves the default trip.
          type: dropped && service !== 'transit' && current.type === 'premium' ? 'default' : current.type,
          without: { ...current.without, [service]: dropped },
          transit: service === 'transit' && dropped ? { outward: 'morning', return: 'morning' } : current.transit,
          // The travel period needs both flight and hotel.
          period: dropped && service !== 'transit' ? null : current.period,
        };
        // Only the ticket left: both insurance answers are no (booking spec §4).
        if (bookingFlags(pkg, next).isTicketOnly) next = { ...next, hasInsurance: false, hasMatchInsurance: false };
        // Dropping a service resets the premium acceptance and asks for a new acceptance of the drop.
        set({ selection: next, changedPrices: [], accepted: { ...get().accepted, premium: false, exclusions: false } });
      },

      setPeriod: (period) => update((selection) => ({ ...selection, period })),

      setInsurance: (kind, answer) => update((selection) => ({ ...selection, [kind]: answer })),

      setCoupon: (next) => update((selection) => ({ ...selection, couponCode: next?.code ?? null }), { coupon: next }),

      accept: (kind, accepted) => set((state) => ({ accepted: { ...state.accepted, [kind]: accepted } })),

      setChangedPrices: (changedPrices, accepted) => set((state) => ({ changedPrices, accepted: { ...state.accepted, changedPrices: accepted } })),

      chooseFlights: (chosen, { stops, area, acceptAirports }) => {
        const { selection, flights, accepted } = get();
        const next: ChosenFlights = {
          outward: chosen.outward === undefined ? flights.outward : chosen.outward,
          return: chosen.return === undefined ? flights.return : chosen.return,
        };
        const changedPrices: ChangedPrice[] = [];
        const repriced = (before: ChosenFlight | null, after: ChosenFlight | null) =>
          before !== null && after !== null && before.uid === after.uid && Math.ceil(before.price) !== Math.ceil(after.price);
        const passengers = selection.adults + selection.children;
        if (repriced(flights.outward, next.outward)) {
          changedPrices.push({ name: 'outwardFlight', ourPrice: Math.ceil(flights.outward!.price * passengers), theirPrice: Math.ceil(next.outward!.price * passengers) });
        }
        if (repriced(flights.return, next.return)) {
          changedPrices.push({ name: 'returnFlight', ourPrice: Math.ceil(flights.return!.price * passengers), theirPrice: Math.ceil(next.return!.price * passengers) });
        }
        // With no leg chosen (the package's own flight both ways) the address names no search either.
        const anyChosen = next.outward !== null || next.return !== null;
        const departure = !anyChosen ? null : area ? { region: area.region, airports: area.airportCodes } : (selection.departure ?? null);
        set({
          selection: { ...selection, ofid: next.outward?.uid ?? null, rfid: next.return?.uid ?? null, stops: anyChosen ? stops : null, departure },
          flights: next,
          flightArea: area ?? get().flightArea,
          changedPrices,
          accepted: { ...accepted, airports: acceptAirports, flightOffer: false, changedPrices: false },
        });
      },

      clearFlights: () =>
        update((selection) => ({ ...selection, ofid: null, rfid: null, stops: null, departure: null }), {
          flights: NO_FLIGHTS,
          accepted: { ...get().accepted, airports: false, flightOffer: false },
        }),

      restoreFlights: (found, lost) => {
        const { selection, flights, lostFlights } = get();
        set({
          flights: { outward: found.outward ?? flights.outward, return: found.return ?? flights.return },
          ...(lost.length > 0 && { lostFlights: [...new Set([...lostFlights, ...lost])] }),
          ...(lost.length > 0 && {
            selection: { ...selection, ofid: lost.includes('outward') ? null : selection.ofid, rfid: lost.includes('return') ? null : selection.rfid },
          }),
        });
      },

      setIncludedFlights: (includedFlights) => {
        const known = get().includedFlights;
        if (known.outward?.uid !== includedFlights.outward?.uid || known.return?.uid !== includedFlights.return?.uid) set({ includedFlights });
      },

      chooseHotel: (hotelId, rooms, { isDefault, acceptTouristTax }) =>
        update((selection) => ({ ...selection, hotelIds: isDefault ? [] : [hotelId], rooms }), {
          accepted: { ...get().accepted, touristTax: acceptTouristTax },
        }),
    };
  });
}

const PackageStoreContext = createContext<PackageStore | null>(null);
const PackageReplaceContext = createContext<((now: PackageDetail, selection: PackageSelection) => void) | null>(null);

export interface PackageAndConfig {
  pkg: PackageDetail;
  /** The site's flight-less and hotel-less discounts (`GET cms` → bookingConfig). */
  bookingConfig: CmsBookingConfig;
}
const PackageDetailContext = createContext<PackageAndConfig | null>(null);

/** One store per package page, made once from the server-rendered selection. */
export function PackageStoreProvider({
  pkg,
  bookingConfig,
  initial,
  coupon,
  children,
}: PackageAndConfig & {
  initial: PackageSelection;
  coupon: Coupon | null;
  children: ReactNode;
}) {
  const [store] = useState(() => createPackageStore(pkg, initial, coupon));
  const [current, setCurrent] = useState(pkg);
  const about = useMemo(() => ({ pkg: current, bookingConfig }), [current, bookingConfig]);
  const replace = useCallback(
    (now: PackageDetail, selection: PackageSelection) => {
      store.getState().replacePackage(now, selection);
      setCurrent(now);
    },
    [store],
  );
  return createElement(
    PackageDetailContext.Provider,
    { value: about },
    createElement(PackageReplaceContext.Provider, { value: replace }, createElement(PackageStoreContext.Provider, { value: store }, children)),
  );
}

/** Puts the package as it is now in place of the rendered one, with the visitor's selection fitted to it (the page's seats read again). */
export function useReplacePackage(): (now: PackageDetail, selection: PackageSelection) => void {
  const replace = useContext(PackageReplaceContext);
  if (!replace) throw new Error('useReplacePackage needs a PackageStoreProvider');
  return replace;
}

export function usePackageDetail(): PackageAndConfig {
  const about = useContext(PackageDetailContext);
  if (!about) throw new Error('usePackageDetail needs a PackageStoreProvider');
  return about;
}

export function usePackageStore(): PackageStore {
  const store = useContext(PackageStoreContext);
  if (!store) throw new Error('usePackageStore needs a PackageStoreProvider');
  return store;
}

export function usePackageState<T>(selector: (state: PackageState & PackageActions) => T): T {
  return useStore(usePackageStore(), selector);
}
