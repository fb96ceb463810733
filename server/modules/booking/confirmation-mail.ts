/**
 * The booking's confirmation mail, in the booking's language: the order
 * number, the trip, the travellers, the total and the invoice link on the
 * booking's own country domain (from configuration, lib/site/origin.ts).
 * Its words are the `mail.booking` messages of the storefront's catalogues.
 */
import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import { siteUrl } from '@/lib/site/origin';
import { SITES } from '@/lib/site/sites';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import type { OutboxMail } from '../mail/outbox';

const MESSAGES = { da, no, sv } as const;

export interface ConfirmationFacts {
  kind: 'booking' | 'preorder';
  locale: Locale;
  bookingId: number;
  orderNumber: number;
  invoiceUuid: string;
  recipient: string;
  firstName: string;
  packageTitle: string;
  startDate: string;
  endDate: string;
  travellers: number;
  total: number;
  dueDate: string;
}

/** Per language, made once: a translator compiles its messages and a formatter its patterns on first use. */
const translators = new Map<Locale, ReturnType<typeof createTranslator<(typeof MESSAGES)[Locale], 'mail.booking'>>>();
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

function translatorFor(locale: Locale) {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'mail.booking' });
    translators.set(locale, t);
  }
  return t;
}

/** A calendar day as the site writes it in full ("24. november 2026"). */
function formatDay(locale: Locale, date: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(SITES[locale].htmlLang, { dateStyle: 'long', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function confirmationMail(facts: ConfirmationFacts): OutboxMail {
  const { locale } = facts;
  const t = translatorFor(locale);
  const site = SITES[locale];
  const day = (date: string) => formatDay(locale, date);
  const invoiceUrl = siteUrl(locale, '/invoice/[slug]', { slug: facts.invoiceUuid });
  const linkLine = `${t('invoiceLink')}: ${invoiceUrl}`;
  const lines = [
    t(facts.kind === 'preorder' ? 'preorderLead' : 'lead', { name: facts.firstName }),
    '',
    `${t('orderNumber')}: ${facts.orderNumber}`,
    `${t('trip')}: ${facts.packageTitle}`,
    `${t('dates')}: ${day(facts.startDate)} – ${day(facts.endDate)}`,
    `${t('travellers')}: ${facts.travellers}`,
    ...(facts.kind === 'booking' ? [`${t('total')}: ${formatPrice(facts.total, locale)}`, `${t('due')}: ${day(facts.dueDate)}`] : []),
    '',
    linkLine,
    '',
    t('closing'),
    site.company.name,
  ];
  const paragraph = (line: string) => {
    if (line === '') return '';
    const content = line === linkLine ? '<a href="' + escapeHtml(invoiceUrl) + '">' + escapeHtml(t('invoiceLink')) + '</a>' : escapeHtml(line);
    return '<p>' + content + '</p>';
  };
  const text = lines.join('\n');
  const html = '<!doctype html><html lang="' + site.htmlLang + '"><body>' + lines.map(paragraph).join('') + '</body></html>';
  return {
    kind: facts.kind === 'preorder' ? 'preorder-confirmation' : 'booking-confirmation',
    bookingId: facts.bookingId,
    locale,
    recipient: facts.recipient,
    subject: t(facts.kind === 'preorder' ? 'preorderSubject' : 'subject', { orderNumber: facts.orderNumber, title: facts.packageTitle }),
    text,
    html,
  };
}
