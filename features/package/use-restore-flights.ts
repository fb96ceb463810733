'use client';

import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import { createApiClient } from '@/lib/api/client';
import type { FlightDirection } from '@/lib/api/contract/availability';
import { searchFlights } from '@/lib/api/endpoints/availability';
import { stopSearchStops, toChosenFlight, type ChosenFlight } from '@/lib/package/flights';
import { usePackageState, usePackageDetail, usePackageStore } from './package-store';

/**
 * A link or a reload that names chosen flights (`ofid`, `rfid`, booking spec
 * §2) carries no prices: the flights are searched again from the departure
 * area the link names, with the stops it allowed, and priced when found. A
 * flight that is gone is dropped, so the page falls back to the package's
 * own flight instead of naming one it cannot price.
 */
export function useRestoreFlights(): void {
  const locale = useLocale();
  const { pkg } = usePackageDetail();
  const store = usePackageStore();
  const ofid = usePackageState((state) => state.selection.ofid);
  const rfid = usePackageState((state) => state.selection.rfid);

  useEffect(() => {
    const { selection, flights } = store.getState();
    const wanted: [FlightDirection, string][] = [];
    if (ofid && flights.outward?.uid !== ofid) wanted.push(['outward', ofid]);
    if (rfid && flights.return?.uid !== rfid) wanted.push(['return', rfid]);
    if (wanted.length === 0) return;
    const abort = new AbortController();
    const client = createApiClient({ locale });
    const area = selection.departure;
    void Promise.all(
      wanted.map(async ([direction, uid]) => {
        try {
          const answer = await searchFlights(
            client,
            direction,
            pkg.id,
            {
              adults: selection.adults,
              children: selection.children,
              departureDate: direction === 'outward' ? (selection.period?.startDate ?? pkg.startDate) : (selection.period?.endDate ?? pkg.endDate),
              ...(area && { cities: area.airports, country: area.region }),
              maxChanges: stopSearchStops(selection.stops ?? 0),
            },
            { signal: abort.signal },
          );
          const found = answer.flights.find((flight) => flight.uid === uid);
          return { direction, found: found ? toChosenFlight(found) : null };
        } catch {
          // The supplier failed: keep the uid, and try again on the next visit.
          return { direction, found: undefined };
        }
      }),
    ).then((results) => {
      if (abort.signal.aborted) return;
      const found: { outward?: ChosenFlight; return?: ChosenFlight } = {};
      const lost: FlightDirection[] = [];
      for (const result of results) {
        if (result.found) found[result.direction] = result.found;
        else if (result.found === null) lost.push(result.direction);
      }
      store.getState().restoreFlights(found, lost);
    });
    return () => abort.abort();
  }, [ofid, rfid, locale, pkg, store]);
}
