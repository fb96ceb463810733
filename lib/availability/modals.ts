/**
 * What the package page and the availability modals (features/availability)
 * agree on: the page hands a modal the package, the visitor's selection and
 * choices so far, and takes the choice back through `onChoose`. Neither
 * feature imports the other; the app composes them (the package route's
 * customiser.tsx).
 */
import type { ComponentType } from 'react';
import type { FlightDirection } from '@/lib/api/contract/availability';
import type { PackageDetail } from '@/lib/api/contract/packages';
import type { ChosenFlights, FlightArea } from '@/lib/package/flights';
import type { BookingRoom } from '@/lib/package/rooms';
import type { PackageSelection } from '@/lib/package/selection';

/** `change`: another flight in place of the package's; `offer`: a flight-less package's flight offer (both legs). */
export type FlightModalMode = 'change' | 'offer';

/** The flight modal's choice: the legs to apply (a leg given as null goes back to the package's own), the search that found them. */
export interface FlightChoice {
  legs: Partial<ChosenFlights>;
  stops: number;
  area: FlightArea;
  acceptAirports: boolean;
}

export interface FlightModalProps {
  open: boolean;
  onClose: () => void;
  /** The leg whose button opened the modal: searched first, the other in the background. */
  primary: FlightDirection;
  mode: FlightModalMode;
  /** The uid of each leg's own flight as its card shows it: in the list it is the current one at the same price. */
  included?: Partial<Record<FlightDirection, string>>;
  /** The package searched for and the visitor's selection (party, dates, chosen flight uids, stops). */
  pkg: PackageDetail;
  selection: PackageSelection;
  /** The flights chosen before, as priced then. */
  chosen: ChosenFlights;
  /** The departure area searched from before, if any. */
  area: FlightArea | null;
  /** The visitor accepted different home airports before. */
  airportsAccepted: boolean;
  onChoose: (choice: FlightChoice) => void;
}

/** The hotel modal's choice: the hotel with its rooms; the package's own hotel is `isDefault`. */
export interface HotelChoice {
  hotelId: number;
  rooms: BookingRoom[];
  isDefault: boolean;
  acceptTouristTax: boolean;
}

export interface HotelModalProps {
  open: boolean;
  onClose: () => void;
  pkg: PackageDetail;
  selection: PackageSelection;
  /** The visitor accepted the tourist tax before. */
  touristTaxAccepted: boolean;
  onChoose: (choice: HotelChoice) => void;
}

/** The modals the package page opens, as the app gives them (loaded on demand). */
export interface AvailabilityModals {
  FlightModal: ComponentType<FlightModalProps>;
  HotelModal: ComponentType<HotelModalProps>;
}
