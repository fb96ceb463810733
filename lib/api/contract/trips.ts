import { z } from 'zod';
import { invoiceResponse } from './booking';
import { tripChanges } from './trip-changes';

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
    /** What can still be changed, until when, at what price (./trip-changes.ts). */
    changes: tripChanges,
  }),
});
export type TripResponse = z.infer<typeof tripResponse>;
