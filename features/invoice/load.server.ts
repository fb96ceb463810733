import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { ApiError, createApiClient } from '@/lib/api/client';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import type { InvoiceResponse } from '@/lib/api/contract/booking';
import { getInvoice } from '@/lib/api/endpoints/booking';
import { cancelPayment, getShare } from '@/lib/api/endpoints/payments';
import type { ShareResponse } from '@/lib/api/contract/payments';
import { nullIfNotFound } from '@/lib/api/not-found';

/**
 * The API client of a page whose reads are limited per visitor: the visitor's
 * address goes with each call, and a visitor over the limit (429) is not kept
 * waiting for retries, and sees the not-found page.
 */
async function visitorsClient(locale: string) {
  const visitor = (await headers()).get(CLIENT_ADDRESS_HEADER);
  return createApiClient({ locale, headers: visitor ? { [CLIENT_ADDRESS_HEADER]: visitor } : undefined, sleep: async () => {} });
}

/**
 * The invoice of a uuid; null answers the page's 404. The visitor's address
 * goes with the call: guessing invoice addresses is rate-limited per visitor.
 */
export const loadInvoice = cache(async (locale: string, uuid: string): Promise<InvoiceResponse['invoice'] | null> => {
  const client = await visitorsClient(locale);
  try {
    return await nullIfNotFound(() => getInvoice(client, uuid));
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return null;
    throw error;
  }
});

/** A traveller's share of a payment link; null answers the page's 404. Guessing links is rate-limited per visitor, as invoice addresses are. */
export const loadShare = cache(async (locale: string, shareId: string): Promise<ShareResponse['share'] | null> => {
  const client = await visitorsClient(locale);
  try {
    return await nullIfNotFound(() => getShare(client, shareId));
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return null;
    throw error;
  }
});

/**
 * Back from a gateway by its cancel link (`?transaction=…&cancelled=1`): the
 * payment is closed at the gateway and cancelled before the page reads the
 * invoice or the share, so the page says it was cancelled rather than
 * awaited. Once per request (the metadata and the page both wait for it); a
 * failure leaves the payment as it stands.
 */
export const closeCancelledPayment = cache(async (locale: string, transaction: string | undefined, cancelled: boolean): Promise<void> => {
  if (transaction === undefined || !cancelled) return;
  try {
    await cancelPayment(await visitorsClient(locale), transaction);
  } catch {
    // The page shows the payment as it stands: awaited, or settled meanwhile.
  }
});
