import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { formats } from '@/lib/i18n/formats';
import da from '@/messages/da.json';
import no from '@/messages/no.json';
import sv from '@/messages/sv.json';

type Tree = { [key: string]: string | Tree };

const MESSAGES = { da, no, sv } as Record<'da' | 'no' | 'sv', Tree>;
// Plural rules do not depend on the zone; dates in texts are formatted in one.
const TIME_ZONE = 'Europe/Copenhagen';

/**
 * Nouns whose plural differs from the singular, as the three sites write
 * them: after the number 1 each is a text missing its singular form.
 */
const PLURAL_NOUNS = {
  da: ['rejser', 'billetter', 'kampbilletter', 'dage', 'sekunder', 'minutter', 'timer', 'stjerner', 'voksne', 'børn', 'personer', 'kampe', 'overnatninger', 'anmeldelser', 'hoteller', 'værelser', 'nætter', 'pakker', 'klubber'],
  no: ['reiser', 'reisene', 'billetter', 'kampbilletter', 'dager', 'sekunder', 'minutter', 'timer', 'stjerner', 'voksne', 'personer', 'kamper', 'overnattinger', 'anmeldelser', 'hoteller', 'netter', 'pakker', 'klubber'],
  sv: ['resor', 'biljetter', 'matchbiljetter', 'dagar', 'sekunder', 'minuter', 'timmar', 'stjärnor', 'vuxna', 'personer', 'matcher', 'övernattningar', 'recensioner', 'nätter', 'klubbar'],
} as const;

function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}

/** The names of a message's arguments (`{count}`, `{count, plural, …}`); a branch's word may slip in, unused. */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]!);
}

describe.each(Object.keys(MESSAGES) as (keyof typeof MESSAGES)[])('every countable text of %s', (locale) => {
  // Keys are walked at run time, so the translator is called with plain strings.
  const t = createTranslator({ locale, messages: MESSAGES[locale] as AbstractIntlMessages, formats, timeZone: TIME_ZONE }) as unknown as (
    key: string,
    values: Record<string, number>,
  ) => string;
  const countable = entries(MESSAGES[locale]).filter(([, message]) => argumentsOf(message).length > 0);
  const pluralAfterOne = new RegExp(`(^|[^\\d])1 (${PLURAL_NOUNS[locale].join('|')})(?![\\p{L}])`, 'u');

  it('has texts with numbers to check', () => {
    expect(countable.length).toBeGreaterThan(20);
  });

  it('has its singular: formatted with 1, no text reads "1" and a plural noun', () => {
    const wrong = countable
      .map(([key, message]) => {
        const values = Object.fromEntries(argumentsOf(message).map((name) => [name, 1]));
        return [key, t(key, values)] as const;
      })
      .filter(([, text]) => pluralAfterOne.test(text));
    expect(wrong).toEqual([]);
  });

  it('would see a plural after 1: the nouns above are the ones the texts use', () => {
    const many = t('package.customise.fewLeft', { number: 2 });
    expect(pluralAfterOne.test(many.replace('2', '1'))).toBe(true);
  });
});
