/**
 * The travel documents a booked trip waits for, and by when each is expected
 * (the trip page's documents timeline): the match tickets as the ticket's
 * delivery information says they come, the hotel voucher and the flight
 * tickets. Pure: the dates come from the trip; the states from what staff
 * and the traveller marked (`booking_documents`).
 *
 * The expected dates, stated once:
 * - **match tickets**: by the day the first match's ticket says they come
 *   (its delivery terms: by e-mail 3 days before the match's day at the venue,
 *   to an app or at the hotel the day before, at the box office on the day; a
 *   race weekend's two days earlier; `tickets.delivery_days`), so the date and
 *   the ticket's own delivery text shown beside it agree; a ticket whose terms
 *   are not known counts 3 days, the earliest of them, so a traveller who has
 *   nothing by then calls us;
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
  /** By how many days before that day its ticket comes, by its delivery terms; null or absent: not known (MATCH_TICKETS_DAYS_BEFORE). */
  matchTicketsDaysBefore?: number | null;
  hasHotel: boolean;
  hasFlights: boolean;
}

/** Which documents the trip waits for, each with the day it is expected by, in the order they come. */
export function expectedDocuments(facts: TripDocumentFacts): { kind: TripDocumentKind; expectedBy: string }[] {
  const notBefore = (day: string) => (daysBetween(facts.bookedDay, day) < 0 ? facts.bookedDay : day);
  const documents: { kind: TripDocumentKind; expectedBy: string }[] = [];
  if (facts.hasFlights) documents.push({ kind: 'flight_tickets', expectedBy: notBefore(addDays(facts.departureDay, -VOUCHERS_DAYS_BEFORE)) });
  if (facts.hasHotel) documents.push({ kind: 'hotel_voucher', expectedBy: notBefore(addDays(facts.departureDay, -VOUCHERS_DAYS_BEFORE)) });
  if (facts.firstEventDay) documents.push({ kind: 'match_tickets', expectedBy: notBefore(addDays(facts.firstEventDay, -(facts.matchTicketsDaysBefore ?? MATCH_TICKETS_DAYS_BEFORE))) });
  return documents.sort((a, b) => daysBetween(b.expectedBy, a.expectedBy));
}

/** A document's state: in hand once the traveller said so, sent once staff did, else expected. */
export const documentState = (marks: { sentAt: Date | null; receivedAt: Date | null } | undefined): TripDocumentState =>
  marks?.receivedAt ? 'inHand' : marks?.sentAt ? 'sent' : 'expected';
