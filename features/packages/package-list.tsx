'use client';

import { lazy, Suspense } from 'react';
import { useHydrated } from '@/components/ui/client-only';
import type { MinimalPackage } from '@/lib/api/contract/packages';
import type { PackagesParams } from '@/lib/api/endpoints/packages';
import type { Season } from '@/lib/seasons';
import { PackageListView } from './package-list-view';

export type PackageListProps = { initial: MinimalPackage[]; total: number; params: PackagesParams; season?: Season | null };

/** "Show more" with its query (TanStack Query and the list's endpoint): loaded after the page has painted. */
const MorePackages = lazy(() => import('./more-packages'));

/**
 * The packages list after its server-rendered first page (browsing spec §4):
 * "show more" appends the next page until the loaded count reaches the total;
 * on failure the list empties, counts as all loaded, and a toast says why.
 * A changed filter is a new URL, which renders a new list from offset 0.
 *
 * The first paint is the server's page, without TanStack Query: once the
 * page is interactive, the list's query (./more-packages, an infinite query
 * with this page as its first) takes over, showing the same list.
 */
export function PackageList(props: PackageListProps) {
  const hydrated = useHydrated();
  const first = <PackageListView packages={props.initial} allLoaded={props.initial.length >= props.total} loading={hydrated} season={props.season} />;
  if (!hydrated) return first;
  return (
    <Suspense fallback={first}>
      <MorePackages {...props} />
    </Suspense>
  );
}
