/**
 * The two mails of an inquiry (server/modules/forms): the staff's
 * notification, in Danish whichever site it came from (the staff's
 * language), to the site's own address, with everything the visitor wrote
 * and a link to the package or the saved offer; and the visitor's receipt in
 * the site's language. The receipt names what the inquiry is about and its
 * reference, never anything the visitor typed (not even the name): a form
 * that mails what anyone types to any address would be a way to send spam in
 * the shop's name.
 */
import 'server-only';
import type { FormId } from '@/lib/api/contract/forms';
import type { Locale } from '@/lib/i18n/locales';
import { siteUrl } from '@/lib/site/origin';
import { SITES } from '@/lib/site/sites';
import { composeMail, mailTranslator, type MailLine } from '../mail/compose';
import type { OutboxMail } from '../mail/outbox';

export interface InquiryFacts {
  /** The form's own fields, as stored: plain text and counts. */
  fields: Record<string, string | number>;
  pkg: { id: number; slug: string; title: string } | null;
  offerId: number | null;
  /** What the receipt says the inquiry is about (a package, an offer page), if anything. */
  about: string | null;
}

interface Sender {
  id: number;
  form: FormId;
  locale: Locale;
  name: string;
  email: string;
  phone: string;
}

const FORM_KEYS = {
  'offer-request': 'offerRequest',
  'offer-contact': 'offerContact',
  'business-inquiry': 'businessInquiry',
  'package-inquiry': 'packageInquiry',
} as const satisfies Record<FormId, string>;

const FIELD_KEYS = ['company', 'people', 'persons', 'departure', 'package', 'campaign', 'message'] as const;
type FieldKey = (typeof FIELD_KEYS)[number];
const isFieldKey = (key: string): key is FieldKey => (FIELD_KEYS as readonly string[]).includes(key);

/** The address the reopened offer lives at (its package page with the PDF's query). */
const offerUrl = (locale: Locale, slug: string, offerId: number) => `${siteUrl(locale, '/packages/[slug]', { slug })}?utm_source=pdf_offer&offerId=${offerId}`;

export function inquiryMails(sender: Sender, facts: InquiryFacts): OutboxMail[] {
  const site = SITES[sender.locale];
  const staff = mailTranslator('da', 'inquiry');
  const form = staff(`forms.${FORM_KEYS[sender.form]}`);
  const links: MailLine[] = [];
  if (facts.pkg && facts.offerId !== null) links.push({ label: staff('offerLink', { offerId: facts.offerId }), href: offerUrl(sender.locale, facts.pkg.slug, facts.offerId) });
  else if (facts.pkg) links.push({ label: staff('packageLink'), href: siteUrl(sender.locale, '/packages/[slug]', { slug: facts.pkg.slug }) });
  const notification = composeMail({
    kind: 'inquiry-staff',
    bookingId: null,
    // The staff read Danish; the site the visitor wrote on is named in the mail.
    locale: 'da',
    recipient: site.contact.email,
    subject: staff('staffSubject', { form, id: sender.id, name: sender.name }),
    lines: [
      staff('staffLead', { form, site: site.domain }),
      '',
      `${staff('fields.name')}: ${sender.name}`,
      `${staff('fields.email')}: ${sender.email}`,
      `${staff('fields.phone')}: ${sender.phone}`,
      ...Object.entries(facts.fields).flatMap(([key, value]) => (isFieldKey(key) ? [`${staff(`fields.${key}`)}: ${value}`] : [])),
      ...(links.length > 0 ? ['', ...links] : []),
    ],
  });

  const t = mailTranslator(sender.locale, 'inquiry');
  const offerForm = sender.form === 'offer-request' || sender.form === 'offer-contact';
  const receipt = composeMail({
    kind: 'inquiry-receipt',
    bookingId: null,
    locale: sender.locale,
    recipient: sender.email,
    subject: t('receiptSubject', { id: sender.id }),
    lines: [
      t(offerForm ? 'receiptLeadOffer' : 'receiptLead'),
      ...(facts.about ? ['', t('receiptAbout', { about: facts.about })] : []),
      t('receiptReference', { id: sender.id }),
      ...(facts.pkg && facts.offerId !== null ? ['', { label: t('receiptOffer', { offerId: facts.offerId }), href: offerUrl(sender.locale, facts.pkg.slug, facts.offerId) }] : []),
    ],
  });
  return [notification, receipt];
}
