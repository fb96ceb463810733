import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import { COMPLAINT_WEEKS, contractSections, contractTextLines, type ContractTerms, type ContractWords } from '@/lib/booking/contract';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { ORGANISER, SITES, TRAVEL_GUARANTEE } from '@/lib/site/sites';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';

const MESSAGES = { da, no, sv } as const;

/** The words as the mail takes them; a missing message or value fails the test. */
function wordsOf(locale: Locale): ContractWords {
  const onError = (error: Error) => {
    throw error;
  };
  const contract = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'contract', onError });
  const travel = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'packageTravel', onError });
  return {
    contract: (key, values) => contract.markup(key as never, values as never),
    travel: (key, values) => travel.markup(key as never, values as never),
    day: (date) => date,
  };
}

const terms = (locale: Locale, over: Partial<ContractTerms> = {}): ContractTerms => ({
  locale,
  requests: null,
  emergency: { phone: '+45 11 22 33 44', phoneHref: 'tel:+4511223344' },
  reducedMobility: 'limited',
  terminationFees: [
    { fromDays: 60, percent: 10 },
    { fromDays: 30, percent: 50 },
    { fromDays: 0, percent: 100 },
  ],
  destination: { code: 'GB', name: 'England' },
  departure: '2027-03-05',
  ...over,
});

const textOf = (locale: Locale, over?: Partial<ContractTerms>) => contractTextLines(contractSections(terms(locale, over), wordsOf(locale))).join('\n');

describe('the contract’s terms (the confirmation mail and the invoice page)', () => {
  it.each(LOCALES)('%s: gives every section in the law’s order, each with words, in the site’s language', (locale) => {
    const sections = contractSections(terms(locale), wordsOf(locale));
    expect(sections.map((section) => section.id)).toEqual(['form', 'mobility', 'documents', 'fees', 'requests', 'organiser', 'assistance', 'complaints', 'guarantee']);
    for (const section of sections) {
      expect(section.heading).not.toBe('');
      expect(section.blocks.length).toBeGreaterThan(0);
    }
    // Rich-text tags are written as their text in a plain mail.
    expect(textOf(locale)).not.toMatch(/<\/?(tel|mail|link|fundLink|eta)>/);
  });

  it.each(LOCALES)('%s: names the 24/7 number it is given, the organiser’s contact, the complaints board and the fund with its contact', (locale) => {
    const text = textOf(locale, { emergency: { phone: '+47 99 88 77 66', phoneHref: 'tel:+4799887766' } });
    expect(text).toContain('+47 99 88 77 66');
    for (const part of [ORGANISER.name, ORGANISER.email, ORGANISER.phone, ORGANISER.address[0]!]) expect(text).toContain(part);
    expect(text).toContain(SITES[locale].complaintsBoard.name);
    expect(text).toContain(SITES[locale].complaintsBoard.url);
    expect(text).toContain(`${TRAVEL_GUARANTEE.fund}: ${TRAVEL_GUARANTEE.registryUrl}`);
    expect(text).toContain(TRAVEL_GUARANTEE.memberNumber);
    expect(text).toContain(String(COMPLAINT_WEEKS));
  });

  it('on the Norwegian and Swedish sites says the fund is the Danish one protecting the Danish organiser, and who sells for it', () => {
    expect(textOf('da')).not.toContain('den danske rejsegarantifond');
    expect(textOf('da')).toContain(`som ${ORGANISER.name} er medlem af`);
    expect(textOf('no')).toContain(`det danske reisegarantifondet som beskytter den danske arrangøren ${ORGANISER.name}`);
    expect(textOf('sv')).toContain(`den danska resegarantifonden som skyddar den danska arrangören ${ORGANISER.name}`);
    expect(textOf('no')).toContain(SITES.no.company.name);
    expect(textOf('sv')).toContain(SITES.sv.company.name);
  });

  it('quotes the special requests as written, or says there were none', () => {
    const sections = contractSections(terms('da', { requests: '  Vegetar, tak \n' }), wordsOf('da'));
    const requests = sections.find((section) => section.id === 'requests')!;
    expect(requests.blocks).toContainEqual({ kind: 'quote', text: 'Vegetar, tak' });
    expect(textOf('da', { requests: '   ' })).toContain(da.contract.requests.none);
  });

  it('gives the termination fees as a table, earliest first, with the calendar days they reach', () => {
    const fees = contractSections(terms('da'), wordsOf('da')).find((section) => section.id === 'fees')!;
    const table = fees.blocks.find((block) => block.kind === 'table');
    expect(table).toMatchObject({ kind: 'table', caption: da.packageTravel.facts.feesCaption });
    if (table?.kind !== 'table') throw new Error('no table');
    expect(table.rows.map(([, fee]) => fee)).toEqual(['10 % af prisen', '50 % af prisen', '100 % af prisen']);
    // 60 days or more before 5 March 2027: until 4 January 2027.
    expect(table.rows[0]![0]).toContain('2027-01-04');
    expect(table.rows[2]![0]).toContain('2027-02-04');
  });

  it('gives the passport and visa case of the destination', () => {
    expect(textOf('da', { destination: { code: 'GB', name: 'England' } })).toContain('ETA');
    expect(textOf('sv', { destination: { code: 'DE', name: 'Tyskland' } })).toContain('Tyskland');
  });
});
