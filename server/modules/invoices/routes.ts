import 'server-only';
import { invoiceParams } from '@/lib/api/contract/booking';
import { getDb } from '@/server/db';
import { notFound } from '@/server/http/errors';
import { json, parseParams, type Router } from '@/server/http/router';
import { findInvoice } from './invoices';

export function registerInvoiceRoutes(router: Router): void {
  // The uuid is the only key to an invoice: never cached, never listed.
  router.get('invoices/:uuid', async ({ params, locale }) => {
    const { uuid } = parseParams(invoiceParams, params);
    const invoice = await findInvoice(await getDb(), uuid, locale);
    if (!invoice) throw notFound('Invoice not found', 'invoice_not_found');
    return json(invoice, { headers: { 'cache-control': 'private, no-store' } });
  });
}
