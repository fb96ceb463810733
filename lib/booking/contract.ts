/**
 * The package travel contract's terms as the booking confirmation gives them
 * on a durable medium (Package Travel Directive 2015/2302 art. 7(2), annex I;
 * pakkerejseloven, pakkereiseloven, paketreselagen 2018:1217): the special
 * requests accepted, the organiser, its duty to assist with the 24/7 number,
 * the complaint route and the insolvency protection. One builder for both
 * places the contract is kept: the confirmation mail writes its sections as
 * text lines, the invoice page as HTML, in the same words (messages
 * `contract`). Pure: the caller hands in its translator.
 */
import type { Locale } from '@/lib/i18n/locales';
import { ORGANISER, SITES, TRAVEL_GUARANTEE } from '@/lib/site/sites';

/** The translator of the `contract` messages (next-intl's or use-intl's, loosened). */
export type ContractWords = (key: string, values?: Record<string, string | number>) => string;

/** What the booking adds to the terms every contract of its site shares. */
export interface ContractTerms {
  locale: Locale;
  /** The special requests the traveller wrote with the booking, as they were accepted; null: none. */
  requests: string | null;
  /** The site's 24/7 number (lib/site/emergency.ts), as configured when the terms were written. */
  emergency: { phone: string; phoneHref: string };
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
  /** The traveller's own words, as written (a page isolates their direction). */
  | { kind: 'quote'; text: string }
  | { kind: 'fact'; label: string; value: string; href?: string }
  | { kind: 'table'; caption: string; head: readonly [string, string]; rows: readonly (readonly [string, string])[] };

export interface ContractSection {
  /** Stable per section, for the page's ids and the tests. */
  id: 'requests' | 'organiser' | 'assistance' | 'complaints' | 'guarantee';
  heading: string;
  blocks: ContractBlock[];
}

const fact = (label: string, value: string, href?: string): ContractBlock => (href ? { kind: 'fact', label, value, href } : { kind: 'fact', label, value });
const text = (words: string): ContractBlock => ({ kind: 'text', text: words });

/** The contract's terms in sections, in the order the mail and the page give them. */
export function contractSections(terms: ContractTerms, t: ContractWords): ContractSection[] {
  const site = SITES[terms.locale];
  // The Norwegian and Swedish companies sell the Danish organiser's packages on its behalf.
  const sellsForOrganiser = site.company.name !== ORGANISER.name;
  const board = site.complaintsBoard;
  return [
    {
      id: 'requests',
      heading: t('requests.heading'),
      blocks: [text(terms.requests?.trim() ? t('requests.accepted') : t('requests.none')), ...(terms.requests?.trim() ? [{ kind: 'quote' as const, text: terms.requests.trim() }] : [])],
    },
    {
      id: 'organiser',
      heading: t('organiser.heading'),
      blocks: [
        text(t('organiser.lead', { organiser: ORGANISER.name })),
        ...(sellsForOrganiser ? [text(t('organiser.seller', { seller: site.company.name, organiser: ORGANISER.name }))] : []),
        fact(t('organiser.name'), `${ORGANISER.name} (${t(`organiser.${ORGANISER.registrationLabel}`)} ${ORGANISER.registrationNumber})`),
        fact(t('organiser.address'), ORGANISER.address.join(', ')),
        fact(t('organiser.phone'), ORGANISER.phone, ORGANISER.phoneHref),
        fact(t('organiser.email'), ORGANISER.email, `mailto:${ORGANISER.email}`),
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
        text(t('complaints.inWriting', { weeks: COMPLAINT_WEEKS, email: ORGANISER.email, organiser: ORGANISER.name })),
        text(t('complaints.board', { board: board.name })),
        fact(board.name, board.url, board.url),
      ],
    },
    {
      id: 'guarantee',
      heading: t('guarantee.heading'),
      blocks: [
        text(
          sellsForOrganiser
            ? t('guarantee.foreign', { fund: TRAVEL_GUARANTEE.fund, number: TRAVEL_GUARANTEE.memberNumber, organiser: ORGANISER.name })
            : t('guarantee.home', { fund: TRAVEL_GUARANTEE.fund, number: TRAVEL_GUARANTEE.memberNumber, organiser: ORGANISER.name }),
        ),
        text(t('guarantee.covers', { fund: TRAVEL_GUARANTEE.fund })),
        fact(TRAVEL_GUARANTEE.fund, TRAVEL_GUARANTEE.registryUrl, TRAVEL_GUARANTEE.registryUrl),
      ],
    },
  ];
}

/** The sections as a plain-text mail's lines: a heading, its blocks, a blank line; a table row as "label: value". */
export function contractTextLines(sections: readonly ContractSection[]): string[] {
  return sections.flatMap((section) => [
    section.heading.toUpperCase(),
    ...section.blocks.flatMap((block) => {
      if (block.kind === 'text' || block.kind === 'quote') return [block.text];
      if (block.kind === 'fact') return [`${block.label}: ${block.value}`];
      return [block.caption, `${block.head[0]}: ${block.head[1]}`, ...block.rows.map(([left, right]) => `${left}: ${right}`)];
    }),
    '',
  ]);
}
