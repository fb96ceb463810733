/**
 * The mails paying an invoice sends, each written into the outbox in the
 * database transaction of what it tells: the receipt when the invoice becomes
 * paid in full, the reminder before the due date, the notice that an unpaid
 * booking was released, and the word that a payment was sent back (to the
 * contact, or to the traveller who paid a share); the traveller's receipt for
 * a share; and the staff's alert when a gateway says paid after it said
 * failed.
 */
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { RefundReason } from '@/lib/api/contract/payments';
import { formatPrice } from '@/lib/i18n/money';
import type { Locale } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/site/origin';
import { SITES } from '@/lib/site/sites';
import type { Executor } from '@/server/db';
import { bookingPassengers, bookings, giftCards, invoices, packages, paymentShares } from '@/server/db/schema';
import { tripLinkLine, type BookingMailFacts } from '../booking/confirmation-mail';
import { mailedTripUrl } from '../trips/mail-link';
import { now } from '@/server/clock';
import { composeMail, formatMailDay, mailTranslator } from '../mail/compose';
import type { OutboxMail } from '../mail/outbox';

/** What every payment mail names: the booking's facts and what has been paid. */
export interface InvoiceMailFacts extends BookingMailFacts {
  totalPaid: number;
}

/** The facts of an invoice's mails; null when the booking's contact was purged (nobody to write to). */
export async function invoiceMailFacts(tx: Executor, invoiceId: number): Promise<InvoiceMailFacts | null> {
  const [row] = await tx
    .select({
      locale: bookings.locale,
      bookingId: bookings.id,
      orderNumber: bookings.orderNumber,
      invoiceUuid: invoices.uuid,
      contact: bookings.contact,
      packageTitle: sql<string>`${packages.title} ->> ${bookings.locale}`,
      total: invoices.total,
      totalPaid: invoices.totalPaid,
      dueDate: invoices.dueDate,
      kind: bookings.kind,
      endDate: bookings.endDate,
    })
    .from(invoices)
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .where(eq(invoices.id, invoiceId));
  if (!row?.contact) return null;
  const { contact, kind, endDate, ...facts } = row;
  const tripUrl = kind === 'booking' ? await mailedTripUrl(tx, { id: facts.bookingId, locale: facts.locale, endDate }, now()) : null;
  return { ...facts, recipient: contact.email, firstName: contact.firstName, tripUrl };
}

const envelope = (facts: InvoiceMailFacts, kind: string) => ({ kind, bookingId: facts.bookingId, locale: facts.locale, recipient: facts.recipient });
const invoiceLink = (facts: InvoiceMailFacts, label: string) => ({ label, href: siteUrl(facts.locale, '/invoice/[slug]', { slug: facts.invoiceUuid }) });

export function receiptMail(facts: InvoiceMailFacts): OutboxMail {
  const t = mailTranslator(facts.locale, 'receipt');
  const booking = mailTranslator(facts.locale, 'booking');
  return composeMail({
    ...envelope(facts, 'payment-receipt'),
    subject: t('subject', { orderNumber: facts.orderNumber, title: facts.packageTitle }),
    lines: [
      t('lead', { name: facts.firstName }),
      '',
      `${booking('orderNumber')}: ${facts.orderNumber}`,
      `${booking('trip')}: ${facts.packageTitle}`,
      `${t('paid')}: ${formatPrice(facts.totalPaid, facts.locale)}`,
      '',
      invoiceLink(facts, t('invoiceLink')),
      ...tripLinkLine(facts),
    ],
  });
}

export function reminderMail(facts: InvoiceMailFacts): OutboxMail {
  const t = mailTranslator(facts.locale, 'reminder');
  const booking = mailTranslator(facts.locale, 'booking');
  const date = formatMailDay(facts.locale, facts.dueDate);
  return composeMail({
    ...envelope(facts, 'payment-reminder'),
    subject: t('subject', { orderNumber: facts.orderNumber, date }),
    lines: [
      t('lead', { name: facts.firstName, date }),
      '',
      `${booking('orderNumber')}: ${facts.orderNumber}`,
      `${booking('trip')}: ${facts.packageTitle}`,
      `${t('due')}: ${formatPrice(facts.total - facts.totalPaid, facts.locale)}`,
      '',
      invoiceLink(facts, t('invoiceLink')),
      ...tripLinkLine(facts),
    ],
  });
}

/** `giftCardReturned`: what went back onto the gift card the booking was partly paid with (0 for none). */
export function releasedMail(facts: InvoiceMailFacts, refunding: boolean, giftCardReturned = 0): OutboxMail {
  const t = mailTranslator(facts.locale, 'released');
  const booking = mailTranslator(facts.locale, 'booking');
  return composeMail({
    ...envelope(facts, 'booking-released'),
    subject: t('subject', { orderNumber: facts.orderNumber }),
    lines: [
      t('lead', { name: facts.firstName }),
      ...(refunding ? [t('refundNote')] : []),
      ...(giftCardReturned > 0 ? [t('giftCardNote', { amount: formatPrice(giftCardReturned, facts.locale) })] : []),
      '',
      `${booking('orderNumber')}: ${facts.orderNumber}`,
      `${booking('trip')}: ${facts.packageTitle}`,
    ],
  });
}

/** One payment's part of a refund that goes back through several (`part` of `parts`, the whole being `total`). */
export interface RefundPartOf {
  part: number;
  parts: number;
  total: number;
}

/**
 * The contact's word that a payment of the invoice went back: how much, why,
 * and what the invoice stands at now (still due, or paid), as the refund is
 * made; one part of a refund split over several payments says which part of
 * how many it is, and the whole. A share's payment goes to the traveller who
 * paid it (shareRefundMail); the contact hears of it only when the shop has no
 * address of that traveller.
 */
export function refundMail(facts: InvoiceMailFacts, refund: { amount: number; reason: RefundReason; traveller?: string; part?: RefundPartOf | null }): OutboxMail {
  const t = mailTranslator(facts.locale, 'refund');
  const amount = formatPrice(refund.amount, facts.locale);
  const due = facts.total - facts.totalPaid;
  const standing = refund.reason === 'released' || refund.reason === 'cancelled' ? [] : [due > 0 ? t('stillDue', { amount: formatPrice(due, facts.locale) }) : t('invoicePaid')];
  return composeMail({
    ...envelope(facts, 'payment-refund'),
    subject: t('subject', { orderNumber: facts.orderNumber }),
    lines: [
      refund.traveller === undefined ? t('lead', { name: facts.firstName, amount }) : t('leadShare', { name: facts.firstName, amount, traveller: refund.traveller }),
      t(`why.${refund.reason}`),
      ...(refund.part ? [t('part', { part: refund.part.part, parts: refund.part.parts, total: formatPrice(refund.part.total, facts.locale) })] : []),
      t('note'),
      ...standing,
      '',
      invoiceLink(facts, mailTranslator(facts.locale, 'receipt')('invoiceLink')),
    ],
  });
}

/** What a mail to the traveller who pays a share names: the order, the trip, the traveller, and their share's page. */
export interface ShareMailFacts {
  locale: Locale;
  bookingId: number;
  orderNumber: number;
  packageTitle: string;
  shareUuid: string;
  /** The traveller's first name (blank once the booking's personal data were purged). */
  firstName: string;
  recipient: string;
}

/** The facts of a share's mails to `recipient`; null when the booking's personal data were purged. */
export async function shareMailFacts(tx: Executor, shareId: number, recipient: string): Promise<ShareMailFacts | null> {
  const [row] = await tx
    .select({
      locale: bookings.locale,
      bookingId: bookings.id,
      orderNumber: bookings.orderNumber,
      packageTitle: sql<string>`${packages.title} ->> ${bookings.locale}`,
      shareUuid: paymentShares.uuid,
      firstName: bookingPassengers.firstName,
      purgedAt: bookings.personalDataPurgedAt,
    })
    .from(paymentShares)
    .innerJoin(invoices, eq(invoices.id, paymentShares.invoiceId))
    .innerJoin(bookings, eq(bookings.id, invoices.bookingId))
    .innerJoin(packages, eq(packages.id, bookings.packageId))
    .innerJoin(bookingPassengers, and(eq(bookingPassengers.bookingId, bookings.id), eq(bookingPassengers.position, paymentShares.travellerPosition)))
    .where(eq(paymentShares.id, shareId));
  if (!row || row.purgedAt !== null) return null;
  const { purgedAt: _purged, firstName, ...facts } = row;
  return { ...facts, firstName: firstName ?? '', recipient };
}

/** The name of the traveller whose share `shareId` is, as the contact knows them. */
export async function shareTravellerName(tx: Executor, shareId: number): Promise<string> {
  const [row] = await tx
    .select({ firstName: bookingPassengers.firstName, lastName: bookingPassengers.lastName })
    .from(paymentShares)
    .innerJoin(invoices, eq(invoices.id, paymentShares.invoiceId))
    .innerJoin(bookingPassengers, and(eq(bookingPassengers.bookingId, invoices.bookingId), eq(bookingPassengers.position, paymentShares.travellerPosition)))
    .where(eq(paymentShares.id, shareId));
  return [row?.firstName, row?.lastName].filter(Boolean).join(' ');
}

const shareLink = (facts: ShareMailFacts, label: string) => ({ label, href: siteUrl(facts.locale, '/invoice/share/[share]', { share: facts.shareUuid }) });

/** The traveller's receipt for their share, when its payment went through. */
export function shareReceiptMail(facts: ShareMailFacts, amount: number): OutboxMail {
  const t = mailTranslator(facts.locale, 'shareReceipt');
  const booking = mailTranslator(facts.locale, 'booking');
  return composeMail({
    kind: 'share-receipt',
    bookingId: facts.bookingId,
    locale: facts.locale,
    recipient: facts.recipient,
    subject: t('subject', { orderNumber: facts.orderNumber }),
    lines: [
      t('lead', { name: facts.firstName }),
      '',
      `${booking('orderNumber')}: ${facts.orderNumber}`,
      `${booking('trip')}: ${facts.packageTitle}`,
      `${t('paid')}: ${formatPrice(amount, facts.locale)}`,
      '',
      shareLink(facts, t('shareLink')),
    ],
  });
}

/** The traveller's word that their payment of a share went back, and why (a share paid already, an invoice paid in full, …). */
export function shareRefundMail(facts: ShareMailFacts, refund: { amount: number; reason: RefundReason }): OutboxMail {
  const t = mailTranslator(facts.locale, 'refund');
  return composeMail({
    kind: 'payment-refund',
    bookingId: facts.bookingId,
    locale: facts.locale,
    recipient: facts.recipient,
    subject: t('subject', { orderNumber: facts.orderNumber }),
    lines: [
      t('lead', { name: facts.firstName, amount: formatPrice(refund.amount, facts.locale) }),
      t(`whyShare.${refund.reason}`),
      t('note'),
      '',
      shareLink(facts, mailTranslator(facts.locale, 'shareReceipt')('shareLink')),
    ],
  });
}

/** A payment the gateway called paid after it had called it failed: what the staff need to find it. */
export interface LatePayment {
  invoiceId: number;
  gateway: string;
  reference: string;
  transactionUuid: string;
  amount: number;
  currency: string;
}

/**
 * The staff's alert of a late payment (issue 32 item 8): money may have
 * moved though the shop took the payment as failed, so someone looks at the
 * gateway and books or refunds it by hand. In Danish (the staff's language),
 * to the address of the site the order was made on, as an inquiry's
 * notification is; no customer's data beyond the order number.
 */
export async function latePaymentMail(tx: Executor, payment: LatePayment): Promise<OutboxMail> {
  const [order] = await tx
    .select({
      bookingId: bookings.id,
      orderNumber: sql<number>`coalesce(${bookings.orderNumber}, ${giftCards.orderNumber})`,
      locale: sql<Locale>`coalesce(${bookings.locale}, ${giftCards.locale})`,
      invoiceUuid: invoices.uuid,
    })
    .from(invoices)
    .leftJoin(bookings, eq(bookings.id, invoices.bookingId))
    .leftJoin(giftCards, eq(giftCards.id, invoices.giftCardId))
    .where(eq(invoices.id, payment.invoiceId));
  if (!order) throw new Error(`No invoice ${payment.invoiceId}`);
  const site = SITES[order.locale];
  const t = mailTranslator('da', 'paymentAlert');
  return composeMail({
    kind: 'payment-alert-staff',
    bookingId: order.bookingId,
    locale: 'da',
    recipient: site.contact.email,
    subject: t('subject', { orderNumber: order.orderNumber }),
    lines: [
      t('lead', { gateway: payment.gateway }),
      '',
      `${t('orderNumber')}: ${order.orderNumber}`,
      `${t('site')}: ${site.domain}`,
      `${t('gateway')}: ${payment.gateway}`,
      `${t('reference')}: ${payment.reference}`,
      `${t('transaction')}: ${payment.transactionUuid}`,
      `${t('amount')}: ${payment.amount} ${payment.currency}`,
      '',
      { label: t('invoiceLink'), href: siteUrl(order.locale, '/invoice/[slug]', { slug: order.invoiceUuid }) },
    ],
  });
}
