import { z } from 'zod';
import { isCalendarDay } from '@/lib/calendar-day';
import { isIdText, MAX_ID, SLUG_PATTERN } from './constants';

/**
 * Query-string building blocks. Every query value arrives as a string; these
 * turn it into a typed value or a field message a person can act on.
 */
export const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

export const booleanParam = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((value) => value === 'true');

export { SLUG_PATTERN, MAX_ID, isIdText };
export const slug = z.string().regex(SLUG_PATTERN, 'must be a slug (lowercase letters, digits and dashes)');

export const ID_TOO_LARGE = `must be at most ${MAX_ID}`;

/** An id in a query or address (`ids=1,2`, `venueId=7`). */
export const positiveId = z
  .string()
  .regex(/^[1-9]\d*$/, { error: 'must be a positive whole number', abort: true })
  .refine(isIdText, ID_TOO_LARGE)
  .transform(Number);

/** An id in a JSON body (`"packageId": 42`). */
export const jsonId = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive')
  .max(MAX_ID, ID_TOO_LARGE);

/**
 * An id (`42`) or a slug (`fc-kobenhavn`): pages know one or the other. Digits
 * that are no id (`0`, `007`, beyond MAX_ID) stay a slug, which names nothing
 * today: a 404, never a query the database cannot run.
 */
export const idOrSlug = z
  .string()
  .regex(SLUG_PATTERN, 'must be an id or a slug')
  .transform((value): number | string => (isIdText(value) ? Number(value) : value));

/** A comma-separated list (`ids=1,2,3`), at most 100 items. */
export const listParam = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1, 'must not be empty').max(100, 'must have at most 100 items'));

/** `{ message, code?, errors? }`: every error the API answers (ARCHITECTURE, contract conventions). */
export const errorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const image = z.object({ originalUrl: z.string() });

/** A calendar day, `YYYY-MM-DD`; `2026-02-30` is refused. */
export const calendarDay = z.string({ error: 'must be a date (YYYY-MM-DD)' }).refine(isCalendarDay, 'must be a date (YYYY-MM-DD)');

export { ROOM_TYPES, type RoomType } from './constants';

/** A tax on a hotel room (booking spec §3, §5). */
export const roomTax = z.object({
  name: z.string(),
  /** true: in the room's price. false: paid at the hotel (the tourist-tax checkbox, booking spec §5). */
  includedBySupplier: z.boolean(),
  /** For the whole stay, in the site's currency. */
  price: z.number(),
  /** For the whole stay, in the money the hotel charges it in. */
  providerAmount: z.number(),
  providerCurrency: z.string(),
});
export type RoomTax = z.infer<typeof roomTax>;
