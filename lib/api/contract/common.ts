import { z } from 'zod';

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

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slug = z.string().regex(SLUG_PATTERN, 'must be a slug (lowercase letters, digits and dashes)');
export const positiveId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be a positive whole number')
  .transform(Number);

/** An id (`42`) or a slug (`fc-kobenhavn`): pages know one or the other. */
export const idOrSlug = z
  .string()
  .regex(/^(?:[1-9]\d{0,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/, 'must be an id or a slug')
  .transform((value) => (/^\d+$/.test(value) ? Number(value) : value));

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
