import { z } from 'zod';
import { LOCALES } from '@/lib/i18n/locales';

/**
 * Field messages here are the API's (English); the storefront's forms show
 * their own localized texts from `messages/` for the same rules.
 */

// ─── Newsletter (`POST newsletter`) ─────────────────────────────────────────

export const NEWSLETTER_NAME_MAX = 100;
const EMAIL_MAX = 254;

export const newsletterSubscriptionBody = z.object({
  /** Trimmed and lower-cased: one address is one subscriber, however it was typed. */
  email: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a valid email address') })
    .trim()
    .toLowerCase()
    .pipe(
      z
        .email({ error: 'must be a valid email address' })
        .max(EMAIL_MAX, `must be at most ${EMAIL_MAX} characters`),
    ),
  /** Optional; blank means none. */
  name: z
    .string({ error: 'must be text' })
    .trim()
    .max(NEWSLETTER_NAME_MAX, `must be at most ${NEWSLETTER_NAME_MAX} characters`)
    .transform((value) => value || null)
    .nullish(),
});
export type NewsletterSubscriptionInput = z.input<typeof newsletterSubscriptionBody>;
export type NewsletterSubscriptionBody = z.output<typeof newsletterSubscriptionBody>;

export const newsletterSubscription = z.object({ email: z.string(), locale: z.enum(LOCALES) });
export type NewsletterSubscription = z.infer<typeof newsletterSubscription>;

/** 201 with this body whether the address is new or already subscribed: the answer never tells who subscribes. */
export const newsletterSubscriptionResponse = z.object({ subscription: newsletterSubscription });
export type NewsletterSubscriptionResponse = z.infer<typeof newsletterSubscriptionResponse>;
