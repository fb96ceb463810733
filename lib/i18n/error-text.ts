import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ApiError, retryAfterSeconds } from '@/lib/api/api-error';

/** The `{ message }` of an API error body: the API answers it in the visitor's language (server/messages). */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 429) return null;
  const body = error.body;
  return typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : null;
}

/**
 * The toast text of a failed API call (README "Error toasts", booking spec
 * §8): the site's word for error, then the server's message, or the
 * storefront's own words when there is none to show (a rate limit, a network
 * failure, an answer that is not the API's). `code`, when given, follows in
 * parentheses (a coupon failure's error code, §8).
 */
export function apiErrorMessage(t: ErrorsTranslator, error: unknown, code?: string): string {
  const message = serverMessage(error) ?? (error instanceof ApiError && error.status === 429 ? rateLimitText(t, error) : t('noAnswer'));
  return code === undefined ? t('toast', { message }) : t('toastWithCode', { message, code });
}

type ErrorsTranslator = ReturnType<typeof useTranslations<'errors'>>;

/**
 * A visitor over a limit (429) is refused for their own tries, not because
 * the shop is busy: they are told so, and for how long when the answer said
 * it (Retry-After), in whole minutes from a minute and a half on.
 */
export function rateLimitText(t: ErrorsTranslator, error: unknown): string {
  const seconds = retryAfterSeconds(error);
  return seconds !== null && seconds >= 90 ? t('rateLimitedMinutes', { minutes: Math.ceil(seconds / 60) }) : t('rateLimited');
}

/** `apiErrorMessage` in the visitor's language, for a component's error toasts. */
export function useErrorText(): (error: unknown, code?: string) => string {
  const t = useTranslations('errors');
  return useCallback((error: unknown, code?: string) => apiErrorMessage(t, error, code), [t]);
}
