/**
 * The answers that change the booking's price, the travel and match
 * insurance, in one place on the booking page: carried from the package page
 * (its address), changeable in the form, and followed by the summary's total
 * as they change, so the total shown is the total the price check and the
 * booking are asked for.
 */
export interface PriceAnswers {
  hasInsurance: boolean | null;
  hasMatchInsurance: boolean | null;
}

/** The summary's figures for one pair of answers. */
export interface AnsweredTotal {
  perPerson: number;
  total: number;
}

/** `yes-no`: travel insurance, then match insurance; a question not answered counts as no, as the price engine counts it. */
export type AnswersKey = `${'yes' | 'no'}-${'yes' | 'no'}`;

export const answersKey = ({ hasInsurance, hasMatchInsurance }: PriceAnswers): AnswersKey => `${hasInsurance === true ? 'yes' : 'no'}-${hasMatchInsurance === true ? 'yes' : 'no'}`;

export const ANSWER_KEYS: readonly PriceAnswers[] = [
  { hasInsurance: false, hasMatchInsurance: false },
  { hasInsurance: true, hasMatchInsurance: false },
  { hasInsurance: false, hasMatchInsurance: true },
  { hasInsurance: true, hasMatchInsurance: true },
];
