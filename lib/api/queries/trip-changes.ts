import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import type { CancellationBody, InsuranceBody, TransferBody } from '../contract/trip-changes';
import { addInsurance, cancelTrip, transferPlace } from '../endpoints/trip-changes';
import { queryApi } from '../query/query-client';

/** A traveller's changes to their trip as mutations, in the visitor's language: one `idempotencyKey` per attempt. */
export const transferMutation = (locale: Locale, token: string) =>
  mutationOptions({
    mutationKey: ['trips', 'transfer', locale, token] as const,
    mutationFn: ({ body, idempotencyKey }: { body: TransferBody; idempotencyKey: string }) => transferPlace(queryApi(locale), token, body, idempotencyKey),
  });

export const insuranceMutation = (locale: Locale, token: string) =>
  mutationOptions({
    mutationKey: ['trips', 'insurance', locale, token] as const,
    mutationFn: ({ body, idempotencyKey }: { body: InsuranceBody; idempotencyKey: string }) => addInsurance(queryApi(locale), token, body, idempotencyKey),
  });

export const cancellationMutation = (locale: Locale, token: string) =>
  mutationOptions({
    mutationKey: ['trips', 'cancel', locale, token] as const,
    mutationFn: ({ body, idempotencyKey }: { body: CancellationBody; idempotencyKey: string }) => cancelTrip(queryApi(locale), token, body, idempotencyKey),
  });
