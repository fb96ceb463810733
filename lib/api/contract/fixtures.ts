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
