'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import type { PackageDetail } from '@/lib/api/contract/packages';
import { resolveSelection } from '@/lib/package/selection';
import { queryKey, serializeSelection } from '@/lib/package/selection-url';
import { usePackageStore } from './package-store';

/**
 * Mirrors the booking store into the page's query (booking spec §2) with
 * history.replaceState, so reload and a shared link show the same selection
 * without asking the server to render the page again on every change (Next
 * keeps useSearchParams in step with the native history API); and
 * takes a query the store did not write (back/forward, a link to this page)
 * back into the store. Queries the store wrote itself are remembered, so a
 * replace that lands late never rolls the store back. The query's reader
 * (./selection-query) loads after hydration, not with the page.
 */
/** `?a=1&tickets[]=…` from the serialised selection, lists as repeated keys. */
function toSearch(query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, item);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The query's reader, loaded once the page has hydrated. */
const loadReader = () => import('@/lib/package/selection-query');

export function useSelectionUrl(pkg: PackageDetail): void {
  const store = usePackageStore();
  const searchParams = useSearchParams();
  const written = useRef(new Set<string>());
  // The server rendered the store's first selection from this very query.
  const seen = useRef<string | null>(null);

  useEffect(() => {
    let stopped = false;
    let unsubscribe = () => {};
    const write = (selection: ReturnType<typeof store.getState>['selection']) => {
      const query = serializeSelection(selection, pkg);
      const key = queryKey(query);
      if (key === queryKey(new URLSearchParams(window.location.search))) return;
      written.current.add(key);
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${toSearch(query)}`);
    };
    void loadReader().then(({ parseSelectionQuery }) => {
      if (stopped) return;
      // A choice made before the reader loaded (a quick click on a slow phone) is written too;
      // the address the page opened with stays as it is while it says the same selection.
      const opened = resolveSelection(parseSelectionQuery(new URLSearchParams(window.location.search)), pkg);
      const { selection } = store.getState();
      if (queryKey(serializeSelection(selection, pkg)) !== queryKey(serializeSelection(opened, pkg))) write(selection);
      unsubscribe = store.subscribe((state, previous) => {
        if (state.selection !== previous.selection) write(state.selection);
      });
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [store, pkg]);

  useEffect(() => {
    const key = queryKey(new URLSearchParams(searchParams.toString()));
    if (seen.current === null || seen.current === key) {
      seen.current = key;
      return;
    }
    seen.current = key;
    if (written.current.delete(key)) return;
    let stopped = false;
    void loadReader().then(({ parseSelectionQuery }) => {
      // A later address has its own turn.
      if (stopped) return;
      const state = store.getState();
      const next = resolveSelection(parseSelectionQuery(new URLSearchParams(searchParams.toString())), pkg);
      if (queryKey(serializeSelection(next, pkg)) === queryKey(serializeSelection(state.selection, pkg))) return;
      state.replaceSelection(next);
    });
    return () => {
      stopped = true;
    };
  }, [searchParams, store, pkg]);
}
