'use client';

import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TypeaheadAnswer } from '@/lib/hooks/use-typeahead';
import { QueryProvider } from './query-provider';

export type TypeaheadQueryProps<T, K extends QueryKey> = {
  /** The text asked for (the debounced one): the answer is reported as this text's. */
  text: string;
  /** The endpoint's query for `text`. */
  options: UseQueryOptions<T, Error, T, K>;
  /** Whether `text` is asked for at all. */
  enabled: boolean;
  onAnswer: (answer: TypeaheadAnswer<T>) => void;
};

/**
 * The query of a typeahead (lib/hooks/use-typeahead), with its provider: the
 * island that loads TanStack Query on first use, so a page whose search box
 * is never typed in loads none of it. It renders nothing and reports what the
 * query for the current text says; a late answer to an older text stays in
 * that text's cache entry and is never reported.
 */
export default function TypeaheadQuery<T, K extends QueryKey>(props: TypeaheadQueryProps<T, K>) {
  return (
    <QueryProvider>
      <Observer {...props} />
    </QueryProvider>
  );
}

function Observer<T, K extends QueryKey>({ text, options, enabled, onAnswer }: TypeaheadQueryProps<T, K>) {
  const result = useQuery({ ...options, enabled });
  const status = !enabled ? null : result.fetchStatus === 'fetching' || result.isPending ? 'loading' : result.isError ? 'failed' : 'done';
  const { data, error } = result;
  useEffect(() => {
    if (status) onAnswer({ text, status, data, error });
  }, [text, status, data, error, onAnswer]);
  return null;
}
