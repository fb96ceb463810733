/**
 * The package travel contract's terms as the booking confirmation gives them
 * on a durable medium (Package Travel Directive 2015/2302 art. 7(2), annex I;
 * pakkerejseloven, pakkereiseloven, paketreselagen 2018:1217): the standard
 * information form, whether the trip suits persons with reduced mobility,
 * passports and visas, the standard termination fees, the special requests
 * accepted, the organiser, its duty to assist with the 24/7 number, the
 * complaint route and the insolvency protection. One builder for both places
 * the contract is kept: the confirmation mail writes its sections as text
 * lines, the invoice page as HTML, in the same words (messages
 * `packageTravel`, the pages' before the order, and `contract`). Pure: the
 * caller hands in its translators.
 */
import type { Locale } from '@/lib/i18n/locales';
import { DIRECTIVE_URL, formFacts, organiserContact, TRAVELLER_RIGHTS } from '@/lib/legal/package-travel';
import type { MobilitySuitability } from '@/lib/legal/reduced-mobility';
import { feeBands, feeBandWords, type TerminationFee } from '@/lib/legal/termination-fees';
import { documentCaseOf, TRAVEL_ADVICE_URL, UK_ETA_URL } from '@/lib/legal/travel-documents';
import { ORGANISER, SITES, TRAVEL_GUARANTEE } from '@/lib/site/sites';

/** A message with its values; a tag's function gets the tag's text (rich-text tags are written as their text: next-intl's and use-intl's `t.markup`). */
export type Words = (key: string, values?: Record<string, string | number | ((chunks: string) => string)>) => string;

export interface ContractWords {
  /** The `contract` messages. */
  contract: Words;
  /** The `packageTravel` messages: the form and the facts as the pages before the order give them. */
  travel: Words;
  /** A calendar day in full ("4. marts 2026"). */
  day: (date: string) => string;
}

/** What the booking adds to the terms every contract of its site shares. */
export interface ContractTerms {
  locale: Locale;
  /** The special requests the traveller wrote with the booking, as they were accepted; null: none. */
  requests: string | null;
  /** The site's 24/7 number (lib/site/emergency.ts), as configured when the terms were written. */
  emergency: { phone: string; phoneHref: string };
  reducedMobility: MobilitySuitability;
  /** The standard termination fees agreed with the booking (lib/legal/termination-fees.ts). */
  terminationFees: readonly TerminationFee[];
  /** The destination's country (ISO 3166-1 alpha-2, and its name in the booking's language). */
  destination: { code: string; name: string };
  /** The first day of the trip: the fee table's days count back from it. */
  departure: string;
}

/**
 * How long after coming home we ask for a complaint in writing: eight weeks.
 * The Directive asks for notice "without undue delay" (art. 13(2)) and leaves
 * "reasonable time" to the national laws; the Nordic consumer laws count two
 * months from noticing a fault as always in time, so asking for eight weeks
 * from the return never cuts a right the law gives. On the spot, at once:
 * only then can the fault be put right during the trip.
 */
export const COMPLAINT_WEEKS = 8;

export type ContractBlock =
  | { kind: 'text'; text: string }
  /** A point of a list (the traveller's rights). */
  | { kind: 'point'; text: string }
  /** The traveller's own words, as written (a page isolates their direction). */
  | { kind: 'quote'; text: string }
  | { kind: 'fact'; label: string; value: string; href?: string }
  | { kind: 'table'; caption: string; head: readonly [string, string]; rows: readonly (readonly [string, string])[] };

export interface ContractSection {
  /** Stable per section, for the page's ids and the tests. */
  id: 'form' | 'mobility' | 'documents' | 'fees' | 'requests' | 'organiser' | 'assistance' | 'complaints' | 'guarantee';
  heading: string;
  blocks: ContractBlock[];
}

const fact = (label: string, value: string, href?: string): ContractBlock => (href ? { kind: 'fact', label, value, href } : { kind: 'fact', label, value });
const text = (words: string): ContractBlock => ({ kind: 'text', text: words });
/** A rich-text tag written as its text. */
const asText = (chunks: string) => chunks;
const TAGS = { tel: asText, mail: asText, link: asText, fundLink: asText, eta: asText };

/** The contract's terms in sections, in the order the mail and the page give them. */
export function contractSections(terms: ContractTerms, words: ContractWords): ContractSection[] {
  const t = words.contract;
  const tt = (key: string, values?: Parameters<Words>[1]) => words.travel(key, { ...TAGS, ...values });
  const site = SITES[terms.locale];
  const form = formFacts(terms.locale);
  const contact = organiserContact();
  const board = site.complaintsBoard;
  const documents = documentCaseOf(site.country, terms.destination.code);
  const bands = feeBands(terms.terminationFees, terms.departure);
  const requests = terms.requests?.trim();
  return [
    {
      id: 'form',
      heading: tt('form.heading'),
      blocks: [
        text(tt('form.isPackage')),
        text(tt('form.organiser', { organiser: form.organiser }) + (form.seller ? ` ${tt('form.seller', { seller: form.seller, organiser: form.organiser })}` : '')),
        text(tt('form.protection', { organiser: form.organiser, fund: form.fund, member: form.memberNumber })),
        text(tt('form.protectionContact', { organiser: form.organiser, fund: form.fund, phone: form.fundPhone, url: form.fundContactUrl })),
        text(tt('form.rightsHeading')),
        ...TRAVELLER_RIGHTS.map((right): ContractBlock => ({ kind: 'point', text: tt(`form.rights.${right}`, { organiser: form.organiser, phone: terms.emergency.phone, fund: form.fund }) })),
        text(tt('form.law')),
        fact(t('directive'), DIRECTIVE_URL, DIRECTIVE_URL),
      ],
    },
    {
      id: 'mobility',
      heading: tt('facts.mobility'),
      blocks: [text(tt(`facts.mobilityValue.${terms.reducedMobility}`)), text(tt('facts.mobilityAsk', { phone: site.contact.phone, email: site.contact.email }))],
    },
    {
      id: 'documents',
      heading: tt('facts.documents'),
      blocks: [
        text(tt(`facts.documentsValue.${documents}`, { country: terms.destination.name })),
        ...(documents === 'uk' ? [fact('UK ETA', UK_ETA_URL, UK_ETA_URL)] : []),
        text(tt('facts.documentsOthers')),
        text(tt('facts.documentsSource')),
        fact(t('travelAdvice'), TRAVEL_ADVICE_URL[terms.locale], TRAVEL_ADVICE_URL[terms.locale]),
      ],
    },
    {
      id: 'fees',
      heading: tt('facts.fees'),
      blocks: [
        {
          kind: 'table',
          caption: tt('facts.feesCaption'),
          head: [tt('facts.feesWhen'), tt('facts.feesFee')],
          rows: bands.map((band, index) => {
            const { days, dates } = feeBandWords(band, index === bands.length - 1, (key, values) => tt(`facts.${key}`, values), words.day);
            return [dates ? `${days} (${dates})` : days, tt('facts.feesPercent', { percent: band.percent })] as const;
          }),
        },
      ],
    },
    {
      id: 'requests',
      heading: t('requests.heading'),
      blocks: [text(requests ? t('requests.accepted') : t('requests.none')), ...(requests ? [{ kind: 'quote' as const, text: requests }] : [])],
    },
    {
      id: 'organiser',
      heading: tt('facts.organiser'),
      blocks: [
        text(tt('facts.organiserValue', { name: contact.name, address: contact.address })),
        ...(form.seller ? [text(tt('facts.sellerValue', { seller: form.seller }))] : []),
        fact(t('phone'), contact.phone, contact.phoneHref),
        fact(t('email'), contact.email, `mailto:${contact.email}`),
      ],
    },
    {
      id: 'assistance',
      heading: t('assistance.heading'),
      blocks: [
        text(t('assistance.duty', { organiser: ORGANISER.name })),
        fact(t('assistance.emergency'), terms.emergency.phone, terms.emergency.phoneHref),
        text(t('assistance.always')),
      ],
    },
    {
      id: 'complaints',
      heading: t('complaints.heading'),
      blocks: [
        text(t('complaints.onTheSpot', { phone: terms.emergency.phone })),
        text(t('complaints.inWriting', { weeks: COMPLAINT_WEEKS, email: site.contact.email, organiser: ORGANISER.name })),
        text(t('complaints.board', { board: board.name })),
        fact(board.name, board.url, board.url),
      ],
    },
    {
      id: 'guarantee',
      heading: t('guarantee.heading'),
      blocks: [
        text(
          t(form.seller ? 'guarantee.foreign' : 'guarantee.home', { fund: TRAVEL_GUARANTEE.fund, number: TRAVEL_GUARANTEE.memberNumber, organiser: ORGANISER.name }),
        ),
        text(t('guarantee.covers', { fund: TRAVEL_GUARANTEE.fund })),
        fact(TRAVEL_GUARANTEE.fund, TRAVEL_GUARANTEE.registryUrl, TRAVEL_GUARANTEE.registryUrl),
      ],
    },
  ];
}

/** The sections as a plain-text mail's lines: a heading, its blocks, a blank line; a fact or a table row as "label: value". */
export function contractTextLines(sections: readonly ContractSection[]): string[] {
  return sections.flatMap((section) => [
    section.heading.toUpperCase(),
    ...section.blocks.flatMap((block) => {
      if (block.kind === 'text' || block.kind === 'quote') return [block.text];
      if (block.kind === 'point') return [`- ${block.text}`];
      if (block.kind === 'fact') return [`${block.label}: ${block.value}`];
      return [block.caption, ...block.rows.map(([left, right]) => `${left}: ${right}`)];
    }),
    '',
  ]);
}
