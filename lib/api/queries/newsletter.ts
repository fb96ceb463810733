import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { subscribeToNewsletter } from '../endpoints/newsletter';
import { queryApi } from '../query/query-client';

/** The signup (`subscribeToNewsletter`) as a mutation: `{ email, idempotencyKey }`, in the visitor's language. */
export const newsletterMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ['newsletter', 'subscribe', locale] as const,
    mutationFn: ({ email, idempotencyKey }: { email: string; idempotencyKey: string }) => subscribeToNewsletter(queryApi(locale), { email }, idempotencyKey),
  });
