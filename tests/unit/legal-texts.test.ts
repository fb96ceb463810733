import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { ORGANISER, SITES, TRAVEL_GUARANTEE } from '@/lib/site/sites';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';
import { composeMail } from '@/server/modules/mail/compose';
import { generateCatalogue, type Catalogue } from '@/server/seed';

const MESSAGES = { da, no, sv } as const;

/** The EU's online dispute platform, closed on 20 July 2025: nothing may still send a traveller there. */
const ODR = 'ec.europa.eu/consumers/odr';

let catalogue: Catalogue;
beforeAll(() => {
  catalogue = generateCatalogue({ today: '2026-11-28' });
});

const pageBody = (slug: string, locale: Locale) =>
  catalogue.pages
    .find((page) => page.slug === slug && page.locale === locale)!
    .contents.map((content) => content.body)
    .join('');

describe('one travel guarantee on every site', () => {
  it('the Danish site sells as the organiser itself; the others name another company, selling on its behalf', () => {
    expect(SITES.da.company.name).toBe(ORGANISER.name);
    expect(SITES.da.company.registrationNumber).toBe(ORGANISER.registrationNumber);
    expect(SITES.no.company.name).not.toBe(ORGANISER.name);
    expect(SITES.sv.company.name).not.toBe(ORGANISER.name);
  });

  it.each(LOCALES)('footer, partner area, PDF offer and mails of the %s site word the organiser, the fund and its number', (locale) => {
    const m = MESSAGES[locale];
    for (const text of [m.footer.travelGuarantee, m.home.guarantee, m.package.pdf.guarantee, m.mail.footer.guarantee]) {
      expect(text).toContain('{organiser}');
      expect(text).toContain('{fund}');
      expect(text).toContain('{number}');
    }
    // The PDF and the mail cannot be clicked through: they print the lookup's address.
    for (const text of [m.package.pdf.guarantee, m.mail.footer.guarantee]) expect(text).toContain('{url}');
  });

  it.each(['no', 'sv'] as const)('the %s site says the fund is the Danish one', (locale) => {
    const m = MESSAGES[locale];
    const danish = locale === 'no' ? 'den danske' : 'den danska';
    for (const text of [m.footer.travelGuarantee, m.home.guarantee, m.package.pdf.guarantee, m.mail.footer.guarantee]) expect(text).toContain(danish);
    expect(pageBody('garantier-og-forsikring', locale)).toContain(danish);
  });

  it.each(LOCALES)('the %s guarantee info page gives the number and links the fund’s lookup', (locale) => {
    const body = pageBody('garantier-og-forsikring', locale);
    expect(body).toContain(TRAVEL_GUARANTEE.memberNumber);
    expect(body).toContain(`href="${TRAVEL_GUARANTEE.registryUrl}"`);
    expect(body).toContain(ORGANISER.name);
    // No other number is given for the fund.
    expect(body.match(/\b\d{4}\b/g)?.filter((number) => number !== TRAVEL_GUARANTEE.memberNumber) ?? []).toEqual([]);
  });

  it.each(LOCALES)('every mail of the %s site ends with the fund line, and says for whom a seller sells', (locale) => {
    const mail = composeMail({ kind: 'test', bookingId: null, locale, recipient: 'fan@example.com', subject: 'Test', lines: ['Hej'] });
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(TRAVEL_GUARANTEE.fund);
      expect(part).toContain(TRAVEL_GUARANTEE.memberNumber);
      expect(part).toContain(TRAVEL_GUARANTEE.registryUrl);
      expect(part).toContain(ORGANISER.name);
    }
    const lines = mail.text.split('\n');
    expect(lines.at(-1)).toContain(TRAVEL_GUARANTEE.memberNumber);
    if (SITES[locale].company.name !== ORGANISER.name) expect(mail.text).toContain(`${SITES[locale].company.name} `);
  });
});

describe('terms and complaints', () => {
  it('each site’s terms name the current package travel law of its country', () => {
    expect(pageBody('generelle-betingelser', 'da')).toContain('lov om pakkerejser og sammensatte rejsearrangementer (lov nr. 1666 af 19. december 2017)');
    expect(pageBody('generelle-betingelser', 'no')).toContain('lov om pakkereiser og reisegaranti mv. (pakkereiseloven) av 15. juni 2018 nr. 32');
    expect(pageBody('generelle-betingelser', 'sv')).toContain('paketreselagen (2018:1217)');
  });

  it.each(LOCALES)('the %s terms send a complaint to the organiser first, then to the country’s board', (locale) => {
    expect(pageBody('generelle-betingelser', locale)).toContain(SITES[locale].complaintsBoard.name);
  });

  it.each(LOCALES)('the %s complaints page names the board from the site table and its way there', (locale) => {
    const m = MESSAGES[locale].complaints;
    expect(m.board).toContain('{board}');
    expect(m.organiser).toContain('{organiser}');
  });

  it('the Norwegian board is named with who runs it', () => {
    expect(no.complaints.board).toContain('Norsk ReiselivsForum');
    expect(no.complaints.board).toContain('Forbrukerrådet');
    expect(SITES.no.complaintsBoard.name).toBe('Pakkereisenemnda');
  });

  it('no seeded content, message or source file links the closed EU dispute platform', () => {
    expect(JSON.stringify(catalogue)).not.toContain(ODR);
    expect(JSON.stringify(MESSAGES)).not.toContain(ODR);
    const sources: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(tsx?|mjs|json|css)$/.test(entry.name)) sources.push(file);
      }
    };
    for (const dir of ['app', 'features', 'components', 'lib', 'server']) walk(path.resolve(dir));
    expect(sources.filter((file) => fs.readFileSync(file, 'utf8').includes(ODR))).toEqual([]);
  });
});

describe('the accessibility statement', () => {
  it.each(LOCALES)('the %s statement names the standard, the checks, the gaps, the ways to report and the date', (locale) => {
    const m = MESSAGES[locale].accessibility;
    expect(m.law).toContain('WCAG 2.1');
    expect(m.date).toContain('{date}');
    expect(m.phone).toContain('{phone}');
    expect(m.email).toContain('{email}');
    expect(m.checkAxe).toContain('axe');
    expect(m.checkHtml).toContain('Nu HTML Checker');
  });

  it('each statement names its country’s law', () => {
    expect(da.accessibility.law).toContain('lov nr. 801 af 7. juni 2022');
    expect(sv.accessibility.law).toContain('(2023:254)');
    expect(no.accessibility.law).toContain('likestillings- og diskrimineringsloven');
  });
});
