import { z } from 'zod';

/**
 * The sandbox fixture feed's control (`POST sandbox/fixtures/{eventId}`, only
 * with SANDBOX_CONTROL=on): what the tests tell the feed happened to a match.
 */
export const sandboxFixtureBody = z.discriminatedUnion('change', [
  z.object({ change: z.literal('moved'), kickoff: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 time with its offset' }) }),
  z.object({ change: z.literal('postponed') }),
  z.object({ change: z.literal('cancelled') }),
], { error: 'must be moved, postponed or cancelled' });
export type SandboxFixtureBody = z.infer<typeof sandboxFixtureBody>;

export const sandboxFixtureResponse = z.object({ changeId: z.string(), eventId: z.number().int() });
export type SandboxFixtureResponse = z.infer<typeof sandboxFixtureResponse>;

/** Who made a traveller's fixture choice: the traveller on the trip page, staff for them, or the default at the deadline. */
export const FIXTURE_DECIDERS = ['traveller', 'staff', 'default'] as const;
export type FixtureDecider = (typeof FIXTURE_DECIDERS)[number];

/**
 * A booking's fixture status per match, as the trip page and the staff inbox
 * show it (`fixtures` in `GET trips/{token}`: `fixtureStatusesOf` in
 * server/modules/fixtures/statuses.ts): what happened to the match (its title
 * in the answer's language, its venue's time zone), the kick-off now (null
 * while postponed or cancelled), and, where the traveller must choose, the
 * deadline, the default without an answer and the choice made, when and by
 * whom. `open`: a choice can be made now (none made yet, the deadline not
 * passed, the trip not cancelled).
 */
export const tripFixtureStatus = z.object({
  eventId: z.number().int(),
  title: z.string(),
  timeZone: z.string(),
  status: z.enum(['moved_within', 'moved_outside', 'postponed', 'cancelled']),
  kickoff: z.string().nullable(),
  previousKickoff: z.string().nullable(),
  changedAt: z.string(),
  choice: z.enum(['keep', 'terminate']).nullable(),
  choiceDeadline: z.string().nullable(),
  defaultChoice: z.enum(['keep', 'terminate']).nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.enum(FIXTURE_DECIDERS).nullable(),
  open: z.boolean(),
});
export type TripFixtureStatus = z.infer<typeof tripFixtureStatus>;
