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
 * replace that lands late never rolls the store back. Writing loads with the
 * page; the query's reader (lib/package/selection-query) after hydration.
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
  // The package as the page has it now, for an address read after the reader has loaded.
  const current = useRef(pkg);
  useEffect(() => {
    current.current = pkg;
  }, [pkg]);

  useEffect(() => {
    const write = (selection: ReturnType<typeof store.getState>['selection']) => {
      const query = serializeSelection(selection, pkg);
      const key = queryKey(query);
      if (key === queryKey(new URLSearchParams(window.location.search))) return;
      written.current.add(key);
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${toSearch(query)}`);
    };
    // Writing needs no reader: every change from now on goes to the address at once.
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.selection !== previous.selection) write(state.selection);
    });
    // Once the reader can tell the address's selection: a choice made before this effect (a quick click on
    // a slow phone) is written to the address; a store still as the page was drawn takes the address's
    // selection instead, for the page may have been drawn from another (Back from the booking page shows
    // the package page as the router kept it, while the address holds the trip the visitor had chosen).
    // The address stays as it is while it says the same selection, and an address that changed meanwhile
    // (written, or back/forward) is left to its own turn.
    const search = window.location.search;
    // A reopened offer's address (`utm_source=pdf_offer&offerId=…`) names the offer, not a selection: the page was
    // drawn from the offer, and the address takes the offer's selection rather than the other way round.
    const reopened = new URLSearchParams(search).has('offerId');
    let stopped = false;
    void loadReader().then(({ parseSelectionQuery }) => {
      if (stopped || window.location.search !== search) return;
      const opened = resolveSelection(parseSelectionQuery(new URLSearchParams(search)), pkg);
      const state = store.getState();
      if (queryKey(serializeSelection(state.selection, pkg)) === queryKey(serializeSelection(opened, pkg))) return;
      if (state.selection === state.drawn && !reopened) state.replaceSelection(opened);
      else write(state.selection);
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
    const search = searchParams.toString();
    void loadReader().then(({ parseSelectionQuery }) => {
      // A later address has its own turn; this one is applied even if the package changed meanwhile.
      if (seen.current !== key) return;
      const state = store.getState();
      const next = resolveSelection(parseSelectionQuery(new URLSearchParams(search)), current.current);
      if (queryKey(serializeSelection(next, current.current)) === queryKey(serializeSelection(state.selection, current.current))) return;
      state.replaceSelection(next);
    });
  }, [searchParams, store]);
}
