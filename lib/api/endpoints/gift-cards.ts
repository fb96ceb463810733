import { parsed, unwrap, type ApiClient } from '../client';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency-key';
import type { GiftCardBody, GiftCardResponse, GiftCardWithdrawalBody, GiftCardWithdrawalResponse } from '../contract/gift-cards';

/** The response contract (zod) loads with the first write, wherever it runs: see `parsed`. */
const contract = () => import('../contract/gift-cards');

/** Orders a gift card (`POST gift-cards`): its invoice, to pay. One `idempotencyKey` per attempt. */
export async function orderGiftCard(client: ApiClient, body: GiftCardBody, idempotencyKey: string): Promise<GiftCardResponse> {
  const result = await client.post<unknown>('gift-cards', { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  return parsed(unwrap(result), contract, (c) => c.giftCardResponse);
}

/** Withdraws from the gift card an invoice bills (`POST invoices/{uuid}/gift-card-withdrawal`): when it was received, and what goes back. One `idempotencyKey` per attempt. */
export async function withdrawFromGiftCard(client: ApiClient, invoiceUuid: string, body: GiftCardWithdrawalBody, idempotencyKey: string): Promise<GiftCardWithdrawalResponse> {
  const result = await client.post<unknown>(`invoices/${encodeURIComponent(invoiceUuid)}/gift-card-withdrawal`, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  return parsed(unwrap(result), contract, (c) => c.giftCardWithdrawalResponse);
}
