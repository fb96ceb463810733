/**
 * The confirmation of each change a traveller makes on their trip, on a
 * durable medium (issue 36 item 4): to the booking's contact, in the booking's
 * language, written into the outbox in the change's own transaction. Each
 * names what changed, what it cost or what goes back, and links the invoice,
 * where what is due is paid. A change that costs nothing to pay now (a wish
 * for travel insurance, which has no price: staff send an offer) names no
 * amount to pay and links the invoice only to see it.
 */
import 'server-only';
import type { InsuranceKind } from '@/lib/api/contract/trip-changes';
import { formatPrice } from '@/lib/i18n/money';
import type { Locale } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/site/origin';
import { composeMail, mailTranslator } from '../mail/compose';
import type { OutboxMail } from '../mail/outbox';

export interface ChangeMailFacts {
  locale: Locale;
  bookingId: number;
  orderNumber: number;
  invoiceUuid: string;
  recipient: string;
  firstName: string;
  packageTitle: string;
}

/** `amountDue`: what the mail asks to pay now (null: it asks for nothing, and the invoice's link only shows it). */
function changeMail(facts: ChangeMailFacts, kind: string, subject: string, lines: (string | null)[], amountDue: number | null): OutboxMail {
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
      ...(amountDue !== null && amountDue > 0 ? [`${t('due')}: ${formatPrice(amountDue, facts.locale)}`] : []),
      '',
      { label: amountDue !== null && amountDue > 0 ? t('invoiceLink') : t('invoiceView'), href: siteUrl(facts.locale, '/invoice/[slug]', { slug: facts.invoiceUuid }) },
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
    [t('transfer.lead', { from: transfer.from || t('transfer.place', { position: transfer.position }), name: transfer.name }), transfer.fee > 0 ? t('transfer.fee', { fee: formatPrice(transfer.fee, facts.locale) }) : null],
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
      insurance.amount > 0 ? t('insurance.amount', { amount: formatPrice(insurance.amount, facts.locale) }) : t('insurance.staff'),
    ],
    // A wish for an offer asks for no payment, whatever else the invoice has due.
    insurance.amount > 0 ? insurance.amountDue : null,
  );
}

export function cancellationMail(facts: ChangeMailFacts, cancellation: { percent: number; fee: number; refund: number; feeDue: number }): OutboxMail {
  const t = mailTranslator(facts.locale, 'tripChange');
  const money = (amount: number) => formatPrice(amount, facts.locale);
  return changeMail(
    facts,
    'trip-cancellation',
    t('cancellation.subject', { orderNumber: facts.orderNumber }),
    [
      t('cancellation.lead'),
      t('cancellation.fee', { fee: money(cancellation.fee), percent: cancellation.percent }),
      cancellation.refund > 0 ? t('cancellation.refund', { amount: money(cancellation.refund) }) : null,
      cancellation.feeDue > 0 ? t('cancellation.feeDue', { amount: money(cancellation.feeDue) }) : null,
    ],
    null,
  );
}
