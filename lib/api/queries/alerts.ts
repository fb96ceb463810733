import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import type { AlertInput } from '../contract/alerts';
import { subscribeToAlert, unsubscribeFromAlert } from '../endpoints/alerts';
import { queryApi } from '../query/query-client';

/** Waiting for a sold-out package or a match (`subscribeToAlert`) as a mutation: one `idempotencyKey` per attempt. */
export const alertMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ['alerts', 'subscribe', locale] as const,
    mutationFn: ({ body, idempotencyKey }: { body: AlertInput; idempotencyKey: string }) => subscribeToAlert(queryApi(locale), body, idempotencyKey),
  });

/** Ending the alert an unsubscribe link names (`unsubscribeFromAlert`) as a mutation. */
export const unsubscribeMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ['alerts', 'unsubscribe', locale] as const,
    mutationFn: (token: string) => unsubscribeFromAlert(queryApi(locale), token),
  });
