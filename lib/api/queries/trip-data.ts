import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { requestErasure } from '../endpoints/trip-data';
import { queryApi } from '../query/query-client';

/** The request to erase a trip's personal data (`requestErasure`) as a mutation, in the visitor's language: one `idempotencyKey` per attempt. */
export const erasureMutation = (locale: Locale, token: string) =>
  mutationOptions({
    mutationKey: ['trips', 'erasure', locale, token] as const,
    mutationFn: ({ idempotencyKey }: { idempotencyKey: string }) => requestErasure(queryApi(locale), token, idempotencyKey),
  });
