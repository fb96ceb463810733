import { z } from 'zod';
import { TRIP_DOCUMENT_KINDS, TRIP_DOCUMENT_STATES } from '@/lib/trips/documents';
import { email, orderNumber } from '@/lib/forms/rules';
import { BOOKING_CANCELLED_BY, invoiceResponse } from './booking';
import { tripChanges } from './trip-changes';
import { tripFixtureStatus } from './fixtures';

/**
 * The traveller's own trip ("My trip"): reached by a trip link, never by the
 * invoice's uuid. A link is `v1.<payload>.<signature>` (server/modules/trips/links.ts):
 * signed by the shop, for one purpose (the trip page and its changes, or the
 * calendar feed), expiring.
 */
export const TRIP_LINK_PATTERN = /^v1\.[A-Za-z0-9_-]{8,200}\.[A-Za-z0-9_-]{43}$/;

export const tripParams = z.object({
  token: z.string().regex(TRIP_LINK_PATTERN, 'must be a trip link'),
});
export type TripParams = z.infer<typeof tripParams>;

const tripDeadline = z.object({ lastDay: z.string(), endsAt: z.string() });

/** What a trip link opens. */
export const TRIP_LINK_PURPOSES = ['trip', 'calendar'] as const;
export type TripLinkPurpose = (typeof TRIP_LINK_PURPOSES)[number];

/**
 * `GET trips/{token}`: the trip a trip link opens. `invoice` is the booking's
 * invoice as `GET invoices/{uuid}` answers it (its uuid is the trip page's
 * link to pay what is due); `cancelled` when the trip was cancelled, and by
 * whom; `erasureRequestedAt` when the traveller asked to erase their data.
 */
export const tripResponse = z.object({
  trip: z.object({
    invoice: invoiceResponse.shape.invoice,
    cancelled: z.object({ at: z.string(), by: z.enum(BOOKING_CANCELLED_BY) }).nullable(),
    erasureRequestedAt: z.string().nullable(),
    /**
     * What arrives when (lib/trips/documents.ts): each document the trip waits for, the day it is expected by
     * (`YYYY-MM-DD`), the ticket's delivery information for the match tickets, and its state with when staff
     * sent it and when the traveller said it is in hand.
     */
    documents: z.array(
      z.object({
        kind: z.enum(TRIP_DOCUMENT_KINDS),
        expectedBy: z.string(),
        delivery: z.string().nullable(),
        state: z.enum(TRIP_DOCUMENT_STATES),
        sentAt: z.string().nullable(),
        receivedAt: z.string().nullable(),
      }),
    ),
    /** Until when each change is taken (lib/trips/deadlines.ts): last days in the site's zone, instants ISO. */
    deadlines: z.object({
      departureDay: z.string(),
      departsAt: z.string(),
      transfer: tripDeadline,
      insurance: tripDeadline,
      cancellation: tripDeadline,
    }),
    /**
     * The trip's calendar (server/modules/trips/calendar.ts): `download`, the `.ics` file's absolute address on the
     * booking's site; `subscribe`, the same feed as a `webcal:` address a calendar app subscribes to. One address per
     * booking for as long as it lasts (30 days after the trip), so a subscription keeps working; null for a preorder.
     */
    calendar: z.object({ download: z.string(), subscribe: z.string() }).nullable(),
    /** What can still be changed, until when, at what price (./trip-changes.ts). */
    changes: tripChanges,
    /**
     * What fixture changes did to the trip's matches (./fixtures.ts): one per match a change reached, in kick-off
     * order; where the traveller must choose, the choices are made by `POST trips/{token}/fixtures/{eventId}/choice`
     * (./fixture-choices.ts).
     */
    fixtures: z.array(tripFixtureStatus),
  }),
});
export type TripResponse = z.infer<typeof tripResponse>;

/**
 * `POST trips/lookup` (Find my trip, `/min-rejse`): the order number and the
 * booking's email. Every pair gets the same 202 in the same time; the right
 * one queues a mail to the booking's email with a trip link valid 24 hours.
 */
export const tripLookupBody = z.object({ orderNumber: orderNumber(), email: email() });
export type TripLookupBody = z.input<typeof tripLookupBody>;
export const tripLookupResponse = z.object({ accepted: z.literal(true) });
export type TripLookupResponse = z.infer<typeof tripLookupResponse>;

/**
 * `POST trips/{token}/documents/{kind}/received` (Idempotency-Key required): the traveller has the
 * document in hand; the first time is kept. 404 `trip_not_found` for a link that opens no trip.
 */
export const tripDocumentParams = tripParams.extend({ kind: z.enum(TRIP_DOCUMENT_KINDS, { error: 'must be a travel document' }) });
export const tripDocumentReceivedResponse = z.object({ document: z.object({ kind: z.enum(TRIP_DOCUMENT_KINDS), receivedAt: z.string() }) });
export type TripDocumentReceivedResponse = z.infer<typeof tripDocumentReceivedResponse>;
