import type { ReactNode } from 'react';
import type { PriceCheckBody } from '@/lib/api/contract/price-check';
import type { BookingTrip } from '@/lib/booking/details';
import type { SportWords } from '@/lib/sport-words';
import type { ConditionTexts } from './conditions-dialog';
import type { PriceAnswers } from './price-answers';

export interface Option {
  value: string;
  label: string;
}

/** What the booking page hands its form: the trip as the server worked it out from the package page's selection. */
export interface BookingFormProps {
  slug: string;
  /** The selection as the price check and the booking take it. */
  request: PriceCheckBody;
  trip: BookingTrip;
  /** The words the trip's sport is spoken of in (lib/sport-words.ts). */
  sport: SportWords;
  /** The rooms to lead, by their kind's name. */
  rooms: string[];
  countries: Option[];
  nationalities: Option[];
  phoneCodes: Option[];
  /** The site's own phone code, chosen first. */
  phoneCode: string;
  matchInsuranceFee: string;
  isTicketOnly: boolean;
  /** Booking spec §1: a residual-sale booking is the ticket alone. */
  isResidualSale: boolean;
  /** The insurance answers the package page gave (its address): the form's first answers. */
  answers: PriceAnswers;
  /** A development configuration answers the insurance questions with no and ticks the acceptances (booking spec §4). */
  prefill: boolean;
  /** The conditions the acceptances accept, to read beside their boxes. */
  conditions: ConditionTexts;
  /** The key session storage keeps what was typed under: the package and its selection. */
  draftKey: string;
  /**
   * What package travel law asks to be told before the order (the standard
   * information and the trip's facts, server-rendered as the app composes
   * them): shown directly above the order button.
   */
  precontract?: ReactNode;
}

/**
 * The id the page gives the trip's facts directly above the order button;
 * the phone's bar leads to their heading (`${BOOKING_FACTS_ID}-heading`).
 */
export const BOOKING_FACTS_ID = 'booking-trip-facts';
