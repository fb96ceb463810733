/**
 * Split payment: the payer gives each traveller a personal link that pays the
 * traveller's share of the invoice, and the invoice shows who has paid.
 *
 * Shares are written under the invoice's row lock, the lock every payment
 * takes, so the open shares never add up to more than the amount due at that
 * moment. A share is paid once: starting a payment of a paid share is
 * refused, and should two payments of one share both go through, the second
 * is refunded (payments.ts). A share not paid by its own link reads as
 * settled once the invoice is paid in full, and as cancelled once the
 * booking is released.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { InvoiceStatus } from '@/lib/api/contract/booking';
import type { PaymentShare, ShareResponse, SharesBody, ShareStatus } from '@/lib/api/contract/payments';
import type { Locale } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/site/origin';
import { getDb, type Executor } from '@/server/db';
import { bookingPassengers, bookings, invoices, packages, paymentShares, paymentTransactions } from '@/server/db/schema';
import { HttpError } from '@/server/http/errors';
import { paymentGateways } from './gateways';
import { transactionsOf } from './payments';

const nameOf = (traveller: { firstName: string | null; lastName: string | null }) => [traveller.firstName, traveller.lastName].filter(Boolean).join(' ');

/** What became of a share: paid by its own link, or else what became of its invoice. */
const shareStatus = (paid: boolean, invoice: InvoiceStatus): ShareStatus => (paid ? 'paid' : invoice === 'paid' ? 'settled' : invoice === 'cancelled' ? 'cancelled' : 'open');

/** An invoice's shares, in the travellers' order, with what became of each. */
export async function sharesOf(db: Executor, invoice: { id: number; bookingId: number; status: InvoiceStatus }, locale: Locale): Promise<PaymentShare[]> {
  const { id: invoiceId, bookingId } = invoice;
  const rows = await db
    .select({
      uuid: paymentShares.uuid,
      position: paymentShares.travellerPosition,
      amount: paymentShares.amount,
      firstName: bookingPassengers.firstName,
      lastName: bookingPassengers.lastName,
      paid: sql<boolean>`exists (select 1 from ${paymentTransactions} where ${paymentTransactions.shareId} = ${paymentShares.id} and ${paymentTransactions.status} = 'paid')`,
    })
    .from(paymentShares)
    .innerJoin(bookingPassengers, and(eq(bookingPassengers.bookingId, bookingId), eq(bookingPassengers.position, paymentShares.travellerPosition)))
    .where(eq(paymentShares.invoiceId, invoiceId))
    .orderBy(asc(paymentShares.travellerPosition));
  return rows.map((row) => ({
    id: row.uuid,
    traveller: { position: row.position, name: nameOf(row) },
    amount: row.amount,
    status: shareStatus(row.paid, invoice.status),
    url: siteUrl(locale, '/invoice/share/[share]', { share: row.uuid }),
  }));
}

/** `POST invoices/{uuid}/shares`. */
export async function createShares(invoiceUuid: string, body: SharesBody, locale: Locale, now: Date): Promise<{ shares: PaymentShare[] }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.uuid, invoiceUuid)).for('update');
    if (!invoice) throw new HttpError(404, 'Invoice not found', 'invoice_not_found');
    if (invoice.status === 'cancelled') throw new HttpError(409, 'The booking was released: its invoice can no longer be paid', 'invoice_cancelled');
    const due = Math.max(0, invoice.total - invoice.totalPaid);
    if (due === 0) throw new HttpError(422, 'The invoice is paid', 'invoice_paid', { shares: ['nothing is due'] });
    const { bookingId } = invoice;
    if (bookingId === null) throw new HttpError(422, 'The request has invalid fields', 'validation_failed', { shares: ['is not a traveller of this booking'] });

    const travellers = await tx.select({ position: bookingPassengers.position }).from(bookingPassengers).where(eq(bookingPassengers.bookingId, bookingId));
    const existing = await tx
      .select({ id: paymentShares.id, position: paymentShares.travellerPosition, amount: paymentShares.amount })
      .from(paymentShares)
      .where(eq(paymentShares.invoiceId, invoice.id));
    const errors: Record<string, string[]> = {};
    const seen = new Set<number>();
    body.shares.forEach(({ traveller }, index) => {
      const field = `shares.${index}.traveller`;
      if (!travellers.some((row) => row.position === traveller)) errors[field] = ['is not a traveller of this booking'];
      else if (existing.some((share) => share.position === traveller)) errors[field] = ['already has a payment link'];
      else if (seen.has(traveller)) errors[field] = ['is named twice'];
      seen.add(traveller);
    });
    if (Object.keys(errors).length > 0) throw new HttpError(422, 'The request has invalid fields', 'validation_failed', errors);

    // The open shares, the new ones among them, may add up to at most what is due.
    const paidShares = existing.length === 0 ? [] : await tx
      .select({ shareId: paymentTransactions.shareId })
      .from(paymentTransactions)
      .where(and(inArray(paymentTransactions.shareId, existing.map((share) => share.id)), eq(paymentTransactions.status, 'paid')));
    const paid = new Set(paidShares.map((row) => row.shareId));
    const open = existing.filter((share) => !paid.has(share.id)).reduce((sum, share) => sum + share.amount, 0);
    const asked = body.shares.reduce((sum, share) => sum + share.amount, 0);
    if (open + asked > due) {
      throw new HttpError(422, 'The shares add up to more than is due', 'shares_exceed_due', { shares: [`must add up to at most ${due - open}`] });
    }
    await tx.insert(paymentShares).values(body.shares.map(({ traveller, amount }) => ({ uuid: randomUUID(), invoiceId: invoice.id, travellerPosition: traveller, amount, createdAt: now })));
    return { shares: await sharesOf(tx, { id: invoice.id, bookingId, status: invoice.status }, locale) };
  });
}

/** `GET shares/{id}`: the share's page; null when no share has this id. */
export async function findShare(db: Executor, shareUuid: string, locale: Locale): Promise<ShareResponse | null> {
  const [row] = await db
    .select({
      share: paymentShares,
      invoice: invoices,
      orderNumber: bookings.orderNumber,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      packageTitle: sql<string>`${packages.title} ->> ${locale}`,
      firstName: bookingPassengers.firstName,
      lastName: bookingPassengers.lastName,
    })
    .from(paymentShares)
    .innerJoin(invoices, eq(invoices.id, paymentShares.invoiceId))
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .innerJoin(bookingPassengers, and(eq(bookingPassengers.bookingId, bookings.id), eq(bookingPassengers.position, paymentShares.travellerPosition)))
    .where(eq(paymentShares.uuid, shareUuid));
  if (!row) return null;
  const transactions = await transactionsOf(db, { shareId: row.share.id });
  const paid = transactions.some((transaction) => transaction.status === 'paid');
  const due = row.invoice.total - row.invoice.totalPaid;
  return {
    share: {
      id: row.share.uuid,
      orderNumber: row.orderNumber,
      packageTitle: row.packageTitle,
      startDate: row.startDate,
      endDate: row.endDate,
      traveller: nameOf(row),
      amount: row.share.amount,
      currency: row.invoice.currency,
      status: shareStatus(paid, row.invoice.status),
      payable: !paid && row.invoice.status === 'pending' && row.share.amount <= due,
      transactions,
      paymentGateways: [...paymentGateways().keys()].map((name) => ({ name })),
    },
  };
}
