import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import type { TripLookupBody } from '../contract/trips';
import type { TripDocumentKind } from '@/lib/trips/documents';
import { lookUpTrip, markDocumentReceived } from '../endpoints/trips';
import { queryApi } from '../query/query-client';

/** Find my trip (`lookUpTrip`) as a mutation, in the visitor's language: one `idempotencyKey` per attempt. */
export const tripLookupMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ['trips', 'lookup', locale] as const,
    mutationFn: ({ body, idempotencyKey }: { body: TripLookupBody; idempotencyKey: string }) => lookUpTrip(queryApi(locale), body, idempotencyKey),
  });

/** A document in hand (`markDocumentReceived`) as a mutation: one `idempotencyKey` per attempt. */
export const documentReceivedMutation = (locale: Locale, token: string) =>
  mutationOptions({
    mutationKey: ['trips', 'document-received', locale] as const,
    mutationFn: ({ kind, idempotencyKey }: { kind: TripDocumentKind; idempotencyKey: string }) => markDocumentReceived(queryApi(locale), token, kind, idempotencyKey),
  });
