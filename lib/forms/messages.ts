/**
 * The words of the field rules (booking spec §5, browsing spec §5: required,
 * email, min and phone, plus the length limit every text field has).
 *
 * A rule's issue carries its English text, as every field message of the
 * contract does: the API answers it and its catalogue (server/messages)
 * translates it by accept-language; a form recognises it here and shows the
 * site's own sentence from the `forms` messages, with the field's label
 * (`The {field} is not a valid phone number`). One schema, each half in its
 * own words. No zod here: a page renders a field's message without loading
 * the schemas.
 */

export const FIELD_RULES = ['required', 'invalid', 'range', 'email', 'min', 'max', 'phone', 'phoneLength', 'characters', 'date', 'birthDate', 'futureBirthDate', 'accepted', 'adultAge', 'childAge', 'ticketHolders', 'leadGuest', 'amount', 'orderNumber', 'sharesTotal'] as const;
export type FieldRule = (typeof FIELD_RULES)[number];

/** Each rule's English text; `{name}` stands for a number the text is built with. */
export const RULE_TEXTS = {
  required: 'is required',
  // A value no form control gives (a choice not offered, a number where text belongs): the form's words for any other refusal.
  invalid: 'is not valid',
  // A count typed in a number field (people in a group).
  range: 'must be from {min} to {max}',
  email: 'must be a valid email address',
  min: 'must be at least {min} characters',
  max: 'must be at most {max} characters',
  phone: 'is not a valid phone number',
  // Digits enough after the country code, and no more than E.164's in all (./phone.ts).
  phoneLength: 'must have at least {min} digits, and at most {max} with the country code',
  // Any text: a NUL or half of a surrogate pair (./characters.ts).
  characters: 'contains characters that cannot be used',
  // The booking form's own (booking spec §5).
  date: 'must be a date (YYYY-MM-DD)',
  birthDate: 'must be a date from {year} until today',
  // A birth date after today (the transfer of a place).
  futureBirthDate: 'must not be in the future',
  accepted: 'must be accepted',
  adultAge: 'must be {min} or older on the travel date',
  childAge: 'must be {max} or younger on the travel date',
  ticketHolders: 'must give a match ticket to {count} travellers',
  leadGuest: 'must be one of the travellers',
  // The invoice's part payment.
  amount: 'must be a whole amount from {min} to {max}',
  // Finding an invoice.
  orderNumber: 'must be an order number',
  // Splitting the payment (the server's own words for the same rule).
  sharesTotal: 'must add up to at most {max}',
} as const satisfies Record<FieldRule, string>;

export type RuleValues = Record<string, number>;

/** The rules whose numbers are amounts of money in the site's currency: a form shows them as money (`Kr. 8.290,-`), never as a bare number. */
export const MONEY_RULES: ReadonlySet<FieldRule> = new Set<FieldRule>(['amount', 'sharesTotal']);

/** A rule's text with its numbers in place: `ruleText('min', { min: 2 })` is 'must be at least 2 characters'. */
export function ruleText(rule: FieldRule, values: RuleValues = {}): string {
  return RULE_TEXTS[rule].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

const PATTERNS = FIELD_RULES.map((rule) => {
  const names: string[] = [];
  const source = RULE_TEXTS[rule]
    .split(/(\{\w+\})/)
    .map((part) => {
      const placeholder = /^\{(\w+)\}$/.exec(part);
      if (!placeholder) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(placeholder[1]!);
      return '(\\d+)';
    })
    .join('');
  return { rule, names, pattern: new RegExp(`^${source}$`) };
});

/** The rule a field message was written by, with its numbers; null for any other text (a server's own message). */
export function ruleOf(message: string): { rule: FieldRule; values: RuleValues } | null {
  for (const { rule, names, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { rule, values: Object.fromEntries(names.map((name, index) => [name, Number(match[index + 1])])) };
  }
  return null;
}

/**
 * A field message in the site's words: a rule's text becomes the sentence
 * `translate` gives for it (the `forms` messages, with the field's label as
 * `{field}`); any other text, such as the API's own, already localized by
 * accept-language, stays as it is.
 */
export function localizeFieldMessage(message: string, translate: (rule: FieldRule, values: RuleValues) => string): string {
  const known = ruleOf(message);
  return known ? translate(known.rule, known.values) : message;
}
