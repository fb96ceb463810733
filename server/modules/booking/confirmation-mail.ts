/**
 * The booking's confirmation mail, in the booking's language: the order
 * number, the trip, its matches with their kick-offs, the travellers, the
 * total and the invoice link on the booking's own country domain (from
 * configuration, lib/site/origin.ts); a preorder's says there is nothing to
 * pay and links its page instead.
 * Its words are the `mail.booking` messages of the storefront's catalogues.
 */
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import { siteUrl } from '@/lib/site/origin';
import { sportWords } from '@/lib/sport-words';
import { composeMail, formatMailDay, formatMailEventTime, mailTranslator } from '../mail/compose';
import type { OutboxMail } from '../mail/outbox';

/** What every mail about a booking names: the booking, its invoice, whom to write to, and what it costs and when. */
export interface BookingMailFacts {
  locale: Locale;
  bookingId: number;
  orderNumber: number;
  invoiceUuid: string;
  recipient: string;
  firstName: string;
  packageTitle: string;
  total: number;
  dueDate: string;
}

export interface ConfirmationFacts extends BookingMailFacts {
  kind: 'booking' | 'preorder';
  startDate: string;
  endDate: string;
  travellers: number;
  /** The trip's matches, each with its kick-off on its venue's clock. */
  events: readonly { title: string; eventDateTime: string; timeZone: string; sportCategory: { slug: string } }[];
}

export function confirmationMail(facts: ConfirmationFacts): OutboxMail {
  const { locale } = facts;
  const t = mailTranslator(locale, 'booking');
  const day = (date: string) => formatMailDay(locale, date);
  const preorder = facts.kind === 'preorder';
  // A day trip is its one date, not the same date twice.
  const dates = facts.startDate === facts.endDate ? `${t('date')}: ${day(facts.startDate)}` : `${t('dates')}: ${day(facts.startDate)} – ${day(facts.endDate)}`;
  return composeMail({
    kind: facts.kind === 'preorder' ? 'preorder-confirmation' : 'booking-confirmation',
    bookingId: facts.bookingId,
    locale,
    recipient: facts.recipient,
    subject: t(facts.kind === 'preorder' ? 'preorderSubject' : 'subject', { orderNumber: facts.orderNumber, title: facts.packageTitle }),
    lines: [
      t(preorder ? 'preorderLead' : 'lead', { name: facts.firstName }),
      ...(preorder ? [t('preorderNote')] : []),
      '',
      `${t('orderNumber')}: ${facts.orderNumber}`,
      `${t('trip')}: ${facts.packageTitle}`,
      ...facts.events.map((event) => `${t('event', { sport: sportWords(event.sportCategory.slug) })}: ${event.title}, ${formatMailEventTime(locale, event)}`),
      dates,
      `${t('travellers')}: ${facts.travellers}`,
      ...(preorder ? [] : [`${t('total')}: ${formatPrice(facts.total, locale)}`, `${t('due')}: ${day(facts.dueDate)}`]),
      '',
      // A preorder has nothing to pay: its page says what it is and what comes next.
      { label: t(preorder ? 'preorderLink' : 'invoiceLink'), href: siteUrl(locale, '/invoice/[slug]', { slug: facts.invoiceUuid }) },
    ],
  });
}
