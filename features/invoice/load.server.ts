import 'server-only';
import { cache } from 'react';
import { createApiClient } from '@/lib/api/client';
import type { InvoiceResponse } from '@/lib/api/contract/booking';
import { getInvoice } from '@/lib/api/endpoints/booking';
import { nullIfNotFound } from '@/lib/api/not-found';

/** The invoice of a uuid; null answers the page's 404. */
export const loadInvoice = cache(
  async (locale: string, uuid: string): Promise<InvoiceResponse['invoice'] | null> => nullIfNotFound(() => getInvoice(createApiClient({ locale }), uuid)),
);
