import { mutationOptions } from '@tanstack/react-query';
import type { Locale } from '@/lib/i18n/locales';
import type { GiftCardBody, GiftCardWithdrawalBody } from '../contract/gift-cards';
import { orderGiftCard, withdrawFromGiftCard } from '../endpoints/gift-cards';
import { queryApi } from '../query/query-client';

/** Ordering a gift card (`orderGiftCard`) as a mutation, in the visitor's language: one `idempotencyKey` per attempt. */
export const giftCardMutation = (locale: Locale) =>
  mutationOptions({
    mutationKey: ['gift-cards', 'order', locale] as const,
    mutationFn: ({ body, idempotencyKey }: { body: GiftCardBody; idempotencyKey: string }) => orderGiftCard(queryApi(locale), body, idempotencyKey),
  });

/** Withdrawing from a gift card (`withdrawFromGiftCard`) as a mutation: one `idempotencyKey` per attempt. */
export const giftCardWithdrawalMutation = (locale: Locale, invoiceUuid: string) =>
  mutationOptions({
    mutationKey: ['gift-cards', 'withdraw', locale, invoiceUuid] as const,
    mutationFn: ({ body, idempotencyKey }: { body: GiftCardWithdrawalBody; idempotencyKey: string }) => withdrawFromGiftCard(queryApi(locale), invoiceUuid, body, idempotencyKey),
  });
