'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** What the query for one text answered, as the query's island reports it (lib/api/query/typeahead-query). */
export type TypeaheadAnswer<T> = { text: string; status: 'loading' | 'done' | 'failed'; data?: T; error?: unknown };

/**
 * empty: nothing typed; short: too short to search; pending: waiting for the
 * debounce; loading: asked; done: answered; failed.
 */
export type TypeaheadStatus = 'empty' | 'short' | 'pending' | 'loading' | 'done' | 'failed';

export type Typeahead<T> = {
  status: TypeaheadStatus;
  /** What to show: the answer for the text, or, while the next is awaited, the last one found (no flicker). */
  results: T | undefined;
  /** The trimmed text once it has stayed the same for the delay: what the query is keyed by. */
  debounced: string;
  /** Whether `debounced` is long enough to ask for. */
  asks: boolean;
  /** Whether anything has been typed yet: the query's island loads on first use. */
  used: boolean;
  /** Call with what the visitor typed. */
  setText: (text: string) => void;
  /** Give to the query's island. */
  report: (answer: TypeaheadAnswer<T>) => void;
};

/**
 * The one debounce of the shop's typeaheads (the search box, the
 * multi-select): what is typed is trimmed, waits `delayMs`, and is asked for
 * only when `searchable`. Which answer is shown is the query's key (the
 * debounced text): an answer reported for any other text is never taken for
 * the current one, however late it arrives. `onError` hears each failed
 * answer for the current text once.
 */
export function useTypeahead<T>({
  delayMs,
  searchable,
  onError,
}: {
  delayMs: number;
  searchable: (text: string) => boolean;
  onError?: (error: unknown) => void;
}): Typeahead<T> {
  const [text, setRawText] = useState('');
  const [used, setUsed] = useState(false);
  const [answer, setAnswer] = useState<TypeaheadAnswer<T> | null>(null);
  /** The last answer found since the text was last too short: shown while the next is awaited. */
  const [kept, setKept] = useState<T | undefined>(undefined);
  const q = text.trim();
  const debounced = useDebouncedValue(q, delayMs);
  const errorListener = useRef(onError);
  useEffect(() => {
    errorListener.current = onError;
  });

  const setText = useCallback(
    (typed: string) => {
      setRawText(typed);
      if (typed.trim() !== '') setUsed(true);
      if (!searchable(typed.trim())) setKept(undefined);
    },
    [searchable],
  );

  const report = useCallback((next: TypeaheadAnswer<T>) => {
    setAnswer(next);
    if (next.status === 'done') setKept(next.data);
    if (next.status === 'failed') {
      setKept(undefined);
      errorListener.current?.(next.error);
    }
  }, []);

  const current = answer?.text === q ? answer : null;
  const status: TypeaheadStatus =
    q === '' ? 'empty' : !searchable(q) ? 'short' : debounced !== q ? 'pending' : !current || current.status === 'loading' ? 'loading' : current.status;
  const results = status === 'done' ? current?.data : status === 'pending' || status === 'loading' ? kept : undefined;
  return { status, results, debounced, asks: searchable(debounced), used, setText, report };
}
