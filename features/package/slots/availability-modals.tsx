'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { FlightDirection } from '@/lib/api/contract/availability';
import type { AvailabilityModals, FlightChoice, FlightModalMode, HotelChoice } from '@/lib/availability/modals';
import { usePackageDetail, usePackageState } from '../store/package-store';

/**
 * The flight and hotel modals as the app gives them to the package page
 * (app/[locale]/[edition]/(shop)/packages/[slug]/customiser.tsx): the page opens them
 * with the package and its selection, and applies their choice to its store.
 */
const ModalsContext = createContext<AvailabilityModals | null>(null);

export function AvailabilityModalsProvider({ modals, children }: { modals: AvailabilityModals; children: ReactNode }) {
  return <ModalsContext.Provider value={modals}>{children}</ModalsContext.Provider>;
}

function useModals(): AvailabilityModals {
  const modals = useContext(ModalsContext);
  if (!modals) throw new Error('The package page needs its availability modals (AvailabilityModalsProvider)');
  return modals;
}

/** The flight modal on this package: the choice goes into the store (booking spec §4 "Flights"). */
export function PackageFlightModal(props: {
  open: boolean;
  onClose: () => void;
  primary: FlightDirection;
  mode: FlightModalMode;
  included?: Partial<Record<FlightDirection, string>>;
}) {
  const { FlightModal } = useModals();
  const { pkg } = usePackageDetail();
  const selection = usePackageState((state) => state.selection);
  const chosen = usePackageState((state) => state.flights);
  const area = usePackageState((state) => state.flightArea);
  const airportsAccepted = usePackageState((state) => state.accepted.airports);
  const chooseFlights = usePackageState((state) => state.chooseFlights);
  const onChoose = useCallback(
    ({ legs, stops, area: searchedFrom, acceptAirports }: FlightChoice) => chooseFlights(legs, { stops, area: searchedFrom, acceptAirports }),
    [chooseFlights],
  );
  return <FlightModal {...props} pkg={pkg} selection={selection} chosen={chosen} area={area} airportsAccepted={airportsAccepted} onChoose={onChoose} />;
}

/** The hotel modal on this package: the choice goes into the store (booking spec §4 "Hotels"). */
export function PackageHotelModal(props: { open: boolean; onClose: () => void }) {
  const { HotelModal } = useModals();
  const { pkg } = usePackageDetail();
  const selection = usePackageState((state) => state.selection);
  const touristTaxAccepted = usePackageState((state) => state.accepted.touristTax);
  const chooseHotel = usePackageState((state) => state.chooseHotel);
  const onChoose = useCallback(
    ({ hotelId, rooms, isDefault, acceptTouristTax }: HotelChoice) => chooseHotel(hotelId, rooms, { isDefault, acceptTouristTax }),
    [chooseHotel],
  );
  return <HotelModal {...props} pkg={pkg} selection={selection} touristTaxAccepted={touristTaxAccepted} onChoose={onChoose} />;
}
