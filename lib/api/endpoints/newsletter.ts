import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { parsed, unwrap, type ApiClient } from '../client';
import { queryApi } from '../query/query-client';
import type { NewsletterSubscription, NewsletterSubscriptionInput } from '../contract/newsletter';

/** The response contract (zod) loads with the first write, wherever it runs: see `parsed`. */
const contract = () => import('../contract/newsletter');

export interface NewsletterSignup {
  subscription: NewsletterSubscription;
}

/**
 * Signs an address up for the site's newsletter. Pass one `idempotencyKey` per
 * form submission (e.g. `crypto.randomUUID()` when the form is shown) so a
 * double click or a retry answers the first result again.
 */
export async function subscribeToNewsletter(
  client: ApiClient,
  body: NewsletterSubscriptionInput,
  idempotencyKey?: string,
): Promise<NewsletterSignup> {
  const result = await client.post<unknown>('newsletter', {
    body,
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
  });
  const data = await parsed(unwrap(result), contract, (c) => c.newsletterSubscriptionResponse);
  return { subscription: data.subscription };
}

/** The signup as a mutation: `{ email, idempotencyKey }`, in the visitor's language. */
export const newsletterMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ['newsletter', 'subscribe', locale] as const,
    mutationFn: ({ email, idempotencyKey }: { email: string; idempotencyKey: string }) => subscribeToNewsletter(queryApi(locale), { email }, idempotencyKey),
  });
