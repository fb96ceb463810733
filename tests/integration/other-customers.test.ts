/**
 * No customer reaches another's booking (the production issue): every route
 * that takes an invoice's, a payment link's or a payment's key, given a
 * second customer's key or the first's with the second's data, answers
 * 404, 401 or 422 and never shows the other customer; a request carrying
 * `x-middleware-subrequest` (the header that once skipped Next's middleware)
 * is answered exactly as one without it.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as staffInbox } from '@/app/staff/route';
import { GET as staffEntry } from '@/app/staff/[kind]/[id]/route';
import { CLIENT_ADDRESS_HEADER } from '@/lib/api/client-address';
import { sharesResponse } from '@/lib/api/contract/payments';
import { bookings } from '@/server/db/schema';
import { callApi } from '../support/api';
import { packageFinder } from '../support/booking-fixture';
import { withTestDatabase } from '../support/database';
import { bookedInvoice, invoiceOf, startedPayment } from '../support/payments';
import { withTestShop } from '../support/shop';

const test = withTestDatabase();
const openPackage = packageFinder();
withTestShop({ domains: true });

const SUBREQUEST = { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' };

async function twoCustomers() {
  const first = await bookedInvoice(await openPackage('da'), 'da');
  const second = await bookedInvoice(await openPackage('da'), 'da');
  const [firstInvoice, secondInvoice] = [await invoiceOf(first.uuid), await invoiceOf(second.uuid)];
  const half = Math.floor(secondInvoice.amountDue / 2);
  const shares = await callApi(`invoices/${second.uuid}/shares`, { method: 'POST', json: { shares: [{ traveller: 1, amount: half }] } });
  expect(shares.status, JSON.stringify(shares.body)).toBe(201);
  return { first, second, firstInvoice, secondInvoice, secondShare: sharesResponse.parse(shares.body).shares[0]! };
}

describe("another customer's booking", () => {
  it('is never shown through a key, a lookup, a payment link or a payment of someone else', async () => {
    const { first, second, firstInvoice, secondInvoice, secondShare } = await twoCustomers();
    const emailOf = async (orderNumber: number) => (await test.db.select({ contact: bookings.contact }).from(bookings).where(eq(bookings.orderNumber, orderNumber)))[0]!.contact!.email;
    const [firstEmail, secondEmail] = [await emailOf(first.orderNumber), await emailOf(second.orderNumber)];
    const secondName = secondInvoice.booking!.travellers[0]!.lastName!;
    expect(first.orderNumber).not.toBe(second.orderNumber);
    const shows = (body: unknown) => {
      const text = JSON.stringify(body);
      return text.includes(second.uuid) || text.includes(`"orderNumber":${second.orderNumber}`) || (secondName !== firstInvoice.booking!.travellers[0]!.lastName && text.includes(secondName)) || (secondEmail !== firstEmail && text.includes(secondEmail));
    };

    // The first customer's own routes, each also with the header that once skipped the middleware.
    for (const headers of [{}, SUBREQUEST]) {
      const own = await callApi(`invoices/${first.uuid}`, { headers });
      expect(own.status).toBe(200);
      expect(shows(own.body)).toBe(false);
      // A lookup with one customer's order number and the other's email finds nothing.
      const crossed = await callApi('invoices/lookup', { method: 'POST', json: { orderNumber: first.orderNumber, email: secondEmail }, headers: { ...headers, [CLIENT_ADDRESS_HEADER]: '203.0.113.200' } });
      if (secondEmail !== firstEmail) expect([404, 422]).toContain(crossed.status);
      expect(shows(crossed.body)).toBe(false);
      // The second customer's payment link shows that share and its invoice's amounts, nothing of the first's booking.
      const viaShare = await callApi(`shares/${secondShare.id}`, { headers });
      expect(viaShare.status).toBe(200);
      expect(JSON.stringify(viaShare.body)).not.toContain(first.uuid);
      expect(JSON.stringify(viaShare.body)).not.toContain(`"orderNumber":${first.orderNumber}`);
      // Shares naming travellers only the second booking has.
      const foreignTraveller = await callApi(`invoices/${first.uuid}/shares`, { method: 'POST', json: { shares: [{ traveller: 99, amount: 1 }] }, headers });
      expect(foreignTraveller.status).toBe(422);
      expect(shows(foreignTraveller.body)).toBe(false);
      // Keys that are not keys, and a key of no invoice.
      for (const key of ['1', String(second.orderNumber), '00000000-0000-4000-8000-000000000000', `${second.uuid}x`]) {
        for (const path of [`invoices/${key}`, `shares/${key}`, `test-gateway/payments/${key}`]) {
          const answer = await callApi(path, { headers });
          expect([400, 404], `${path} → ${answer.status}`).toContain(answer.status);
          expect(shows(answer.body), path).toBe(false);
        }
      }
    }

    // A payment of the second customer's, asked for under the first's link: not there.
    const payment = await startedPayment(test.db, second.uuid);
    const foreignPayment = await callApi(`test-gateway/payments/${payment.reference}`);
    expect(foreignPayment.status).toBe(200);
    expect(JSON.stringify(foreignPayment.body)).not.toContain(first.uuid);
  });

  it('stays behind the staff inbox’s sign-in, with or without the header that once skipped the middleware', async () => {
    process.env.STAFF_USERS ??= 'anna:anna-has-a-long-password:JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    for (const headers of [{}, SUBREQUEST]) {
      const inbox = await staffInbox(new Request('http://shop.test/staff', { headers: { host: 'shop.test', ...headers } }));
      expect(inbox.status).toBe(303);
      expect(inbox.headers.get('location')).toBe('/staff/sign-in');
      expect(await inbox.text()).not.toMatch(/@example\.com/);
      const entry = await staffEntry(new Request('http://shop.test/staff/booking/1', { headers: { host: 'shop.test', ...headers } }), { params: Promise.resolve({ kind: 'booking', id: '1' }) });
      expect(entry.status).toBe(303);
    }
  });
});
