import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { createOffer } from '../endpoints/offers';
import { queryApi } from '../query/query-client';

/** Saving the trip as an offer (`createOffer`, the PDF's download) as a mutation: one `idempotencyKey` per attempt. */
export const offerMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ['offers', 'create', locale] as const,
    mutationFn: ({ link, idempotencyKey }: { link: string; idempotencyKey: string }) => createOffer(queryApi(locale), link, idempotencyKey),
  });
