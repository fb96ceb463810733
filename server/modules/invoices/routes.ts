import 'server-only';
import { invoiceLookupBody, invoiceParams } from '@/lib/api/contract/booking';
import { getDb } from '@/server/db';
import { parseJsonBody } from '@/server/http/body';
import { clientAddress } from '@/server/http/client-address';
import { notFound } from '@/server/http/errors';
import { json, parseParams, type Router } from '@/server/http/router';
import { today } from '@/server/clock';
import { availabilityServices } from '../availability/services';
import { findInvoice, withScheduledLegs } from './invoices';
import { forgiveGuess, takeGuess } from '@/server/http/rate-limit';
import { INVOICE_MISSES, lookUpInvoice } from './lookup';

const NO_STORE = { 'cache-control': 'private, no-store' };

export function registerInvoiceRoutes(router: Router): void {
  // The uuid is the only key to an invoice: never cached, never listed, and guessing it is rate-limited.
  router.get('invoices/:uuid', async ({ request, params, locale }) => {
    const visitor = clientAddress(request);
    await takeGuess(INVOICE_MISSES, visitor);
    const { uuid } = parseParams(invoiceParams, params);
    // One snapshot: a payment applied meanwhile shows whole or not at all (the invoice's totals and its transactions agree).
    const db = await getDb();
    const invoice = await db.transaction((tx) => findInvoice(tx, uuid, locale), { isolationLevel: 'repeatable read', accessMode: 'read only' });
    if (!invoice) throw notFound('Invoice not found', 'invoice_not_found');
    await forgiveGuess(INVOICE_MISSES, visitor);
    // The package's own flight is bought as its airports: its times are the airline's schedule, read after the snapshot.
    return json(await withScheduledLegs(db, invoice, { locale, today: today(), services: availabilityServices() }), { headers: NO_STORE });
  });

  router.post('invoices/lookup', async ({ request }) => {
    const body = await parseJsonBody(request, invoiceLookupBody);
    return json(await lookUpInvoice(await getDb(), body, clientAddress(request)), { headers: NO_STORE });
  });
}
