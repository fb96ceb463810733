'use client';

import type { SearchResult } from '@/lib/api/contract/search';
import { searchQuery } from '@/lib/api/queries/search';
import TypeaheadQuery from '@/lib/api/query/typeahead-query';
import type { TypeaheadAnswer } from '@/lib/hooks/use-typeahead';
import type { Locale } from '@/lib/i18n/locales';

/** The search box's query (`searchQuery`): loaded with the first search, with TanStack Query. */
export default function SearchAnswer({
  locale,
  text,
  enabled,
  onAnswer,
}: {
  locale: Locale;
  text: string;
  enabled: boolean;
  onAnswer: (answer: TypeaheadAnswer<SearchResult>) => void;
}) {
  return <TypeaheadQuery text={text} options={searchQuery(locale, text)} enabled={enabled} onAnswer={onAnswer} />;
}
