'use client';

import { lazy, Suspense } from 'react';
import { LeagueLoading, type LeaguePanelProps } from './league-cards';

/** The tab's query (TanStack Query and the list's endpoint): loaded when a visitor first opens a tab other than the first. */
const LeagueQuery = lazy(() => import('./league-query'));

/**
 * A league tab the server did not render: its packages are asked for when
 * the tab is first opened, so the home page carries one league's cards
 * rather than six (each in the markup and again in the React payload).
 */
export function LeaguePanel(props: LeaguePanelProps) {
  return (
    <Suspense fallback={<LeagueLoading league={props.league} />}>
      <LeagueQuery {...props} />
    </Suspense>
  );
}
