'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useFormApi } from '@/components/ui/form';
import type { Locale } from '@/lib/i18n/locales';
import { formatPrice } from '@/lib/i18n/money';
import { answersKey, type AnsweredTotal, type AnswersKey, type PriceAnswers } from './price-answers';

/** The booking page's insurance answers as the form holds them now, and the summary's figures for them (./price-answers.ts). */

interface Context {
  answers: PriceAnswers;
  setAnswers(answers: PriceAnswers): void;
  totals: Readonly<Record<AnswersKey, AnsweredTotal>>;
}

const AnswersContext = createContext<Context | null>(null);

function useAnswersContext(): Context {
  const context = useContext(AnswersContext);
  if (!context) throw new Error('Inside <BookingAnswersProvider> only');
  return context;
}

export function BookingAnswersProvider({ initial, totals, children }: { initial: PriceAnswers; totals: Record<AnswersKey, AnsweredTotal>; children: ReactNode }) {
  const [answers, setAnswers] = useState(initial);
  return <AnswersContext.Provider value={{ answers, setAnswers, totals }}>{children}</AnswersContext.Provider>;
}

/** The total the summary shows now: what the booking is priced at. */
export function useShownTotal(): number {
  const { answers, totals } = useAnswersContext();
  return totals[answersKey(answers)].total;
}

const fromField = (value: unknown): boolean | null => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : null);

/** Inside the booking form: tells the page the insurance answers as the visitor gives them. */
export function AnswersReporter() {
  const { values } = useFormApi();
  const { setAnswers } = useAnswersContext();
  const extra = (values.extra ?? {}) as Record<string, unknown>;
  const hasInsurance = fromField(extra.hasInsurance);
  const hasMatchInsurance = fromField(extra.hasMatchInsurance);
  useEffect(() => setAnswers({ hasInsurance, hasMatchInsurance }), [hasInsurance, hasMatchInsurance, setAnswers]);
  return null;
}

/**
 * The summary's price per person and total, for the answers given now; announced when they change.
 * Its class comes from the server's summary (./booking-summary.tsx), so the page's class-name map stays out of the script.
 */
export function LiveTotals({ locale, perPersonLabel, totalLabel, className }: { locale: Locale; perPersonLabel: string; totalLabel: string; className?: string }) {
  const { answers, totals } = useAnswersContext();
  const shown = totals[answersKey(answers)];
  return (
    <dl className={className} aria-live="polite">
      <dt>{perPersonLabel}</dt>
      <dd className="price">{formatPrice(Math.ceil(shown.perPerson), locale)}</dd>
      <dt>{totalLabel}</dt>
      <dd className="price" data-testid="booking-total">
        {formatPrice(shown.total, locale)}
      </dd>
    </dl>
  );
}

/** The total for the answers given now, alone (the facts before the order button repeat it there). */
export function LiveTotal({ locale }: { locale: Locale }) {
  return <span className="price">{formatPrice(useShownTotal(), locale)}</span>;
}
