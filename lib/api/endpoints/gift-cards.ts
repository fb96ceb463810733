import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { checked, unwrap, type ApiClient } from '../client';
import { queryApi } from '../query/query-client';
import type { GiftCardBody, GiftCardResponse } from '../contract/gift-cards';

/** The response contract (zod) loads on the server only: see `checked`. */
const contract = () => import('../contract/gift-cards');

/** Orders a gift card (`POST gift-cards`): its invoice, to pay. One `idempotencyKey` per attempt. */
export async function orderGiftCard(client: ApiClient, body: GiftCardBody, idempotencyKey: string): Promise<GiftCardResponse> {
  const result = await client.post<unknown>('gift-cards', { body, headers: { 'Idempotency-Key': idempotencyKey } });
  return checked(unwrap(result), contract, (c) => c.giftCardResponse);
}

export const giftCardMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ['gift-cards', 'order', locale] as const,
    mutationFn: ({ body, idempotencyKey }: { body: GiftCardBody; idempotencyKey: string }) => orderGiftCard(queryApi(locale), body, idempotencyKey),
  });
