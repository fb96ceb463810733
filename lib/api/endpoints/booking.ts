import { getChecked, parsed, unwrap, type ApiClient } from '../client';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency-key';
import type { BookingBody, BookingResponse, InvoiceLookupBody, InvoiceLookupResponse, InvoiceResponse, PreorderBody, PreorderResponse } from '../contract/booking';

/** The response contract (zod): a read's loads on the server only (`checked`), a write's wherever it runs (`parsed`). */
const contract = () => import('../contract/booking');

/**
 * Books the trip (booking spec §7 `POST bookings`). One `idempotencyKey` per
 * attempt: a double click or a retry of the same attempt books once. 409
 * `prices_changed` carries `changedPrices` and the new `total`; 409
 * `sold_out`; 422 with field messages.
 */
export async function placeBooking(client: ApiClient, body: BookingBody, idempotencyKey: string): Promise<BookingResponse> {
  const result = await client.post<unknown>('bookings', { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  return parsed(unwrap(result), contract, (c) => c.bookingResponse);
}

/** An invoice by its uuid (booking spec §7 `GET invoices/{uuid}`). */
export async function getInvoice(client: ApiClient, uuid: string): Promise<InvoiceResponse['invoice']> {
  return (await getChecked(client, `invoices/${encodeURIComponent(uuid)}`, contract, (c) => c.invoiceResponse)).invoice;
}

/** Preorders a trip that cannot be booked now (booking spec §7 `POST packages/{slug}/preorder`); one key per attempt. */
export async function placePreorder(client: ApiClient, slug: string, body: PreorderBody, idempotencyKey: string): Promise<PreorderResponse> {
  const result = await client.post<unknown>(`packages/${encodeURIComponent(slug)}/preorder`, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  return parsed(unwrap(result), contract, (c) => c.preorderResponse);
}

/** Finds an invoice by order number and email (`POST invoices/lookup`, the `/faktura` page): 404 for any wrong pair, 429 after too many tries. */
export async function lookUpInvoice(client: ApiClient, body: InvoiceLookupBody): Promise<InvoiceLookupResponse> {
  return parsed(unwrap(await client.post<unknown>('invoices/lookup', { body })), contract, (c) => c.invoiceLookupResponse);
}
