/**
 * An invoice as its page and `GET invoices/{uuid}` show it (booking spec §3
 * "Invoice"): the amounts, the status, what a bank transfer quotes, the
 * payments, who it is made out to (`member`: the booking's contact person or
 * the gift card's buyer), and what it bills: a booking (the trip, its
 * travellers and tickets, the travellers' payment links) or a gift card.
 */
import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { InvoiceMember, InvoiceResponse } from '@/lib/api/contract/booking';
import { messageReferenceOf, referenceCodeOf } from '@/lib/booking/payment-reference';
import type { Locale } from '@/lib/i18n/locales';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { bookingPassengers, bookings, events, giftCards, invoices, packages, type BookingContact } from '@/server/db/schema';
import { paymentGateways } from '../payments/gateways';
import { transactionsOf } from '../payments/payments';
import { sharesOf } from '../payments/shares';

type Invoice = InvoiceResponse['invoice'];

/** The contact person the booking's invoice is made out to; null once the booking's personal data were purged. */
function memberOfContact(contact: BookingContact | null): InvoiceMember | null {
  if (!contact) return null;
  const { title, firstName, lastName, email, phoneCode, mobile, address, postCode, city, isCompany, companyName, companyTaxNumber } = contact;
  return { title, firstName, lastName, email, phone: `${phoneCode}${mobile}`, address, postCode, city, isCompany, companyName: isCompany ? companyName : null, companyTaxNumber: isCompany ? companyTaxNumber : null };
}

async function bookingOf(db: Executor, bookingId: number, locale: Locale) {
  const [row] = await db
    .select({ booking: bookings, packageSlug: packages.slug, packageTitle: sql<string>`${packages.title} ->> ${locale}` })
    .from(bookings)
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw new Error(`The invoice's booking ${bookingId} is missing`);
  const { booking } = row;
  const travellers = await db
    .select({ title: bookingPassengers.title, firstName: bookingPassengers.firstName, lastName: bookingPassengers.lastName, hasTicket: bookingPassengers.hasTicket })
    .from(bookingPassengers)
    .where(eq(bookingPassengers.bookingId, booking.id))
    .orderBy(asc(bookingPassengers.position));
  const booked = booking.selection?.tickets ?? [];
  const eventRows =
    booked.length === 0
      ? []
      : await db
          .select({ id: events.id, title: events.title, eventDateTime: events.eventDateTime })
          .from(events)
          .where(inArray(events.id, [...new Set(booked.map((ticket) => ticket.eventId))]));
  const eventOf = new Map(eventRows.map((event) => [event.id, event]));
  return {
    orderNumber: booking.orderNumber,
    locale: booking.locale,
    member: memberOfContact(booking.contact),
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
    } satisfies Invoice['booking'],
  };
}

async function giftCardOf(db: Executor, giftCardId: number) {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.id, giftCardId));
  if (!card) throw new Error(`The invoice's gift card ${giftCardId} is missing`);
  return {
    orderNumber: card.orderNumber,
    locale: card.locale,
    // The buyer: the name the card is given from, the buyer's own address and phone (the postal address is the recipient's).
    member: { title: null, firstName: card.fromName, lastName: null, email: card.email, phone: card.phone, address: null, postCode: null, city: null, isCompany: false, companyName: null, companyTaxNumber: null } satisfies InvoiceMember,
    giftCard: {
      amount: card.amount,
      to: card.toName,
      from: card.fromName,
      recipientName: card.recipientName,
      sendByPost: card.sendByPost,
      // The buyer's key to the invoice shows the code once it is paid and issued.
      code: card.code,
      balance: card.status === 'issued' ? card.balance : null,
    } satisfies NonNullable<Invoice['giftCard']>,
  };
}

/** null: no invoice has this uuid. */
export async function findInvoice(db: Executor, uuid: string, locale: Locale): Promise<InvoiceResponse | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.uuid, uuid)).limit(1);
  if (!invoice) return null;
  const billed =
    invoice.bookingId !== null ? { ...(await bookingOf(db, invoice.bookingId, locale)), giftCard: null } : { ...(await giftCardOf(db, invoice.giftCardId!)), booking: null };
  const site = SITES[billed.locale];
  return {
    invoice: {
      uuid: invoice.uuid,
      orderNumber: billed.orderNumber,
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
      referenceCode: referenceCodeOf(billed.orderNumber, billed.locale),
      messageReference: messageReferenceOf(billed.orderNumber),
      accountNumber: site.payment.bank.account,
      financialInstitution: site.payment.bank.institution,
      booking: billed.booking,
      giftCard: billed.giftCard,
      member: billed.member,
      transactions: await transactionsOf(db, { invoiceId: invoice.id }),
      paymentGateways: [...paymentGateways().keys()].map((name) => ({ name })),
      shares: invoice.bookingId === null ? [] : await sharesOf(db, { id: invoice.id, bookingId: invoice.bookingId, status: invoice.status }, locale),
    },
  };
}
