import { parsed, unwrap, type ApiClient } from '../client';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency-key';
import type { NewsletterSubscription, NewsletterSubscriptionInput } from '../contract/newsletter';

/** The response contract (zod) loads with the first write, wherever it runs: see `parsed`. */
const contract = () => import('../contract/newsletter');

export interface NewsletterSignup {
  subscription: NewsletterSubscription;
}

/**
 * Signs an address up for the site's newsletter. Pass one `idempotencyKey` per
 * attempt (useAttemptKey, lib/api/query/writes.ts) so a double click or
 * a retry answers the first result again.
 */
export async function subscribeToNewsletter(
  client: ApiClient,
  body: NewsletterSubscriptionInput,
  idempotencyKey?: string,
): Promise<NewsletterSignup> {
  const result = await client.post<unknown>('newsletter', {
    body,
    headers: idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined,
  });
  const data = await parsed(unwrap(result), contract, (c) => c.newsletterSubscriptionResponse);
  return { subscription: data.subscription };
}
