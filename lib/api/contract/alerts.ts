import { z } from 'zod';
import { chosenId, email } from '@/lib/forms/rules';
import { UNSUBSCRIBE_TOKEN_PATTERN } from './form-limits';
import { botCheck } from './forms';

// ─── Availability alerts (`POST alerts`, `POST alerts/unsubscribe`) ─────────

/**
 * "Tell me when trips are available": the address and what it waits for, a
 * sold-out package or a match with no trip yet (exactly one of the two), with
 * the forms' honeypot and fill time.
 */
export const alertBody = z
  .object({ email: email(), packageId: chosenId().optional(), eventId: chosenId().optional(), ...botCheck })
  .refine((body) => (body.packageId === undefined) !== (body.eventId === undefined), { path: ['packageId'], message: 'must name a package or a match, not both' });
export type AlertInput = z.input<typeof alertBody>;
export type AlertBody = z.output<typeof alertBody>;
/** The address field alone, as the page's form checks it before sending. */
export const alertEmail = z.object({ email: email() });

/** 201 whether the address was waiting already or not: the answer never tells who waits for what. */
export const alertResponse = z.object({ alert: z.object({ email: z.string(), packageId: z.number().nullable(), eventId: z.number().nullable() }) });
export type AlertResponse = z.infer<typeof alertResponse>;

/** The token of an alert mail's unsubscribe link. */
export const unsubscribeBody = z.object({ token: z.string({ error: 'must be an unsubscribe link' }).regex(UNSUBSCRIBE_TOKEN_PATTERN, 'must be an unsubscribe link') });
export type UnsubscribeBody = z.infer<typeof unsubscribeBody>;

/** 200 whether the token named an alert or not. */
export const unsubscribeResponse = z.object({ unsubscribed: z.literal(true) });
