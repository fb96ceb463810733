/**
 * The confirmation of each change a traveller makes on their trip, on a
 * durable medium (issue 36 item 4): to the booking's contact, in the booking's
 * language, written into the outbox in the change's own transaction. Each
 * names what changed, what it cost or what goes back, and links the invoice,
 * where what is due is paid (a cancellation's mail asks for nothing: its
 * link is to see the closed invoice; nor does a wish for travel insurance,
 * which has no price: staff send an offer). Amounts are in the booking's
 * currency.
 */
import 'server-only';
import { eq, inArray, sql } from 'drizzle-orm';
import type { BookingCancelledBy } from '@/lib/api/contract/booking';
import type { RefundPart } from '@/lib/api/contract/payments';
import type { InsuranceKind } from '@/lib/api/contract/trip-changes';
import { moneyIn } from '@/lib/i18n/money';
import type { Locale } from '@/lib/i18n/locales';
import { localIsoDate } from '@/lib/seasons';
import { siteUrl } from '@/lib/site/origin';
import { SITES } from '@/lib/site/sites';
import { tripWords, type SportWords } from '@/lib/sport-words';
import type { Executor } from '@/server/db';
import { bookings, events, invoices, packages, sportCategories } from '@/server/db/schema';
import { composeMail, formatMailDay, mailTranslator } from '../mail/compose';
import type { OutboxMail } from '../mail/outbox';

export interface ChangeMailFacts {
  locale: Locale;
  bookingId: number;
  orderNumber: number;
  invoiceUuid: string;
  recipient: string;
  firstName: string;
  packageTitle: string;
  /** The booking's own currency: its amounts are written in it. */
  currency: string;
  /** The trip's sport's words (lib/sport-words.ts). */
  sport: SportWords;
}

/** The facts of a change's mail; null when the booking's contact was purged (nobody to write to). */
export async function changeMailFacts(tx: Executor, { booking, invoice }: { booking: typeof bookings.$inferSelect; invoice: typeof invoices.$inferSelect }): Promise<ChangeMailFacts | null> {
  if (!booking.contact) return null;
  const [row] = await tx.select({ title: sql<string>`${packages.title} ->> ${booking.locale}` }).from(packages).where(eq(packages.id, booking.packageId));
  const eventIds = [...new Set((booking.selection?.tickets ?? []).map((ticket) => ticket.eventId))];
  const sports =
    eventIds.length === 0
      ? []
      : await tx
          .select({ slug: sportCategories.slug })
          .from(events)
          .innerJoin(sportCategories, eq(sportCategories.id, events.sportCategoryId))
          .where(inArray(events.id, eventIds));
  return {
    locale: booking.locale as Locale,
    bookingId: booking.id,
    orderNumber: booking.orderNumber,
    invoiceUuid: invoice.uuid,
    recipient: booking.contact.email,
    firstName: booking.contact.firstName,
    packageTitle: row?.title ?? '',
    currency: booking.currency,
    sport: tripWords(sports.map((sport) => ({ sportCategory: sport }))),
  };
}

/** `amountDue`: what the mail asks to pay now (null or 0: it asks for nothing, and the invoice's link is to see it). */
function changeMail(facts: ChangeMailFacts, kind: string, subject: string, lines: (string | null)[], amountDue: number | null, linkLabel?: string): OutboxMail {
  const t = mailTranslator(facts.locale, 'tripChange');
  const booking = mailTranslator(facts.locale, 'booking');
  return composeMail({
    kind,
    bookingId: facts.bookingId,
    locale: facts.locale,
    recipient: facts.recipient,
    subject,
    lines: [
      t('greeting', { name: facts.firstName }),
      ...lines.filter((line): line is string => line !== null),
      '',
      `${booking('orderNumber')}: ${facts.orderNumber}`,
      `${booking('trip')}: ${facts.packageTitle}`,
      ...(amountDue !== null && amountDue > 0 ? [`${t('due')}: ${moneyIn(facts.currency)(amountDue)}`] : []),
      '',
      { label: linkLabel ?? (amountDue !== null && amountDue > 0 ? t('invoiceLink') : t('invoiceView')), href: siteUrl(facts.locale, '/invoice/[slug]', { slug: facts.invoiceUuid }) },
    ],
  });
}

/**
 * A place transferred: named by the traveller who had it (the mail goes to
 * the booking's contact only, who booked both), or by its number when that
 * traveller had no name.
 */
export function transferMail(facts: ChangeMailFacts, transfer: { position: number; from: string | null; name: string; fee: number; amountDue: number }): OutboxMail {
  const t = mailTranslator(facts.locale, 'tripChange');
  return changeMail(
    facts,
    'trip-transfer',
    t('transfer.subject', { orderNumber: facts.orderNumber }),
    [t('transfer.lead', { from: transfer.from || t('transfer.place', { position: transfer.position }), name: transfer.name }), transfer.fee > 0 ? t('transfer.fee', { fee: moneyIn(facts.currency)(transfer.fee) }) : null],
    transfer.amountDue,
  );
}

export function insuranceMail(facts: ChangeMailFacts, insurance: { kind: InsuranceKind; amount: number; amountDue: number }): OutboxMail {
  const t = mailTranslator(facts.locale, 'tripChange');
  return changeMail(
    facts,
    'trip-insurance',
    t('insurance.subject', { orderNumber: facts.orderNumber, kind: insurance.kind }),
    [
      t(`insurance.lead.${insurance.kind}`),
      insurance.amount > 0 ? t('insurance.amount', { amount: moneyIn(facts.currency)(insurance.amount) }) : t('insurance.staff'),
    ],
    // A wish for an offer asks for no payment, whatever else the invoice has due.
    insurance.amount > 0 ? insurance.amountDue : null,
  );
}

/**
 * The trip ended (./termination.ts): by whom and on which day; what is kept (the termination fee, of which price,
 * and a transfer's fee) and what goes back, how and by which day, told in parts when it goes back through more than
 * one payment (each part's own refund mail then says which part of the whole it is); what of the fee is still owed.
 * It asks for no payment: the invoice is closed, and its link is to see it.
 */
export function cancellationMail(
  facts: ChangeMailFacts,
  ended: {
    by: BookingCancelledBy;
    settlement: { percent: number; price: number; fee: number; transferFees: number; refund: number; feeDue: number };
    refundTo: RefundPart[];
    refundBy: string;
    cancelledAt: Date;
  },
): OutboxMail {
  const t = mailTranslator(facts.locale, 'tripChange');
  const money = moneyIn(facts.currency);
  const { settlement, refundTo } = ended;
  const day = (date: string) => formatMailDay(facts.locale, date);
  const list = new Intl.ListFormat(SITES[facts.locale].htmlLang, { type: 'conjunction' });
  return changeMail(
    facts,
    'trip-cancellation',
    t('cancellation.subject', { orderNumber: facts.orderNumber }),
    [
      t(`cancellation.lead.${ended.by}`, { date: day(localIsoDate(ended.cancelledAt, SITES[facts.locale].timeZone)), sport: facts.sport }),
      settlement.fee > 0 ? t('cancellation.fee', { fee: money(settlement.fee), percent: settlement.percent, price: money(settlement.price) }) : t('cancellation.noFee'),
      settlement.transferFees > 0 ? t('cancellation.transferFees', { amount: money(settlement.transferFees) }) : null,
      settlement.refund > 0 ? t('cancellation.refund', { amount: money(settlement.refund), date: day(ended.refundBy) }) : t('cancellation.nothingBack'),
      refundTo.length > 1 ? t('cancellation.refundParts', { count: refundTo.length, parts: list.format(refundTo.map((part) => money(part.amount))) }) : null,
      settlement.feeDue > 0 ? t('cancellation.feeDue', { amount: money(settlement.feeDue) }) : t('cancellation.nothingDue'),
    ],
    null,
    t('cancellation.invoiceLink'),
  );
}
