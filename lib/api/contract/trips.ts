import { z } from 'zod';
import { invoiceResponse } from './booking';

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
    cancelled: z.object({ at: z.string(), by: z.enum(['traveller', 'staff', 'fixture']) }).nullable(),
    erasureRequestedAt: z.string().nullable(),
    /**
     * The trip's calendar (server/modules/trips/calendar.ts): `download`, the `.ics` file's absolute address on the
     * booking's site; `subscribe`, the same feed as a `webcal:` address a calendar app subscribes to. One address per
     * booking for as long as it lasts (30 days after the trip), so a subscription keeps working; null for a preorder.
     */
    calendar: z.object({ download: z.string(), subscribe: z.string() }).nullable(),
  }),
});
export type TripResponse = z.infer<typeof tripResponse>;
