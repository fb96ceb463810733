'use client';

import { useParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Option } from '@/components/ui/option';
import { PackageFilterPanel, type FilterChoices } from '@/features/packages/package-filter-panel';
import { currentQuery, readPackageFilters } from '@/features/packages/package-filters';
import { editionSearchParams, parseQuerySegment } from '@/lib/site/edition';

const TotalContext = createContext<(total: number) => void>(() => {});

type Props = {
  choices: FilterChoices;
  /** Sport categories not on sale: offered only when the address chose one (browsing spec §4). */
  inactiveSportCategories: Option[];
  children: ReactNode;
};

/**
 * The packages list's filter panel, in the list's layout: it stays mounted
 * while the filters change the list below it (the list's query is a segment
 * of its own, lib/site/edition.ts), so a date being typed, the open drawer
 * and the focus survive each change. It reads the query from that segment;
 * the list tells it its total (`ListTotal`).
 */
export function ListFilterPanel({ choices, inactiveSportCategories, children }: Props) {
  const segment = useParams<{ query?: string }>().query ?? '-';
  const t = useTranslations('packages');
  const [total, setTotal] = useState<number | null>(null);
  const [announced, setAnnounced] = useState('');
  const shown = useRef<number | null>(null);
  // A live region that stays while the lists change below it, so a screen reader hears each new count (not the first).
  useEffect(() => {
    if (total === null) return;
    if (shown.current !== null && shown.current !== total) setAnnounced(t('countShown', { count: total }));
    shown.current = total;
  }, [t, total]);
  const query = useMemo(() => currentQuery(editionSearchParams(parseQuerySegment(segment) ?? '')), [segment]);
  const offered = useMemo(() => {
    const chosen = readPackageFilters(query).params.sportCategories ?? [];
    return { ...choices, sportCategories: [...choices.sportCategories, ...inactiveSportCategories.filter(({ value }) => chosen.includes(value))] };
  }, [choices, inactiveSportCategories, query]);
  return (
    <TotalContext.Provider value={setTotal}>
      <p className="visually-hidden" role="status">
        {announced}
      </p>
      <PackageFilterPanel query={query} choices={offered} total={total ?? 0}>
        {children}
      </PackageFilterPanel>
    </TotalContext.Provider>
  );
}

/** The list's total, for the panel's "show n results" (renders nothing). */
export function ListTotal({ total }: { total: number }) {
  const setTotal = useContext(TotalContext);
  useEffect(() => setTotal(total), [setTotal, total]);
  return null;
}
