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

/**
 * A booking's fixture status per match, as the trip page will show it (`fixtures` in
 * `GET trips/{token}` once the trip page reads it: `fixtureStatusesOf` in
 * server/modules/fixtures/statuses.ts): what happened to the match, the kick-off now
 * (null while postponed or cancelled), and, where the traveller must choose, the
 * deadline, the default without an answer and the choice made.
 */
export const tripFixtureStatus = z.object({
  eventId: z.number().int(),
  status: z.enum(['moved_within', 'moved_outside', 'postponed', 'cancelled']),
  kickoff: z.string().nullable(),
  previousKickoff: z.string().nullable(),
  changedAt: z.string(),
  choice: z.enum(['keep', 'terminate']).nullable(),
  choiceDeadline: z.string().nullable(),
  defaultChoice: z.enum(['keep', 'terminate']).nullable(),
});
export type TripFixtureStatus = z.infer<typeof tripFixtureStatus>;
