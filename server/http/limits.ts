/**
 * Every limit of the API per visitor, in one table (README "Abuse
 * protection"): generous for a person, short for a script. A visitor is the
 * connection's address (./client-address.ts); many people behind one office
 * router share one, so no limit is near what a household or an office does.
 * The storefront's own server-side calls are not counted.
 */
import 'server-only';
import type { Limit } from './rate-limit';

const minutes = (count: number) => count * 60;

export const LIMITS = {
  /** The inquiry forms (`POST forms/{form}`). */
  forms: { name: 'forms', points: 10, durationS: minutes(10) },
  newsletter: { name: 'newsletter', points: 10, durationS: minutes(60) },
  /** Offers saved: every PDF download makes one. */
  offers: { name: 'offers', points: 60, durationS: minutes(60) },
  /** Saved offers read back (`GET offers/{id}`, a PDF's link reopened): their numbers follow each other, so every read counts, not only a miss. */
  offerReads: { name: 'offer-reads', points: 60, durationS: minutes(60) },
  /** Bookings and preorders. */
  bookings: { name: 'bookings', points: 30, durationS: minutes(60) },
  /** Payments started, on an invoice or a share. */
  payments: { name: 'payments', points: 60, durationS: minutes(60) },
  /** Payment links made for travellers. */
  shares: { name: 'shares', points: 30, durationS: minutes(60) },
  /** Payment links that do not exist (`GET shares/{id}`): 30 an hour, then every link is 429 for the rest of it, as invoice addresses are. */
  shareMisses: { name: 'share-misses', points: 30, durationS: minutes(60) },
  giftCards: { name: 'gift-cards', points: 10, durationS: minutes(60) },
  /** Withdrawals from gift cards: a retried or double-clicked one counts too, and replays. */
  giftCardWithdrawals: { name: 'gift-card-withdrawals', points: 60, durationS: minutes(60) },
  /** "My data" on the trip page: exports of a booking's personal data and requests to erase it. */
  tripData: { name: 'trip-data', points: 30, durationS: minutes(60) },
  /** The price check before booking, and the flight and hotel searches that ask a supplier. */
  priceChecks: { name: 'price-checks', points: 120, durationS: minutes(10) },
  supplierSearches: { name: 'supplier-searches', points: 240, durationS: minutes(10) },
  /** Codes in the coupon box (coupons and gift cards) that are not one: 30 a minute, then every code is 429 until the minute ends. */
  codeMisses: { name: 'code-misses', points: 30, durationS: minutes(1) },
  /** Content-Security-Policy reports: a page that breaks sends a few; a flood is cut short. */
  cspReports: { name: 'csp-reports', points: 60, durationS: minutes(10) },
  /**
   * Wrong staff sign-ins (a password or a code), per name from one address:
   * a staircase of windows, so each failure past a few makes the guesser wait
   * longer (till the minute, the quarter, the hour, the day ends). Only that
   * address waits: the owner signs in from theirs (docs/adr/0014).
   */
  staffFailuresPerNameAndVisitor: [
    { name: 'staff-failures-name-visitor-1m', points: 5, durationS: minutes(1) },
    { name: 'staff-failures-name-visitor-15m', points: 10, durationS: minutes(15) },
    { name: 'staff-failures-name-visitor-1h', points: 20, durationS: minutes(60) },
    { name: 'staff-failures-name-visitor-1d', points: 40, durationS: minutes(24 * 60) },
  ],
  /** Wrong staff sign-ins from one address, whatever the names. */
  staffFailuresPerVisitor: [
    { name: 'staff-failures-visitor-15m', points: 20, durationS: minutes(15) },
    { name: 'staff-failures-visitor-1d', points: 100, durationS: minutes(24 * 60) },
  ],
  /** Wrong codes for one name after its right password, from anywhere: only someone who has the password gets that far. */
  staffCodeFailuresPerName: { name: 'staff-code-failures-name', points: 20, durationS: minutes(60) },
} as const satisfies Record<string, Limit | readonly Limit[]>;
