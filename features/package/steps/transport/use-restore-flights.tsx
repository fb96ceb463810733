'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { usePackageState } from '../../store/package-store';

/** The searches (TanStack Query, the availability endpoint): loaded only when there are flights to restore. */
const RestoreFlightsQuery = lazy(() => import('./restore-flights-query'));

/**
 * A link or a reload that names chosen flights (`ofid`, `rfid`, booking spec
 * §2) carries no prices: they are searched again and priced when found, or
 * dropped when gone (./restore-flights-query). Gives the render-nothing
 * loader that does it while the selection names a flight the store has not
 * priced, to be rendered by the caller; null otherwise.
 */
export function useRestoreFlights(): ReactNode {
  const unpriced = usePackageState(
    ({ selection, flights }) => (!!selection.ofid && flights.outward?.uid !== selection.ofid) || (!!selection.rfid && flights.return?.uid !== selection.rfid),
  );
  if (!unpriced) return null;
  return (
    <Suspense fallback={null}>
      <RestoreFlightsQuery />
    </Suspense>
  );
}
