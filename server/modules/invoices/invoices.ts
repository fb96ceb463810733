/**
 * An invoice as its page and `GET invoices/{uuid}` show it (booking spec §3
 * "Invoice"): the amounts, the status, and the booking it bills, with the
 * trip and its travellers.
 */
import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { InvoiceResponse } from '@/lib/api/contract/booking';
import { messageReferenceOf, referenceCodeOf } from '@/lib/booking/payment-reference';
import type { Locale } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { bookingPassengers, bookings, events, invoices, packages } from '@/server/db/schema';
import { paymentGateways } from '../payments/gateways';
import { transactionsOf } from '../payments/payments';
import { sharesOf } from '../payments/shares';

/** null: no invoice has this uuid. */
export async function findInvoice(db: Executor, uuid: string, locale: Locale): Promise<InvoiceResponse | null> {
  const [row] = await db
    .select({
      invoice: invoices,
      booking: bookings,
      packageSlug: packages.slug,
      packageTitle: sql<string>`${packages.title} ->> ${locale}`,
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(eq(invoices.uuid, uuid))
    .limit(1);
  if (!row) return null;
  const travellers = await db
    .select({ title: bookingPassengers.title, firstName: bookingPassengers.firstName, lastName: bookingPassengers.lastName, hasTicket: bookingPassengers.hasTicket })
    .from(bookingPassengers)
    .where(eq(bookingPassengers.bookingId, row.booking.id))
    .orderBy(asc(bookingPassengers.position));
  const { invoice, booking } = row;
  const booked = booking.selection?.tickets ?? [];
  const eventRows =
    booked.length === 0
      ? []
      : await db
          .select({ id: events.id, title: events.title, eventDateTime: events.eventDateTime })
          .from(events)
          .where(inArray(events.id, [...new Set(booked.map((ticket) => ticket.eventId))]));
  const eventOf = new Map(eventRows.map((event) => [event.id, event]));
  const site = SITES[booking.locale];
  return {
    invoice: {
      uuid: invoice.uuid,
      orderNumber: booking.orderNumber,
      orderDate: invoice.createdAt.toISOString().slice(0, 10),
      currency: invoice.currency,
      amount: invoice.amount,
      discount: invoice.discount,
      total: invoice.total,
      totalPaid: invoice.totalPaid,
      amountDue: Math.max(0, invoice.total - invoice.totalPaid),
      dueDate: invoice.dueDate,
      dueAt: invoice.dueAt.toISOString(),
      status: invoice.status,
      referenceCode: referenceCodeOf(booking.orderNumber, booking.locale),
      messageReference: messageReferenceOf(booking.orderNumber),
      accountNumber: site.payment.bank.account,
      financialInstitution: site.payment.bank.institution,
      booking: {
        kind: booking.kind,
        package: { id: booking.packageId, slug: row.packageSlug, title: row.packageTitle },
        startDate: booking.startDate,
        endDate: booking.endDate,
        adults: booking.adults,
        children: booking.children,
        travellers,
        lines: booking.priceLines,
        tickets: booked.flatMap((ticket) => {
          const event = eventOf.get(ticket.eventId);
          return event ? [{ eventTitle: event.title, eventDateTime: event.eventDateTime.toISOString(), seats: ticket.holders }] : [];
        }),
      },
      transactions: await transactionsOf(db, invoice.id),
      paymentGateways: [...paymentGateways().keys()].map((name) => ({ name })),
      shares: await sharesOf(db, invoice.id, booking.id, locale),
    },
  };
}
