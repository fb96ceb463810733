/**
 * What a form says about a schema's issues: one message per field, always a
 * rule's text (./messages.ts), so the field shows the site's own sentence.
 *
 * The contract's schemas speak English to API clients ('must be one of mr,
 * mrs', 'must be text'), and zod adds its own defaults where a schema gives
 * none ('Invalid input: expected number, received undefined'). A form never
 * shows either: here, once for every form (components/ui/form), an issue
 * whose text is a rule keeps it; any other reads `is required` when the
 * control gave nothing (an empty field, a radio group with none chosen), and
 * `is not valid` otherwise. The schema is parsed with `reportInput`, so each
 * issue carries what the control held.
 *
 * Only types from zod: a page loads this with the form's engine.
 */
import type { z } from 'zod';
import { ruleOf, ruleText } from './messages';

/** Nothing given: absent, null (a radio group with no choice) or blank text. */
const nothingGiven = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** The rule's text a form shows for one issue. */
export function formMessage(issue: z.core.$ZodIssue): string {
  if (ruleOf(issue.message)) return issue.message;
  // An issue that carries no input at all (a custom rule's) is no empty field.
  if ('input' in issue && nothingGiven(issue.input)) return ruleText('required');
  return ruleText('invalid');
}

/**
 * The first issue of each field as its form message, by dotted name
 * (`passengers.1.lastName`). An issue of the whole form goes under
 * `rootName` as it is: a form's own rule names its problem (`tooLong`), and
 * the page says it in its words (components/ui/form `FormError`).
 */
export function formMessages(issues: readonly z.core.$ZodIssue[], rootName: string): Record<string, { message: string; type: string }> {
  const messages: Record<string, { message: string; type: string }> = {};
  for (const issue of issues) {
    const root = issue.path.length === 0;
    messages[root ? rootName : issue.path.map(String).join('.')] ??= { message: root ? issue.message : formMessage(issue), type: issue.code };
  }
  return messages;
}

/** How a form parses: with what each control held in every issue (`formMessage` reads it). */
export const FORM_PARSE: z.core.ParseContext<z.core.$ZodIssue> = { reportInput: true };
