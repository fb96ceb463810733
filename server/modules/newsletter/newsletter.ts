import 'server-only';
import type { NewsletterSubscriptionBody, NewsletterSubscriptionResponse } from '@/lib/api/contract/newsletter';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db';
import { newsletterSubscriptions } from '@/server/db/schema';
import type { WriteResult } from '@/server/http/idempotency';

/**
 * Signs an address up for a site's newsletter. Signing up twice is not an
 * error, and the answer is exactly the first one's (201, the same body), so
 * the form cannot be used to find out who subscribes; the second time changes
 * nothing (the first name given is kept).
 */
export async function subscribeToNewsletter(
  tx: Executor,
  input: NewsletterSubscriptionBody,
  locale: Locale,
  at: Date,
): Promise<WriteResult<NewsletterSubscriptionResponse>> {
  await tx
    .insert(newsletterSubscriptions)
    .values({ email: input.email, name: input.name ?? null, locale, createdAt: at })
    // A concurrent signup of the same address waits for the other and then does nothing.
    .onConflictDoNothing({ target: [newsletterSubscriptions.email, newsletterSubscriptions.locale] });
  return { status: 201, body: { subscription: { email: input.email, locale } } };
}
