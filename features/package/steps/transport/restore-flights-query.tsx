'use client';

import { useQueries } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useEffect } from 'react';
import type { FlightDirection } from '@/lib/api/contract/availability';
import { flightSearchQuery } from '@/lib/api/queries/availability';
import { stopSearchStops, toChosenFlight, type ChosenFlights } from '@/lib/package/flights';
import type { Locale } from '@/lib/i18n/locales';
import { QueryProvider } from '@/lib/api/query/query-provider';
import { usePackageState, usePackageDetail, usePackageStore } from '../../store/package-store';

/**
 * The searches that restore the chosen flights a link names
 * (./use-restore-flights), with TanStack Query and its provider: loaded only
 * when the page names flights it has not priced yet. Renders nothing.
 */
export default function RestoreFlightsQuery() {
  return (
    <QueryProvider>
      <Restore />
    </QueryProvider>
  );
}

/**
 * A link or a reload that names chosen flights (`ofid`, `rfid`, booking spec
 * §2) carries no prices: the flights are searched again from the departure
 * area the link names, with the stops it allowed, and priced when found. A
 * flight that is gone is dropped, so the page falls back to the package's
 * own flight instead of naming one it cannot price; when the supplier fails,
 * the uid stays (the next visit tries again).
 */
function Restore(): null {
  const locale = useLocale() as Locale;
  const { pkg } = usePackageDetail();
  const store = usePackageStore();
  const selection = usePackageState((state) => state.selection);
  const flights = usePackageState((state) => state.flights);
  const { ofid, rfid, departure: area } = selection;

  const wanted: [FlightDirection, string][] = [];
  if (ofid && flights.outward?.uid !== ofid) wanted.push(['outward', ofid]);
  if (rfid && flights.return?.uid !== rfid) wanted.push(['return', rfid]);

  const answers = useQueries({
    queries: wanted.map(([direction]) =>
      flightSearchQuery(locale, direction, pkg.id, {
        adults: selection.adults,
        children: selection.children,
        departureDate: direction === 'outward' ? (selection.period?.startDate ?? pkg.startDate) : (selection.period?.endDate ?? pkg.endDate),
        ...(area && { cities: area.airports, country: area.region }),
        maxChanges: stopSearchStops(selection.stops ?? 0),
      }),
    ),
  });

  const settled = wanted.length > 0 && answers.every((answer) => !answer.isPending);
  const restored: Partial<ChosenFlights> = {};
  const lost: FlightDirection[] = [];
  if (settled) {
    wanted.forEach(([direction, uid], index) => {
      const answer = answers[index]!;
      if (!answer.isSuccess) return;
      const found = answer.data.flights.find((flight) => flight.uid === uid);
      if (found) restored[direction] = toChosenFlight(found);
      else lost.push(direction);
    });
  }
  // What the answers say, once: applied, the legs are no longer wanted (or the store names them no more).
  const change = settled && (Object.keys(restored).length > 0 || lost.length > 0) ? { restored, lost } : null;
  const changeKey = change && JSON.stringify(change);
  useEffect(() => {
    if (!changeKey) return;
    const { restored: found, lost: gone } = JSON.parse(changeKey) as { restored: Partial<ChosenFlights>; lost: FlightDirection[] };
    store.getState().restoreFlights(found, gone);
  }, [changeKey, store]);
  return null;
}
