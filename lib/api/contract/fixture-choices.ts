import { z } from 'zod';
import { positiveId } from './common';
import { tripParams } from './trips';

/**
 * The traveller's choice after a fixture change moved a match outside the
 * trip, postponed or cancelled it (issue 37; Package Travel Directive art.
 * 11(2)-(3), 12(2)): keep the trip with new dates around the new kick-off,
 * or terminate it without a fee. Both by the trip link, per match:
 *
 * - `GET trips/{token}/fixtures/{eventId}/rebooking`: what keeping costs. The
 *   shop asks the flight and hotel suppliers for the new dates (the booked
 *   nights around the new kick-off, the match on the same day of the trip as
 *   booked) and the price engine prices the trip's flights and hotel on both
 *   periods; `difference` is new less old. With the match guarantee the shop
 *   pays a rise (`shopPays`), else the invoice grows by it (`toPay`); a trip
 *   that gets cheaper gives the traveller the difference back (`refund`)
 *   either way. `refusal` says why keeping is not open: `no_choice` (the
 *   match still fits the trip), `decided`, `closed` (the deadline passed),
 *   `cancelled` (the trip is), `awaiting_date` (postponed, no new date yet),
 *   `match_cancelled` (nothing to keep), `other_matches` (another match of
 *   the trip would fall outside the new dates), `out_of_range` (the new
 *   dates are past or beyond what the suppliers sell), `unavailable` (no
 *   flight or hotel found for them now).
 * - `POST trips/{token}/fixtures/{eventId}/choice` (Idempotency-Key required):
 *   `{ choice: 'keep', startDate, acceptedAmount }`, made only at the new
 *   start day and the amount shown (`toPay`, or minus `refund`; 409
 *   `prices_changed` otherwise), or `{ choice: 'terminate' }`: the trip
 *   cancelled, everything paid refunded through the gateways that took it.
 */
export const FIXTURE_KEEP_REFUSALS = ['no_choice', 'decided', 'closed', 'cancelled', 'awaiting_date', 'match_cancelled', 'other_matches', 'out_of_range', 'unavailable'] as const;
export type FixtureKeepRefusal = (typeof FIXTURE_KEEP_REFUSALS)[number];

export const FIXTURE_CHOICE_VALUES = ['keep', 'terminate'] as const;

export const fixtureChoiceParams = tripParams.extend({ eventId: positiveId });
export type FixtureChoiceParams = z.infer<typeof fixtureChoiceParams>;

/** A flight leg of the new dates, times on its airports' clocks (ISO 8601 with their offsets). */
const rebookedLeg = z.object({
  originAirport: z.string(),
  destinationAirport: z.string(),
  originName: z.string().nullable(),
  destinationName: z.string().nullable(),
  departure: z.string(),
  arrival: z.string(),
  airline: z.string().nullable(),
  stops: z.number().int(),
});
export type RebookedLeg = z.infer<typeof rebookedLeg>;

export const fixtureRebooking = z.object({
  eventId: z.number().int(),
  available: z.boolean(),
  refusal: z.enum(FIXTURE_KEEP_REFUSALS).nullable(),
  currency: z.string(),
  /** The new travel period (`YYYY-MM-DD`); null when there is none to offer (postponed, cancelled). */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  nights: z.number().int(),
  /** The flights of the new dates; null without flights, or when none was found. */
  flights: z.object({ outward: rebookedLeg.nullable(), return: rebookedLeg.nullable() }).nullable(),
  /** The booked hotel on the new dates, its rooms as booked. */
  hotel: z.object({ name: z.string(), checkin: z.string(), checkout: z.string(), nights: z.number().int() }).nullable(),
  /** New less old, as the price engine prices the trip's flights and hotel on both periods (whole units, may be negative). */
  difference: z.number().int(),
  /** The booking holds the match guarantee: the shop pays a rise. */
  guarantee: z.boolean(),
  /** What the invoice grows by. */
  toPay: z.number().int(),
  /** What goes back to the traveller. */
  refund: z.number().int(),
  /** What the shop pays (the guarantee). */
  shopPays: z.number().int(),
});
export type FixtureRebooking = z.infer<typeof fixtureRebooking>;

export const fixtureRebookingResponse = z.object({ rebooking: fixtureRebooking });
export type FixtureRebookingResponse = z.infer<typeof fixtureRebookingResponse>;

const signedAmount = () =>
  z.number({ error: 'must be a number' }).int('must be a whole number').min(-100_000_000, 'must be at least -100000000').max(100_000_000, 'must be at most 100000000');

export const fixtureChoiceBody = z.discriminatedUnion(
  'choice',
  [
    z.object({
      choice: z.literal('keep'),
      /** The new first day as shown: a later change of the match makes it another offer. */
      startDate: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }),
      /** What the traveller's invoice changes by, as shown: `toPay`, or minus `refund`, or 0. */
      acceptedAmount: signedAmount(),
    }),
    z.object({ choice: z.literal('terminate') }),
  ],
  { error: 'must be keep or terminate' },
);
export type FixtureChoiceBody = z.input<typeof fixtureChoiceBody>;
export type ParsedFixtureChoiceBody = z.output<typeof fixtureChoiceBody>;

export const fixtureChoiceResponse = z.object({
  choice: z.object({
    eventId: z.number().int(),
    choice: z.enum(FIXTURE_CHOICE_VALUES),
    decidedAt: z.string(),
    /** Keep: the new period; terminate: null. */
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    /** Keep: what the invoice grew by (negative: what went back); terminate: 0. */
    amount: z.number().int(),
    /** What goes back through the gateways that took it. */
    refund: z.number().int(),
    total: z.number().int(),
    amountDue: z.number().int(),
  }),
});
export type FixtureChoiceResponse = z.infer<typeof fixtureChoiceResponse>;
