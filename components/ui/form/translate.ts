import { MONEY_RULES, type FieldRule } from '@/lib/forms/messages';
import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import type { Translate } from './types';

/**
 * A rule's sentence in the site's words: the `forms` message of the rule,
 * with the field's label ("the field" when it has none) and the rule's numbers; an amount of money in the
 * site's currency (`Kr. 8.290,-`, never `8290`).
 */
export function ruleSentences(t: (key: FieldRule | 'thisField', values?: Record<string, string | number>) => string, locale: Locale): Translate {
  return (rule, values) => {
    const given = MONEY_RULES.has(rule) ? Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? formatPrice(value, locale) : value])) : values;
    return t(rule, { field: t('thisField'), ...given });
  };
}
