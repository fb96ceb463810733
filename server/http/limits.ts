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
  /** The price check before booking, and the flight and hotel searches that ask a supplier. */
  priceChecks: { name: 'price-checks', points: 120, durationS: minutes(10) },
  supplierSearches: { name: 'supplier-searches', points: 240, durationS: minutes(10) },
  /** Codes in the coupon box (coupons and gift cards) that are not one: 30 a minute, then every code is 429 until the minute ends. */
  codeMisses: { name: 'code-misses', points: 30, durationS: minutes(1) },
  /** Content-Security-Policy reports: a page that breaks sends a few; a flood is cut short. */
  cspReports: { name: 'csp-reports', points: 60, durationS: minutes(10) },
  /** Wrong staff sign-ins: per address, per name from one address, per name from anywhere; then locked out for the rest of the quarter. */
  staffFailuresPerVisitor: { name: 'staff-failures', points: 10, durationS: minutes(15) },
  staffFailuresPerNameAndVisitor: { name: 'staff-failures-name-visitor', points: 5, durationS: minutes(15) },
  staffFailuresPerName: { name: 'staff-failures-name', points: 50, durationS: minutes(15) },
} as const satisfies Record<string, Limit>;
