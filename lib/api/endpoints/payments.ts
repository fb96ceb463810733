import { getChecked, parsed, unwrap, type ApiClient } from '../client';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency-key';
import type { PaymentTransaction, ShareResponse, SharesBody, SharesResponse, ShareTransactionBody, TestGatewayDecision, TestGatewayPayment, TransactionBody, TransactionResponse } from '../contract/payments';

/** The response contract (zod): a read's loads on the server only (`checked`), a write's wherever it runs (`parsed`). */
const contract = () => import('../contract/payments');

/**
 * Starts paying an invoice (booking spec §7 `POST invoices/{uuid}/transactions`):
 * the visitor goes on to `paymentInfo.redirectUrl`. One `idempotencyKey` per
 * attempt: a double click starts one payment. 422 'GateWay not found', or an
 * amount above the amount due.
 */
export async function startPayment(client: ApiClient, uuid: string, body: TransactionBody, idempotencyKey: string): Promise<TransactionResponse> {
  const result = await client.post<unknown>(`invoices/${encodeURIComponent(uuid)}/transactions`, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  return parsed(unwrap(result), contract, (c) => c.transactionResponse);
}

/** Starts paying a traveller's share (`POST shares/{id}/transactions`): its amount, through the gateway chosen, with the traveller's address. */
export async function startSharePayment(client: ApiClient, shareId: string, body: ShareTransactionBody, idempotencyKey: string): Promise<TransactionResponse> {
  const result = await client.post<unknown>(`shares/${encodeURIComponent(shareId)}/transactions`, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  return parsed(unwrap(result), contract, (c) => c.transactionResponse);
}

/**
 * Back by a gateway's cancel link (`POST transactions/{id}/cancel`): the
 * payment closed at the gateway and cancelled, or as it stands when the
 * gateway had settled it.
 */
export async function cancelPayment(client: ApiClient, transactionId: string): Promise<PaymentTransaction> {
  const result = await client.post<unknown>(`transactions/${encodeURIComponent(transactionId)}/cancel`, {});
  return (await parsed(unwrap(result), contract, (c) => c.cancelTransactionResponse)).transaction;
}

/** Splits the payment (`POST invoices/{uuid}/shares`): a link for each traveller named. */
export async function createShares(client: ApiClient, uuid: string, body: SharesBody): Promise<SharesResponse> {
  return parsed(unwrap(await client.post<unknown>(`invoices/${encodeURIComponent(uuid)}/shares`, { body })), contract, (c) => c.sharesResponse);
}

/** A traveller's share, for its page (`GET shares/{id}`). */
export async function getShare(client: ApiClient, shareId: string): Promise<ShareResponse['share']> {
  return (await getChecked(client, `shares/${encodeURIComponent(shareId)}`, contract, (c) => c.shareResponse)).share;
}

/** The test gateway's payment, for its hosted page. */
export async function getTestGatewayPayment(client: ApiClient, reference: string): Promise<TestGatewayPayment> {
  return (await getChecked(client, `test-gateway/payments/${encodeURIComponent(reference)}`, contract, (c) => c.testGatewayPaymentResponse)).payment;
}

/** The visitor's decision on the test gateway's page; answers where the browser goes back to. */
export async function decideTestGatewayPayment(client: ApiClient, reference: string, decision: TestGatewayDecision): Promise<string> {
  const result = await client.post<unknown>(`test-gateway/payments/${encodeURIComponent(reference)}/decision`, { body: { decision } });
  return (await parsed(unwrap(result), contract, (c) => c.testGatewayDecisionResponse)).returnUrl;
}
