/**
 * The travel documents a booked trip waits for, and by when each is expected
 * (the trip page's documents timeline): the match tickets as the ticket's
 * delivery information says they come, the hotel voucher and the flight
 * tickets. Pure: the dates come from the trip; the states from what staff
 * and the traveller marked (`booking_documents`).
 *
 * The expected dates, stated once:
 * - **match tickets**: at the latest 3 days before the first match's day at
 *   the venue (the seeded delivery terms promise "at the latest 3 days
 *   before", "24-48 hours before" or the day before at the hotel: 3 days is
 *   the earliest of them, so a traveller who has nothing by then calls us);
 *   the ticket's own delivery text is shown beside it;
 * - **hotel voucher** and **flight tickets**: 14 days before departure;
 * - never before the day of the booking (a late booking gets them at once).
 */
import { addDays, daysBetween } from '@/lib/calendar-day';

export const TRIP_DOCUMENT_KINDS = ['match_tickets', 'hotel_voucher', 'flight_tickets'] as const;
export type TripDocumentKind = (typeof TRIP_DOCUMENT_KINDS)[number];

export const TRIP_DOCUMENT_STATES = ['expected', 'sent', 'inHand'] as const;
export type TripDocumentState = (typeof TRIP_DOCUMENT_STATES)[number];

export const MATCH_TICKETS_DAYS_BEFORE = 3;
export const VOUCHERS_DAYS_BEFORE = 14;

export interface TripDocumentFacts {
  /** The booking's day in the site's zone. */
  bookedDay: string;
  departureDay: string;
  /** The first match's calendar day at its venue; null without tickets. */
  firstEventDay: string | null;
  hasHotel: boolean;
  hasFlights: boolean;
}

/** Which documents the trip waits for, each with the day it is expected by, in the order they come. */
export function expectedDocuments(facts: TripDocumentFacts): { kind: TripDocumentKind; expectedBy: string }[] {
  const notBefore = (day: string) => (daysBetween(facts.bookedDay, day) < 0 ? facts.bookedDay : day);
  const documents: { kind: TripDocumentKind; expectedBy: string }[] = [];
  if (facts.hasFlights) documents.push({ kind: 'flight_tickets', expectedBy: notBefore(addDays(facts.departureDay, -VOUCHERS_DAYS_BEFORE)) });
  if (facts.hasHotel) documents.push({ kind: 'hotel_voucher', expectedBy: notBefore(addDays(facts.departureDay, -VOUCHERS_DAYS_BEFORE)) });
  if (facts.firstEventDay) documents.push({ kind: 'match_tickets', expectedBy: notBefore(addDays(facts.firstEventDay, -MATCH_TICKETS_DAYS_BEFORE)) });
  return documents.sort((a, b) => daysBetween(b.expectedBy, a.expectedBy));
}

/** A document's state: in hand once the traveller said so, sent once staff did, else expected. */
export const documentState = (marks: { sentAt: Date | null; receivedAt: Date | null } | undefined): TripDocumentState =>
  marks?.receivedAt ? 'inHand' : marks?.sentAt ? 'sent' : 'expected';
