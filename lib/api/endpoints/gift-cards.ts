import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import { parsed, unwrap, type ApiClient } from '../client';
import { queryApi } from '../query/query-client';
import type { GiftCardBody, GiftCardResponse } from '../contract/gift-cards';

/** The response contract (zod) loads with the first write, wherever it runs: see `parsed`. */
const contract = () => import('../contract/gift-cards');

/** Orders a gift card (`POST gift-cards`): its invoice, to pay. One `idempotencyKey` per attempt. */
export async function orderGiftCard(client: ApiClient, body: GiftCardBody, idempotencyKey: string): Promise<GiftCardResponse> {
  const result = await client.post<unknown>('gift-cards', { body, headers: { 'Idempotency-Key': idempotencyKey } });
  return parsed(unwrap(result), contract, (c) => c.giftCardResponse);
}

export const giftCardMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ['gift-cards', 'order', locale] as const,
    mutationFn: ({ body, idempotencyKey }: { body: GiftCardBody; idempotencyKey: string }) => orderGiftCard(queryApi(locale), body, idempotencyKey),
  });
