/**
 * The shop's mails as the outbox keeps them: words from the storefront's
 * catalogues (`mail.*`), in the language of the booking they tell about, as
 * plain text and as the same lines in simple HTML. Links are absolute
 * addresses from configuration (lib/site/origin.ts), never a request's host.
 */
import 'server-only';
import { createTranslator } from 'use-intl/core';
import type { ContractWords } from '@/lib/booking/contract';
import { formatEventTime, type EventTimeSource } from '@/lib/i18n/event-time';
import type { Locale } from '@/lib/i18n/locales';
import { ORGANISER, SITES, TRAVEL_GUARANTEE } from '@/lib/site/sites';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import type { OutboxMail } from './outbox';

const MESSAGES = { da, no, sv } as const;
type MailNamespace = keyof (typeof da)['mail'];

/** A mail's line: text, a link with its label, or a blank line between paragraphs. */
export type MailLine = string | { href: string; label: string };

/** Per language and namespace, made once: a translator compiles its messages on first use. */
const translators = new Map<string, unknown>();

export function mailTranslator<N extends MailNamespace>(locale: Locale, namespace: N) {
  const key = `${locale}:${namespace}`;
  let t = translators.get(key) as ReturnType<typeof createTranslator<(typeof MESSAGES)[Locale], `mail.${N}`>> | undefined;
  if (!t) {
    t = createTranslator({ locale, messages: MESSAGES[locale], namespace: `mail.${namespace}` as `mail.${N}` });
    translators.set(key, t);
  }
  return t;
}

const contractWordsOf = new Map<Locale, ContractWords>();

/** The package travel contract's words (`contract` and `packageTravel` messages), the same the invoice page shows them in. */
export function contractWords(locale: Locale): ContractWords {
  let words = contractWordsOf.get(locale);
  if (!words) {
    const contract = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'contract' });
    const travel = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'packageTravel' });
    words = {
      contract: (key, values) => contract.markup(key as never, values as never),
      travel: (key, values) => travel.markup(key as never, values as never),
      day: (date) => formatMailDay(locale, date),
    };
    contractWordsOf.set(locale, words);
  }
  return words;
}

const eventWords = new Map<Locale, ReturnType<typeof createTranslator<(typeof MESSAGES)[Locale], 'eventTime'>>>();

/** A kick-off as the site writes it everywhere (lib/i18n/event-time.ts), with its year: "søn. 14. mar. 2027, 20.00 lokal tid (21.00 dansk tid)". */
export function formatMailEventTime(locale: Locale, event: EventTimeSource): string {
  let t = eventWords.get(locale);
  if (!t) {
    t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'eventTime' });
    eventWords.set(locale, t);
  }
  return formatEventTime(locale, t, event, { year: true });
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A calendar day as the site writes it in full ("24. november 2026"). */
export function formatMailDay(locale: Locale, date: string): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(SITES[locale].htmlLang, { dateStyle: 'long', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The lines under every mail's signature: on a site whose company sells for
 * the organiser, whose packages they are; and the organiser's insolvency
 * protection, one fund and number on every site, with the fund's lookup.
 */
export function mailFooter(locale: Locale): string[] {
  const t = mailTranslator(locale, 'footer');
  const { company } = SITES[locale];
  const travelGuarantee = TRAVEL_GUARANTEE;
  return [
    ...(company.name === ORGANISER.name
      ? []
      : [t('onBehalf', { company: company.name, organiser: ORGANISER.name, number: ORGANISER.registrationNumber })]),
    t('guarantee', { organiser: ORGANISER.name, fund: travelGuarantee.fund, number: travelGuarantee.memberNumber, url: travelGuarantee.registryUrl }),
  ];
}

/** The mail: its lines as text (a link as "label: address") and as paragraphs of HTML, signed with the site's company and its guarantee. */
export function composeMail(mail: Omit<OutboxMail, 'text' | 'html'> & { lines: MailLine[] }): OutboxMail {
  const { lines, ...envelope } = mail;
  const closing = mailTranslator(mail.locale, 'booking')('closing');
  const site = SITES[mail.locale];
  const all: MailLine[] = [...lines, '', closing, site.company.name, '', ...mailFooter(mail.locale)];
  const text = all.map((line) => (typeof line === 'string' ? line : `${line.label}: ${line.href}`)).join('\n');
  const paragraph = (line: MailLine) => {
    if (line === '') return '';
    if (typeof line === 'string') return `<p>${escapeHtml(line)}</p>`;
    return `<p><a href="${escapeHtml(line.href)}">${escapeHtml(line.label)}</a></p>`;
  };
  const html = `<!doctype html><html lang="${site.htmlLang}"><body>${all.map(paragraph).join('')}</body></html>`;
  return { ...envelope, text, html };
}
