import 'server-only';
import { newsletterSubscriptionBody } from '@/lib/api/contract/newsletter';
import { now } from '@/server/clock';
import { parseJsonBody } from '@/server/http/body';
import { withIdempotency } from '@/server/http/idempotency';
import type { Router } from '@/server/http/router';
import { subscribeToNewsletter } from './newsletter';
import { LIMITS } from '@/server/http/limits';

export function registerNewsletterRoutes(router: Router): void {
  // The footer's signup. The key is optional: a repeated signup is harmless anyway (the same 201).
  router.post('newsletter', async ({ request, locale }) => {
    const input = await parseJsonBody(request, newsletterSubscriptionBody);
    return withIdempotency(request, 'newsletter', (tx) => subscribeToNewsletter(tx, input, locale, now()));
  }, { limit: LIMITS.newsletter });
}
