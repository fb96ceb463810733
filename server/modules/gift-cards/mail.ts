/**
 * The gift card's mail, in the language of the site it was bought on: the
 * code, its worth, the greeting from the form, and how to use it. Sent to
 * the buyer's email (who gives it on); a card sent by post is also printed
 * from the post queue.
 */
import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import { siteUrl } from '@/lib/site/origin';
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

export function giftCardMail(card: typeof giftCards.$inferSelect): OutboxMail {
  const locale = card.locale as Locale;
  const t = mailTranslator(locale, 'giftCard');
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
    ],
  });
}
