import { z } from 'zod';
import { email, max, text } from '@/lib/forms/rules';
import { LOCALES } from '@/lib/i18n/locales';

/**
 * Field messages here are the API's (English); the storefront's signup form
 * validates with the same body schema and shows the `forms` messages for the
 * same rules (lib/forms).
 */

// ─── Newsletter (`POST newsletter`) ─────────────────────────────────────────

export const NEWSLETTER_NAME_MAX = 100;

export const newsletterSubscriptionBody = z.object({
  /** Trimmed and lower-cased: one address is one subscriber, however it was typed. */
  email: email(),
  /** Optional; blank means none. */
  name: text()
    .check(max(NEWSLETTER_NAME_MAX))
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
