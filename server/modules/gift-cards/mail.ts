/**
 * The gift card's mail, in the language of the site it was bought on: the
 * code, its worth, the greeting from the form, and how to use it. Sent to
 * the buyer's email (who gives it on); a card sent by post is also printed
 * from the post queue. And the acknowledgement of the buyer's withdrawal.
 */
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import { refundLastDay, withdrawalLastDay } from '@/lib/gift-cards/withdrawal';
import { siteUrl } from '@/lib/site/origin';
import { SITES } from '@/lib/site/sites';
import type { giftCards } from '@/server/db/schema';
import { composeMail, formatMailDay, mailTranslator } from '../mail/compose';
import type { OutboxMail } from '../mail/outbox';

/**
 * The order's mail, at once: what was ordered, when to pay and a link to the
 * invoice (the form promises the card and the invoice to this address). The
 * card itself follows in its own mail once the invoice is paid.
 */
export function giftCardOrderMail(card: typeof giftCards.$inferSelect, invoice: { uuid: string; dueDate: string }): OutboxMail {
  const locale = card.locale as Locale;
  const t = mailTranslator(locale, 'giftCardOrder');
  const amount = formatPrice(card.amount, locale);
  return composeMail({
    kind: 'gift-card-order',
    bookingId: null,
    locale,
    recipient: card.email,
    subject: t('subject', { orderNumber: card.orderNumber, amount }),
    lines: [
      t('lead', { name: card.fromName, amount }),
      t('due', { date: formatMailDay(locale, invoice.dueDate) }),
      ...(card.sendByPost ? [t('byPost', { name: card.recipientName })] : []),
      '',
      { label: t('invoiceLink'), href: siteUrl(locale, '/invoice/[slug]', { slug: invoice.uuid }) },
    ],
  });
}

/**
 * The card itself, once paid. It carries the withdrawal action (Consumer
 * Rights Directive art. 11a): a link to the withdrawal on the card's page
 * (the invoice, whose uuid is the key), with the last day it may be used.
 */
export function giftCardMail(card: typeof giftCards.$inferSelect, invoiceUuid: string): OutboxMail {
  const locale = card.locale as Locale;
  const t = mailTranslator(locale, 'giftCard');
  const lastDay = withdrawalLastDay(card.createdAt, SITES[locale].timeZone);
  return composeMail({
    kind: 'gift-card',
    bookingId: null,
    locale,
    recipient: card.email,
    subject: t('subject', { amount: formatPrice(card.amount, locale) }),
    lines: [
      t('lead'),
      '',
      `${t('to')}: ${card.toName}`,
      `${t('from')}: ${card.fromName}`,
      ...(card.message ? [`${t('message')}: ${card.message}`] : []),
      `${t('amount')}: ${formatPrice(card.amount, locale)}`,
      `${t('code')}: ${card.code}`,
      '',
      t('howTo'),
      ...(card.sendByPost ? [t('byPost', { name: card.recipientName, address: `${card.address}, ${card.postalCode} ${card.city}` })] : []),
      '',
      { label: t('shop'), href: siteUrl(locale, '/packages') },
      '',
      t('withdrawal', { date: formatMailDay(locale, lastDay) }),
      { label: t('withdrawLink'), href: siteUrl(locale, '/invoice/[slug]/withdraw', { slug: invoiceUuid }) },
    ],
  });
}

const receivedFormats = new Map<Locale, Intl.DateTimeFormat>();

/** The instant a withdrawal was received, as the site writes a date and a time in its own zone ("28. november 2026 kl. 14.05"). */
export function formatReceived(locale: Locale, instant: Date): string {
  let format = receivedFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(SITES[locale].htmlLang, { dateStyle: 'long', timeStyle: 'short', timeZone: SITES[locale].timeZone });
    receivedFormats.set(locale, format);
  }
  return format.format(instant);
}

/**
 * The acknowledgement of a withdrawal (art. 11a(3)), at once, to the address
 * given with it: what was withdrawn from, when it was received (date and
 * time), who gave it, that the code no longer works, and what goes back to
 * the means of payment, by when (art. 13: within 14 days, the same way it
 * was paid).
 */
export function giftCardWithdrawalMail(card: typeof giftCards.$inferSelect, withdrawal: { invoiceUuid: string; receivedAt: Date; name: string; email: string; refund: number; paid: boolean }): OutboxMail {
  const locale = card.locale as Locale;
  const t = mailTranslator(locale, 'giftCardWithdrawal');
  const money = (amount: number) => formatPrice(amount, locale);
  const refundBy = formatMailDay(locale, refundLastDay(withdrawal.receivedAt, SITES[locale].timeZone));
  const used = card.amount - withdrawal.refund;
  return composeMail({
    kind: 'gift-card-withdrawal',
    bookingId: null,
    locale,
    recipient: withdrawal.email,
    subject: t('subject', { orderNumber: card.orderNumber }),
    lines: [
      t('lead', { orderNumber: card.orderNumber, amount: money(card.amount) }),
      '',
      `${t('received')}: ${formatReceived(locale, withdrawal.receivedAt)}`,
      `${t('name')}: ${withdrawal.name}`,
      `${t('email')}: ${withdrawal.email}`,
      `${t('orderNumber')}: ${card.orderNumber}`,
      '',
      ...(!withdrawal.paid
        ? [t('unpaid')]
        : [
            t('codeStopped'),
            ...(used > 0 ? [t('used', { used: money(used) })] : []),
            withdrawal.refund > 0 ? t('refund', { amount: money(withdrawal.refund), date: refundBy }) : t('nothingLeft'),
          ]),
      '',
      { label: t('invoiceLink'), href: siteUrl(locale, '/invoice/[slug]', { slug: withdrawal.invoiceUuid }) },
    ],
  });
}
